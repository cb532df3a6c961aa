import { render, screen, waitFor, within } from '@testing-library/react'
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
  it('shows title, description, a destructive confirm button with its own text, and Cancel', async () => {
    render(<Harness onConfirm={vi.fn()} />)
    // Its code loads as it first opens.
    const dialog = await screen.findByRole('alertdialog', { name: 'Unsaved Changes' })
    expect(dialog).toHaveAccessibleDescription('You have changes that have not been applied.')
    expect(screen.getByRole('button', { name: 'Discard Changes' })).toHaveClass('btn-destructive')
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument()
  })

  it('runs the action and closes on confirm', async () => {
    const onConfirm = vi.fn()
    render(<Harness onConfirm={onConfirm} />)
    await userEvent.click(await screen.findByRole('button', { name: 'Discard Changes' }))
    expect(onConfirm).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(screen.getByText('closed')).toBeInTheDocument()
  })

  it('closes without running the action on Cancel', async () => {
    const onConfirm = vi.fn()
    render(<Harness onConfirm={onConfirm} />)
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }))
    expect(onConfirm).not.toHaveBeenCalled()
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
  })

  it('stays open when the action fails', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    render(<Harness onConfirm={() => Promise.reject(new Error('nope'))} />)
    await userEvent.click(await screen.findByRole('button', { name: 'Discard Changes' }))
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Discard Changes' })).toBeEnabled(),
    )
    expect(screen.getByRole('alertdialog')).toBeInTheDocument()
    spy.mockRestore()
  })
})

describe('ConfirmDialog opened from a button', () => {
  function Opener() {
    const [open, setOpen] = useState(false)
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Reset
        </button>
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          title="Reset Working Theme"
          description="This replaces your working theme."
          confirmLabel="Reset"
          onConfirm={vi.fn()}
        />
      </>
    )
  }

  it('gives focus back to that button when it closes, each time', async () => {
    const user = userEvent.setup()
    render(<Opener />)
    const opener = screen.getByRole('button', { name: 'Reset' })
    for (const close of ['{Escape}', 'Cancel']) {
      opener.focus()
      await user.keyboard('{Enter}')
      const dialog = await screen.findByRole('alertdialog', { name: 'Reset Working Theme' })
      expect(dialog).toContainElement(document.activeElement as HTMLElement)
      if (close === 'Cancel')
        await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
      else await user.keyboard(close)
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
      expect(opener).toHaveFocus()
    }
  })
})
