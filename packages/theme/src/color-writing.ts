/**
 * Writing colours as CSS text: the export formats' spellings (oklch(), hex, rgb(), hsl()) and the
 * stored `hsl(h, s%, l%)` of a theme colour. Apart from color.ts because writing is its own
 * concern (how many digits, how greys and alpha are spelled), and the formats layer names its
 * colour spellings after the ColorFormat defined here.
 */
import { modeHsl, modeOklch, useMode } from 'culori/fn'
import {
  channel,
  gamutMapToSrgb,
  hslToRgb,
  rgbToHsl,
  toCssColor,
  type CssColor,
  type Rgb,
  type Rgba,
} from './color.ts'

const toHsl = useMode(modeHsl)
const toOklch = useMode(modeOklch)

/** How colours are spelled in CSS exports (Tailwind v3 always uses bare HSL triplets). */
export type ColorFormat = 'oklch' | 'hex' | 'hsl' | 'rgb'

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
