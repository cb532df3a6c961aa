/**
 * Colour helpers: parsing CSS colours, converting between RGB, HSL and HSV, and measuring
 * lightness and WCAG contrast. Pure functions over plain objects.
 */

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

const clamp = (value: number, min: number, max: number): number =>
  Math.min(max, Math.max(min, value))
const channel = (value: number): number => Math.round(clamp(value, 0, 255))
const normalizeHue = (h: number): number => ((h % 360) + 360) % 360

/** HSL (h degrees, wrapping; s and l 0-100, clamped) to integer RGB. */
export function hslToRgb(h: number, s: number, l: number): Rgb {
  const sat = clamp(s, 0, 100) / 100
  const light = clamp(l, 0, 100) / 100
  const hue = normalizeHue(h)
  const k = (n: number): number => (n + hue / 30) % 12
  const a = sat * Math.min(light, 1 - light)
  const f = (n: number): number => light - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1))
  return { r: channel(f(0) * 255), g: channel(f(8) * 255), b: channel(f(4) * 255) }
}

/** RGB to unrounded HSL (h degrees 0-360, s and l 0-100). */
export function rgbToHsl({ r, g, b }: Rgb): { h: number; s: number; l: number } {
  const rn = r / 255
  const gn = g / 255
  const bn = b / 255
  const max = Math.max(rn, gn, bn)
  const min = Math.min(rn, gn, bn)
  const delta = max - min
  const l = (max + min) / 2
  if (delta === 0) return { h: 0, s: 0, l: l * 100 }
  const s = delta / (1 - Math.abs(2 * l - 1))
  let h: number
  if (max === rn) h = ((gn - bn) / delta) % 6
  else if (max === gn) h = (bn - rn) / delta + 2
  else h = (rn - gn) / delta + 4
  return { h: normalizeHue(h * 60), s: s * 100, l: l * 100 }
}

// Written so that each digit can be matched only one way: `\d+\.?\d*` backtracks quadratically on
// a long run of digits that does not end well, which froze the page on a crafted colour.
const NUMBER = String.raw`[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?`

/** No colour written by hand is longer; longer text is not parsed at all. */
const MAX_COLOR_LENGTH = 100

/**
 * Splits the arguments of a CSS colour function into three components and an optional alpha.
 * Accepts the legacy comma syntax `(a, b, c[, alpha])` and the modern space syntax
 * `(a b c[ / alpha])`; mixing the two is rejected.
 */
function splitColorArguments(body: string): { parts: string[]; alpha?: string } | undefined {
  const trimmed = body.trim()
  if (trimmed.includes(',')) {
    if (trimmed.includes('/')) return undefined
    const parts = trimmed.split(',').map((part) => part.trim())
    if (parts.length !== 3 && parts.length !== 4) return undefined
    if (parts.some((part) => part === '' || /\s/.test(part))) return undefined
    return { parts: parts.slice(0, 3), alpha: parts[3] }
  }
  const [main = '', alpha, ...rest] = trimmed.split('/').map((part) => part.trim())
  if (rest.length > 0 || alpha === '') return undefined
  const parts = main.split(/\s+/).filter((part) => part !== '')
  if (parts.length !== 3) return undefined
  return { parts, alpha }
}

/** A plain number, or undefined. */
function parseNumber(text: string): number | undefined {
  return new RegExp(`^${NUMBER}$`, 'i').test(text) ? Number(text) : undefined
}

/** A percentage like `42%` (returns 42), or undefined. */
function parsePercent(text: string): number | undefined {
  return text.endsWith('%') ? parseNumber(text.slice(0, -1)) : undefined
}

/** Alpha as a number (0-1) or a percentage; clamped to 0-1. Missing alpha is 1. */
function parseAlpha(text: string | undefined): number | undefined {
  if (text === undefined) return 1
  const value = text.endsWith('%') ? parsePercent(text) : parseNumber(text)
  if (value === undefined) return undefined
  return clamp(text.endsWith('%') ? value / 100 : value, 0, 1)
}

