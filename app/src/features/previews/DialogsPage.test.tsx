import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import DialogsPage from './DialogsPage'
import { spoonsFormSchema } from './spoons-form'

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/dialogs']}>
      <DialogsPage />
    </MemoryRouter>,
  )
}

async function openFormDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Open Dialog' }))
  return screen.getByRole('dialog', { name: 'Dialog' })
}

function firstMessage(values: { spoons: string; combineFee: string }, path: string) {
  const result = spoonsFormSchema.safeParse(values)
  return result.error?.issues.find((issue) => issue.path[0] === path)?.message
}

describe('Dialogs page', () => {
  it('shows the destructive alert', () => {
    renderPage()
    expect(screen.getByRole('heading', { level: 1, name: 'Dialogs' })).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('This is an alert.')
  })

  it('opens a dialog whose form has one field, labelled Number of spoons', async () => {
    renderPage()
    const dialog = await openFormDialog()
    expect(dialog).toHaveAccessibleDescription('This is a dialog.')
    expect(screen.getAllByRole('textbox')).toHaveLength(1)
    expect(screen.getByLabelText('Number of spoons')).toBeInTheDocument()
  })

  it('Cancel closes the dialog', async () => {
    renderPage()
    await openFormDialog()
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('Ok with an empty field shows the field message and keeps the dialog open', async () => {
    renderPage()
    await openFormDialog()
    await userEvent.click(screen.getByRole('button', { name: 'Ok' }))
    expect(await screen.findByText('Not enough funds to cover the fee')).toBeInTheDocument()
    const field = screen.getByLabelText('Number of spoons')
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field).toHaveAccessibleDescription('Not enough funds to cover the fee')
    expect(screen.getByRole('dialog')).toBeInTheDocument()
  })

  it('Ok with a value closes the dialog, and reopening starts fresh', async () => {
    renderPage()
    await openFormDialog()
    await userEvent.click(screen.getByRole('button', { name: 'Ok' }))
    await screen.findByText('Not enough funds to cover the fee')
    await userEvent.type(screen.getByLabelText('Number of spoons'), '3')
    await userEvent.click(screen.getByRole('button', { name: 'Ok' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    await openFormDialog()
    expect(screen.getByLabelText('Number of spoons')).toHaveValue('')
    expect(screen.queryByText('Not enough funds to cover the fee')).not.toBeInTheDocument()
  })

  it('opens the confirm dialog from Confirm Action', async () => {
    renderPage()
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Action' }))
    expect(await screen.findByRole('alertdialog', { name: 'Are you sure?' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
  })
})

describe('Dialogs demo form schema', () => {
  it('requires at least one spoon', () => {
    expect(firstMessage({ spoons: '', combineFee: '1' }, 'spoons')).toBe(
      'At least one spoon is required',
    )
  })

  it('allows no more than 10 spoons', () => {
    expect(firstMessage({ spoons: '12345678901', combineFee: '1' }, 'spoons')).toBe(
      'No more than 10 spoons',
    )
    expect(firstMessage({ spoons: '1234567890', combineFee: '1' }, 'spoons')).toBeUndefined()
  })

  it('requires a fee', () => {
    expect(firstMessage({ spoons: '1', combineFee: '' }, 'combineFee')).toBe(
      'Not enough funds to cover the fee',
    )
  })
})
