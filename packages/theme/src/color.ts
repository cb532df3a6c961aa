/**
 * Colour helpers: parsing CSS colours, converting between colour spaces, writing colours as CSS,
 * gamut-mapping to sRGB, and measuring lightness and WCAG contrast. The colour science is
 * culori's; this module holds the product's rules around it (which text counts as a colour, how
 * precisely colours are written, 8-bit channels for the contrast check).
 */
import {
  clampChroma,
  colorsNamed,
  getMode,
  modeHsl,
  modeHsv,
  modeHwb,
  modeLab,
  modeLch,
  modeLrgb,
  modeOklab,
  modeOklch,
  modeRgb,
  parse,
  toGamut,
  useMode,
  type Color,
  type Oklch,
  type Rgb as CuloriRgb,
} from 'culori/fn'
import type { ColorFormat } from './formats/types.ts'
import { memoized } from './memo.ts'

// Only the spaces CSS colours are written in are registered, so a bundle carries only their code.
const toRgb = useMode(modeRgb)
const toHsl = useMode(modeHsl)
const toHsv = useMode(modeHsv)
const toOklch = useMode(modeOklch)
const toLrgb = useMode(modeLrgb)
useMode(modeHwb)
useMode(modeLab)
useMode(modeLch)
useMode(modeOklab)

/** An opaque sRGB colour with integer channels 0-255. */
export interface Rgb {
  r: number
  g: number
  b: number
}

/** An sRGB colour with integer channels 0-255 and alpha 0-1. */
export interface Rgba extends Rgb {
  a: number
}

/** Hue 0-360 (degrees), saturation and value 0-100 (percent). Not rounded. */
export interface Hsv {
  h: number
  s: number
  v: number
}

/**
 * A colour in the space it was written in, unrounded and possibly outside sRGB, e.g.
 * `{ mode: 'oklch', l: 0.7, c: 0.25, h: 150, alpha: 0.5 }` (culori's colour objects; channels
 * 0-1 except hues in degrees and the lab/lch ranges of CSS).
 */
export type CssColor = Color

const clamp = (value: number, min: number, max: number): number =>
  Math.min(max, Math.max(min, value))
const channel = (value: number): number => Math.round(clamp(value, 0, 255))

/** No colour written by hand is longer; longer text is not parsed at all. */
const MAX_COLOR_LENGTH = 100

/**
 * The colour as CSS uses it: channels that `none` left out count as zero (hues stay missing:
 * achromatic), and rgb() and hsl() values outside their ranges are clamped, not gamut-mapped.
 */
function asCssUsesIt(color: Color): Color {
  const filled = { ...color } as unknown as Record<string, number | undefined>
  for (const name of getMode(color.mode).channels) {
    if (name !== 'alpha' && name !== 'h') filled[name] ??= 0
  }
  const clamped = color.mode === 'rgb' ? ['r', 'g', 'b'] : color.mode === 'hsl' ? ['s', 'l'] : []
  for (const name of clamped) filled[name] = clamp(filled[name] ?? 0, 0, 1)
  return filled as unknown as Color
}

/**
 * Reads a CSS colour in the space it is written in: hex (`#rgb`, `#rgba`, `#rrggbb`,
 * `#rrggbbaa`), `rgb()`/`rgba()` and `hsl()`/`hsla()` (comma or space syntax), `hwb()`, `lab()`,
 * `lch()`, `oklab()`, `oklch()`, a CSS named colour or `transparent`. Case-insensitive. Anything
 * else (including `var()`, `color-mix()` and gradients), and text over 100 characters, gives
 * undefined.
 */
export function readCssColor(value: string): CssColor | undefined {
  return value.length > MAX_COLOR_LENGTH ? undefined : readShortColor(value)
}

