// Tailwind v4 keeps its theme in custom properties on the root element (--spacing, --text-sm,
// --default-font-family, --animate-spin, --color-red-500, ...), and every utility of a page built
// with it reads them: this editor's own page, and every app a theme is exported to. A theme's
// variables are written on that same root, so a key that compiled to one of those names would
// re-scale, re-space or re-animate the whole page around the theme.
//
// The format maps its groups onto Tailwind's scales on purpose: colours are --color-*, fonts
// --font-*, corners --radius-* and shadows --shadow-* (fonts.sans is --font-sans, corners.lg
// --radius-lg), so a key of a group may add or set a step of that scale (`colors.chart-1` as
// --color-chart-1, shadows.input, corners.2xl). No key may reach into any other namespace: a
// colour key `spacing` or `text-sm`, a font key `weight-bold` (--font-weight-bold). Nor may a
// colour replace one of Tailwind's palette, whose colours apps use for meaning (red for an error)
// rather than as part of a theme.

/**
 * Tailwind v4's theme namespaces: `--spacing` itself, and every `--<namespace>-*` (the longer of
 * two that both fit counts: --font-weight-bold is in `font-weight`). `tw` holds the variables its
 * utilities work with (`--tw-shadow`, `--tw-ring-color`).
 */
const NAMESPACES = [
  'spacing',
  'text',
  'font-weight',
  'font',
  'leading',
  'tracking',
  'breakpoint',
  'container',
  'ease',
  'animate',
  'default',
  'color',
  'radius',
  'shadow',
  'inset-shadow',
  'drop-shadow',
  'blur',
  'perspective',
  'aspect',
  'tw',
]

/** The namespaces whose bare name is a variable of Tailwind's default theme as well. */
const BARE_NAMES = new Set(['--spacing'])

// Alternatives are tried in order, so `font-weight` is found before `font`.
const IN_NAMESPACE = new RegExp(`^--(${NAMESPACES.join('|')})-.`)

/** The Tailwind namespace a variable lies in (`--text-*`, or `--spacing` itself), if any. */
export function tailwindNamespaceOf(variable: string): string | undefined {
  if (BARE_NAMES.has(variable)) return variable
  const namespace = IN_NAMESPACE.exec(variable)?.[1]
  return namespace && `--${namespace}-*`
}

/** Tailwind's palette: its hues in every shade, black and white (checked against the installed
 * Tailwind by the tests). */
const PALETTE_HUES = [
  'red',
  'orange',
  'amber',
  'yellow',
  'lime',
  'green',
  'emerald',
  'teal',
  'cyan',
  'sky',
  'blue',
  'indigo',
  'violet',
  'purple',
  'fuchsia',
  'pink',
  'rose',
  'slate',
  'gray',
  'zinc',
  'neutral',
  'stone',
  'taupe',
  'mauve',
  'mist',
  'olive',
]
const PALETTE_COLOR = new RegExp(
  `^--color-(?:(?:${PALETTE_HUES.join('|')})-(?:50|[1-9]00|950)|black|white)$`,
)

export function isTailwindPaletteColor(variable: string): boolean {
  return PALETTE_COLOR.test(variable)
}

/** Why a key that would write one of Tailwind's variables was left out. */
export function tailwindVariableReason(variable: string): string {
  return `Would overwrite ${variable}, one of Tailwind's own variables, and restyle the whole page around the theme`
}
