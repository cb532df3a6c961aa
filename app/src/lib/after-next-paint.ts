/**
 * Runs `callback` once the next frame has been painted: for work that a change brings beside
 * what the person is looking at, so that it never delays the frame that shows the change. A
 * hidden page paints no frames, so there it runs as soon as the page is free. Returns a function
 * that cancels it.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  if (typeof requestAnimationFrame !== 'function' || document.hidden) {
    timer = setTimeout(callback, 0)
    return () => clearTimeout(timer)
  }
  // A task queued from a frame's callback runs after that frame's rendering.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0)
  })
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}