const readShortColor = memoized((value: string): CssColor | undefined => {
  const text = value.trim().toLowerCase()
  // culori also reads hex digits without their '#': in a theme, 'face' or 'add' are not colours.
  if (/^[0-9a-f]+$/.test(text)) return undefined
  // A number may end in its decimal point ('2.'), as hand-written themes have it.
  const color = parseOrUndefined(text.replace(/(\d)\.(?!\d)/g, '$1'))
  return color && asCssUsesIt(color)
})

/** culori's parse, which throws on some text that is no colour (`blur(16px)`). */
function parseOrUndefined(text: string): Color | undefined {
  try {
    return parse(text)
  } catch {
    return undefined
  }
}

/** Channels off 0-1 by less than this round to the same 8-bit colour as when clipped. */
const ROUNDING_MARGIN = 0.5 / 255

const withinSrgb = ({ r, g, b }: CuloriRgb): boolean =>
  [r, g, b].every((c) => c >= -ROUNDING_MARGIN && c <= 1 + ROUNDING_MARGIN)

const clipped = (rgb: CuloriRgb): CuloriRgb => ({
  ...rgb,
  r: clamp(rgb.r, 0, 1),
  g: clamp(rgb.g, 0, 1),
  b: clamp(rgb.b, 0, 1),
})

/**
 * Whether a colour lies outside sRGB: some channel is off by more than rounding to 8 bits
 * absorbs, so that showing it in sRGB (or writing it as hex, rgb() or hsl()) changes it.
 */
export function isOutsideSrgb(color: CssColor | string): boolean {
  const read = typeof color === 'string' ? readCssColor(color) : color
  return read !== undefined && !withinSrgb(toRgb(read))
}

const mapIntoSrgb = toGamut('rgb', 'oklch')

/**
 * The colour in sRGB: itself when it is in sRGB, else the nearest colour of the same lightness
 * and hue with less chroma (the gamut mapping of CSS Color 4, in OKLCH).
 */
export function gamutMapToSrgb(color: CssColor): CuloriRgb {
  const rgb = toRgb(color)
  // Either is within float noise of sRGB; the channels are made to hold exactly.
  return clipped(withinSrgb(rgb) ? rgb : mapIntoSrgb(color))
}

/**
 * The colour in sRGB with its lightness and hue exactly, and as much of its chroma as sRGB holds
 * there (in OKLCH). Unlike {@link gamutMapToSrgb}, which lets the hue drift within what the eye
 * barely tells apart to keep more chroma, it never moves the hue.
 */
export function clampChromaToSrgb(color: CssColor): CuloriRgb {
  return clipped(toRgb(clampChroma(color, 'oklch')))
}

/** A colour object as 8-bit sRGB, gamut-mapped when it lies outside sRGB. */
export function toRgba(color: CssColor): Rgba {
  const { r, g, b } = gamutMapToSrgb(color)
  return { r: channel(r * 255), g: channel(g * 255), b: channel(b * 255), a: color.alpha ?? 1 }
}

/** An 8-bit colour as a colour object (sRGB, channels 0-1); a colour object as it is. */
export function toCssColor(color: Rgb | Rgba | CssColor): CssColor {
  if ('mode' in color) return color
  const rgb: CuloriRgb = { mode: 'rgb', r: color.r / 255, g: color.g / 255, b: color.b / 255 }
  if ('a' in color && color.a < 1) rgb.alpha = clamp(color.a, 0, 1)
  return rgb
}

/**
 * Parses a CSS colour (any that {@link readCssColor} reads) into 8-bit sRGB; a colour outside
 * sRGB is gamut-mapped first. Anything else gives undefined.
 */
export function parseCssColor(value: string): Rgba | undefined {
  const color = readCssColor(value)
  return color && toRgba(color)
}

/** HSL (h degrees, wrapping; s and l 0-100, clamped) to integer RGB. */
export function hslToRgb(h: number, s: number, l: number): Rgb {
  const { r, g, b } = toRgb({
    mode: 'hsl',
    h,
    s: clamp(s, 0, 100) / 100,
    l: clamp(l, 0, 100) / 100,
  })
  return { r: channel(r * 255), g: channel(g * 255), b: channel(b * 255) }
}

