import { STORAGE_KEYS } from '@/storage/keys'
import { readStoredString, storedKeysStartingWith, writeStored } from '@/storage/local-storage'
import { PAGE_ID } from './page-id'

/*
 * A stored working theme is applied again on every load, so one that kills or freezes the page
 * (thousands of chained var() references once did) would leave the app dead until site data is
 * cleared. Before the working theme is applied the page marks it as being applied, and clears the
 * mark once the page has styled and painted with it. A start that finds a mark whose page is gone
 * knows that page never got that far, and starts on the default instead.
 *
 * Every open tab applies the working theme, so a mark is one page's own (named after it), and a
 * tab that starts while another is between marking and painting must not take that for a crash.
 * While its mark is set, a page holds a Web Lock of the same name, which the browser lets go when
 * the page dies; the starting tab asks which locks are held. (A lock held for the page's whole
 * life would keep it out of the back/forward cache; this one is held for two frames.) Once a
 * mark's page is found gone, the evidence is kept as the mark without a page id, so that every
 * start, in any tab, skips the stored theme until the working theme is saved again.
 */

const CRASHED = STORAGE_KEYS.workingThemeApplying
const PAGE_MARK_PREFIX = `${CRASHED}:`
const OWN_MARK = `${PAGE_MARK_PREFIX}${PAGE_ID}`

/** Applies of this page not yet painted: the mark goes when the last one has. */
let applying = 0
let letGoOfLock = () => {}
let watchingPageHide = false

function setMark() {
  if (!watchingPageHide) {
    watchingPageHide = true
    addEventListener('pagehide', clearMarkOnLeaving)
  }
  if (applying++ > 0) return
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  letGoOfLock = release
  // The lock is asked for before the mark is written, so a tab that finds the mark finds the lock.
  try {
    navigator.locks.request(OWN_MARK, () => released).catch(() => {})
  } catch {
    // No Web Locks (an insecure address, an old browser): other tabs take the mark for a crash.
  }
  writeStored(OWN_MARK, '1')
}

function clearMark() {
  if (applying === 0 || --applying > 0) return
  writeStored(OWN_MARK, undefined)
  letGoOfLock()
}

// A page that is left or reloaded before it paints did not die: its next start is ordinary.
// (A dead or frozen page runs no handler, so its mark stays.)
function clearMarkOnLeaving() {
  if (applying === 0) return
  applying = 1
  clearMark()
}

type ApplyMarks = 'none' | 'crashed' | 'other-pages'

/**
 * What the marks in storage say at start: none; a page died while applying the stored working
 * theme; or other pages' marks, whose pages may be alive and applying (see settleOtherPagesMarks).
 */
export function findApplyMarks(): ApplyMarks {
  if (readStoredString(CRASHED) !== undefined) return 'crashed'
  return storedKeysStartingWith(PAGE_MARK_PREFIX).some((key) => key !== OWN_MARK)
    ? 'other-pages'
    : 'none'
}

async function heldLockNames(): Promise<Set<string>> {
  try {
    const { held = [], pending = [] } = await navigator.locks.query()
    return new Set([...held, ...pending].map((lock) => lock.name ?? ''))
  } catch {
    // No page's life can be seen: every mark counts, as a single mark did before.
    return new Set()
  }
}

/** Records the marks of pages that are gone as a crash (see findApplyMarks); live ones stay. */
export async function settleOtherPagesMarks(): Promise<void> {
  const held = await heldLockNames()
  const gone = storedKeysStartingWith(PAGE_MARK_PREFIX).filter(
    (key) => key !== OWN_MARK && !held.has(key),
  )
  if (gone.length === 0) return
  writeStored(CRASHED, '1')
  gone.forEach((key) => writeStored(key, undefined))
}

/** The working theme was saved again: the stored theme is no longer the one a page died on. */
export function forgetCrash(): void {
  if (readStoredString(CRASHED) !== undefined) writeStored(CRASHED, undefined)
}

export function applyWorkingThemeGuarded(apply: () => void): void {
  setMark()
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
