import { create } from 'zustand'
import type { SessionEvent, ThemePair } from '@theme-a-roo/session'
import {
  classifyImageReference,
  isMostlyLight,
  resolveThemeInLibrary,
  type Theme,
} from '@theme-a-roo/theme'
import { STORAGE_KEYS } from '@/storage/keys'
import { isBoolean, readStoredJson, readStoredString, writeStored } from '@/storage/local-storage'
import { storedImageAddress, subscribeStoredImages } from '@/storage/stored-image'
import { applyWorkingThemeGuarded } from './apply-guard'
import { loadBuiltInThemes, themeLibrary } from './theme-library'
import type { Counterpart } from './counterpart'
import { applyThemeEdit, applyThemeToDocument } from './apply-theme'
/*
 * The Designer's preview reaches the page's theme through the runtime: imported from
 * apply-theme in the Designer's chunk, it made the bundler move the first page's theming modules
 * into a chunk of their own (1.2 KB more gzip and one more request on the first page).
 */
export {
  deferPageEdits,
  painterWrites,
  shownTheme,
  takeLeftEdit,
  writeTheme,
  type PageEdit,
} from './apply-theme'
import { useRenderTarget } from './render-target'
import { useShownBackgrounds, withoutWithheldBackground } from './remote-background'
import { appSession } from './app-session'
import { holdTransitionsThroughNextFrame } from './hold-transitions'
import { WORKING_THEME_NAME } from './working-theme'
import { followOtherTabsBackgrounds, readBackStoredBackground } from './background-restore'
import { loadWorkingThemeFrom } from './working-background'
import { errorMessage } from '@/lib/error-message'

export interface ThemeEntry {
  name: string
  /** The theme with inheritance and image paths resolved: what is applied and previewed. */
  theme: Theme
  /** The document as shipped or edited (inherits kept, image paths as written). */
  source: Theme
  thumbnailUrl?: string
  isWorkingTheme: boolean
  /** The other mode kept with it (the working theme's, or a share link's), as a document. */
  counterpart?: Counterpart
}

export type ThemeRuntimeStatus = 'loading' | 'ready' | 'error'

export interface ThemeRuntimeState {
  status: ThemeRuntimeStatus
  error?: string
  themes: ThemeEntry[]
  current?: ThemeEntry
  /** True while a theme is being applied; further switches are ignored meanwhile. */
  switching: boolean
}

export const useThemeRuntime = create<ThemeRuntimeState>(() => ({
  status: 'loading',
  themes: [],
  switching: false,
}))

const CORE_THEMES = new Set(['light', 'dark'])
const FALLBACK_THEME_NAME = 'light'

function buildEntry(source: Theme, thumbnailUrl?: string): ThemeEntry | undefined {
  try {
    const theme = resolveThemeInLibrary(source, themeLibrary)
    return {
      name: source.name,
      theme,
      source,
      thumbnailUrl,
      isWorkingTheme: source.name === WORKING_THEME_NAME,
    }
  } catch (error) {
    console.error(`Theme "${source.name}" could not be loaded`, error)
    return undefined
  }
}

/**
 * The previews the page paints: a gesture's frames (a slider or picker dragged). A candidate
 * (generated colours) shows in its own box, the page keeping the working theme until Apply.
 */
const PAGE_PREVIEWS = { previews: ['gesture'] } as const

/** The working theme's entry for a shown pair, without a web background not shown yet. */
export function workingEntryOf({ theme, counterpart }: ThemePair): ThemeEntry | undefined {
  const entry = buildEntry(withoutWithheldBackground(theme))
  return entry && { ...entry, source: theme, counterpart }
}

/** The page's: a gesture's frame is shown until the gesture ends. */
function buildWorkingEntry(): ThemeEntry | undefined {
  return workingEntryOf(appSession().session.getShown(PAGE_PREVIEWS))
}

function buildAllEntries(): ThemeEntry[] {
  const entries = loadBuiltInThemes().map((entry) => buildEntry(entry.theme, entry.thumbnailUrl))
  entries.push(buildWorkingEntry())
  return entries.filter((entry): entry is ThemeEntry => entry !== undefined)
}

