// Compiles a resolved theme into the CSS custom properties, class and attributes that
// theme-o-rama's applyTheme writes, so that a theme previewed here renders the same in a
// consuming app: 0.4 by default, or 0.2 as the Sage wallet pins it. Unlike applyTheme, values
// that could break out of their declaration are refused, and the background image URL is quoted
// and escaped.
// The parts live beside it: the compiled theme's types (css-compiled.ts), variable names
// (css-variable-names.ts), each part of a theme (css-sections.ts) and the CSS text (css-text.ts).
import { DEFAULT_RENDER_TARGET, type CompiledTheme, type CompileOptions } from './css-compiled.ts'
import {
  asObject,
  compileBackground,
  compileButtons,
  compileControls,
  compileMappedGroups,
  compileSidebar,
  compileTables,
  Output,
} from './css-sections.ts'
import type { PlainObject } from './objects.ts'
import { BUTTON_STYLES, type MostLike, type Theme } from './types.ts'

/** The color-scheme theme-o-rama 0.4 writes for a theme, which light-dark() values follow. */
export function colorSchemeOf(theme: Theme): MostLike {
  return theme.mostLike === 'dark' ? 'dark' : 'light'
}

const BUTTON_STYLE_FLAGS: Readonly<Record<(typeof BUTTON_STYLES)[number], string>> = {
  gradient: '--theme-has-gradient-buttons',
  shimmer: '--theme-has-shimmer-effects',
  'pixel-art': '--theme-has-pixel-art',
  '3d-effects': '--theme-has-3d-effects',
  'rounded-buttons': '--theme-has-rounded-buttons',
}

/**
 * Compiles a theme whose inheritance is already resolved. Never throws for odd values: a value
 * that is not a string or not safe CSS is listed in `rejected` and not emitted, and so is a
 * variable whose var() references go too deep (see var-references.ts). Variables are produced in
 * applyTheme's order.
 */
export function compileTheme(theme: Theme, options: CompileOptions = {}): CompiledTheme {
  const target = options.target === 'sage' ? 'sage' : DEFAULT_RENDER_TARGET
  const sage = target === 'sage'
  const source = theme as unknown as PlainObject
  const out = new Output()
  compileMappedGroups(source, out, sage)
  const background = compileBackground(source, out, sage)
  compileTables(asObject(source.tables), out)
  compileSidebar(asObject(source.sidebar), out)
  compileButtons(asObject(source.buttons), out)
  const buttonStyle = typeof theme.buttonStyle === 'string' ? theme.buttonStyle : ''
  for (const [style, name] of Object.entries(BUTTON_STYLE_FLAGS)) {
    out.variables[name] = buttonStyle === style ? '1' : '0'
  }
  compileControls(source, out)
  out.dropTooDeepReferences()
  const common = {
    target,
    className: themeClassName(theme.name),
    variables: out.variables,
    ...(background ? { background } : {}),
    hasBackgroundImage: background !== undefined,
    rejected: out.rejected,
  }
  if (!sage) {
    return {
      ...common,
      attributes: { 'data-theme-style': buttonStyle },
      bodyAttributes: {},
      bodyClassNames: [],
      colorScheme: colorSchemeOf(theme),
      colorSchemeImportant: false,
    }
  }
  // 0.2 marks the root and <body> alike, and writes the scheme the theme is NOT most like.
  const mostLike = theme.mostLike === 'light' || theme.mostLike === 'dark' ? theme.mostLike : ''
  return {
    ...common,
    attributes: { 'data-theme-styles': buttonStyle },
    bodyAttributes: { 'data-theme-styles': buttonStyle },
    bodyClassNames: background ? ['has-background-image'] : [],
    ...(mostLike ? { colorScheme: mostLike === 'light' ? 'dark' : 'light' } : {}),
    colorSchemeImportant: true,
  }
}

function themeClassName(name: unknown): string {
  const text = typeof name === 'string' ? name : String(name)
  // classList.add throws for whitespace; theme-o-rama then falls back to a fixed class.
  return /[\t\n\f\r ]/.test(text) ? 'theme-invalid-name' : `theme-${text}`
}
