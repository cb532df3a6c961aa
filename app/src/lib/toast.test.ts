import { afterEach, describe, expect, it, vi } from 'vitest'

/*
 * The notification library loads with the first toast. A failed download must not silence every
 * later toast, and an error must still reach the user meanwhile.
 */
afterEach(() => {
  vi.doUnmock('sonner')
  vi.restoreAllMocks()
})

describe('toast', () => {
  it('tries again after a failed load, and shows errors in the error dialog meanwhile', async () => {
    vi.resetModules()
    const shown = vi.fn()
    let available = false
    vi.doMock('sonner', () => {
      if (!available) throw new Error('Failed to fetch dynamically imported module')
      return { toast: { error: shown, success: shown } }
    })
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { toast } = await import('./toast')
    const { useErrorQueue } = await import('./error-queue')

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
  })
})