function apply(entry: ThemeEntry) {
  const { target } = useRenderTarget.getState()
  const write = () => applyThemeToDocument(entry.theme, document, target)
  if (entry.isWorkingTheme) applyWorkingThemeGuarded(write)
  else write()
  useThemeRuntime.setState({ current: entry })
}

/**
 * Applies an edit of the working theme; one heard from the session is left to the Designer's
 * preview while it shows edits first (see deferPageEdits).
 */
function applyEdit(entry: ThemeEntry, heardFromSession: boolean) {
  const { target } = useRenderTarget.getState()
  applyThemeEdit(entry.theme, target, applyWorkingThemeGuarded, heardFromSession)
  useThemeRuntime.setState({ current: entry })
}

/** Applies a theme by name and remembers it; ignored while another switch is in progress. */
export function selectTheme(name: string): boolean {
  const state = useThemeRuntime.getState()
  if (state.switching) return false
  const entry = state.themes.find((candidate) => candidate.name === name)
  if (!entry) return false
  useThemeRuntime.setState({ switching: true })
  try {
    apply(entry)
    writeStored(STORAGE_KEYS.selectedTheme, name)
    writeStored(STORAGE_KEYS.darkFlag, JSON.stringify(!themeIsLight(entry.theme)))
    if (!CORE_THEMES.has(name)) writeStored(STORAGE_KEYS.lastNonCoreTheme, name)
    return true
  } catch (error) {
    console.error('Failed to set theme', error)
    useThemeRuntime.setState({ error: 'Failed to set theme' })
    return false
  } finally {
    useThemeRuntime.setState({ switching: false })
  }
}

/** Replaces the working theme with a copy of a theme (its background included) and applies it. */
export async function startWithTheme(entry: ThemeEntry): Promise<void> {
  await loadWorkingThemeFrom(entry.source, entry.theme.backgroundImage, entry.counterpart)
  selectWorkingTheme()
}

/** The entry of a theme opened from a share link; never in the list, never remembered. */
export const SHARED_THEME_ENTRY_NAME = 'shared-link-theme'

/**
 * Shows a theme from a share link as a picked example is shown, but stores nothing: a reload
 * comes back to the user's own choice. Its web background waits for the user's Show, as a
 * working theme's does (see remote-background.ts). False when it cannot be shown (a base chain
 * that does not resolve).
 */
export function showSharedTheme(source: Theme, counterpart?: Counterpart): boolean {
  const entry = buildEntry(withoutWithheldBackground(source))
  if (!entry) return false
  try {
    apply({ ...entry, name: SHARED_THEME_ENTRY_NAME, source, isWorkingTheme: false, counterpart })
    return true
  } catch (error) {
    console.error('Failed to show the shared theme', error)
    return false
  }
}

/** Leaves a shared theme for the one the user had chosen, as a reload would (nothing is stored). */
export function leaveSharedTheme(): void {
  const { themes, current } = useThemeRuntime.getState()
  if (current?.name !== SHARED_THEME_ENTRY_NAME) return
  const entry = pickEntry(themes, initialThemeName())
  if (entry) apply(entry)
}

/** The shared theme while it is the one shown. */
export function useSharedTheme(): ThemeEntry | undefined {
  return useThemeRuntime((state) =>
    state.current?.name === SHARED_THEME_ENTRY_NAME ? state.current : undefined,
  )
}

/** Applies the working theme; when it is missing from the list, the list is loaded again first. */
export function selectWorkingTheme(): void {
  if (useThemeRuntime.getState().current?.isWorkingTheme) return
  if (!selectTheme(WORKING_THEME_NAME)) {
    reloadThemes()
    selectTheme(WORKING_THEME_NAME)
  }
}

