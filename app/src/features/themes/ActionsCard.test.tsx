import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'

async function renderActions(kind: 'web' | 'desktop') {
  vi.resetModules()
  vi.doMock('@/platform/current-platform', () => ({ platform: { kind } }))
  const { ActionsCard } = await import('./ActionsCard')
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
  it('offers Prepare NFT only in the desktop shell', async () => {
    await renderActions('web')
    expect(screen.getByRole('button', { name: 'Open Theme' })).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Prepare NFT' })).toBeNull()
  })

  it('shows Prepare NFT in the desktop shell', async () => {
    await renderActions('desktop')
    expect(screen.getByRole('button', { name: 'Prepare NFT' })).toBeVisible()
  })
})

describe('Open Theme', () => {
  it('keeps its dialog open and busy until the import has finished', async () => {
    vi.resetModules()
    vi.doMock('@/platform/current-platform', () => ({ platform: { kind: 'web' } }))
    const { ActionsCard } = await import('./ActionsCard')
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
