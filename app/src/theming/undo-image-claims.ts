import { storedImageKey } from '@theme-a-roo/theme'
import type { ThemeHistory } from '@theme-a-roo/session'
import { STORAGE_KEYS } from '@/storage/keys'
import { readStoredString, storedKeysStartingWith, writeStored } from '@/storage/local-storage'
import { PAGE_ID } from './page-id'

/*
 * The copies of background images kept for undo are shared by every tab (one image database),
 * but each tab's undo steps are its own (session storage). So each open page writes down which
 * copies its steps name, and a page lets go of a copy only when no page's record names it.
 *
 * Written records rather than asking the other tabs (Web Locks, messages): a tab the browser has
 * discarded to save memory answers nothing, yet keeps its undo steps and comes back with them.
 * A page removes its record when it is closed or reloaded (the reloaded page writes its own at
 * start). A record whose page never said goodbye (it crashed, or was discarded and then closed)
 * counts until a week after it was last written; a page writes its record again whenever it is
 * shown, so only a tab left unseen for that long can lose its images to another tab.
 */

const PREFIX = STORAGE_KEYS.undoImagesOfPage
const OWN_RECORD = `${PREFIX}${PAGE_ID}`
const RECORD_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000

interface Claim {
  keys: string[]
  at: number
}

export interface UndoImageClaims {
  /** Content keys of the stored images this page's undo steps name. */
  imagesInHistory(): Set<string>
  /** Claims a copy this page is about to keep. */
  claimImageCopy(key: string): void
  /** This page's claim becomes what its steps name now (its own copies are being let go). */
  settleClaim(): void
  /** The copies other open pages claim; records past their lifetime are removed. */
  imagesClaimedByOtherPages(now?: number): Set<string>
  stop(): void
}

function readClaim(name: string): Claim | undefined {
  try {
    const claim: unknown = JSON.parse(readStoredString(name) ?? 'null')
    const { keys, at } = (claim ?? {}) as Partial<Claim>
    if (Array.isArray(keys) && typeof at === 'number') return { keys: keys.map(String), at }
  } catch {
    // Unreadable: claims nothing.
  }
  return undefined
}

/** Keeps this page's record of the images `history` names, from now until stopped. */
export function claimUndoImages(history: ThemeHistory): UndoImageClaims {
  function imagesInHistory(): Set<string> {
    const keys = new Set<string>()
    for (const value of history.valuesInHistory('backgroundImage')) {
      const key = storedImageKey(value)
      if (key) keys.add(key)
    }
    return keys
  }

  /**
   * Copies this page kept since it last let go of copies: a copy is kept before the step that
   * names it is recorded (storing the new image comes in between), and must not go meanwhile.
   */
  let keptHere = new Set<string>()
  let claimed = ''

  function writeClaim(refresh = false) {
    const keys = [...new Set([...imagesInHistory(), ...keptHere])].sort()
    const joined = keys.join(',')
    if (joined === claimed && !refresh) return
    claimed = joined
    const claim: Claim = { keys, at: Date.now() }
    writeStored(OWN_RECORD, keys.length > 0 ? JSON.stringify(claim) : undefined)
  }

  const refreshWhenShown = () => {
    if (document.visibilityState === 'visible' && claimed) writeClaim(true)
  }
  // A page kept for the back button may come back with its steps: its record stays.
  const forgetWhenClosed = (event: PageTransitionEvent) => {
    if (!event.persisted) writeStored(OWN_RECORD, undefined)
  }

  writeClaim()
  const stopFollowing = history.subscribe(() => writeClaim())
  if (typeof window !== 'undefined') {
    addEventListener('visibilitychange', refreshWhenShown)
    addEventListener('pagehide', forgetWhenClosed)
  }

  return {
    imagesInHistory,
    claimImageCopy(key) {
      keptHere.add(key)
      writeClaim()
    },
    settleClaim() {
      keptHere = new Set()
      writeClaim()
    },
    imagesClaimedByOtherPages(now = Date.now()) {
      const keys = new Set<string>()
      for (const name of storedKeysStartingWith(PREFIX)) {
        if (name === OWN_RECORD) continue
        const claim = readClaim(name)
        if (claim && now - claim.at < RECORD_LIFETIME_MS) claim.keys.forEach((key) => keys.add(key))
        else writeStored(name, undefined)
      }
      return keys
    },
    stop() {
      stopFollowing()
      if (typeof window !== 'undefined') {
        removeEventListener('visibilitychange', refreshWhenShown)
        removeEventListener('pagehide', forgetWhenClosed)
      }
    },
  }
}