/** Start-up choice: the stored name, else dark when only the dark flag is stored, else the working theme. */
function initialThemeName(): string {
  const stored = readStoredString(STORAGE_KEYS.selectedTheme)
  if (stored) return stored
  if (readStoredJson(STORAGE_KEYS.darkFlag, isBoolean) === true) return 'dark'
  return WORKING_THEME_NAME
}

function pickEntry(themes: ThemeEntry[], name: string): ThemeEntry | undefined {
  return (
    themes.find((entry) => entry.name === name) ??
    themes.find((entry) => entry.name === FALLBACK_THEME_NAME) ??
    themes[0]
  )
}

function load(failureMessage: string, preferredName: string) {
  useThemeRuntime.setState({ status: 'loading', error: undefined })
  try {
    const themes = buildAllEntries()
    useThemeRuntime.setState({ themes })
    const entry = pickEntry(themes, preferredName)
    if (entry) apply(entry)
    useThemeRuntime.setState({ status: 'ready' })
  } catch (error) {
    console.error(failureMessage, error)
    const reason = errorMessage(error)
    useThemeRuntime.setState({ status: 'error', error: `${failureMessage}: ${reason}` })
  }
}

let started = false

/** Loads every theme and applies the start-up theme before the first paint. */
export function startThemeRuntime(): void {
  if (started) return
  started = true
  load('Failed to load themes', initialThemeName())
  // Every change of the working theme, and every frame of a gesture, is painted. Listening
  // first, the painter has left an edit to the Designer's preview before the preview hears it.
  appSession().session.listen((event) => refreshWorkingTheme(event), PAGE_PREVIEWS)
  useShownBackgrounds.subscribe(() => refreshWorkingTheme())
  subscribeStoredImages(followStoredBackground)
  followOtherTabsBackgrounds()
  // 'Render as' changed: the same theme, written as the other runtime writes it.
  useRenderTarget.subscribe((state, previous) => {
    const { current } = useThemeRuntime.getState()
    if (state.target !== previous.target && current) apply(current)
  })
  readBackStoredBackground()
}

/** Clears what was loaded and loads every theme again, keeping the current choice. */
export function reloadThemes(): void {
  load('Failed to reload themes', useThemeRuntime.getState().current?.name ?? initialThemeName())
}

/**
 * Keeps the working theme's entry fresh and re-applies it while it is the current theme: after
 * the session's `event`, or with none when the page may show more of it (a background).
 */
function refreshWorkingTheme(event?: SessionEvent) {
  const entry = buildWorkingEntry()
  // A gesture's frames change every frame: shown at once, without easing each colour.
  if (event?.preview) holdTransitionsThroughNextFrame()
  const { themes, current } = useThemeRuntime.getState()
  const others = themes.filter((candidate) => !candidate.isWorkingTheme)
  useThemeRuntime.setState({ themes: entry ? [...others, entry] : others })
  if (current?.isWorkingTheme) {
    if (entry) applyEdit(entry, event !== undefined)
    else console.error('Failed to load custom theme')
  }
}

/**
 * The working theme names a stored image by content, which the page shows through an address of
 * its own: painted again when that address comes (the image was read back) or goes.
 */
function followStoredBackground() {
  const image = appSession().session.getShown(PAGE_PREVIEWS).theme.backgroundImage
  if (image === undefined || classifyImageReference(image) !== 'stored') return
  const entry = useThemeRuntime.getState().themes.find((candidate) => candidate.isWorkingTheme)
  if (entry && entry.theme.backgroundImage !== storedImageAddress(image)) refreshWorkingTheme()
}

export function useIsWorkingThemeSelected(): boolean {
  return useThemeRuntime((state) => state.current?.isWorkingTheme ?? false)
}

/** Chooses light or dark artwork: the theme's mostLike, else its background's lightness. */
export function themeIsLight(theme: Theme | undefined): boolean {
  if (!theme) return true
  if (theme.mostLike) return theme.mostLike === 'light'
  return isMostlyLight(theme.colors?.background ?? '')
}

export function useCurrentThemeIsLight(): boolean {
  return useThemeRuntime((state) => themeIsLight(state.current?.theme))
}
