import { useStore } from 'zustand'
import type { ChangeSource, HistoryIntent, PreviewKind, RefusedChange } from '@theme-a-roo/session'
import { rgbToHslString, writeField, type MostLike, type Rgb, type Theme } from '@theme-a-roo/theme'
import { appSession, type WorkingThemeState } from './app-session'
import type { WorkingPair } from './counterpart'

/*
 * The working theme: the one theme the user edits, held by this page's theme session. Every
 * change goes through updateWorkingTheme, which is told what the change means (an undo step of
 * its own, part of the step being typed or dragged, or none, for restores); the session checks
 * it and hands it to its listeners: the store React reads (and the runtime paints from), storage
 * and undo, once each.
 */

export { WORKING_THEME_NAME, createDefaultWorkingTheme } from './working-theme-storage'
export type { RefusedChange } from '@theme-a-roo/session'

function useWorkingThemeState<U>(selector: (state: WorkingThemeState) => U): U {
  return useStore(appSession().store, selector)
}

/** The working theme as React and the page read it: a view of the session, made on first use. */
export const useWorkingTheme = Object.assign(useWorkingThemeState, {
  getState: (): WorkingThemeState => appSession().store.getState(),
  /** The page's own notes; a theme or counterpart given here is the session's, taken as read back. */
  setState: (state: Partial<WorkingThemeState>): void => {
    const { session, store } = appSession()
    const { theme, counterpart, ...notes } = state
    if (theme !== undefined || 'counterpart' in state) {
      session.update(
        (pair) => ({
          theme: theme ?? pair.theme,
          counterpart: 'counterpart' in state ? counterpart : pair.counterpart,
        }),
        READ_BACK,
      )
    }
    if (Object.keys(notes).length > 0) store.setState(notes)
  },
  subscribe: (listener: (state: WorkingThemeState, previous: WorkingThemeState) => void) =>
    appSession().store.subscribe(listener),
})

export interface WorkingThemeChange {
  /**
   * 'step': one undo step; 'merge': part of the last step while the same `mergeKey` changes in
   * quick succession (typing, dragging); 'never': not undoable (undo and redo themselves, the
   * start-up image lookup).
   */
  history: HistoryIntent
  mergeKey?: string
  /**
   * 'tab' or 'restore' for a change that came from storage (another tab's save, a stored image
   * read back): saved again, it would reach the other tabs, which would take it in turn.
   */
  source?: ChangeSource
}

/**
 * Makes one change to the working theme and the other mode kept with it. The session holds it to
 * the rules a stored or opened theme is read by: one that would leave a theme the next load
 * refuses (a value that is not safe CSS, var() chains too deep) is not made, so it is never
 * stored, saved as a file or published. A counterpart comes checked (imported or read back).
 */
export function updateWorkingPair(
  change: (pair: WorkingPair) => WorkingPair,
  intent: WorkingThemeChange,
): RefusedChange | undefined {
  return appSession().session.update(change, intent)
}

/** Changes the working theme alone: the other mode stays as it is. */
export function updateWorkingTheme(
  change: (theme: Theme) => Theme,
  intent: WorkingThemeChange,
): RefusedChange | undefined {
  return updateWorkingPair((pair) => ({ ...pair, theme: change(pair.theme) }), intent)
}

/**
 * The revision to pass as `ifUnchangedSince` by work that may finish after other changes (see
 * BackgroundRevisions in app-session.ts).
 */
export function currentBackgroundRevision(): number {
  return appSession().backgroundRevisions.current()
}

/** Starts a change of the whole theme or its background; returns its revision. */
export function nextBackgroundRevision(): number {
  return appSession().backgroundRevisions.next()
}

/**
 * Replaces the whole working theme as one undo step (or as the intent says). With `pair`, its
 * counterpart becomes the one given (none when it holds none); without, the counterpart stays.
 * A theme the user opens supersedes image work still running; undo, redo and another tab's
 * change ('never') do so only when they change the background.
 */
export function replaceWorkingTheme(
  theme: Theme,
  intent: WorkingThemeChange = { history: 'step' },
  pair?: Pick<WorkingPair, 'counterpart'>,
): RefusedChange | undefined {
  if (intent.history !== 'never') nextBackgroundRevision()
  return updateWorkingPair(
    (previous) => ({ theme, counterpart: pair ? pair.counterpart : previous.counterpart }),
    intent,
  )
}

