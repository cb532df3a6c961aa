import { useCallback, useEffect, useRef, type KeyboardEvent } from 'react'

export interface PickerGestureHandlers<T> {
  /** Shows a value while the gesture lasts, without keeping it. */
  preview: (value: T) => void
  /** Keeps a value: the gesture's last, or one changed outside a gesture. False when nothing was
   * kept (refused, or no change): a preview still shown is then cancelled. */
  commit: (value: T) => boolean | void
  /** Ends a gesture that was shown and not kept: what is kept shows again. */
  cancel: () => void
}

/** The keys a react-colorful picker moves with. */
const ARROW_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'])

/**
 * A colour picker's gesture, shown live and kept once. While a pointer is pressed on the picker
 * or an arrow key held, its changes are previews, at most one a frame (a dragged picker reports
 * far more often than the screen refreshes); letting go keeps the last as one change. A change
 * reported outside a gesture (the picker may report the last move after the release) is kept at
 * once. When the picker closes (`open` false) or goes, a gesture not kept is cancelled.
 * Returns the picker's onChange and the handlers for the element around the picker.
 */
export function usePickerGesture<T>(handlers: PickerGestureHandlers<T>, open = true) {
  const latest = useRef(handlers)
  useEffect(() => {
    latest.current = handlers
  })
  const gesture = useRef<{ held: boolean; waiting?: { value: T }; shown: boolean }>({
    held: false,
    shown: false,
  })
  const frame = useRef<number | undefined>(undefined)
  const releaseListener = useRef<(() => void) | undefined>(undefined)

  const stop = useCallback(() => {
    if (frame.current !== undefined) cancelAnimationFrame(frame.current)
    frame.current = undefined
    releaseListener.current?.()
    releaseListener.current = undefined
    const { waiting, shown } = gesture.current
    gesture.current = { held: false, shown: false }
    return { waiting, shown }
  }, [])

  const end = useCallback(() => {
    const { waiting, shown } = stop()
    const kept = waiting ? latest.current.commit(waiting.value) : false
    if (kept === false && shown) latest.current.cancel()
  }, [stop])

  const abandon = useCallback(() => {
    if (stop().shown) latest.current.cancel()
  }, [stop])

  const change = useCallback((value: T) => {
    if (!gesture.current.held) {
      latest.current.commit(value)
      return
    }
    gesture.current.waiting = { value }
    frame.current ??= requestAnimationFrame(() => {
      frame.current = undefined
      const { waiting } = gesture.current
      if (!waiting) return
      gesture.current.shown = true
      latest.current.preview(waiting.value)
    })
  }, [])

  const hold = useCallback(() => {
    gesture.current.held = true
  }, [])

  const onPointerDownCapture = useCallback(() => {
    hold()
    if (releaseListener.current) return
    // Released anywhere, even off the picker: the drag is over.
    window.addEventListener('pointerup', end)
    window.addEventListener('pointercancel', end)
    releaseListener.current = () => {
      window.removeEventListener('pointerup', end)
      window.removeEventListener('pointercancel', end)
    }
  }, [hold, end])

  const onKeyDownCapture = useCallback(
    (event: KeyboardEvent) => {
      if (ARROW_KEYS.has(event.key)) hold()
    },
    [hold],
  )

  const onKeyUpCapture = useCallback(
    (event: KeyboardEvent) => {
      if (ARROW_KEYS.has(event.key)) end()
    },
    [end],
  )

  useEffect(() => {
    if (!open) abandon()
  }, [open, abandon])
  useEffect(() => abandon, [abandon])

  return { change, around: { onPointerDownCapture, onKeyDownCapture, onKeyUpCapture } }
}
