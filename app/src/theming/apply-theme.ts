import {
  compileTheme,
  DEFAULT_RENDER_TARGET,
  type CompiledTheme,
  type RenderTarget,
  type Theme,
} from '@theme-a-roo/theme'
import { applyCompiledThemeToDocument } from '@theme-a-roo/theme-dom'
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

/**
 * Writes edits of the theme on screen in its own way while installed: the Designer's preview
 * shows them first (see its module). A whole write drops what it has not written yet.
 */
export interface EditWriter {
  write(compiled: CompiledTheme, themeName: string, guard: WriteGuard): void
  discard(): void
}

let editWriter: EditWriter | undefined

export function installEditWriter(writer: EditWriter | undefined): void {
  editWriter = writer
}

/** The theme the page's root shows now. */
export function shownTheme(): CompiledTheme | undefined {
  return shown
}

/**
 * Applies a resolved theme to the page in one write, as the chosen runtime would write it: the
 * whole variable set replaces the text of one <style> element, so nothing from the previous
 * theme lingers, and the classes and attributes of the root and <body> are set in the same task,
 * so the browser restyles once. An edit still waiting to reach the whole page is dropped.
 */
export function applyThemeToDocument(
  theme: Theme,
  doc: Document = document,
  target: RenderTarget = DEFAULT_RENDER_TARGET,
): CompiledTheme {
  return timeStage('compile-apply', () => {
    const compiled = compileForPage(theme, target)
    editWriter?.discard()
    // Another theme, or every colour at once: shown at once, without easing each colour.
    if (doc === document) holdTransitionsThroughNextFrame()
    writeTheme(compiled, theme.name, doc)
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

/** Applies an edit of the theme on screen: through the installed edit writer, else whole. */
export function applyThemeEdit(theme: Theme, target: RenderTarget, guard: WriteGuard): void {
  timeStage('compile-apply', () => {
    const compiled = compileTheme(asShown(theme), { target })
    if (editWriter) editWriter.write(compiled, theme.name, guard)
    else guard(() => writeTheme(compiled, theme.name, document))
  })
}
