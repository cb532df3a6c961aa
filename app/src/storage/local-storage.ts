/*
 * localStorage can throw (private mode, quota, disabled storage) or hold values written by
 * another version; reads fall back and writes report failure instead of breaking the page.
 */
export function readStoredJson<T>(
  key: string,
  isValid: (value: unknown) => value is T,
): T | undefined {
  try {
    const raw = localStorage.getItem(key)
    if (raw === null) return undefined
    const value: unknown = JSON.parse(raw)
    return isValid(value) ? value : undefined
  } catch {
    return undefined
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
