import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { ActionsCard } from './ActionsCard'

// The shell the card is shown in, set per test.
const platform = vi.hoisted(() => ({ kind: 'web' }))
vi.mock('@/platform/current-platform', () => ({ platform }))

function renderActions(kind: 'web' | 'desktop') {
  platform.kind = kind
  render(
    <MemoryRouter>
      <ActionsCard
        current={undefined}
        onOpenTheme={vi.fn()}
        onReset={vi.fn()}
        onStartWithCurrent={vi.fn()}
        onImport={vi.fn()}
      />
    </MemoryRouter>,
  )
}

describe('ActionsCard', () => {
  it('offers Prepare NFT only in the desktop shell', () => {
    renderActions('web')
    expect(screen.getByRole('button', { name: 'Open Theme' })).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Prepare NFT' })).toBeNull()
  })

  it('shows Prepare NFT in the desktop shell', () => {
    renderActions('desktop')
    expect(screen.getByRole('button', { name: 'Prepare NFT' })).toBeVisible()
  })
})

describe('Open Theme', () => {
  it('keeps its dialog open and busy until the import has finished', async () => {
    platform.kind = 'web'
    let finish: () => void = () => {}
    const onOpenTheme = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    render(
      <MemoryRouter>
        <ActionsCard
          current={undefined}
          onOpenTheme={onOpenTheme}
          onReset={vi.fn()}
          onStartWithCurrent={vi.fn()}
          onImport={vi.fn()}
        />
      </MemoryRouter>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Open Theme' }))
    const dialog = await screen.findByRole('alertdialog')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open Theme' }))
    expect(onOpenTheme).toHaveBeenCalledOnce()
    // Busy: nothing else can be started while the file is read and applied.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Open Theme' })).toBeDisabled(),
    )
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled()
    finish()
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
  })
})
