// The colours the contrast check measures, as a browser paints them. A theme may give a colour as
// a reference to another of its variables (`--card: var(--background)`, as shadcn/ui files often
// do), or as a word that is no colour of its own (currentColor, inherit). References are followed
// to the theme's own values; a value that still holds no colour is reported, so that the pairs
// painted with it are left out of the measure instead of failing all of it. light-dark() is
// painted as the branch of the theme's colour scheme, and color-mix() as the colour it mixes
// (color-mix.ts); a mix that cannot be worked out leaves its pairs out too, as its colours alone
// are no stops to measure.
import { colorMixProblem, containsColorMix, paintColorMixes } from './color-mix.ts'
import { findColors } from './color-values.ts'
import { colorSchemeOf, compileTheme } from './css.ts'
import { isPlainObject } from './objects.ts'
import type { Theme } from './types.ts'
import { varSubstitution } from './var-references.ts'

/** The groups the contrast check reads colours from. */
const MEASURED_GROUPS = ['colors', 'sidebar', 'switches', 'tables', 'buttons'] as const

const REFERENCE = /(?<![\w-])var\(/i
const LIGHT_DARK = /(?<![\w-])light-dark\(/i
const CURRENT_COLOR = /(?<![\w-])currentcolor(?![\w-])/i
const CSS_WIDE_KEYWORD = /^\s*(?:inherit|initial|unset|revert|revert-layer)\s*$/i

/** A colour value the contrast check cannot measure, and why. */
export class UnmeasurableColorError extends Error {
  override name = 'UnmeasurableColorError'

  constructor(
    readonly value: string,
    readonly reason: string,
  ) {
    super(reason)
  }
}

function quoted(value: string): string {
  return `"${value.length > 60 ? `${value.slice(0, 59)}…` : value}"`
}

/**
 * Why a value cannot be measured as a colour, in words for the user; undefined when it can (a
 * colour, or a gradient, border or shadow with colours in it). `currentColor` counts as no colour
 * even among others: it takes the colour of whatever text it is used with.
 */
export function unmeasurableReason(value: string): string | undefined {
  if (REFERENCE.test(value)) return `${quoted(value)} uses a variable this theme gives no colour`
  if (CURRENT_COLOR.test(value)) {
    return `${quoted(value)} takes the colour of whatever text it is used with`
  }
  const mixProblem = colorMixProblem(value)
  if (mixProblem !== undefined) return `${quoted(value)} ${mixProblem}`
  if (findColors(paintColorMixes(value)).length > 0) return undefined
  return CSS_WIDE_KEYWORD.test(value)
    ? `${quoted(value)} is no colour of its own`
    : `${quoted(value)} holds no colour`
}

/**
 * The theme with the var() references in its measured colours replaced by the values the theme
 * gives those variables, as compileTheme writes them (see varSubstitution), light-dark() by the
 * branch of its colour scheme and color-mix() by the colour it mixes. A value whose references
 * cannot be followed, or that would still hold no colour, is kept as written, for
 * unmeasurableReason to explain. The theme itself is returned when nothing in it changes.
 */
export function colorsAsPainted(theme: Theme): Theme {
  let substitute: ((value: string) => string | undefined) | undefined
  let changed = false
  const resolve = (node: unknown): unknown => {
    if (typeof node === 'string') {
      let painted: string | undefined = node
      if (REFERENCE.test(node)) {
        // The image names no variable, and may be megabytes of embedded data.
        substitute ??= varSubstitution(
          compileTheme({ ...theme, backgroundImage: undefined }).variables,
        )
        painted = substitute(node)
        if (painted === undefined || REFERENCE.test(painted)) return node
      }
      if (LIGHT_DARK.test(painted)) painted = lightDarkBranch(painted, colorSchemeOf(theme))
      painted = paintColorMixes(painted)
      if (painted === node) return node
      // A reference that leads to no colour is reported as written; a mix not worked out as
      // itself, with its references followed.
      if (unmeasurableReason(painted) !== undefined && !containsColorMix(painted)) return node
      changed = true
      return painted
    }
    if (!isPlainObject(node)) return node
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, resolve(value)]))
  }
  const painted: Record<string, unknown> = { ...theme }
  for (const group of MEASURED_GROUPS) {
    if (theme[group] !== undefined) painted[group] = resolve(theme[group])
  }
  return changed ? (painted as unknown as Theme) : theme
}

/**
 * The value with every light-dark(light, dark) replaced by the branch of `scheme`, as a browser
 * paints it; a light-dark() left unclosed is kept as written.
 */
export function lightDarkBranch(value: string, scheme: 'light' | 'dark'): string {
  const match = LIGHT_DARK.exec(value)
  if (!match) return value
  const open = match.index + match[0].length
  let depth = 0
  let comma = -1
  for (let i = open; i < value.length; i++) {
    const char = value[i]
    if (char === '(') depth++
    else if (char === ',' && depth === 0 && comma < 0) comma = i
    else if (char === ')' && depth-- === 0) {
      if (comma < 0) return value
      const branch = scheme === 'light' ? value.slice(open, comma) : value.slice(comma + 1, i)
      return (
        value.slice(0, match.index) + lightDarkBranch(branch.trim() + value.slice(i + 1), scheme)
      )
    }
  }
  return value
}
