/**
 * The WCAG contrast of every text/surface pair a theme defines, measured the way the pairs are
 * painted. Surfaces are layered as on screen: translucent colours are composited over
 * what lies beneath (page over the backdrop, cards over the page, table rows over the table, ...),
 * a `brightness()` backdrop filter brightens what lies beneath first, gradients count every colour
 * stop, and the shimmer button style's reduced opacity is applied. Where the theme leaves a value
 * out, the default of the theme-o-rama stylesheet is used (e.g. table headers in mutedForeground).
 * The work grows linearly with the number of stops: each painted surface keeps a bounded sample
 * of its colours (contrast-samples.ts). A colour given as a var() reference is measured as the
 * theme's own value of that variable; a pair painted with a value that holds no colour even then
 * (a missing variable, currentColor) is left out with the reason (painted-colors.ts).
 * This module runs the check and fixes a pair; the pairs themselves are listed by
 * contrast-surface-pairs.ts and contrast-buttons.ts from the parts in contrast-pair.ts.
 */
import { hslToRgb, parseCssColor, rgbToHsl, type Rgb } from './color.ts'
import { rgbToHex } from './color-writing.ts'
import { writeColorLike } from './color-values.ts'
import { buttonPairs } from './contrast-buttons.ts'
import {
  paintSurfaces,
  UnreadBackdropError,
  type ContrastPair,
  type PairToMeasure,
} from './contrast-pair.ts'
import { colorPairs, switchPairs, tablePairs } from './contrast-surface-pairs.ts'
import { colorsAsPainted, UnmeasurableColorError } from './painted-colors.ts'
import type { Theme } from './types.ts'

/** A pair left out of the measure because one of its values holds no colour. */
export interface SkippedPair {
  label: string
  /** Why, e.g. `"var(--missing)" uses a variable this theme gives no colour`. */
  reason: string
  /** Set when the pair shows a background image the caller could not read (UNREAD_IMAGE). */
  overUnreadImage?: true
}

/** The measured pairs of a theme, and those left out because a value of theirs holds no colour. */
export interface ContrastCheck {
  pairs: ContrastPair[]
  skipped: SkippedPair[]
}

/**
 * Contrast of every pair in a theme whose inheritance is already resolved, over every backdrop:
 * the colours the page is painted over (white, the browser's canvas, for themes without an image;
 * the background image's colours for themes with one, or UNREAD_IMAGE when the caller cannot read
 * them: pairs that show it through translucent colours are then in `skipped`). The surfaces are
 * painted once, the pairs
 * listed, then measured in one pass. Painting goes colour by colour, so one pass over all
 * backdrops at once finds the lowest ratios a pass per backdrop would. var() references are
 * measured as the theme's own values; a pair with a value that holds no colour even then is in
 * `skipped`, with the reason.
 */
export function checkThemeContrast(theme: Theme, backdrops: readonly Rgb[]): ContrastCheck {
  const painted = colorsAsPainted(theme)
  const surfaces = paintSurfaces(painted, backdrops)
  const recipes = [
    ...colorPairs(painted, surfaces),
    ...tablePairs(painted, surfaces),
    ...switchPairs(painted, surfaces),
    ...buttonPairs(painted, surfaces),
  ]
  const pairs: ContrastPair[] = []
  const skipped: SkippedPair[] = []
  for (const { label, paint } of recipes) {
    let pair: PairToMeasure
    try {
      pair = paint()
    } catch (error) {
      if (error instanceof UnreadBackdropError) {
        skipped.push({ label, reason: error.message, overUnreadImage: true })
        continue
      }
      if (!(error instanceof UnmeasurableColorError)) throw error
      skipped.push({ label, reason: error.reason })
      continue
    }
    const { measure, ...rest } = pair
    pairs.push({ ...rest, ratio: measure(rest.value), ratioWith: measure })
  }
  return { pairs, skipped }
}

/** The measured pairs of checkThemeContrast, for callers that need no account of the rest. */
export function measureThemeContrast(theme: Theme, backdrops: readonly Rgb[]): ContrastPair[] {
  return checkThemeContrast(theme, backdrops).pairs
}

/**
 * The text colour closest to the pair's own that reaches `target`: the same hue and saturation
 * (and alpha), with the lightness moved as little as possible, in half-percent steps, written the
 * way the pair's colour is (hex stays hex, oklch() stays oklch(), ...). Undefined when the text is
 * not a single colour (a gradient) or no lightness reaches the target.
 */
export function fixContrast(pair: ContrastPair, target = pair.target): string | undefined {
  if (pair.ratio >= target) return pair.value
  const color = parseCssColor(pair.value)
  if (!color) return undefined
  const { h, s, l } = rgbToHsl(color)
  // The alpha as it will be written, so the colour tried is the colour given.
  const a = Number(color.a.toFixed(3))
  const tried = new Set<string>()
  for (let step = 1; step <= 200; step++) {
    for (const lightness of [l - step / 2, l + step / 2]) {
      if (lightness < 0 || lightness > 100) continue
      // Tried in the spelling quickest to read; neighbouring steps often round to one colour.
      const rgb = hslToRgb(h, s, lightness)
      const candidate = a < 1 ? `rgba(${rgb.r}, ${rgb.g}, ${rgb.b}, ${a})` : rgbToHex(rgb)
      if (tried.has(candidate)) continue
      tried.add(candidate)
      if (pair.ratioWith(candidate) >= target) return writeColorLike(pair.value, { ...rgb, a })
    }
  }
  return undefined
}
