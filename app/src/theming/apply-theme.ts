import {
  compileTheme,
  compiledThemeToCss,
  type CompiledTheme,
  type Theme,
} from '@theme-a-roo/theme'

const STYLE_ELEMENT_ID = 'active-theme'

/**
 * Applies a resolved theme to the page in one write: the whole variable set replaces the text of
 * one <style> element, so nothing from the previous theme lingers and the browser restyles once.
 */
export function applyThemeToDocument(theme: Theme, doc: Document = document): CompiledTheme {
  const compiled = compileTheme(theme)
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
  for (const [name, value] of Object.entries(compiled.attributes)) root.setAttribute(name, value)
  for (const rejected of compiled.rejected) {
    console.warn(
      `Theme "${theme.name}": skipped ${rejected.property} (${rejected.path}): ${rejected.reason}`,
    )
  }
  return compiled
}
