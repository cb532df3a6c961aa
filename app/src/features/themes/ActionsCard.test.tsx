import { render, screen } from '@testing-library/react'
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
