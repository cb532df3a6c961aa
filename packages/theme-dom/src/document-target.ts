import { compiledThemeToCss, type CompiledTheme } from '@theme-a-roo/theme'
import {
  BACKGROUND_CLASS,
  setOrRemoveAttribute,
  THEME_ATTRIBUTES,
  THEME_STYLE_ELEMENT_ID,
  written,
  type DocumentRecord,
  type PriorMarks,
} from './written.ts'

/** Switching back to a theme writes the text made for it before instead of making it again. */
const cssByCompiled = new WeakMap<CompiledTheme, string>()

function cssOf(compiled: CompiledTheme): string {
  let css = cssByCompiled.get(compiled)
  if (css === undefined) {
    css = compiledThemeToCss(compiled, ':root')
    cssByCompiled.set(compiled, css)
  }
  return css
}

function priorMarksOf(element: Element): PriorMarks {
  return {
    classAttribute: element.getAttribute('class'),
    classes: [...element.classList],
    attributes: THEME_ATTRIBUTES.map((name) => element.getAttribute(name)),
  }
}

/** Only the runtimes' attribute names are written, whatever else a compiled theme lists. */
function writeAttributes(element: Element, attributes: Record<string, string>): void {
  for (const name of THEME_ATTRIBUTES) setOrRemoveAttribute(element, name, attributes[name] ?? null)
}

/**
 * Writes a whole theme on a document as theme-o-rama does: the variables in the text of one
 * <style> element, which each theme replaces so nothing of the previous one lingers, and the
 * theme's class and attributes on the root and <body>, all in one task so the page restyles once.
 */
export function writeOnDocument(doc: Document, compiled: CompiledTheme): void {
  const root = doc.documentElement
  let style = doc.getElementById(THEME_STYLE_ELEMENT_ID)
  let record = written.get(doc) as DocumentRecord | undefined
  if (!record) {
    record = { priorCss: style?.textContent ?? undefined, root: priorMarksOf(root) }
    written.set(doc, record)
  }
  if (!style) {
    style = doc.createElement('style')
    style.id = THEME_STYLE_ELEMENT_ID
    doc.head.append(style)
  }
  style.textContent = cssOf(compiled)

  for (const name of [...root.classList]) {
    if (name.startsWith('theme-')) root.classList.remove(name)
  }
  root.classList.add(compiled.className)
  root.classList.toggle(BACKGROUND_CLASS, compiled.hasBackgroundImage)
  writeAttributes(root, compiled.attributes)

  const body = doc.body as HTMLElement | null
  if (!body) return
  record.body ??= priorMarksOf(body)
  writeAttributes(body, compiled.bodyAttributes ?? {})
  const bodyClasses = compiled.bodyClassNames ?? []
  body.classList.toggle(BACKGROUND_CLASS, bodyClasses.includes(BACKGROUND_CLASS))
}
