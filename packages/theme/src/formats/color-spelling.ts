// How colours are written in exported files and recognised in imported ones. Every spelling is
// checked against the colour it stands for: read back, it gives the same 8-bit sRGB colour, so a
// theme survives any number of trips through any format.
import { converter, displayable, parse, toGamut, type Color, type Rgb } from 'culori'
import type { ColorFormat } from '../color-writing.ts'

/** The spellings of the exports: the CSS colour formats, and Tailwind v3's bare HSL triplet. */
export type ColorSpelling = ColorFormat | 'hsl-triplet'

const toRgb = converter('rgb')
const toHsl = converter('hsl')
const toOklch = converter('oklch')
/** CSS Color 4 gamut mapping: keeps lightness and hue, lowers chroma until the colour fits. */
const intoSrgb = toGamut('rgb', 'oklch')

// `221.2 83.2% 53.3%` and `221.2 83.2% 53.3% / 0.5`: how shadcn's Tailwind v3 themes hold colours
// (the config wraps them in hsl()). Anchored, without nested repetition, so it runs in linear time.
const HSL_TRIPLET =
  /^(-?\d*\.?\d+)(?:deg)?\s+(\d*\.?\d+)%\s+(\d*\.?\d+)%(?:\s*\/\s*(\d*\.?\d+%?))?$/

/** `hsl(…)` for a bare HSL triplet, else undefined. */
export function hslFromTriplet(value: string): string | undefined {
  const match = HSL_TRIPLET.exec(value.trim())
  if (!match) return undefined
  const [, h, s, l, alpha] = match
  return `hsl(${h} ${s}% ${l}%${alpha === undefined ? '' : ` / ${alpha}`})`
}

/** `hsl(…)` as hslFromTriplet writes it, back as that triplet digit for digit; else undefined. */
function tripletOf(value: string): string | undefined {
  const match = /^hsl\((-?\d*\.?\d+) (\d*\.?\d+)% (\d*\.?\d+)%(?: \/ (\d*\.?\d+%?))?\)$/.exec(
    value.trim(),
  )
  if (!match) return undefined
  const [, h, s, l, alpha] = match
  // Beyond 100% the colour leaves sRGB, which the triplet's spelling may not show as it is.
  if (Number(s) > 100 || Number(l) > 100) return undefined
  return `${h} ${s}% ${l}%${alpha === undefined ? '' : ` / ${alpha}`}`
}

/** The colour a CSS colour value (or bare HSL triplet) names, or undefined for anything else. */
export function parseColorValue(value: string): Color | undefined {
  try {
    return parse(hslFromTriplet(value) ?? value.trim())
  } catch {
    // culori 4.0.2 throws on some other functions (`blur(20px)`) instead of returning undefined.
    return undefined
  }
}

export interface SpelledColor {
  text: string
  /** True when the colour lies outside sRGB and was brought into it (not for oklch). */
  gamutMapped: boolean
}

/**
 * A colour in the given spelling, or undefined when the value is not a colour. oklch keeps colours
 * beyond sRGB as they are; the other spellings cannot hold them and map them into sRGB.
 */
export function spellColor(value: string, spelling: ColorSpelling): SpelledColor | undefined {
  if (spelling === 'hsl-triplet') {
    const triplet = tripletOf(value)
    if (triplet) return { text: triplet, gamutMapped: false }
  }
  const color = parseColorValue(value)
  if (!color) return undefined
  const gamutMapped = !inSrgb(color) && spelling !== 'oklch'
  const target = gamutMapped ? intoSrgb(color) : color
  return { text: spellExactly(target, spelling), gamutMapped }
}

/** Half an 8-bit step: a colour that far outside sRGB rounds to its edge, so it counts as inside. */
const HALF_STEP = 0.5 / 255

/**
 * Whether the colour is in sRGB as 8-bit colours see it. Spellings are rounded, so a colour on the
 * edge of sRGB (#00bbdd) reads back a hair outside it; mapping that into range would move it.
 */