/** A hue in degrees; accepts a bare number or the deg, grad, rad and turn units. */
function parseHue(text: string): number | undefined {
  const match = new RegExp(`^(${NUMBER})(deg|grad|rad|turn)?$`, 'i').exec(text)
  if (!match) return undefined
  const value = Number(match[1])
  switch (match[2]?.toLowerCase()) {
    case 'grad':
      return (value * 360) / 400
    case 'rad':
      return (value * 180) / Math.PI
    case 'turn':
      return value * 360
    default:
      return value
  }
}

/**
 * Parses an `hsl(h, s%, l%)` string (the stored format of a theme colour) into RGB. Also accepts
 * the space syntax `hsl(h s% l%)`, decimals and a `deg` unit on the hue. Saturation and lightness
 * must be percentages and are clamped to 0-100; the hue wraps. Anything else, including an alpha
 * component or `hsla(...)`, gives undefined.
 */
export function hslStringToRgb(value: string): Rgb | undefined {
  if (value.length > MAX_COLOR_LENGTH) return undefined
  const match = /^hsl\((.*)\)$/i.exec(value.trim())
  if (!match?.[1]) return undefined
  const args = splitColorArguments(match[1])
  if (!args || args.alpha !== undefined) return undefined
  const [hText = '', sText = '', lText = ''] = args.parts
  const h = new RegExp(`^${NUMBER}(deg)?$`, 'i').test(hText) ? parseHue(hText) : undefined
  const s = parsePercent(sText)
  const l = parsePercent(lText)
  if (h === undefined || s === undefined || l === undefined) return undefined
  return hslToRgb(h, s, l)
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
          best = { h: normalizeHue(h), s, l }
        }
      }
    }
  }
  return `hsl(${best.h}, ${best.s}%, ${best.l}%)`
}

/** RGB to HSV (unrounded: h 0-360, s and v 0-100). */
export function rgbToHsv(rgb: Rgb): Hsv {
  const r = channel(rgb.r) / 255
  const g = channel(rgb.g) / 255
  const b = channel(rgb.b) / 255
  const max = Math.max(r, g, b)
  const delta = max - Math.min(r, g, b)
  let h = 0
  if (delta !== 0) {
    if (max === r) h = ((g - b) / delta) % 6
    else if (max === g) h = (b - r) / delta + 2
    else h = (r - g) / delta + 4
  }
  return { h: normalizeHue(h * 60), s: max === 0 ? 0 : (delta / max) * 100, v: max * 100 }
}

/** HSV (h 0-360, wrapping; s and v 0-100, clamped) to integer RGB. */
export function hsvToRgb({ h, s, v }: Hsv): Rgb {
  const sat = clamp(s, 0, 100) / 100
  const value = clamp(v, 0, 100) / 100
  const hue = normalizeHue(h)
  const f = (n: number): number => {
    const k = (n + hue / 60) % 6
    return value - value * sat * Math.max(0, Math.min(k, 4 - k, 1))
  }
  return { r: channel(f(5) * 255), g: channel(f(3) * 255), b: channel(f(1) * 255) }
}

/** Formats an opaque colour as `#rrggbb`. */
export function rgbToHex(rgb: Rgb): string {
  return `#${[rgb.r, rgb.g, rgb.b].map((c) => channel(c).toString(16).padStart(2, '0')).join('')}`
}

