import type { Counterpart } from '@theme-a-roo/session'
import { isPlainObject, parseTheme, type MostLike } from '@theme-a-roo/theme'
import { STORAGE_KEYS } from '@/storage/keys'
import { readStoredString } from '@/storage/local-storage'
import { outsideThemeRefusal } from './base-themes'

/*
 * A theme imported with a light and a dark mode keeps both: the mode being edited is the working
 * theme, and the other one, its counterpart, is kept beside it. The counterpart is not part of the
 * working theme's JSON (a theme-o-rama theme has one mode): it is stored under a key of its own,
 * so the stored working theme stays a plain theme that every version of the app reads.
 */

/** The mode not being edited, and the pair one undo step covers, as the session holds them. */
export type { Counterpart, ThemePair as WorkingPair } from '@theme-a-roo/session'

export function otherMode(mode: MostLike): MostLike {
  return mode === 'light' ? 'dark' : 'light'
}

/**
 * A counterpart read from storage or a share link, held to the rules of any theme from outside
 * (the engine's checks and a base the app has). Throws when it is not one.
 */
export function parseCounterpart(value: unknown): Counterpart {
  if (!isPlainObject(value) || (value.mode !== 'light' && value.mode !== 'dark')) {
    throw new Error('The other mode is not a light or dark theme.')
  }
  const theme = parseTheme(JSON.stringify(value.theme))
  const refusal = outsideThemeRefusal(theme)
  if (refusal) throw new Error(refusal)
  // The background image is the pair's and lives in the working theme (see switchWorkingMode).
  if (theme.backgroundImage !== undefined) throw new Error('The other mode has its own image.')
  return { mode: value.mode, theme }
}

/** The stored counterpart, or none when there is none or it cannot be used. */
export function loadStoredCounterpart(): Counterpart | undefined {
  return parseStoredCounterpart(readStoredString(STORAGE_KEYS.workingThemeCounterpart) ?? null)
}

/** Stored counterpart text (this tab's or another's): none when removed or unusable. */
export function parseStoredCounterpart(text: string | null): Counterpart | undefined {
  if (text === null) return undefined
  try {
    return parseCounterpart(JSON.parse(text))
  } catch (error) {
    // The working theme still loads; only its other mode is lost, as with a one-mode import.
    console.error('The stored other mode of the working theme is unreadable; dropped', error)
    return undefined
  }
}
