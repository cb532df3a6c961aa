import { parseTheme, proseList, withoutTailwindVariables, type Theme } from '@theme-a-roo/theme'
import { toast } from '@/lib/toast'
import { STORAGE_KEYS } from '@/storage/keys'
import { readStoredString, writeStored } from '@/storage/local-storage'
import { findApplyMarks, forgetCrash, settleOtherPagesMarks } from './apply-guard'
import { baseThemeNames, unknownBaseMessage } from './base-themes'
import { loadStoredCounterpart, type Counterpart } from './counterpart'

/*
 * The working theme in the browser's storage: read once at start, written after each change
 * (by the session's storage listener, once per change, never for a change that came from
 * storage), and read again when another tab writes it.
 */

/** The name every working theme carries, whatever it was called before. */
export const WORKING_THEME_NAME = 'theme-a-roo-design'

export function createDefaultWorkingTheme(): Theme {
  return {
    name: WORKING_THEME_NAME,
    displayName: 'Design',
    schemaVersion: 1,
    inherits: 'light',
    mostLike: 'light',
    colors: {
      background: 'lightgray',
      foreground: '#2C323C',
      themeColor: 'hsl(92, 20%, 42%)',
      primary: '#324053',
      primaryForeground: '#dfff75',
      secondary: '#b4bfdf',
      secondaryForeground: '#2C323C',
      muted: '#dbecfb',
      mutedForeground: '#2C323C',
      accent: '#dfff75',
      accentForeground: '#2C323C',
      destructive: '#ef4343',
      destructiveForeground: '#fafafa',
    },
  }
}

/** Stored text read back as the working theme: under the working name whatever it says. */
export function parseStoredWorkingTheme(text: string): Theme {
  return { ...parseTheme(text), name: WORKING_THEME_NAME }
}

export interface LoadedWorkingTheme {
  theme: Theme
  /** The other mode kept with it; never with a default that stands in for the stored theme. */
  counterpart?: Counterpart
  /** Set when the stored working theme could not be used as it was, and what took its place. */
  restoreNotice?: string
  /** The stored working theme a page stopped applying: kept, and offered back to the user. */
  previousWorkingTheme?: Theme
  /**
   * Set when another tab's mark was found: that tab may be alive and applying the theme, or may
   * have died doing so. The default stands in until the browser says which (a moment), and this
   * resolves to what to load then.
   */
  afterMarksChecked?: Promise<LoadedWorkingTheme>
}

const UNREADABLE_NOTICE = `Your saved working theme could not be read, so the default theme was loaded instead. Its text is kept in this browser under "${STORAGE_KEYS.workingThemeBackup}".`
const STOPPED_NOTICE =
  'The page stopped while your working theme was being applied, so the default theme was loaded instead. Your theme is kept, and you can restore it.'

export function loadStoredWorkingTheme(): LoadedWorkingTheme {
  if (findApplyMarks() === 'other-pages') {
    return {
      theme: createDefaultWorkingTheme(),
      afterMarksChecked: settleOtherPagesMarks().then(loadAsMarksSay),
    }
  }
  return loadAsMarksSay()
}

/** The stored working theme, unless a page died applying it (other tabs' marks are live ones). */
function loadAsMarksSay(): LoadedWorkingTheme {
  const stored = readStoredString(STORAGE_KEYS.workingTheme)
  if (stored === undefined) return { theme: createDefaultWorkingTheme() }
  let theme: Theme
  let notice: string | undefined
  try {
    theme = parseStoredWorkingTheme(stored)
  } catch (error) {
    // The first edit would overwrite it: keep the text, so nothing the user had is lost for good.
    writeStored(STORAGE_KEYS.workingThemeBackup, stored)
    const cleaned = readWithoutTailwindVariables(stored)
    if (!cleaned) {
      console.error('Stored working theme is unreadable; using the default', error)
      return { theme: createDefaultWorkingTheme(), restoreNotice: UNREADABLE_NOTICE }
    }
    ;({ theme, notice } = cleaned)
  }
  if (findApplyMarks() === 'crashed') {
    console.error('A page stopped while the working theme was applied; using the default')
    // Left in place for any tab still showing it; this tab's first edit replaces it, so it is
    // kept under the backup key too, and offered back.
    writeStored(STORAGE_KEYS.workingThemeBackup, stored)
    return {
      theme: createDefaultWorkingTheme(),
      restoreNotice: STOPPED_NOTICE,
      previousWorkingTheme: theme,
    }
  }
  // Saved by an older version or edited by hand: a base that no longer exists would keep the
  // theme from ever loading, so it goes, and the user is told.
  const bases = baseThemeNames()
  if (theme.inherits && !bases.has(theme.inherits)) {
    const message = `${unknownBaseMessage(theme.inherits, bases)}, so your working theme now inherits from none.`
    const rest = { ...theme }
    delete rest.inherits
    saveWorkingTheme(rest)
    return {
      theme: rest,
      counterpart: loadStoredCounterpart(),
      restoreNotice: notice ? `${notice} ${message}` : message,
    }
  }
  return { theme, counterpart: loadStoredCounterpart(), restoreNotice: notice }
}

/*
 * Themes may no longer set Tailwind's own variables (`--spacing`, `--tracking-normal`), which a
 * working theme saved earlier may hold (imported shadcn CSS kept them): it loads without them, as
 * it would look in any app now, rather than not at all.
 */
function readWithoutTailwindVariables(
  stored: string,
): { theme: Theme; notice: string } | undefined {
  try {
    const { data, removed } = withoutTailwindVariables(JSON.parse(stored))
    if (removed.length === 0) return undefined
    return {
      theme: parseStoredWorkingTheme(JSON.stringify(data)),
      notice: `Your working theme set ${proseList(removed)}, Tailwind's own variables, which a theme may no longer set, so they were left out. Its earlier text is kept in this browser under "${STORAGE_KEYS.workingThemeBackup}".`,
    }
  } catch {
    return undefined
  }
}

/** Said once per run of failed saves, not on every keystroke. */
let saveFailureShown = false

/** The working theme was stored: a failure is told again next time, and a crash is history. */
export function workingThemeSaved(): void {
  saveFailureShown = false
  forgetCrash()
}

export function workingThemeSaveFailed(): void {
  console.error('Failed to save the working theme to browser storage')
  if (saveFailureShown) return
  saveFailureShown = true
  toast.error(
    'Your working theme could not be saved in this browser (storage is full or turned off). Save it as a file to keep your changes.',
    { id: 'working-theme-save-failed', duration: Infinity },
  )
}

/** Stores a working theme outside the session (a repair of the stored one at start). */
export function saveWorkingTheme(theme: Theme): void {
  if (writeStored(STORAGE_KEYS.workingTheme, JSON.stringify(theme))) workingThemeSaved()
  else workingThemeSaveFailed()
}
