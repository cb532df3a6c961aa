// Writing a compiled theme as CSS text, the one <style> element an app replaces to apply a theme.
// Apart from the compiler because it checks every declaration again: a CompiledTheme may be made
// by hand, and nothing unsafe is written whatever it holds.
import { CONTROL_CHARACTERS, isSafeCssUrl, isSafeCssValue } from './css-values.ts'
import type { CompiledBackground, CompiledTheme } from './css-compiled.ts'

/**
 * The CSS holding the whole theme: one rule with color-scheme, every variable and (0.4) the
 * background; for Sage, whose runtime paints the background on <body>, a second rule for
 * `bodySelector` (`body` for `:root`, else the selector itself, so a scoped preview stays
 * scoped). Apps apply a theme by replacing the text of a single <style> element, so nothing of
 * the previous theme survives. Declarations that fail the safety check (e.g. from a hand-made
 * CompiledTheme) are left out.
 */
export function compiledThemeToCss(
  compiled: CompiledTheme,
  selector = ':root',
  bodySelector = selector === ':root' ? 'body' : selector,
): string {
  for (const candidate of [selector, bodySelector]) {
    if (/[{};<]|\/\*/.test(candidate) || CONTROL_CHARACTERS.test(candidate)) {
      throw new Error(`Unsafe CSS selector: ${candidate}`)
    }
  }
  const lines: string[] = []
  if (compiled.colorScheme) {
    const scheme = compiled.colorScheme === 'dark' ? 'dark' : 'light'
    lines.push(`  color-scheme: ${scheme}${compiled.colorSchemeImportant ? ' !important' : ''};`)
  }
  for (const [name, value] of Object.entries(compiled.variables)) {
    const safe = name === '--background-image' ? isSafeCssUrl(value) : isSafeCssValue(value)
    if (CUSTOM_PROPERTY.test(name) && safe) lines.push(`  ${name}: ${value};`)
  }
  const background = backgroundDeclarations(compiled.background)
  if (compiled.background?.element === 'body' && bodySelector !== selector) {
    const rule = `${selector} {\n${lines.join('\n')}\n}\n`
    return background.length ? `${rule}${bodySelector} {\n${background.join('\n')}\n}\n` : rule
  }
  return `${selector} {\n${[...lines, ...background].join('\n')}\n}\n`
}

function backgroundDeclarations(background: CompiledBackground | undefined): string[] {
  if (!background || !isSafeCssUrl(background.image)) return []
  const lines = [`  background-image: ${background.image};`]
  for (const [property, value] of [
    ['background-size', background.size],
    ['background-position', background.position],
    ['background-repeat', background.repeat],
    ['background-attachment', background.attachment],
  ] as const) {
    if (value !== undefined && isSafeCssValue(value)) lines.push(`  ${property}: ${value};`)
  }
  return lines
}

const CUSTOM_PROPERTY = /^--[A-Za-z0-9_-]+$/
