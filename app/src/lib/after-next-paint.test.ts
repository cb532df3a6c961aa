import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { afterNextPaint } from './after-next-paint'

/** Frames the test runs by hand: each runs the callbacks asked for before it. */
function manualFrames() {
  let callbacks: FrameRequestCallback[] = []
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    callbacks.push(callback)
    return callbacks.length
  })
  vi.stubGlobal('cancelAnimationFrame', (handle: number) => {
    callbacks[handle - 1] = () => {}
  })
  return () => {
    const running = callbacks
    callbacks = []
    for (const callback of running) callback(performance.now())
  }
}

describe('afterNextPaint', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('runs once the next frame has been rendered, not before', () => {
    const frame = manualFrames()
    const work = vi.fn()
    afterNextPaint(work)
    vi.runAllTimers()
    expect(work).not.toHaveBeenCalled()
    frame()
    // Still inside the frame's callbacks: rendering comes next, then the task.
    expect(work).not.toHaveBeenCalled()
    vi.runAllTimers()
    expect(work).toHaveBeenCalledOnce()
  })

  it('can be cancelled before the frame and after it', () => {
    const frame = manualFrames()
    const beforeFrame = vi.fn()
    const afterFrame = vi.fn()
    afterNextPaint(beforeFrame)()
    const cancelAfter = afterNextPaint(afterFrame)
    frame()
    cancelAfter()
    vi.runAllTimers()
    expect(beforeFrame).not.toHaveBeenCalled()
    expect(afterFrame).not.toHaveBeenCalled()
  })

  it('in a hidden page, which paints no frames, runs as soon as the page is free', () => {
    manualFrames()
    vi.spyOn(document, 'hidden', 'get').mockReturnValue(true)
    const work = vi.fn()
    afterNextPaint(work)
    vi.runAllTimers()
    expect(work).toHaveBeenCalledOnce()
  })
})
