import { create } from 'zustand'
import {
  classifyImageReference,
  findSchemaViolations,
  mergeThemes,
  parseTheme,
  readTheme,
  rgbToHslString,
  type MostLike,
  type ReadTheme,
  type Rgb,
  type Theme,
} from '@theme-a-roo/theme'
import { reportError } from '@/lib/error-queue'
import { toast } from '@/lib/toast'
import { SESSION_KEYS, STORAGE_KEYS } from '@/storage/keys'
import {
  readSessionString,
  readStoredString,
  writeSession,
  writeStored,
} from '@/storage/local-storage'
import { StoredImageSupersededError, storedImage } from '@/storage/stored-image'
import { workingThemeApplyDidNotFinish } from './apply-guard'
import { writeField } from './theme-fields'

/** The name every working theme carries, whatever it was called before (spec §4). */
export const WORKING_THEME_NAME = 'theme-a-roo-design'

/** Stored as the background colour to mean 'follow the theme colour'; valid CSS for consumers too. */
export const THEME_COLOR_TOKEN = 'var(--theme-color)'

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

export interface WorkingThemeState {
  theme: Theme
  /** Set when the stored working theme could not be used and the default took its place. */
  restoreNotice?: string
  /** True while the background image of the last session is being looked up in the image database. */
  restoringBackground?: boolean
}

/** Stored text read back as the working theme: under the working name whatever it says. */
function parseStoredWorkingTheme(text: string): Theme {
  return { ...parseTheme(text), name: WORKING_THEME_NAME }
}

const KEPT_UNDER_BACKUP = `so the default theme was loaded instead. Its text is kept in this browser under "${STORAGE_KEYS.workingThemeBackup}".`

function loadStoredWorkingTheme(): WorkingThemeState {
  const stored = readStoredString(STORAGE_KEYS.workingTheme)
  if (stored === undefined) return { theme: createDefaultWorkingTheme() }
  if (workingThemeApplyDidNotFinish()) {
    console.error('The page stopped while the working theme was applied; using the default')
    writeStored(STORAGE_KEYS.workingThemeBackup, stored)
    // Removed, not kept: read again at the next start, it would take the page down again.
    writeStored(STORAGE_KEYS.workingTheme, undefined)
    return {
      theme: createDefaultWorkingTheme(),
      restoreNotice: `The page stopped while your working theme was being applied, ${KEPT_UNDER_BACKUP}`,
    }
  }
  try {
    return { theme: parseStoredWorkingTheme(stored) }
  } catch (error) {
    console.error('Stored working theme is unreadable; using the default', error)
    // The first edit would overwrite it: keep the text, so nothing the user had is lost for good.
    writeStored(STORAGE_KEYS.workingThemeBackup, stored)
    return {
      theme: createDefaultWorkingTheme(),
      restoreNotice: `Your saved working theme could not be read, ${KEPT_UNDER_BACKUP}`,
    }
  }
}

export const useWorkingTheme = create<WorkingThemeState>(() => loadStoredWorkingTheme())

/** Said once per run of failed saves, not on every keystroke. */
let saveFailureShown = false

useWorkingTheme.subscribe((state, previous) => {
  if (state.theme === previous.theme) return
  if (writeStored(STORAGE_KEYS.workingTheme, JSON.stringify(state.theme))) {
    saveFailureShown = false
    return
  }
  console.error('Failed to save the working theme to browser storage')
  if (!saveFailureShown) {
    saveFailureShown = true
    toast.error(
      'Your working theme could not be saved in this browser (storage is full or turned off). Save it as a file to keep your changes.',
      { id: 'working-theme-save-failed', duration: Infinity },
    )
  }
})

/** Why a change was not made: the theme it would give is one the app refuses to load. */
export interface RefusedChange {
  /** JSON pointer of the value at fault, e.g. '/colors/primary'. */
  path: string
  message: string
}

/**
 * Every change is held to the rules a stored or opened theme is read by: a change that would
 * leave a theme the next load refuses (a value that is not safe CSS, var() chains too deep) is
 * not made, so it is never stored, saved as a file or published.
 */
