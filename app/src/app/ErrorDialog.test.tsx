import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { reportError, useErrorQueue } from '@/lib/error-queue'
import { ErrorDialog } from './ErrorDialog'

beforeEach(() => useErrorQueue.setState({ errors: [] }))

describe('ErrorDialog', () => {
  it('shows nothing while the list is empty', () => {
    render(<ErrorDialog />)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it.each([
    ['walletconnect', 'WalletConnect Error'],
    ['upload', 'Upload Error'],
    ['dexie', 'Dexie Error'],
    ['invalid', 'Error'],
    ['other', 'Error'],
  ] as const)('titles a %s error "%s" and shows its reason', (kind, title) => {
    render(<ErrorDialog />)
    act(() => void reportError(kind, `Reason for ${kind}`))
    const dialog = screen.getByRole('dialog', { name: title })
    expect(dialog).toHaveTextContent(`Reason for ${kind}`)
    expect(screen.getByRole('button', { name: 'Ok' })).toBeInTheDocument()
  })

  it('shows only the first error; Ok, Escape and the close button each reveal the next', async () => {
    const user = userEvent.setup()
    render(<ErrorDialog />)
    act(() => {
      reportError('upload', 'Upload failed')
      reportError('invalid', 'Failed to open theme file')
      reportError('dexie', 'Failed to open IndexedDB')
      reportError('other', 'Something else')
    })

    expect(screen.getAllByRole('dialog')).toHaveLength(1)
    expect(screen.getByRole('dialog', { name: 'Upload Error' })).toHaveTextContent('Upload failed')

    await user.click(screen.getByRole('button', { name: 'Ok' }))
    expect(screen.getByRole('dialog', { name: 'Error' })).toHaveTextContent(
      'Failed to open theme file',
    )

    await user.keyboard('{Escape}')
    expect(screen.getByRole('dialog', { name: 'Dexie Error' })).toHaveTextContent(
      'Failed to open IndexedDB',
    )

    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.getByRole('dialog', { name: 'Error' })).toHaveTextContent('Something else')

    await user.click(screen.getByRole('button', { name: 'Ok' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(useErrorQueue.getState().errors).toEqual([])
  })
})
