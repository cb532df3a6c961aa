/**
 * Palette-wide colour adjustments: a hue shift, more or less saturation, lighter or darker, made
 * to every colour of a theme at once (through mapThemeColors: every group, gradient stops, shadow
 * colours), each written back in the spelling it had.
 */
import type { Oklch } from 'culori/fn'
import { isOutsideSrgb, toOklchColor, type CssColor } from '../color.ts'
import { formatCssColor } from '../color-writing.ts'
import { mapThemeColors } from '../theme-colors.ts'
import type { Theme } from '../types.ts'

/*
 * Adjustments are made in OKLCH, whose hue and lightness follow what the eye sees: a hue shift
 * turns every colour by the same perceived amount (HSL's hue crowds the greens), and lighter or
 * darker keeps the hue. Chroma is handled as a share of the most that sRGB holds at the colour's
 * lightness and hue, so a shifted colour is as vivid as sRGB allows there, never clipped by gamut
 * mapping, and a shift undone by the opposite shift gives the colour back.
 */

/** Offsets from the theme as it is; zero changes nothing. */
export interface ColorAdjustment {
  /** Degrees added to every hue (greys have none and stay grey). */
  hue: number
  /** -100 to 100: percent less saturation (-100 is grey), or more (100 doubles it). */
  saturation: number
  /** -100 to 100: percent of the way to black, or to white. */
  lightness: number
}

export const NO_ADJUSTMENT: ColorAdjustment = Object.freeze({ hue: 0, saturation: 0, lightness: 0 })

/** More chroma than any sRGB colour has (blue's 0.32). */
const BEYOND_SRGB_CHROMA = 0.4
/** Halvings of the chroma range: to 0.00003, finer than 8-bit channels tell apart. */
const CHROMA_STEPS = 14

/**
 * The most chroma an sRGB colour of this OKLCH lightness and hue has, found by halving. A colour
 * counts as inside sRGB as it rounds to 8 bits: along some hues (navy's) the edge of sRGB bulges
 * out by less than rounding, and a strict test would put the colour itself beyond the edge.
 */
function maxChroma(l: number, h: number): number {
  if (l <= 0 || l >= 1) return 0
  let inside = 0
  let outside = BEYOND_SRGB_CHROMA
  for (let step = 0; step < CHROMA_STEPS; step++) {
    const c = (inside + outside) / 2
    if (isOutsideSrgb({ mode: 'oklch', l, c, h })) outside = c
    else inside = c
  }
  return inside
}

/** A colour as OKLCH lightness, hue, and chroma as a share of the most sRGB holds there. */
export interface RelativeChroma {
  l: number
  /** Undefined for a grey. */
  h: number | undefined
  /** 0 for a grey, 1 at the edge of sRGB, above 1 beyond it (a wide-gamut oklch()). */
  share: number
  alpha: number | undefined
}

/** Each colour read once: a drag adjusts the same colours on every move. */
const read = new WeakMap<CssColor, RelativeChroma>()

export function readRelativeChroma(color: CssColor): RelativeChroma {
  const known = read.get(color)
  if (known) return known
  const { l, c, h } = toOklchColor(color)
  const most = h === undefined ? 0 : maxChroma(l, h)
  const share = most > 0 ? c / most : 0
  const relative = { l, h: share > 0 ? h : undefined, share, alpha: color.alpha }
  if (Object.isFrozen(color)) read.set(color, relative)
  return relative
}

/** The colour back in OKLCH, its chroma the same share of what sRGB holds at its place. */
export function fromRelativeChroma({ l, h, share, alpha }: RelativeChroma): CssColor {
  const color: Oklch = { mode: 'oklch', l, c: h === undefined ? 0 : share * maxChroma(l, h) }
  if (h !== undefined) color.h = h
  if (alpha !== undefined) color.alpha = alpha
  return color
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))

/** `value` (0-1) moved `amount` (-1 to 1) of the way towards 0 or 1. */
const towards = (value: number, amount: number) =>
  amount >= 0 ? value + (1 - value) * amount : value * (1 + amount)

/** Saturation is scaled, not moved towards full: a near-grey with a stray hue stays near-grey. */
function saturated(share: number, amount: number): number {
  if (amount <= 0) return share * (1 + amount)
  // A colour already beyond sRGB (a wide-gamut oklch()) keeps its chroma.
  return Math.min(Math.max(share, 1), share * (1 + amount))
}

function adjustColor(color: CssColor, { hue, saturation, lightness }: ColorAdjustment): CssColor {
  const { l, h, share, alpha } = readRelativeChroma(color)
  return fromRelativeChroma({
    l: towards(clamp(l, 0, 1), clamp(lightness, -100, 100) / 100),
    h: h === undefined ? undefined : (((h + hue) % 360) + 360) % 360,
    share: saturated(share, clamp(saturation, -100, 100) / 100),
    alpha,
  })
}

/** What a colour looks like once written: 8-bit sRGB, or OKLCH for one beyond sRGB. */
function writtenAs(color: CssColor, wide: boolean): string {
  return formatCssColor(color, wide ? 'oklch' : 'hex')
}

/**
 * A copy of the theme with `recolor` applied to every colour. A colour that comes back looking the
 * same (white made lighter, a grey shifted in hue) and a fully transparent one keep their text.
 */
export function recolorTheme(
  theme: Theme,
  recolor: (color: CssColor, path: readonly string[]) => CssColor,
): Theme {
  return mapThemeColors(theme, (color, path) => {
    if (color.alpha === 0) return color
    const next = recolor(color, path)
    const wide = isOutsideSrgb(color)
    return writtenAs(next, wide) === writtenAs(color, wide) ? color : next
  })
}

const isNone = ({ hue, saturation, lightness }: ColorAdjustment) =>
  hue % 360 === 0 && saturation === 0 && lightness === 0

/**
 * The theme with every colour's hue turned, saturation scaled and lightness moved (see
 * {@link ColorAdjustment}); each keeps its alpha and the format it was written in (a named colour
 * becomes hex). Values holding no colour, and everything outside the colour groups, are kept.
 * Throws a RangeError for an amount that is not a finite number.
 */
export function adjustThemeColors(theme: Theme, adjustment: ColorAdjustment): Theme {
  for (const [name, amount] of Object.entries(adjustment)) {
    if (!Number.isFinite(amount)) throw new RangeError(`The ${name} adjustment must be a number`)
  }
  if (isNone(adjustment)) return theme
  return recolorTheme(theme, (color) => adjustColor(color, adjustment))
}
