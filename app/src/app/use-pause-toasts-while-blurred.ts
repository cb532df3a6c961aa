import { useEffect, useRef, useState } from 'react'
import { toast, useSonner, type ToastT } from 'sonner'

/*
 * Toasts pause while the window does not have focus, so none is gone before the user is back.
 * Sonner itself pauses only on hover and while the page is hidden (another tab, minimised), not
 * when another window takes focus, so while the window is blurred every timed toast is given an
 * endless duration and gets its own back on focus. Sonner keeps a toast's exact remaining time
 * private: a resumed toast continues from where its timer last (re)started, so it never closes
 * sooner than it should.
 */
function isPausable(item: ToastT): boolean {
  return item.duration !== Infinity && item.type !== 'loading' && !item.promise && !item.jsx
}

/** The toasts on screen now; sonner's list excludes dismissed ones, so none is brought back. */
function activeToasts(): ToastT[] {
  return toast.getToasts().filter((item): item is ToastT => !('dismiss' in item))
}

function setDuration(item: ToastT, duration: number | undefined): void {
  const update = { id: item.id, duration }
  switch (item.type) {
    case 'success':
      toast.success(item.title, update)
      break
    case 'error':
      toast.error(item.title, update)
      break
    case 'info':
      toast.info(item.title, update)
      break
    case 'warning':
      toast.warning(item.title, update)
      break
    default:
      toast.message(item.title, update)
  }
}

export function usePauseToastsWhileBlurred(): void {
  // Re-run when toasts come and go, so one raised while the window is blurred pauses too.
  const { toasts } = useSonner()
  const [blurred, setBlurred] = useState(false)
  /** Paused toasts and the duration each had before. */
  const paused = useRef(new Map<ToastT['id'], number | undefined>())

  useEffect(() => {
    const onBlur = () => setBlurred(true)
    const onFocus = () => setBlurred(false)
    window.addEventListener('blur', onBlur)
    window.addEventListener('focus', onFocus)
    return () => {
      window.removeEventListener('blur', onBlur)
      window.removeEventListener('focus', onFocus)
    }
  }, [])

  useEffect(() => {
    const pausedToasts = paused.current
    const onScreen = activeToasts()
    if (blurred) {
      for (const item of onScreen) {
        if (pausedToasts.has(item.id) || !isPausable(item)) continue
        pausedToasts.set(item.id, item.duration)
        setDuration(item, Infinity)
      }
      return
    }
    for (const [id, duration] of pausedToasts) {
      const item = onScreen.find((candidate) => candidate.id === id)
      if (item) setDuration(item, duration)
    }
    pausedToasts.clear()
  }, [blurred, toasts])
}
