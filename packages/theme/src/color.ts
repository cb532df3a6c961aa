/**
 * Colour helpers: parsing CSS colours, converting between colour spaces and gamut-mapping to sRGB.
 * The colour science is culori's; this module holds the product's rules around it (which text
 * counts as a colour, 8-bit channels). Writing colours as CSS (color-writing.ts) and measuring
 * luminance and contrast (color-contrast.ts) live beside it, each a concern of its own.
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
import { memoized } from './memo.ts'

// Only the spaces CSS colours are written in are registered, so a bundle carries only their code.
const toRgb = useMode(modeRgb)
const toHsl = useMode(modeHsl)
const toHsv = useMode(modeHsv)
const toOklch = useMode(modeOklch)
useMode(modeLrgb)
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

/** The value held within min and max. */
export const clamp = (value: number, min: number, max: number): number =>
  Math.min(max, Math.max(min, value))
/** A channel as an 8-bit integer, 0-255. */
export const channel = (value: number): number => Math.round(clamp(value, 0, 255))

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

/** A colour in OKLCH (lightness 0-1, chroma, hue in degrees; no hue for greys). */
export function toOklchColor(color: CssColor): Oklch {
  return toOklch(color)
}

/** The names of all CSS named colours (without `transparent`). */
export const CSS_COLOR_NAMES: readonly string[] = Object.keys(colorsNamed)

/** The theme colour when a theme names none, RGB(27, 30, 51): a deep blue-grey. */
export const DEFAULT_THEME_COLOR: Readonly<Rgb> = Object.freeze({ r: 27, g: 30, b: 51 })
