import { afterEach, describe, expect, it, vi } from 'vitest'
import { useErrorQueue } from './error-queue'
import { createToasts } from './toast'

/*
 * The notification library loads with the first toast. A failed download must not silence every
 * later toast, and an error must still reach the user meanwhile.
 */
afterEach(() => {
  vi.restoreAllMocks()
})

describe('toast', () => {
  it('tries again after a failed load, and shows errors in the error dialog meanwhile', async () => {
    const shown = vi.fn()
    let available = false
    const load = vi.fn(() =>
      available
        ? Promise.resolve({ toast: { error: shown, success: shown } as never })
        : Promise.reject(new Error('Failed to fetch dynamically imported module')),
    )
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { toast } = createToasts(load)

    toast.error('Failed to save image')
    await vi.waitFor(() =>
      expect(useErrorQueue.getState().errors).toEqual([
        expect.objectContaining({ kind: 'other', reason: 'Failed to save image' }),
      ]),
    )
    expect(shown).not.toHaveBeenCalled()

    available = true
    toast.success('Theme saved successfully!')
    await vi.waitFor(() =>
      expect(shown).toHaveBeenCalledWith('Theme saved successfully!', undefined),
    )
    expect(load).toHaveBeenCalledTimes(2)
  })
})