/** RGB to unrounded HSL (h degrees 0-360, s and l 0-100). */
export function rgbToHsl(rgb: Rgb): { h: number; s: number; l: number } {
  const { h = 0, s, l } = toHsl(toCssColor(rgb))
  return { h, s: s * 100, l: l * 100 }
}

/**
 * Parses an `hsl(h, s%, l%)` string (the stored format of a theme colour) into RGB. Also accepts
 * the space syntax `hsl(h s% l%)`, decimals and a `deg` unit on the hue. Saturation and lightness
 * must be percentages and are clamped to 0-100; the hue wraps. Anything else, including an alpha
 * component or `hsla(...)`, gives undefined.
 */
export function hslStringToRgb(value: string): Rgb | undefined {
  const text = value.trim().toLowerCase()
  const color = text.startsWith('hsl(') ? readCssColor(text) : undefined
  if (color?.mode !== 'hsl' || color.alpha !== undefined) return undefined
  const [hue = '', saturation = '', lightness = ''] = text
    .slice(4, -1)
    .split(/[\s,]+/)
    .filter((part) => part !== '')
  if (!saturation.endsWith('%') || !lightness.endsWith('%')) return undefined
  if (/[a-z]$/.test(hue) && !hue.endsWith('deg')) return undefined
  return hslToRgb(color.h ?? 0, color.s * 100, color.l * 100)
}

/**
 * Formats a colour as the stored theme-colour string, e.g. `hsl(92, 20%, 42%)`, with integer
 * components. Of the integer HSL triples next to the exact value, the one that converts back
 * closest to `rgb` is chosen. Integer HSL has fewer values than RGB, so a round trip through the
 * string is not always exact: it is within 1 per channel for over 90% of colours and never off by
 * more than 2.
 */
export function rgbToHslString(rgb: Rgb): string {
  const source = { r: channel(rgb.r), g: channel(rgb.g), b: channel(rgb.b) }
  const exact = rgbToHsl(source)
  // Greys have no hue or saturation; write them as 0 so equal colours give equal strings.
  const grey = source.r === source.g && source.g === source.b
  const around = (x: number): number[] => [
    Math.floor(x) - 1,
    Math.floor(x),
    Math.ceil(x),
    Math.ceil(x) + 1,
  ]
  let best = { h: 0, s: 0, l: Math.round(exact.l) }
  let bestScore = Number.POSITIVE_INFINITY
  for (const h of grey ? [0] : around(exact.h)) {
    for (const s of grey ? [0] : around(exact.s)) {
      for (const l of around(exact.l)) {
        if (s < 0 || s > 100 || l < 0 || l > 100) continue
        const back = hslToRgb(h, s, l)
        const error = Math.max(
          Math.abs(back.r - source.r),
          Math.abs(back.g - source.g),
          Math.abs(back.b - source.b),
        )
        // Smallest round-trip error first; among equals, the triple nearest the exact value.
        const score =
          error * 1000 + Math.abs(h - exact.h) + Math.abs(s - exact.s) + Math.abs(l - exact.l)
        if (score < bestScore) {
          bestScore = score
          best = { h: ((h % 360) + 360) % 360, s, l }
        }
      }
    }
  }
  return `hsl(${best.h}, ${best.s}%, ${best.l}%)`
}

/** RGB to HSV (unrounded: h 0-360, s and v 0-100). */
export function rgbToHsv(rgb: Rgb): Hsv {
  const source = { r: channel(rgb.r), g: channel(rgb.g), b: channel(rgb.b) }
  const { h = 0, s, v } = toHsv(toCssColor(source))
  return { h, s: s * 100, v: v * 100 }
}