function update(change: (theme: Theme) => Theme): RefusedChange | undefined {
  const next = change(useWorkingTheme.getState().theme)
  const error = findSchemaViolations(next).find((violation) => violation.severity === 'error')
  if (error) return { path: error.path, message: error.message }
  useWorkingTheme.setState({ theme: next })
  return undefined
}

function withColors(theme: Theme, colors: Theme['colors']): Theme {
  const next = { ...theme, colors }
  if (colors && Object.keys(colors).length === 0) delete next.colors
  return next
}

function withoutKey<T extends object, K extends keyof T>(value: T, key: K): T {
  const copy = { ...value }
  delete copy[key]
  return copy
}

/** The uploaded background's bytes and the object URL that shows them. */
const storedBackground = storedImage('background-image')

async function deleteStoredBackground() {
  try {
    await storedBackground.remove()
  } catch (error) {
    console.error('Failed to delete the stored background image', error)
  }
}

/*
 * Image work finishes late (a large file stored, an image fetched, an AI image generated). Every
 * change that replaces the theme or its background gets a new revision, and a late result is
 * applied only if no such change came after it started: Reset during an import, or a URL applied
 * while an upload was still storing, wins. Colour and name edits do not count.
 */
let backgroundRevision = 0

/** The revision to pass as `ifUnchangedSince` by work that may finish after other changes. */
export function currentBackgroundRevision(): number {
  return backgroundRevision
}

/*
 * Another tab of the app saved its working theme: take it, so the two tabs do not overwrite each
 * other's work. Its background, if stored, is the other tab's object URL, so it is read back
 * from the (shared) image database for this tab.
 */
function followOtherTabs(event: StorageEvent) {
  if (event.key !== STORAGE_KEYS.workingTheme || event.newValue === null) return
  let theme: Theme
  try {
    theme = parseStoredWorkingTheme(event.newValue)
  } catch {
    return
  }
  backgroundRevision++
  useWorkingTheme.setState({ theme })
  if (classifyImageReference(theme.backgroundImage) === 'object-url') {
    storedBackground.release()
    void restoreWorkingThemeBackground()
  }
}

if (typeof window !== 'undefined') window.addEventListener('storage', followOtherTabs)

export function replaceWorkingTheme(theme: Theme): void {
  backgroundRevision++
  update(() => ({ ...theme, name: WORKING_THEME_NAME }))
}

export function setWorkingThemeDisplayName(displayName: string): void {
  update((theme) => ({ ...theme, displayName }))
}

export function setWorkingThemeInherits(inherits: string | undefined): RefusedChange | undefined {
  return update((theme) => (inherits ? { ...theme, inherits } : withoutKey(theme, 'inherits')))
}

/**
 * Sets one field by its path (the Designer's edits), or removes it when `value` is undefined so
 * the base's value applies again. Other keys, unknown ones included, are kept.
 */
export function setWorkingThemeField(
  path: readonly string[],
  value: unknown,
): RefusedChange | undefined {
  return update((theme) => writeField(theme, path, value))
}

/** Sets several fields as one change (one undo step). */
export function setWorkingThemeFields(
  changes: readonly (readonly [readonly string[], unknown])[],
): RefusedChange | undefined {
  return update((theme) =>
    changes.reduce((next, [path, value]) => writeField(next, path, value), theme),
  )
}

export function setWorkingThemeMostLike(mostLike: MostLike | undefined): void {
  update((theme) => (mostLike ? { ...theme, mostLike } : withoutKey(theme, 'mostLike')))
}

export async function resetWorkingTheme(): Promise<void> {
  replaceWorkingTheme(createDefaultWorkingTheme())
  await deleteStoredBackground()
}

/** Makes a copy of another theme the working theme (spec: 'New Theme' when it has no display name). */
export async function loadWorkingThemeFrom(
  source: Theme,
  resolvedBackgroundImage?: string,
): Promise<void> {
  const theme: Theme = {
    ...structuredClone(source),
    displayName: source.displayName.trim() ? source.displayName : 'New Theme',
  }
  await replaceKeepingImagesInStore(theme, resolvedBackgroundImage)
}

/**
 * Parses theme JSON text and makes it the working theme. Throws the engine's validation error and
 * changes nothing when the text is not a valid theme. Returns the theme as written in the text,
 * with the engine's warnings (unknown properties are kept in the working theme).
 */
