import { create } from 'zustand'
import {
  findSchemaViolations,
  rgbToHslString,
  type MostLike,
  type Rgb,
  type Theme,
} from '@theme-a-roo/theme'
import { STORAGE_KEYS } from '@/storage/keys'
import {
  counterpartFromStorage,
  parseStoredCounterpart,
  saveCounterpart,
  type Counterpart,
  type WorkingPair,
} from './counterpart'
import { imageReferenceForHistory } from './image-keys'
import { recordThemeStep, type HistoryIntent } from './theme-history'
import { writeField } from './theme-fields'
import {
  loadStoredWorkingTheme,
  parseStoredWorkingTheme,
  saveWorkingTheme,
  WORKING_THEME_NAME,
} from './working-theme-storage'

/*
 * The working theme: the one theme the user edits. Every change goes through updateWorkingTheme,
 * which is told what the change means (an undo step of its own, part of the step being typed or
 * dragged, or none, for restores), and makes it as one write: checked, stored, saved and recorded
 * for undo once. The theme runtime follows the store and applies it.
 */

export { WORKING_THEME_NAME, createDefaultWorkingTheme } from './working-theme-storage'

interface WorkingThemeState {
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

const loaded = loadStoredWorkingTheme()
counterpartFromStorage(loaded.counterpart)

export const useWorkingTheme = create<WorkingThemeState>(() => ({
  theme: loaded.theme,
  counterpart: loaded.counterpart,
  restoreNotice: loaded.restoreNotice,
  previousWorkingTheme: loaded.previousWorkingTheme,
}))

/** Why a change was not made: the theme it would give is one the app refuses to load. */
export interface RefusedChange {
  /** JSON pointer of the value at fault, e.g. '/colors/primary'. */
  path: string
  message: string
}

export interface WorkingThemeChange {
  /**
   * 'step': one undo step; 'merge': part of the last step while the same `mergeKey` changes in
   * quick succession (typing, dragging); 'never': not undoable (undo and redo themselves, the
   * start-up image lookup).
   */
  history: HistoryIntent
  mergeKey?: string
  /**
   * False for a change that came from storage (another tab's save, a stored image read back):
   * saved again, it would reach the other tabs, which would take it in turn.
   */
  save?: boolean
}

/** A stored background as undo steps name it: by content, not by the page's object URL. */
function forHistory(theme: Theme): Theme {
  const image = imageReferenceForHistory(theme.backgroundImage)
  return image === theme.backgroundImage ? theme : { ...theme, backgroundImage: image }
}

/** The groups that become CSS variables: var() chains may run through any of them. */
const STYLE_GROUPS = new Set([
  'colors',
  'fonts',
  'corners',
  'shadows',
  'sidebar',
  'switches',
  'tables',
  'buttons',
])

/**
 * What a change must be checked for: the parts it replaced, and the style groups (a reference
 * added anywhere can lengthen a chain). The rest is the theme as it was, already checked, so a
 * field edit of a large theme is not a check of all of it.
 */
function partToCheck(previous: Theme, next: Theme): Theme {
  const part: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(next)) {
    const record = previous as unknown as Record<string, unknown>
    if (
      value !== record[key] ||
      STYLE_GROUPS.has(key) ||
      key === 'name' ||
      key === 'displayName' ||
      key === 'schemaVersion'
    ) {
      part[key] = value
    }
  }
  return part as unknown as Theme
}

/**
 * Makes one change to the working theme and the other mode kept with it. The change is held to
 * the rules a stored or opened theme is read by: one that would leave a theme the next load
 * refuses (a value that is not safe CSS, var() chains too deep) is not made, so it is never
 * stored, saved as a file or published. A counterpart comes checked (imported or read back).
 */