/** HSV (h 0-360, wrapping; s and v 0-100, clamped) to integer RGB. */
export function hsvToRgb({ h, s, v }: Hsv): Rgb {
  const hue = ((h % 360) + 360) % 360
  const rgb = toRgb({ mode: 'hsv', h: hue, s: clamp(s, 0, 100) / 100, v: clamp(v, 0, 100) / 100 })
  return { r: channel(rgb.r * 255), g: channel(rgb.g * 255), b: channel(rgb.b * 255) }
}

/** Formats an opaque colour as `#rrggbb`. */
export function rgbToHex(rgb: Rgb): string {
  return formatCssColor({ r: rgb.r, g: rgb.g, b: rgb.b, a: 1 }, 'hex')
}

/** A number with at most `digits` decimals, without trailing zeros or a negative zero. */
function decimals(value: number, digits: number): string {
  // Math.round rather than toFixed: colours are written thousands of times in one twin.
  const scale = 10 ** digits
  const rounded = Math.round(value * scale) / scale
  return String(rounded === 0 ? 0 : rounded)
}

/** ` / 0.5` for a translucent colour, nothing for an opaque one. */
function alphaPart(alpha: number | undefined): string {
  return alpha === undefined || alpha >= 1 ? '' : ` / ${decimals(alpha, 3)}`
}

/** Chroma this small is a grey: its hue is noise, so it is written as 0. */
const GREY_CHROMA = 1e-6

const hex2 = (value: number): string =>
  channel(value * 255)
    .toString(16)
    .padStart(2, '0')

/*
 * Each written form keeps enough digits that reading it back gives the same 8-bit colour:
 * oklch() with lightness in hundredths of a percent, chroma to 5 decimals and hue to hundredths
 * of a degree is exact for every 8-bit sRGB colour (checked over all 16.7 million).
 */
const WRITERS: Record<ColorFormat, (color: CssColor) => string> = {
  oklch(color) {
    const { l, c, h = 0 } = toOklch(color)
    const grey = c < GREY_CHROMA
    return `oklch(${decimals(l * 100, 2)}% ${grey ? 0 : decimals(c, 5)} ${grey ? 0 : decimals(h, 2)}${alphaPart(color.alpha)})`
  },
  hex(color) {
    const { r, g, b } = gamutMapToSrgb(color)
    const alpha = color.alpha ?? 1
    return `#${hex2(r)}${hex2(g)}${hex2(b)}${alpha < 1 ? hex2(alpha) : ''}`
  },
  rgb(color) {
    const { r, g, b } = gamutMapToSrgb(color)
    return `rgb(${channel(r * 255)} ${channel(g * 255)} ${channel(b * 255)}${alphaPart(color.alpha)})`
  },
  hsl(color) {
    const { h = 0, s, l } = toHsl(gamutMapToSrgb(color))
    const grey = s < GREY_CHROMA
    return `hsl(${grey ? 0 : decimals(h, 2)} ${grey ? 0 : decimals(s * 100, 2)}% ${decimals(l * 100, 2)}%${alphaPart(color.alpha)})`
  },
}

/**
 * Writes a colour (8-bit `Rgba`, or a colour in any space from {@link readCssColor}) as CSS in
 * the given format: `oklch(62.8% 0.25768 29.23)`, `#ff0000`, `rgb(255 0 0)` or `hsl(0 100% 50%)`,
 * with ` / alpha` (hex: `#rrggbbaa`) when it is translucent. Reading the text back gives the same
 * 8-bit colour. hex, rgb() and hsl() hold only sRGB: a colour outside it is gamut-mapped first
 * (see {@link isOutsideSrgb}); oklch() holds it as it is.
 */
export function formatCssColor(color: Rgba | CssColor, format: ColorFormat): string {
  return WRITERS[format](toCssColor(color))
}

/** A colour in OKLCH (lightness 0-1, chroma, hue in degrees; no hue for greys). */
export function toOklchColor(color: CssColor): Oklch {
  return toOklch(color)
}

