import { STORAGE_KEYS } from '@/storage/keys'
import { readStoredString, writeStored } from '@/storage/local-storage'

/*
 * A stored working theme is applied again on every load, so one that kills or freezes the page
 * (thousands of chained var() references once did) would leave the app dead until site data is
 * cleared. Before the working theme is applied it is marked as being applied, and the mark is
 * cleared once the page has styled and painted with it. A start that finds the mark still there
 * knows the last one never got that far, and starts on the default instead.
 */

function clearMark() {
  writeStored(STORAGE_KEYS.workingThemeApplying, undefined)
}

/** Whether the working theme was being applied when the page last died or was closed. */
export function workingThemeApplyDidNotFinish(): boolean {
  const marked = readStoredString(STORAGE_KEYS.workingThemeApplying) !== undefined
  if (marked) clearMark()
  return marked
}

export function applyWorkingThemeGuarded(apply: () => void): void {
  writeStored(STORAGE_KEYS.workingThemeApplying, '1')
  // A page that is left or reloaded before it paints did not die: its next start is ordinary.
  // (A dead or frozen page runs no handler, so its mark stays.)
  addEventListener('pagehide', clearMark)
  apply()
  // A hidden tab paints nothing (and runs no animation frames) until it is shown: it styles the
  // root now, so that a theme that takes the renderer down does so while the mark is set.
  if (document.visibilityState === 'hidden' || typeof requestAnimationFrame !== 'function') {
    getComputedStyle(document.documentElement).getPropertyValue('color')
    clearMark()
    return
  }
  // The next frame styles and paints the page with the theme, and the mark goes in the frame
  // after it. Styling it here instead would put a whole-page style pass inside every edit.
  requestAnimationFrame(() => requestAnimationFrame(clearMark))
}
