/*
 * Buttons, fields and rows ease their colours when they change. When the whole page changes
 * colour at once (a theme switch, a slider moving every colour), hundreds of transitions start in
 * one style pass and cost more than the repaint itself: a switch on the Themes page restyled
 * some 900 elements with them and 350 without. While any hold is on, nothing eases. (Edits keep
 * their easing: a held page restyles once more when the hold ends.)
 */
const STYLE_ELEMENT_ID = 'holding-transitions'
const holds = new Set<symbol>()

function showHolds() {
  const style = document.getElementById(STYLE_ELEMENT_ID)
  if (holds.size === 0) return style?.remove()
  if (style) return
  const rule = document.createElement('style')
  rule.id = STYLE_ELEMENT_ID
  rule.textContent = '*, *::before, *::after { transition: none !important; }'
  document.head.append(rule)
}

/** Holds transitions until the returned function is called. */
function holdTransitions(): () => void {
  const hold = Symbol('transitions held')
  holds.add(hold)
  showHolds()
  return () => {
    holds.delete(hold)
    showHolds()
  }
}

/**
 * Holds transitions until the next frame has been styled and painted, so that the colours a
 * change brings appear at once instead of easing in.
 */
export function holdTransitionsThroughNextFrame(): void {
  const release = holdTransitions()
  if (typeof requestAnimationFrame !== 'function') return void setTimeout(release, 0)
  requestAnimationFrame(() => requestAnimationFrame(release))
}
