import {
  compileTheme,
  compiledThemeToCss,
  DEFAULT_RENDER_TARGET,
  type CompiledTheme,
  type RenderTarget,
  type Theme,
} from '@theme-a-roo/theme'
import { timeStage } from '@/lib/stage-timings'

const STYLE_ELEMENT_ID = 'active-theme'

/** Attributes either runtime writes; the ones the current target does not write are removed. */
const THEME_ATTRIBUTES = ['data-theme-style', 'data-theme-styles']

/**
 * Applies a resolved theme to the page in one write, as the chosen runtime would write it: the
 * whole variable set replaces the text of one <style> element, so nothing from the previous
 * theme lingers, and the classes and attributes of the root and <body> are set in the same task,
 * so the browser restyles once.
 */
export function applyThemeToDocument(
  theme: Theme,
  doc: Document = document,
  target: RenderTarget = DEFAULT_RENDER_TARGET,
): CompiledTheme {
  return timeStage('compile-apply', () => writeTheme(theme, doc, target))
}

function writeTheme(theme: Theme, doc: Document, target: RenderTarget): CompiledTheme {
  const compiled = compileTheme(theme, { target })
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
      `Theme "${theme.name}": skipped ${rejected.property} (${rejected.path}): ${rejected.reason}`,
    )
  }
  return compiled
}

function setAttributes(element: Element, attributes: Record<string, string>): void {
  for (const name of THEME_ATTRIBUTES) {
    if (!(name in attributes)) element.removeAttribute(name)
  }
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
}