export async function loadWorkingThemeFromJson(
  text: string,
  /** Throws to refuse a theme the engine accepts but the app cannot use (e.g. a missing base). */
  accept?: (theme: Theme) => void,
): Promise<ReadTheme> {
  const read = readTheme(text)
  const { theme } = read
  accept?.(theme)
  await replaceWorkingThemeKeepingImages({
    ...theme,
    displayName: theme.displayName.trim() ? theme.displayName : 'Imported Theme',
  })
  return read
}

/** Replaces the working theme; an embedded (data URI) background moves to the image database. */
export async function replaceWorkingThemeKeepingImages(theme: Theme): Promise<void> {
  const embeddedImage =
    classifyImageReference(theme.backgroundImage) === 'embedded' ? theme.backgroundImage : undefined
  await replaceKeepingImagesInStore(theme, embeddedImage)
}

async function fetchImage(url: string): Promise<Blob> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`Failed to load image (${response.status})`)
  return response.blob()
}

/**
 * Background images live in the image database, not in localStorage (which is small): an embedded
 * or bundled image is copied there and shown through an object URL.
 */
async function replaceKeepingImagesInStore(theme: Theme, imageUrl: string | undefined) {
  const path = theme.backgroundImage
  const copyToStore = imageUrl !== undefined && classifyImageReference(path) !== 'web'
  if (!copyToStore) {
    // Text that still names the current object URL (the JSON editor shows it) keeps its image.
    if (!storedBackground.owns(path)) storedBackground.release()
    replaceWorkingTheme(theme)
    return
  }
  replaceWorkingTheme(withoutKey(theme, 'backgroundImage'))
  const started = backgroundRevision
  try {
    const image =
      classifyImageReference(imageUrl) === 'embedded' ? imageUrl : await fetchImage(imageUrl)
    const applied = await applyBackgroundImage(image, started)
    // Keep the colours as the source theme had them; setting an image made the background transparent.
    if (applied) update((current) => withColors(current, structuredClone(theme.colors)))
  } catch (error) {
    console.error('Failed to copy the background image', error)
    reportError(
      'dexie',
      `The theme was opened without its background image, which could not be stored: ${error instanceof Error ? error.message : String(error)}`,
    )
    // The colours asked for a see-through page to show the image; without it, use the base colour.
    if (started === backgroundRevision) {
      update((current) =>
        current.colors?.background === 'transparent'
          ? withColors(current, withoutKey(current.colors, 'background'))
          : current,
      )
    }
  }
}

/** Undefined clears the colour, or makes it transparent when a background image shows through. */
export function setWorkingThemeBackgroundColor(color: string | undefined): void {
  update((theme) => {
    const colors = { ...theme.colors }
    if (color !== undefined) colors.background = color
    else if (theme.backgroundImage) colors.background = 'transparent'
    else delete colors.background
    return withColors(theme, colors)
  })
}

export function setWorkingThemeColor(rgb: Rgb): void {
  update((theme) => withColors(theme, { ...theme.colors, themeColor: rgbToHslString(rgb) }))
}

/**
 * A file or data URI is kept in the image database and shown through an object URL; a plain URL
 * is used as it is; null removes the image and its stored copy. With `ifUnchangedSince` (from
 * currentBackgroundRevision() when the work began) the image is dropped if the theme or its
 * background changed meanwhile. Resolves to whether the image was applied.
 */
export async function setWorkingThemeBackgroundImage(
  source: Blob | string | null,
  options: { ifUnchangedSince?: number } = {},
): Promise<boolean> {
  if (options.ifUnchangedSince !== undefined && options.ifUnchangedSince !== backgroundRevision) {
    return false
  }
  backgroundRevision++
  return applyBackgroundImage(source, backgroundRevision)
}

