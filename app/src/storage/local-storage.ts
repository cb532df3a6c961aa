import type { KeyValueStorage } from '@theme-a-roo/session'

/*
 * localStorage can throw (private mode, quota, disabled storage) or hold values written by
 * another version; reads fall back and writes report failure instead of breaking the page.
 */
export function readStoredJson<T>(
  key: string,
  isValid: (value: unknown) => value is T,
): T | undefined {
  let raw: string | null = null
  try {
    raw = localStorage.getItem(key)
    if (raw === null) return undefined
    const value: unknown = JSON.parse(raw)
    if (isValid(value)) return value
  } catch {
    // unreadable: kept below
  }
  if (raw !== null) keepUnreadable(key, raw)
  return undefined
}

/**
 * The first write after an unreadable value would replace it with a default; its text is kept
 * under `<key>-backup` first (once), so nothing a user had is lost without a trace.
 */
export function keepUnreadable(key: string, raw: string) {
  try {
    const backup = `${key}-backup`
    if (localStorage.getItem(backup) === null) localStorage.setItem(backup, raw)
  } catch {
    // storage that cannot be written cannot lose the value either
  }
}

export function readStoredString(key: string): string | undefined {
  try {
    return localStorage.getItem(key) ?? undefined
  } catch {
    return undefined
  }
}

export function writeStored(key: string, value: string | undefined): boolean {
  try {
    if (value === undefined) localStorage.removeItem(key)
    else localStorage.setItem(key, value)
    return true
  } catch {
    return false
  }
}

/** The localStorage keys that begin with `prefix` (for values kept one per page). */
export function storedKeysStartingWith(prefix: string): string[] {
  try {
    return Object.keys(localStorage).filter((key) => key.startsWith(prefix))
  } catch {
    return []
  }
}

export const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean'

/** The same guards for sessionStorage, which holds what must not outlive the tab. */
export function readSessionString(key: string): string | undefined {
  try {
    return sessionStorage.getItem(key) ?? undefined
  } catch {
    return undefined
  }
}

export function writeSession(key: string, value: string | undefined): boolean {
  try {
    if (value === undefined || value === '') sessionStorage.removeItem(key)
    else sessionStorage.setItem(key, value)
    return true
  } catch {
    return false
  }
}

/**
 * localStorage or sessionStorage as the theme session reads and writes it: a read of storage
 * that is turned off finds nothing; a write that fails throws, for the session to tell.
 */
export function webStorage(area: 'local' | 'session'): KeyValueStorage {
  const storage = () => (area === 'local' ? localStorage : sessionStorage)
  return {
    getItem(key) {
      try {
        return storage().getItem(key)
      } catch {
        return null
      }
    },
    setItem: (key, value) => storage().setItem(key, value),
    removeItem: (key) => storage().removeItem(key),
  }
}
