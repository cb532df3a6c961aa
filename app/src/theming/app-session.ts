import { createStore, type StoreApi } from 'zustand/vanilla'
import {
  createThemeHistory,
  createThemeSession,
  persistSession,
  type ThemeHistory,
  type ThemeSession,
} from '@theme-a-roo/session'
import type { Theme } from '@theme-a-roo/theme'
import { toast } from '@/lib/toast'
import { timeStage } from '@/lib/stage-timings'
import { SESSION_KEYS, STORAGE_KEYS } from '@/storage/keys'
import { webStorage } from '@/storage/local-storage'
import { parseStoredCounterpart, type Counterpart } from './counterpart'
import { themeLibrary } from './theme-library'
import { claimUndoImages, type UndoImageClaims } from './undo-image-claims'
import {
  loadStoredWorkingTheme,
  parseStoredWorkingTheme,
  WORKING_THEME_NAME,
  workingThemeSaved,
  workingThemeSaveFailed,
  type LoadedWorkingTheme,
} from './working-theme-storage'

/*
 * This page's theme session: the working theme and its other mode, with storage and undo as its
 * listeners (see @theme-a-roo/session). Built the first time something asks for it, not when a
 * module loads, so a test or a second page builds its own from what storage holds then.
 */

export interface WorkingThemeState {
  theme: Theme
  /** The other mode, when the theme came with a light and a dark one (see counterpart.ts). */
  counterpart?: Counterpart
  /** Set when the stored working theme could not be used as it was, and what took its place. */
  restoreNotice?: string
  /** The stored working theme a page stopped applying, offered back to the user. */
  previousWorkingTheme?: Theme
  /** True while the background image of the last session is being looked up in the image database. */
  restoringBackground?: boolean
}

export interface AppSession {
  session: ThemeSession
  history: ThemeHistory
  /** The committed pair and what the page says about it, as React reads it. */
  store: StoreApi<WorkingThemeState>
  loaded: LoadedWorkingTheme
  /** Which stored images this page's undo steps name, for every tab to see. */
  claims: UndoImageClaims
  backgroundRevisions: BackgroundRevisions
  /** Stops its listeners (a session opened anew replaces it). */
  close(): void
}

/*
 * Image work finishes late (a large file stored, an image fetched, an AI image generated). A new
 * revision starts with every change of the background (by content), every background operation
 * begun and every theme the user opens or resets to, and a late result is applied only if no
 * such change came after it started: Reset during an import, or a URL applied while an upload
 * was still storing, wins. Colour and name edits, and undo or redo of them, do not count: an AI
 * image paid for while the user nudged a colour and took it back still lands.
 */
export interface BackgroundRevisions {
  current(): number
  /** Starts a change of the whole theme or its background; returns its revision. */
  next(): number
}

function countBackgroundRevisions(session: ThemeSession): BackgroundRevisions {
  let revision = 0
  session.listen(({ previous, next }) => {
    if (previous.theme.backgroundImage !== next.theme.backgroundImage) revision++
  })
  return { current: () => revision, next: () => ++revision }
}

let current: AppSession | undefined

export function appSession(): AppSession {
  return (current ??= openAppSession())
}

/**
 * Opens this page's theme session anew from what storage holds, as a load of the page does, and
 * lets go of the one before (its listeners and its hold on the page's events).
 */
export function openAppSession(): AppSession {
  current?.close()
  const loaded = loadStoredWorkingTheme()
  const session = createThemeSession({
    library: themeLibrary,
    initial: { theme: loaded.theme, counterpart: loaded.counterpart },
    documentName: WORKING_THEME_NAME,
  })
  const store = createStore<WorkingThemeState>(() => ({
    theme: session.getState().theme,
    counterpart: loaded.counterpart,
    restoreNotice: loaded.restoreNotice,
    previousWorkingTheme: loaded.previousWorkingTheme,
  }))
  // First the view React and the painter read, so the page shows a change before it is saved.
  session.listen(({ next }) => store.setState({ theme: next.theme, counterpart: next.counterpart }))
  const stopPersisting = persistSession(session, {
    storage: webStorage('local'),
    themeKey: STORAGE_KEYS.workingTheme,
    counterpartKey: STORAGE_KEYS.workingThemeCounterpart,
    onSaved: workingThemeSaved,
    onSaveFailed: (what) => {
      if (what === 'theme') workingThemeSaveFailed()
      else console.error('Failed to save the other mode of the working theme to browser storage')
    },
  })
  const history = createThemeHistory(session, {
    storage: webStorage('session'),
    storageKey: SESSION_KEYS.themeHistory,
    timed: timeStage,
    onStepsDropped: () =>
      toast.info(
        'The oldest undo steps were let go: undo keeps the last 100 changes, up to 1 MB of them.',
        { id: 'undo-steps-dropped' },
      ),
    onSaveFailed: () => console.error('The undo history could not be kept in session storage'),
  })
  const claims = claimUndoImages(history)
  const backgroundRevisions = countBackgroundRevisions(session)
  const flush = () => history.flush()
  const follow = (event: StorageEvent) => followOtherTabs(session, event)
  if (typeof window !== 'undefined') {
    window.addEventListener('pagehide', flush)
    window.addEventListener('storage', follow)
  }
  const close = () => {
    claims.stop()
    history.dispose()
    stopPersisting()
    if (typeof window !== 'undefined') {
      window.removeEventListener('pagehide', flush)
      window.removeEventListener('storage', follow)
    }
  }
  const opened = { session, history, store, loaded, claims, backgroundRevisions, close }
  void loaded.afterMarksChecked?.then(({ theme, counterpart, ...notice }) => {
    store.setState(notice)
    session.update((pair) => ({ ...pair, counterpart }), { history: 'never', source: 'restore' })
    session.update((pair) => ({ ...pair, theme }), { history: 'never', source: 'tab' })
  })
  current = opened
  return opened
}

/*
 * The stored working theme changed under this tab: another tab saved it (or, at start, it was
 * held back until another tab's mark was known to be a live one). This tab takes it, so the two
 * do not overwrite each other's work, but does not save it again: that save would reach the other
 * tab, which would take it in turn, and so on. Nor is it an undo step here: each tab undoes its
 * own steps. A stored background it names is read back by a listener of such changes (see
 * background-restore.ts).
 */
function followOtherTabs(session: ThemeSession, event: StorageEvent) {
  if (event.key === STORAGE_KEYS.workingThemeCounterpart) {
    const counterpart = parseStoredCounterpart(event.newValue)
    session.update((pair) => ({ ...pair, counterpart }), { history: 'never', source: 'tab' })
    return
  }
  if (event.key !== STORAGE_KEYS.workingTheme || event.newValue === null) return
  let theme: Theme
  try {
    theme = parseStoredWorkingTheme(event.newValue)
  } catch {
    return
  }
  session.update((pair) => ({ ...pair, theme }), { history: 'never', source: 'tab' })
}
