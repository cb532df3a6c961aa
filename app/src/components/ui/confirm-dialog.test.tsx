import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { ConfirmDialog } from './confirm-dialog'

function Harness({ onConfirm }: { onConfirm: () => void | Promise<void> }) {
  const [open, setOpen] = useState(true)
  return (
    <>
      <span>{open ? 'open' : 'closed'}</span>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Unsaved Changes"
        description="You have changes that have not been applied."
        confirmLabel="Discard Changes"
        onConfirm={onConfirm}
      />
    </>
  )
}

describe('ConfirmDialog', () => {
  it('shows title, description, a destructive confirm button with its own text, and Cancel', () => {
    render(<Harness onConfirm={vi.fn()} />)
    const dialog = screen.getByRole('alertdialog', { name: 'Unsaved Changes' })
    expect(dialog).toHaveAccessibleDescription('You have changes that have not been applied.')
    expect(screen.getByRole('button', { name: 'Discard Changes' })).toHaveClass('btn-destructive')
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument()
  })

  it('runs the action and closes on confirm', async () => {
    const onConfirm = vi.fn()
    render(<Harness onConfirm={onConfirm} />)
    await userEvent.click(screen.getByRole('button', { name: 'Discard Changes' }))
    expect(onConfirm).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(screen.getByText('closed')).toBeInTheDocument()
  })

  it('closes without running the action on Cancel', async () => {
    const onConfirm = vi.fn()
    render(<Harness onConfirm={onConfirm} />)
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onConfirm).not.toHaveBeenCalled()
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
  })

  it('stays open when the action fails', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    render(<Harness onConfirm={() => Promise.reject(new Error('nope'))} />)
    await userEvent.click(screen.getByRole('button', { name: 'Discard Changes' }))
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Discard Changes' })).toBeEnabled(),
    )
    expect(screen.getByRole('alertdialog')).toBeInTheDocument()
    spy.mockRestore()
  })
})