// The CSS named colours (CSS Color Module Level 4), as 6-digit hex.
const NAMED_COLORS: Readonly<Record<string, string>> = {
  aliceblue: 'f0f8ff',
  antiquewhite: 'faebd7',
  aqua: '00ffff',
  aquamarine: '7fffd4',
  azure: 'f0ffff',
  beige: 'f5f5dc',
  bisque: 'ffe4c4',
  black: '000000',
  blanchedalmond: 'ffebcd',
  blue: '0000ff',
  blueviolet: '8a2be2',
  brown: 'a52a2a',
  burlywood: 'deb887',
  cadetblue: '5f9ea0',
  chartreuse: '7fff00',
  chocolate: 'd2691e',
  coral: 'ff7f50',
  cornflowerblue: '6495ed',
  cornsilk: 'fff8dc',
  crimson: 'dc143c',
  cyan: '00ffff',
  darkblue: '00008b',
  darkcyan: '008b8b',
  darkgoldenrod: 'b8860b',
  darkgray: 'a9a9a9',
  darkgreen: '006400',
  darkgrey: 'a9a9a9',
  darkkhaki: 'bdb76b',
  darkmagenta: '8b008b',
  darkolivegreen: '556b2f',
  darkorange: 'ff8c00',
  darkorchid: '9932cc',
  darkred: '8b0000',
  darksalmon: 'e9967a',
  darkseagreen: '8fbc8f',
  darkslateblue: '483d8b',
  darkslategray: '2f4f4f',
  darkslategrey: '2f4f4f',
  darkturquoise: '00ced1',
  darkviolet: '9400d3',
  deeppink: 'ff1493',
  deepskyblue: '00bfff',
  dimgray: '696969',
  dimgrey: '696969',
  dodgerblue: '1e90ff',
  firebrick: 'b22222',
  floralwhite: 'fffaf0',
  forestgreen: '228b22',
  fuchsia: 'ff00ff',
  gainsboro: 'dcdcdc',
  ghostwhite: 'f8f8ff',
  gold: 'ffd700',
  goldenrod: 'daa520',
  gray: '808080',
  green: '008000',
  greenyellow: 'adff2f',
  grey: '808080',
  honeydew: 'f0fff0',
  hotpink: 'ff69b4',
  indianred: 'cd5c5c',
  indigo: '4b0082',
  ivory: 'fffff0',
  khaki: 'f0e68c',
  lavender: 'e6e6fa',
  lavenderblush: 'fff0f5',
  lawngreen: '7cfc00',
  lemonchiffon: 'fffacd',
  lightblue: 'add8e6',
  lightcoral: 'f08080',
  lightcyan: 'e0ffff',
  lightgoldenrodyellow: 'fafad2',
  lightgray: 'd3d3d3',
  lightgreen: '90ee90',
  lightgrey: 'd3d3d3',
  lightpink: 'ffb6c1',
  lightsalmon: 'ffa07a',
  lightseagreen: '20b2aa',
  lightskyblue: '87cefa',
  lightslategray: '778899',
  lightslategrey: '778899',
  lightsteelblue: 'b0c4de',
  lightyellow: 'ffffe0',
  lime: '00ff00',
  limegreen: '32cd32',
  linen: 'faf0e6',
  magenta: 'ff00ff',
  maroon: '800000',
  mediumaquamarine: '66cdaa',
  mediumblue: '0000cd',
  mediumorchid: 'ba55d3',
  mediumpurple: '9370db',
  mediumseagreen: '3cb371',
  mediumslateblue: '7b68ee',
  mediumspringgreen: '00fa9a',
  mediumturquoise: '48d1cc',
  mediumvioletred: 'c71585',
  midnightblue: '191970',
  mintcream: 'f5fffa',
  mistyrose: 'ffe4e1',
  moccasin: 'ffe4b5',
  navajowhite: 'ffdead',
  navy: '000080',
  oldlace: 'fdf5e6',
  olive: '808000',
  olivedrab: '6b8e23',
  orange: 'ffa500',
  orangered: 'ff4500',
  orchid: 'da70d6',
  palegoldenrod: 'eee8aa',
  palegreen: '98fb98',
  paleturquoise: 'afeeee',
  palevioletred: 'db7093',
  papayawhip: 'ffefd5',
  peachpuff: 'ffdab9',
  peru: 'cd853f',
  pink: 'ffc0cb',
  plum: 'dda0dd',
  powderblue: 'b0e0e6',
  purple: '800080',
  rebeccapurple: '663399',
  red: 'ff0000',
  rosybrown: 'bc8f8f',
  royalblue: '4169e1',
  saddlebrown: '8b4513',
  salmon: 'fa8072',
  sandybrown: 'f4a460',
  seagreen: '2e8b57',
  seashell: 'fff5ee',
  sienna: 'a0522d',
  silver: 'c0c0c0',
  skyblue: '87ceeb',
  slateblue: '6a5acd',
  slategray: '708090',
  slategrey: '708090',
  snow: 'fffafa',
  springgreen: '00ff7f',
  steelblue: '4682b4',
  tan: 'd2b48c',
  teal: '008080',
  thistle: 'd8bfd8',
  tomato: 'ff6347',
  turquoise: '40e0d0',
  violet: 'ee82ee',
  wheat: 'f5deb3',
  white: 'ffffff',
  whitesmoke: 'f5f5f5',
  yellow: 'ffff00',
  yellowgreen: '9acd32',
}