/** The names of all CSS named colours (without `transparent`). */
export const CSS_COLOR_NAMES: readonly string[] = Object.keys(colorsNamed)

/** An 8-bit colour, or a parsable CSS colour string (which is parsed). */
function rgbaOf(color: string | Rgb | Rgba): Rgba | undefined {
  if (typeof color === 'string') return parseCssColor(color)
  return {
    r: channel(color.r),
    g: channel(color.g),
    b: channel(color.b),
    a: 'a' in color ? clamp(color.a, 0, 1) : 1,
  }
}

/** Paints `top` (with its alpha) over an opaque `bottom` colour. */
export function compositeOver(top: Rgba, bottom: Rgb): Rgb {
  const mix = (t: number, b: number): number => channel(t * top.a + b * (1 - top.a))
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b) }
}

/** The 256 channel values made linear once: the contrast check asks for millions of them. */
const LINEAR_CHANNELS = Array.from(
  { length: 256 },
  (_, c) => toLrgb({ mode: 'rgb', r: c / 255, g: 0, b: 0 }).r,
)

/** WCAG 2.x relative luminance (0 for black, 1 for white) of an opaque colour. */
export function relativeLuminance({ r, g, b }: Rgb): number {
  const linear = (c: number): number =>
    LINEAR_CHANNELS[c] ?? toLrgb({ mode: 'rgb', r: c / 255, g: 0, b: 0 }).r
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

export const WHITE: Rgb = { r: 255, g: 255, b: 255 }

/** The theme colour when a theme names none, RGB(27, 30, 51): a deep blue-grey. */
export const DEFAULT_THEME_COLOR: Readonly<Rgb> = Object.freeze({ r: 27, g: 30, b: 51 })
const describe = (color: string | Rgb): string =>
  typeof color === 'string' ? color : JSON.stringify(color)

/**
 * The luminance above which black text out-contrasts white text: solving
 * (1 + 0.05) / (Y + 0.05) = (Y + 0.05) / (0 + 0.05) gives Y = sqrt(1.05 * 0.05) - 0.05 ≈ 0.179,
 * which is a perceptual lightness (CIE L*) of about 50%: the middle of the lightness scale.
 */
export const LIGHTNESS_THRESHOLD = Math.sqrt(1.05 * 0.05) - 0.05

/**
 * Whether a colour reads as light: its relative luminance is above {@link LIGHTNESS_THRESHOLD},
 * the point where dark text becomes more readable on it than light text (about 50% perceptual
 * lightness). A translucent colour is judged as painted over white. A string that is not a
 * parsable colour counts as light, because light is the default look.
 */
export function isMostlyLight(color: string | Rgb | Rgba): boolean {
  const rgba = rgbaOf(color)
  if (!rgba) return true
  return relativeLuminance(compositeOver(rgba, WHITE)) > LIGHTNESS_THRESHOLD
}

/**
 * WCAG 2.x contrast ratio (1 to 21) between two colours given as CSS strings or RGB(A) objects.
 * The order does not matter for opaque colours. A translucent colour is painted over the other
 * one before measuring; when both are translucent, `b` is taken as the backdrop and first painted
 * over white. Throws a TypeError when a string is not a parsable colour.
 */
export function contrastRatio(a: string | Rgb | Rgba, b: string | Rgb | Rgba): number {
  const first = rgbaOf(a)
  const second = rgbaOf(b)
  if (!first) throw new TypeError(`Not a parsable colour: ${describe(a)}`)
  if (!second) throw new TypeError(`Not a parsable colour: ${describe(b)}`)
  // Whichever colour is translucent is painted over the other; if both are, `b` is the backdrop.
  const back = second.a < 1 ? compositeOver(second, first.a < 1 ? WHITE : first) : second
  const front = compositeOver(first, back)
  const l1 = relativeLuminance(front)
  const l2 = relativeLuminance(back)
  return (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05)
}