export function updateWorkingPair(
  change: (pair: WorkingPair) => WorkingPair,
  intent: WorkingThemeChange,
): RefusedChange | undefined {
  const { theme: previous, counterpart: previousCounterpart } = useWorkingTheme.getState()
  const changed = change({ theme: previous, counterpart: previousCounterpart })
  const next = { ...changed.theme, name: WORKING_THEME_NAME }
  const error = findSchemaViolations(partToCheck(previous, next)).find(
    (violation) => violation.severity === 'error',
  )
  if (error) return { path: error.path, message: error.message }
  const { counterpart } = changed
  const before = forHistory(previous)
  const after = forHistory(next)
  // A late image must not land over a background that changed meanwhile (see below).
  if (before.backgroundImage !== after.backgroundImage) backgroundRevision++
  useWorkingTheme.setState({ theme: next, counterpart })
  if (intent.save !== false) {
    // Stored by content: a page's object URL means nothing after a reload or in another tab.
    saveWorkingTheme(after)
    saveCounterpart(counterpart)
  }
  recordThemeStep(
    { theme: before, counterpart: previousCounterpart },
    { theme: after, counterpart },
    intent,
  )
  return undefined
}

/** Changes the working theme alone: the other mode stays as it is. */
export function updateWorkingTheme(
  change: (theme: Theme) => Theme,
  intent: WorkingThemeChange,
): RefusedChange | undefined {
  return updateWorkingPair((pair) => ({ ...pair, theme: change(pair.theme) }), intent)
}

/*
 * Image work finishes late (a large file stored, an image fetched, an AI image generated). A new
 * revision starts with every change of the background (by content), every background operation
 * begun and every theme the user opens or resets to, and a late result is applied only if no
 * such change came after it started: Reset during an import, or a URL applied while an upload
 * was still storing, wins. Colour and name edits, and undo or redo of them, do not count: an AI
 * image paid for while the user nudged a colour and took it back still lands.
 */
let backgroundRevision = 0

/** The revision to pass as `ifUnchangedSince` by work that may finish after other changes. */
export function currentBackgroundRevision(): number {
  return backgroundRevision
}

/** Starts a change of the whole theme or its background; returns its revision. */
export function nextBackgroundRevision(): number {
  return ++backgroundRevision
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
  if (intent.history !== 'never') backgroundRevision++
  return updateWorkingPair(
    (previous) => ({ theme, counterpart: pair ? pair.counterpart : previous.counterpart }),
    intent,
  )
}

/*
 * The stored working theme changed under this tab: another tab saved it (or, at start, it was
 * held back until another tab's mark was known to be a live one). This tab takes it, so the two
 * do not overwrite each other's work, but does not save it again: that save would reach the other
 * tab, which would take it in turn, and so on. Nor is it an undo step here: each tab undoes its
 * own steps. A stored background is named by the other tab's object URL, which does not work in
 * this page; the background module sets how this tab takes a theme, so that it shows the image.
 */
export const FROM_STORAGE: WorkingThemeChange = { history: 'never', save: false }

let takeStoredTheme = (theme: Theme) => {
  replaceWorkingTheme(theme, FROM_STORAGE)
}

export function setStoredThemeTaker(take: (theme: Theme) => void): void {
  takeStoredTheme = take
}

function followOtherTabs(event: StorageEvent) {
  if (event.key === STORAGE_KEYS.workingThemeCounterpart) {
    const counterpart = parseStoredCounterpart(event.newValue)
    counterpartFromStorage(counterpart)
    useWorkingTheme.setState({ counterpart })
    return
  }
  if (event.key !== STORAGE_KEYS.workingTheme || event.newValue === null) return
  let theme: Theme
  try {
    theme = parseStoredWorkingTheme(event.newValue)
  } catch {
    return
  }
  takeStoredTheme(theme)
}

if (typeof window !== 'undefined') window.addEventListener('storage', followOtherTabs)

void loaded.afterMarksChecked?.then(({ theme, ...notice }) => {
  counterpartFromStorage(notice.counterpart)
  useWorkingTheme.setState(notice)
  takeStoredTheme(theme)
})

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

/** The theme colour from the picker: a drag is one undo step. */
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