/** The names of all CSS named colours (without `transparent`). */
export const CSS_COLOR_NAMES: readonly string[] = Object.keys(NAMED_COLORS)

function parseHex(hex: string): Rgba | undefined {
  if (!/^[0-9a-f]+$/i.test(hex)) return undefined
  const digits = hex.length === 3 || hex.length === 4 ? [...hex].map((d) => d + d).join('') : hex
  if (digits.length !== 6 && digits.length !== 8) return undefined
  const byte = (index: number): number => parseInt(digits.slice(index, index + 2), 16)
  return { r: byte(0), g: byte(2), b: byte(4), a: digits.length === 8 ? byte(6) / 255 : 1 }
}

function parseRgbFunction(body: string): Rgba | undefined {
  const args = splitColorArguments(body)
  if (!args) return undefined
  const values = args.parts.map((part) => {
    const percent = parsePercent(part)
    return percent === undefined ? parseNumber(part) : (percent * 255) / 100
  })
  const a = parseAlpha(args.alpha)
  const [r, g, b] = values
  if (r === undefined || g === undefined || b === undefined || a === undefined) return undefined
  return { r: channel(r), g: channel(g), b: channel(b), a }
}

function parseHslFunction(body: string): Rgba | undefined {
  const args = splitColorArguments(body)
  if (!args) return undefined
  const [hText = '', sText = '', lText = ''] = args.parts
  const h = parseHue(hText)
  // The modern (space) syntax also allows bare numbers for saturation and lightness.
  const modern = !body.includes(',')
  const s = parsePercent(sText) ?? (modern ? parseNumber(sText) : undefined)
  const l = parsePercent(lText) ?? (modern ? parseNumber(lText) : undefined)
  const a = parseAlpha(args.alpha)
  if (h === undefined || s === undefined || l === undefined || a === undefined) return undefined
  return { ...hslToRgb(h, s, l), a }
}

/**
 * Parses a CSS colour: hex (`#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`), `rgb()`/`rgba()` (comma or
 * space syntax, numbers or percentages, optional alpha), `hsl()`/`hsla()`, a CSS named colour or
 * `transparent`. Case-insensitive. Anything else (including `var()`, `color-mix()` and gradients)
 * gives undefined.
 */
export function parseCssColor(value: string): Rgba | undefined {
  if (value.length > MAX_COLOR_LENGTH) return undefined
  const text = value.trim().toLowerCase()
  if (text.startsWith('#')) return parseHex(text.slice(1))
  if (text === 'transparent') return { r: 0, g: 0, b: 0, a: 0 }
  const named = NAMED_COLORS[text]
  if (named !== undefined) return parseHex(named)
  const fn = /^(rgba?|hsla?)\((.*)\)$/.exec(text)
  if (!fn?.[2]) return undefined
  return fn[1]?.startsWith('rgb') ? parseRgbFunction(fn[2]) : parseHslFunction(fn[2])
}

function toRgba(color: string | Rgb | Rgba): Rgba | undefined {
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

function linearChannel(c: number): number {
  const v = c / 255
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
}

/** The 256 channel values made linear once: the contrast check asks for millions of them. */
const LINEAR_CHANNELS = Array.from({ length: 256 }, (_, c) => linearChannel(c))

/** WCAG 2.x relative luminance (0 for black, 1 for white) of an opaque colour. */
export function relativeLuminance({ r, g, b }: Rgb): number {
  const linear = (c: number): number => LINEAR_CHANNELS[c] ?? linearChannel(c)
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

const WHITE: Rgb = { r: 255, g: 255, b: 255 }
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
  const rgba = toRgba(color)
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
  const first = toRgba(a)
  const second = toRgba(b)
  if (!first) throw new TypeError(`Not a parsable colour: ${describe(a)}`)
  if (!second) throw new TypeError(`Not a parsable colour: ${describe(b)}`)
  // Whichever colour is translucent is painted over the other; if both are, `b` is the backdrop.
  const back = second.a < 1 ? compositeOver(second, first.a < 1 ? WHITE : first) : second
  const front = compositeOver(first, back)
  const l1 = relativeLuminance(front)
  const l2 = relativeLuminance(back)
  return (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05)
}
