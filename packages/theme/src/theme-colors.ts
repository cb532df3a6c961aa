/**
 * Every colour of a theme, changed by one function: the base colours, sidebar, switches,
 * tables, buttons (hover and active included) and the colours inside gradients, borders and
 * shadows. For palette-wide edits such as the dark or light twin.
 */
import { parseCssColor, type CssColor, type Rgba } from './color.ts'
import { rgbToHslString } from './color-writing.ts'
import { mapColorsInValue } from './color-values.ts'
import { isPlainObject } from './objects.ts'
import type { Theme } from './types.ts'

/** The groups whose values may hold colours; fonts, corners and the background image do not. */
const COLOR_GROUPS = ['colors', 'shadows', 'sidebar', 'switches', 'tables', 'buttons'] as const

/** A new colour for one found at `path`, e.g. ['buttons', 'default', 'hover', 'background']. */
export type ColorChange = (color: CssColor, path: readonly string[]) => CssColor | Rgba

function mapNode(node: unknown, path: string[], change: ColorChange): unknown {
  if (typeof node === 'string') {
    const mapped = mapColorsInValue(node, (color) => change(color, path))
    // The theme colour keeps its stored format, hsl(h, s%, l%) in whole numbers.
    const isThemeColor = path[0] === 'colors' && path[1] === 'themeColor' && mapped !== node
    const themeColor = isThemeColor ? parseCssColor(mapped) : undefined
    return themeColor ? rgbToHslString(themeColor) : mapped
  }
  if (!isPlainObject(node)) return node
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, mapNode(value, [...path, key], change)]),
  )
}

/**
 * A copy of the theme with every colour replaced by `change(colour, path)`, each written back in
 * the spelling it had (hex stays hex, hsl() stays hsl(), ...; see writeColorLike). Values that
 * hold no colour, and everything outside the colour groups, are kept as they are.
 */
export function mapThemeColors(theme: Theme, change: ColorChange): Theme {
  const mapped: Record<string, unknown> = { ...theme }
  for (const group of COLOR_GROUPS) {
    if (theme[group] !== undefined) mapped[group] = mapNode(theme[group], [group], change)
  }
  return mapped as unknown as Theme
}