/** What this page reads back of its own stored theme (an image after a reload): not saved again. */
export const READ_BACK: WorkingThemeChange = { history: 'never', source: 'restore' }

export function setWorkingThemeDisplayName(displayName: string): void {
  updateWorkingTheme((theme) => ({ ...theme, displayName }), {
    history: 'merge',
    mergeKey: 'displayName',
  })
}

export function setWorkingThemeInherits(inherits: string | undefined): RefusedChange | undefined {
  return updateWorkingTheme(
    (theme) => {
      const next = { ...theme }
      if (inherits) next.inherits = inherits
      else delete next.inherits
      return next
    },
    { history: 'step' },
  )
}

export function setWorkingThemeMostLike(mostLike: MostLike | undefined): void {
  updateWorkingTheme(
    (theme) => {
      const next = { ...theme }
      if (mostLike) next.mostLike = mostLike
      else delete next.mostLike
      return next
    },
    { history: 'step' },
  )
}

/**
 * Sets one field by its path (the Designer's edits), or removes it when `value` is undefined so
 * the base's value applies again. Other keys, unknown ones included, are kept. Quick changes of
 * the same field are one undo step.
 */
export function setWorkingThemeField(
  path: readonly string[],
  value: unknown,
): RefusedChange | undefined {
  return updateWorkingTheme((theme) => writeField(theme, path, value), {
    history: value === undefined ? 'step' : 'merge',
    mergeKey: path.join('.'),
  })
}

/**
 * Shows several fields set, as a frame of a gesture (a slider or picker being dragged) or, as a
 * 'candidate', a theme offered before it is chosen (which the page itself does not paint):
 * neither saved nor recorded, and worked out from the theme as committed, so frames do not
 * compound. It ends with a change (setWorkingThemeFields) or cancelWorkingThemePreview.
 */
export function previewWorkingThemeFields(
  changes: readonly (readonly [readonly string[], unknown])[],
  kind: PreviewKind = 'gesture',
): RefusedChange | undefined {
  return appSession().session.update(
    (pair) => ({
      ...pair,
      theme: changes.reduce((next, [path, value]) => writeField(next, path, value), pair.theme),
    }),
    { history: 'never', preview: kind },
  )
}

/** Ends a preview without a change: the committed working theme shows again. */
export function cancelWorkingThemePreview(): void {
  appSession().session.cancelPreview()
}

/** Sets several fields as one change (one undo step). */
export function setWorkingThemeFields(
  changes: readonly (readonly [readonly string[], unknown])[],
): RefusedChange | undefined {
  return updateWorkingTheme(
    (theme) => changes.reduce((next, [path, value]) => writeField(next, path, value), theme),
    { history: 'step' },
  )
}

export function withColors(theme: Theme, colors: Theme['colors']): Theme {
  const next = { ...theme, colors }
  if (colors && Object.keys(colors).length === 0) delete next.colors
  return next
}

/** Undefined clears the colour, or makes it transparent when a background image shows through. */
export function setWorkingThemeBackgroundColor(color: string | undefined): void {
  updateWorkingTheme(
    (theme) => {
      const colors = { ...theme.colors }
      if (color !== undefined) colors.background = color
      else if (theme.backgroundImage) colors.background = 'transparent'
      else delete colors.background
      return withColors(theme, colors)
    },
    { history: 'step' },
  )
}

/** A frame of the theme colour picker's drag; its end is setWorkingThemeColor. */
export function previewWorkingThemeColor(rgb: Rgb): void {
  previewWorkingThemeFields([[['colors', 'themeColor'], rgbToHslString(rgb)]])
}

/** The theme colour from the picker: a drag's end, or quick key presses, one undo step. */
export function setWorkingThemeColor(rgb: Rgb): void {
  updateWorkingTheme(
    (theme) => withColors(theme, { ...theme.colors, themeColor: rgbToHslString(rgb) }),
    { history: 'merge', mergeKey: 'colors.themeColor' },
  )
}

/** Marks the background image lookup of the last session as running or done (not a change). */
export function setRestoringBackground(restoring: boolean): void {
  useWorkingTheme.setState({ restoringBackground: restoring })
}
