import { useSyncExternalStore } from 'react'

/*
 * The theme's button style, read where the active runtime leaves it for buttons: Sage's
 * theme-o-rama 0.2 on <body> as `data-theme-styles` (where Sage's button component looks), 0.4 on
 * the root as `data-theme-style`. The app writes only the attribute of the runtime it renders as,
 * so the one on <body> exists exactly when rendering as Sage.
 */
const SAGE_ATTRIBUTE = 'data-theme-styles'
const ROOT_ATTRIBUTE = 'data-theme-style'

function readButtonStyle(): string {
  const onBody = document.body.getAttribute(SAGE_ATTRIBUTE)
  return onBody ?? document.documentElement.getAttribute(ROOT_ATTRIBUTE) ?? ''
}

const listeners = new Set<() => void>()
let observer: MutationObserver | undefined

/** One observer for every button, watching only the two attributes. */
function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  if (!observer) {
    observer = new MutationObserver(() => {
      for (const notify of listeners) notify()
    })
    const options = { attributes: true, attributeFilter: [SAGE_ATTRIBUTE, ROOT_ATTRIBUTE] }
    observer.observe(document.documentElement, options)
    observer.observe(document.body, options)
  }
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) {
      observer?.disconnect()
      observer = undefined
    }
  }
}

export function useThemeButtonStyle(): string {
  return useSyncExternalStore(subscribe, readButtonStyle, () => '')
}
