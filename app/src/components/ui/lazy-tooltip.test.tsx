import { act, render, screen, waitFor } from '@testing-library/react'
import { useRef } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { lazyTooltips, SideTooltip, TooltipScope, type TooltipParts } from './lazy-tooltip'
import * as tooltipParts from './tooltip'

/** Tooltip parts that arrive when the test says so, as a slow download would. */
function slowTooltips() {
  let open = () => {}
  const parts = new Promise<TooltipParts>((resolve) => (open = () => resolve(tooltipParts)))
  const load = vi.fn(() => parts)
  const arrive = () =>
    act(() => {
      open()
      return parts
    })
  return { useTooltips: lazyTooltips(load), load, arrive }
}

describe('lazy tooltips', () => {
  it('load once wanted, and the trigger that had focus keeps it when they arrive', async () => {
    const { useTooltips, load, arrive } = slowTooltips()
    function Buttons({ wanted }: { wanted: boolean }) {
      const group = useRef<HTMLDivElement>(null)
      const parts = useTooltips(wanted, group)
      return (
        <div ref={group}>
          <TooltipScope parts={parts}>
            {['Undo', 'Redo'].map((label) => (
              <SideTooltip key={label} parts={parts} label={label} shown={wanted}>
                <button type="button">{label}</button>
              </SideTooltip>
            ))}
          </TooltipScope>
        </div>
      )
    }

    const { rerender, unmount } = render(<Buttons wanted={false} />)
    expect(load).not.toHaveBeenCalled()
    const redo = screen.getByRole('button', { name: 'Redo' })
    redo.focus()
    rerender(<Buttons wanted />)
    expect(load).toHaveBeenCalledOnce()

    await arrive()
    const wrapped = await waitFor(() => {
      const button = screen.getByRole('button', { name: 'Redo' })
      expect(button).toHaveAttribute('data-state')
      return button
    })
    expect(wrapped).not.toBe(redo)
    expect(wrapped).toHaveFocus()

    // Loaded once for the page: a group shown later has them from its first render.
    unmount()
    render(<Buttons wanted={false} />)
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveAttribute('data-state')
    expect(load).toHaveBeenCalledOnce()
  })
})
