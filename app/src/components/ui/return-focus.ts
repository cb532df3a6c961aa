import { useRef } from 'react'

type AutoFocusHandler = (event: Event) => void

/**
 * Gives focus back, when a dialog or sheet closes, to whatever had it when it opened. Radix gives
 * it back only to its own Trigger, and these open from buttons of their own (the sheet from the
 * menu button in each page's header). Where that element is gone (the page changed under the
 * navigation drawer) or was the page itself (WebKit does not focus a clicked button), Radix's own
 * handling stands. The caller's handlers run first and may prevent this.
 */
export function useReturnFocus(
  onOpenAutoFocus?: AutoFocusHandler,
  onCloseAutoFocus?: AutoFocusHandler,
) {
  const opener = useRef<HTMLElement | null>(null)
  return {
    onOpenAutoFocus: (event: Event) => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      onOpenAutoFocus?.(event)
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event)
      const previous = opener.current
      opener.current = null
      if (event.defaultPrevented || !previous?.isConnected || previous === document.body) return
      event.preventDefault()
      previous.focus()
    },
  }
}
