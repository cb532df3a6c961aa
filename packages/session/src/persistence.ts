import type { Theme } from '@theme-a-roo/theme'
import type { ThemeSession } from './session.ts'
import type { Counterpart, KeyValueStorage } from './types.ts'

/*
 * Keeps a session's committed pair in storage, as a listener: the theme under one key and the
 * other mode under another, so the stored theme stays a plain one-mode theme that every reader
 * takes. Only the user's changes are written: a change read from storage, or another tab's, is
 * there already (writing it back would reach the other tab again, and so on).
 */

export interface PersistenceOptions {
  storage: KeyValueStorage
  themeKey: string
  counterpartKey: string
  onSaved?: () => void
  onSaveFailed?: (what: 'theme' | 'counterpart', error: unknown) => void
}

/** Starts keeping the session stored; returns the function that stops it. */
export function persistSession(session: ThemeSession, options: PersistenceOptions): () => void {
  const { storage, themeKey, counterpartKey } = options
  // The counterpart read at start is stored already; it is written when it changes.
  let savedCounterpart: Counterpart | undefined = session.getState().counterpart

  function saveCounterpart(counterpart: Counterpart | undefined) {
    if (counterpart === savedCounterpart) return
    try {
      if (counterpart) storage.setItem(counterpartKey, JSON.stringify(counterpart))
      else storage.removeItem(counterpartKey)
      savedCounterpart = counterpart
    } catch (error) {
      options.onSaveFailed?.('counterpart', error)
    }
  }

  return session.listen((event) => {
    if (event.source !== 'user') {
      // What storage holds already is what this page shows.
      savedCounterpart = event.next.counterpart
      return
    }
    try {
      storage.setItem(themeKey, themeJson(event.next.theme))
      options.onSaved?.()
    } catch (error) {
      options.onSaveFailed?.('theme', error)
    }
    saveCounterpart(event.next.counterpart)
  })
}

/*
 * Edits replace only the objects on the changed path, so the JSON of every other part of the
 * theme is the same as at the last save: it is kept per object, and a field edit of a large theme
 * serialises little more than the field.
 */
const jsonOfPart = new WeakMap<object, string>()

function themeJson(theme: Theme): string {
  const parts = Object.entries(theme).flatMap(([key, value]) => {
    if (value === undefined) return []
    if (typeof value !== 'object' || value === null)
      return [`${JSON.stringify(key)}:${JSON.stringify(value)}`]
    let json = jsonOfPart.get(value as object)
    if (json === undefined) {
      json = JSON.stringify(value)
      jsonOfPart.set(value as object, json)
    }
    return [`${JSON.stringify(key)}:${json}`]
  })
  return `{${parts.join(',')}}`
}
