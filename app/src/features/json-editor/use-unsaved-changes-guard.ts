import { useEffect, useLayoutEffect, useRef } from 'react'
import { useBlocker, type Location } from 'react-router-dom'

/**
 * Guards unapplied edits. Leaving for another path inside the app is held until the user
 * chooses (the returned `confirmLeave` / `stay`); closing or reloading the tab asks the browser
 * to show its own leave-page prompt.
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  // The router keeps the blocker function from its last passive effect, which can run after a
  // click that follows Apply at once; a ref set at commit always holds the current answer.
  const dirtyNow = useRef(dirty)
  useLayoutEffect(() => {
    dirtyNow.current = dirty
  }, [dirty])
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyNow.current && currentLocation.pathname !== nextLocation.pathname,
  )
  // The navigation the user chose to go on with, so closing the dialog afterwards cannot cancel it.
  const proceeding = useRef<Location | undefined>(undefined)

  useEffect(() => {
    if (!dirty) return
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      // Older engines show the prompt only when returnValue is set.
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => window.removeEventListener('beforeunload', onBeforeUnload)
  }, [dirty])

  return {
    /** True while a navigation waits for the user's answer. */
    asking: blocker.state === 'blocked',
    confirmLeave: () => {
      if (blocker.state !== 'blocked') return
      proceeding.current = blocker.location
      blocker.proceed()
    },
    stay: () => {
      if (blocker.state === 'blocked' && blocker.location !== proceeding.current) blocker.reset()
    },
  }
}
