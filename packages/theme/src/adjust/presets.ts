/** One-click adjustments of a whole theme's palette, each made as adjustThemeColors makes them. */
import { converter } from 'culori/fn'
import { clampChromaToSrgb, isOutsideSrgb, type CssColor } from '../color.ts'
import { inShadow, twinLightness } from '../twin.ts'
import type { Theme } from '../types.ts'
import {
  adjustThemeColors,
  fromRelativeChroma,
  readRelativeChroma,
  recolorTheme,
} from './adjust-colors.ts'

export type AdjustmentPresetId =
  'invert-lightness' | 'grayscale' | 'muted' | 'vibrant' | 'warmer' | 'cooler'

export interface AdjustmentPreset {
  id: AdjustmentPresetId
  label: string
  apply: (theme: Theme) => Theme
}

/*
 * Light becomes dark and dark light by the twin's lightness map, which keeps every contrast ratio
 * (dark text on a light page becomes light text on a dark page as readable) and is its own
 * inverse, so inverting twice gives the theme back. Each colour keeps its hue and its share of
 * the chroma sRGB holds; shadows stay shadows, dark in either mode.
 */
function invertedLightness(color: CssColor, path: readonly string[]): CssColor {
  if (inShadow(path)) return color
  const relative = readRelativeChroma(color)
  return fromRelativeChroma({ ...relative, l: twinLightness(relative.l) })
}

/** The mode the theme declares turns with its colours. */
function invertTheme(theme: Theme): Theme {
  const inverted = recolorTheme(theme, invertedLightness)
  if (!theme.mostLike) return inverted
  return { ...inverted, mostLike: theme.mostLike === 'light' ? 'dark' : 'light' }
}

/*
 * Warmer and cooler move every colour a little along OKLab's orange-blue axis, as a photo's white
 * balance does: hues lean towards orange (or blue) and greys take a faint tint, while white and
 * black stay as they are (no sRGB colour of their lightness has any chroma). The two moves are
 * opposite, so one undoes most of the other.
 */
const WARM_HUE_DEGREES = 60
const WHITE_BALANCE_STEP = 0.025
const toOklab = converter('oklab')

function whiteBalanced(color: CssColor, warmth: 1 | -1): CssColor {
  const { l, a, b, alpha } = toOklab(color)
  const angle = (WARM_HUE_DEGREES * Math.PI) / 180
  const shifted: CssColor = {
    mode: 'oklab',
    l,
    a: a + warmth * WHITE_BALANCE_STEP * Math.cos(angle),
    b: b + warmth * WHITE_BALANCE_STEP * Math.sin(angle),
  }
  if (alpha !== undefined) shifted.alpha = alpha
  // Past the edge of sRGB the move gives up chroma, never hue (gamut mapping would let it drift).
  return isOutsideSrgb(color) ? shifted : clampChromaToSrgb(shifted)
}

const saturation = (amount: number) => (theme: Theme) =>
  adjustThemeColors(theme, { hue: 0, saturation: amount, lightness: 0 })

export const ADJUSTMENT_PRESETS: readonly AdjustmentPreset[] = [
  { id: 'invert-lightness', label: 'Invert lightness', apply: invertTheme },
  { id: 'grayscale', label: 'Grayscale', apply: saturation(-100) },
  { id: 'muted', label: 'Muted', apply: saturation(-40) },
  { id: 'vibrant', label: 'Vibrant', apply: saturation(40) },
  {
    id: 'warmer',
    label: 'Warmer',
    apply: (theme) => recolorTheme(theme, (color) => whiteBalanced(color, 1)),
  },
  {
    id: 'cooler',
    label: 'Cooler',
    apply: (theme) => recolorTheme(theme, (color) => whiteBalanced(color, -1)),
  },
]
