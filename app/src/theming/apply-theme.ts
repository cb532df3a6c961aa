import {
  compileTheme,
  DEFAULT_RENDER_TARGET,
  type CompiledTheme,
  type RenderTarget,
  type Theme,
} from '@theme-a-roo/theme'
import { applyCompiledThemeToDocument } from '@theme-a-roo/theme-dom'
import { createStore } from 'zustand/vanilla'
import { timeStage } from '@/lib/stage-timings'
import { displayAddress } from '@/storage/stored-image'
import { holdTransitionsThroughNextFrame } from './hold-transitions'

/** Runs a write of the page: the working theme's crash guard wraps it, other themes run it. */
export type WriteGuard = (write: () => void) => void

/** The theme as the page shows it: a very large stored background through its display copy. */
function asShown(theme: Theme, shownImage = displayAddress(theme.backgroundImage)): Theme {
  return shownImage === theme.backgroundImage ? theme : { ...theme, backgroundImage: shownImage }
}

/**
 * The last compile of each theme object, so that switching back to a theme writes it without
 * compiling it again. Themes are replaced, never changed in place, so the
 * object is the key; the shown image and the target are checked because either can change.
 */
const compiledByTheme = new WeakMap<
  Theme,
  { target: RenderTarget; shownImage: string | undefined; compiled: CompiledTheme }
>()

function compileForPage(theme: Theme, target: RenderTarget): CompiledTheme {
  const shownImage = displayAddress(theme.backgroundImage)
  const cached = compiledByTheme.get(theme)
  if (cached?.target === target && cached.shownImage === shownImage) return cached.compiled
  const compiled = compileTheme(asShown(theme, shownImage), { target })
  compiledByTheme.set(theme, { target, shownImage, compiled })
  return compiled
}

/** The theme the page's root shows, as last written whole. */
let shown: CompiledTheme | undefined

/*
 * A view that shows the working theme's edits before the page does (the Designer's preview) may
 * hold the page's edits. While one does, an edit heard from the theme session is not written on
 * the page but left here, compiled as the page writes it, for the holder to take as it hears the
 * same event (the painter hears it first: it listens from the runtime's start) and to write on
 * the page once the edits pause. Every write of the page the painter still makes itself (another
 * theme, another render target, a background shown) is counted in `painterWrites`: it shows a
 * newer theme than a held edit, which a holder then drops.
 */

/** An edit of the page's theme and the guard its writes run in. */
export interface PageEdit {
  compiled: CompiledTheme
  themeName: string
  guard: WriteGuard
}

let holders = 0
let leftEdit: PageEdit | undefined

/** How many times the painter wrote the page itself; a holder hears each. */
export const painterWrites = createStore(() => ({ count: 0 }))

function countPainterWrite() {
  leftEdit = undefined
  painterWrites.setState(({ count }) => ({ count: count + 1 }))
}

/** Leaves edits heard from the session to the caller until the returned function is called. */
export function deferPageEdits(): () => void {
  holders++
  let held = true
  return () => {
    if (!held) return
    held = false
    holders--
    leftEdit = undefined
  }
}

/** The edit the painter left since last asked, if any. */
export function takeLeftEdit(): PageEdit | undefined {
  const edit = leftEdit
  leftEdit = undefined
  return edit
}

/** The theme the page's root shows now. */
export function shownTheme(): CompiledTheme | undefined {
  return shown
}

/**
 * Applies a resolved theme to the page in one write, as the chosen runtime would write it: the
 * whole variable set replaces the text of one <style> element, so nothing from the previous
 * theme lingers, and the classes and attributes of the root and <body> are set in the same task,
 * so the browser restyles once. An edit held back from the page is dropped (see painterWrites).
 */
export function applyThemeToDocument(
  theme: Theme,
  doc: Document = document,
  target: RenderTarget = DEFAULT_RENDER_TARGET,
): CompiledTheme {
  return timeStage('compile-apply', () => {
    const compiled = compileForPage(theme, target)
    // Another theme, or every colour at once: shown at once, without easing each colour.
    if (doc === document) holdTransitionsThroughNextFrame()
    writeTheme(compiled, theme.name, doc)
    if (doc === document) countPainterWrite()
    return compiled
  })
}

/** Writes a compiled theme on the whole page. */
export function writeTheme(
  compiled: CompiledTheme,
  themeName: string,
  doc: Document = document,
): void {
  applyCompiledThemeToDocument(doc, compiled)
  for (const rejected of compiled.rejected) {
    console.warn(
      `Theme "${themeName}": skipped ${rejected.property} (${rejected.path}): ${rejected.reason}`,
    )
  }
  if (doc === document) shown = compiled
}

/**
 * Applies an edit of the theme on the page; one heard from the session is left to a holder while
 * one holds the page's edits.
 */
export function applyThemeEdit(
  theme: Theme,
  target: RenderTarget,
  guard: WriteGuard,
  heardFromSession: boolean,
): void {
  timeStage('compile-apply', () => {
    const compiled = compileTheme(asShown(theme), { target })
    if (heardFromSession && holders > 0) {
      leftEdit = { compiled, themeName: theme.name, guard }
      return
    }
    guard(() => writeTheme(compiled, theme.name, document))
    countPainterWrite()
  })
}
