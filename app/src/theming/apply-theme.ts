import {
  compileTheme,
  compiledThemeToCss,
  DEFAULT_RENDER_TARGET,
  isSafeCssValue,
  type CompiledTheme,
  type RenderTarget,
  type Theme,
} from '@theme-a-roo/theme'
import { timeStage } from '@/lib/stage-timings'

const STYLE_ELEMENT_ID = 'active-theme'

/** Attributes either runtime writes; the ones the current target does not write are removed. */
const THEME_ATTRIBUTES = ['data-theme-style', 'data-theme-styles']

/** Runs a write of the page: the working theme's crash guard wraps it, other themes run it. */
export type WriteGuard = (write: () => void) => void

/** The theme the page's root shows, as last written whole. */
let shown: CompiledTheme | undefined

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
    const compiled = compileTheme(theme, { target })
    discardWaitingEdit()
    writeTheme(compiled, theme.name, doc)
    return compiled
  })
}

function writeTheme(compiled: CompiledTheme, themeName: string, doc: Document): void {
  let style = doc.getElementById(STYLE_ELEMENT_ID) as HTMLStyleElement | null
  if (!style) {
    style = doc.createElement('style')
    style.id = STYLE_ELEMENT_ID
    doc.head.append(style)
  }
  style.textContent = compiledThemeToCss(compiled, ':root')

  const root = doc.documentElement
  for (const name of [...root.classList]) {
    if (name.startsWith('theme-')) root.classList.remove(name)
  }
  root.classList.add(compiled.className)
  root.classList.toggle('has-background-image', compiled.hasBackgroundImage)
  setAttributes(root, compiled.attributes)
  const body = doc.body as HTMLElement | null
  if (body) {
    setAttributes(body, compiled.bodyAttributes ?? {})
    const bodyClasses = compiled.bodyClassNames ?? []
    body.classList.toggle('has-background-image', bodyClasses.includes('has-background-image'))
  }
  for (const rejected of compiled.rejected) {
    console.warn(
      `Theme "${themeName}": skipped ${rejected.property} (${rejected.path}): ${rejected.reason}`,
    )
  }
  if (doc === document) shown = compiled
}

function setAttributes(element: Element, attributes: Record<string, string>): void {
  for (const name of THEME_ATTRIBUTES) {
    if (!(name in attributes)) element.removeAttribute(name)
  }
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
}

/*
 * An edit in the Designer changes a value or two, but written on the root it restyles every
 * element on the page (each inherits the theme's variables): some 600 elements and 10 ms here,
 * which with paint is more than a frame. So while a view that shows edits first is on screen (the
 * Designer's preview), an edit that changes only variable values is written on that view's
 * element alone, which restyles a few dozen elements, and the whole page follows once the edits
 * pause. Anything else (a background, a button style, 'Render as') is written whole at once.
 */

/** The page follows once edits pause this long, and at the latest this long after the first. */
const SETTLE_MS = 150
const MAX_WAIT_MS = 1000

/*
 * Variables that <html> and <body> resolve for the whole page (its background, text colour and
 * fonts, which the view inherits already resolved): a change to one is written whole.
 */
function resolvedByThePage(name: string): boolean {
  return (
    ['--background', '--background-image', '--foreground'].includes(name) ||
    name.startsWith('--font-')
  )
}

interface WaitingEdit {
  compiled: CompiledTheme
  themeName: string
  guard: WriteGuard
  settle: ReturnType<typeof setTimeout>
  deadline: ReturnType<typeof setTimeout>
}

let view: HTMLElement | undefined
let waiting: WaitingEdit | undefined
/** The variables written on the view, taken off when the page catches up. */
const writtenOnView = new Set<string>()

/** What stays the same when only variable values change. */
function frameOf(compiled: CompiledTheme): string {
  const { variables, rejected: _rejected, ...rest } = compiled
  return JSON.stringify({ ...rest, names: Object.keys(variables) })
}

/** The variables to write on the view, or undefined when the change needs the whole page. */
function changedVariables(from: CompiledTheme, to: CompiledTheme): [string, string][] | undefined {
  if (frameOf(from) !== frameOf(to)) return undefined
  const changed = Object.entries(to.variables).filter(
    ([name, value]) => from.variables[name] !== value,
  )
  const viewCanShow = changed.every(
    ([name, value]) => !resolvedByThePage(name) && isSafeCssValue(value),
  )
  return viewCanShow ? changed : undefined
}

function clearView() {
  for (const name of writtenOnView) view?.style.removeProperty(name)
  writtenOnView.clear()
}

function discardWaitingEdit() {
  if (waiting) {
    clearTimeout(waiting.settle)
    clearTimeout(waiting.deadline)
    waiting = undefined
  }
  clearView()
}

/** Writes the edit that waits, if any, on the whole page now. */
function catchUp(): void {
  const edit = waiting
  if (!edit) return
  discardWaitingEdit()
  edit.guard(() => writeTheme(edit.compiled, edit.themeName, document))
}

/**
 * Makes `element` the view that shows edits first while it is in the page; the returned function
 * ends that, and the page catches up at once.
 */
export function showEditsFirstIn(element: HTMLElement): () => void {
  view = element
  return () => {
    if (view !== element) return
    catchUp()
    view = undefined
  }
}

/**
 * Applies an edit of the theme on screen: on the view first when only variable values changed
 * and a view is showing, else on the whole page at once, as `applyThemeToDocument` does.
 */
export function applyThemeEdit(theme: Theme, target: RenderTarget, guard: WriteGuard): void {
  timeStage('compile-apply', () => {
    const compiled = compileTheme(theme, { target })
    const from = waiting?.compiled ?? shown
    const changed = view?.isConnected && from ? changedVariables(from, compiled) : undefined
    if (!changed || !view) {
      discardWaitingEdit()
      guard(() => writeTheme(compiled, theme.name, document))
      return
    }
    // Every variable goes on the view the first time, so that those referring to others
    // (var(--primary)) resolve there too, not to the values the root resolved them to.
    const toWrite = writtenOnView.size === 0 ? Object.entries(compiled.variables) : changed
    const onView = view
    guard(() => {
      for (const [name, value] of toWrite) {
        if (!isSafeCssValue(value)) continue
        onView.style.setProperty(name, value)
        writtenOnView.add(name)
      }
    })
    if (waiting) clearTimeout(waiting.settle)
    waiting = {
      compiled,
      themeName: theme.name,
      guard,
      settle: setTimeout(catchUp, SETTLE_MS),
      deadline: waiting?.deadline ?? setTimeout(catchUp, MAX_WAIT_MS),
    }
  })
}
