import { useCallback, useEffect, useRef } from 'react'

/**
 * Coalesces a stream of values (a dragged colour picker fires far more often than the screen
 * refreshes) into at most one call of `apply` per animation frame, with the latest value.
 * `flush` applies a waiting value at once; it also runs on unmount so the last value is kept.
 * `apply` must be stable (a module function or a memoised callback).
 */
export function useOncePerFrame<T>(apply: (value: T) => void) {
  const pending = useRef<{ value: T } | undefined>(undefined)
  const frame = useRef<number | undefined>(undefined)

  const flush = useCallback(() => {
    if (frame.current !== undefined) cancelAnimationFrame(frame.current)
    frame.current = undefined
    const waiting = pending.current
    pending.current = undefined
    if (waiting) apply(waiting.value)
  }, [apply])

  const schedule = useCallback(
    (value: T) => {
      pending.current = { value }
      frame.current ??= requestAnimationFrame(flush)
    },
    [flush],
  )

  useEffect(() => flush, [flush])

  return { schedule, flush }
}