function inSrgb(color: Color): boolean {
  if (displayable(color)) return true
  const { r, g, b } = toRgb(color)
  return [r, g, b].every((value) => value > -HALF_STEP && value < 1 + HALF_STEP)
}

/** Channels in 0..255 and alpha in 0..255, rounded as 8-bit colours are. */
function eightBit(color: Color): [number, number, number, number] {
  const rgb = toRgb(color)
  const channel = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 255)
  return [channel(rgb.r), channel(rgb.g), channel(rgb.b), channel(rgb.alpha ?? 1)]
}

function sameEightBit(a: Color, b: Color): boolean {
  const [x, y] = [eightBit(a), eightBit(b)]
  return x.every((value, index) => value === y[index])
}

/**
 * Writes the colour with the fewest decimals that read back to the same 8-bit colour (tried from
 * a tidy precision upwards), so designers see `oklch(0.7 0.1 150)`, not 17-digit noise. Colours
 * beyond sRGB (oklch only) have no 8-bit twin; they keep four decimals.
 */
function spellExactly(color: Color, spelling: ColorSpelling): string {
  if (spelling === 'hex') return hex(color)
  if (spelling === 'rgb') return rgbFunction(color)
  const inGamut = inSrgb(color)
  for (let extra = 0; extra <= 4; extra++) {
    const text = spelling === 'oklch' ? oklch(color, extra) : hsl(color, spelling, extra)
    if (!inGamut) return text
    const back = parseColorValue(text)
    if (back && sameEightBit(back, color)) return text
  }
  // Rounding cannot miss by more than the last decimal tried; this only guards the impossible.
  return hex(color)
}

function hex(color: Color): string {
  const [r, g, b, a] = eightBit(color)
  const digits = (a === 255 ? [r, g, b] : [r, g, b, a]).map((value) =>
    value.toString(16).padStart(2, '0'),
  )
  return `#${digits.join('')}`
}

function rgbFunction(color: Color): string {
  const [r, g, b] = eightBit(color)
  return `rgb(${r} ${g} ${b}${alphaPart(color.alpha)})`
}

function oklch(color: Color, extra: number): string {
  const { l, c, h, alpha } = toOklch(color)
  const chroma = round(c, 4 + extra)
  // Greys have no hue; culori leaves it undefined and CSS reads 0 the same way.
  const hue = chroma === 0 ? 0 : round(h ?? 0, 2 + extra)
  return `oklch(${round(l, 4 + extra)} ${chroma} ${hue}${alphaPart(alpha)})`
}

function hsl(color: Color, spelling: 'hsl' | 'hsl-triplet', extra: number): string {
  const { h, s, l, alpha } = toHsl(color)
  const lightness = round(l * 100, 1 + extra)
  // White and black have no hue or saturation; a hair outside sRGB (oklch(1 0 0)) gives both
  // noise, such as `300 50% 100%`, that reads back the same but is no way to write white.
  const grey = lightness <= 0 || lightness >= 100
  const saturation = grey ? 0 : round(s * 100, 1 + extra)
  const hue = saturation === 0 ? 0 : round(h ?? 0, 1 + extra)
  const parts = `${hue} ${saturation}% ${lightness}%${alphaPart(alpha)}`
  return spelling === 'hsl' ? `hsl(${parts})` : parts
}

function alphaPart(alpha: number | undefined): string {
  return alpha === undefined || alpha >= 1 ? '' : ` / ${round(alpha, 4)}`
}

/** Rounded to the given decimals, written without trailing zeros or `-0`. */
function round(value: number, decimals: number): number {
  const factor = 10 ** decimals
  return Math.round(value * factor) / factor + 0
}

/** The colour as 8-bit sRGB channels (0..255) and alpha (0..1), for comparing and for notes. */
export function srgbOf(value: string): Rgb | undefined {
  const color = parseColorValue(value)
  if (!color) return undefined
  const [r, g, b, a] = eightBit(inSrgb(color) ? color : intoSrgb(color))
  return { mode: 'rgb', r, g, b, alpha: a / 255 }
}