async function applyBackgroundImage(
  source: Blob | string | null,
  revision: number,
): Promise<boolean> {
  if (source === null) {
    update((theme) =>
      withColors(
        withoutKey(theme, 'backgroundImage'),
        withoutKey(theme.colors ?? {}, 'background'),
      ),
    )
    await deleteStoredBackground()
    return true
  }
  let url = source
  if (source instanceof Blob || classifyImageReference(source) === 'embedded') {
    try {
      url = await storedBackground.store(source)
    } catch (error) {
      if (error instanceof StoredImageSupersededError) return false
      throw new Error(
        `Failed to store background image: ${error instanceof Error ? error.message : String(error)}`,
        { cause: error },
      )
    }
  } else {
    storedBackground.release()
  }
  if (revision !== backgroundRevision) return false
  update((theme) =>
    withColors(
      { ...theme, backgroundImage: url as string },
      { ...theme.colors, background: 'transparent' },
    ),
  )
  return true
}

/**
 * Object URLs die with the page; after a reload the stored image gets a fresh one, or the
 * background is dropped when the database answers that its stored copy is gone. A database that
 * cannot be read drops nothing: the image may well be there on the next load.
 */
export async function restoreWorkingThemeBackground(): Promise<void> {
  const image = useWorkingTheme.getState().theme.backgroundImage
  if (classifyImageReference(image) !== 'object-url' || storedBackground.owns(image)) return
  useWorkingTheme.setState({ restoringBackground: true })
  try {
    const { status, url, reason } = await storedBackground.load()
    if (useWorkingTheme.getState().theme.backgroundImage !== image) return
    if (status === 'unavailable') {
      // Said once per tab: a database that is turned off stays so across reloads, and the
      // dialog would otherwise greet every load of every page.
      if (readSessionString(SESSION_KEYS.imageDatabaseFailureTold) === undefined) {
        writeSession(SESSION_KEYS.imageDatabaseFailureTold, '1')
        reportError(
          'dexie',
          `${reason ?? 'Failed to retrieve image'}. Your background image is kept and shows again once the image database can be read.`,
        )
      }
      return
    }
    writeSession(SESSION_KEYS.imageDatabaseFailureTold, undefined)
    if (status === 'missing') {
      // Without its image the 'transparent' the image asked for would leave the page see-through.
      update((theme) => {
        const next = withoutKey(theme, 'backgroundImage')
        return theme.colors?.background === 'transparent'
          ? withColors(next, withoutKey(theme.colors, 'background'))
          : next
      })
      return
    }
    if (status === 'present' && url) update((theme) => ({ ...theme, backgroundImage: url }))
  } finally {
    useWorkingTheme.setState({ restoringBackground: false })
  }
}

/** The blur the Backdrop Filters toggle gives each surface (spec §4). */
export const BACKDROP_FILTERS = {
  card: 'blur(16px) saturate(180%) brightness(1.1)',
  popover: 'blur(20px) saturate(180%) brightness(1.1)',
  input: 'blur(8px) saturate(150%) brightness(1.05)',
  sidebar: 'blur(20px) saturate(180%) brightness(1.1)',
  tableHeaderFooter: 'blur(8px) saturate(150%) brightness(1.05)',
  tableRow: 'blur(4px) saturate(120%) brightness(1.02)',
} as const

/**
 * On writes the blur values above; off removes them (the spec's null), so the theme falls back to
 * its base and stays valid against the schema, which allows only strings.
 */
export function setWorkingThemeBackdropFilters(enabled: boolean): void {
  const value = (filter: string) => (enabled ? filter : undefined)
  update((theme) =>
    mergeThemes(theme, {
      colors: {
        cardBackdropFilter: value(BACKDROP_FILTERS.card),
        popoverBackdropFilter: value(BACKDROP_FILTERS.popover),
        inputBackdropFilter: value(BACKDROP_FILTERS.input),
      },
      sidebar: { backdropFilter: value(BACKDROP_FILTERS.sidebar) },
      tables: {
        header: { backdropFilter: value(BACKDROP_FILTERS.tableHeaderFooter) },
        footer: { backdropFilter: value(BACKDROP_FILTERS.tableHeaderFooter) },
        row: { backdropFilter: value(BACKDROP_FILTERS.tableRow) },
      },
    }),
  )
}

/** Whether the working theme has the toggle's blur on (judged by the card filter it writes). */
export function hasBackdropFilters(theme: Theme): boolean {
  return theme.colors?.cardBackdropFilter === BACKDROP_FILTERS.card
}
