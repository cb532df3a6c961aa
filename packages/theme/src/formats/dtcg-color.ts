// CSS colours <-> colour values of the Design Tokens format (DTCG 2025.10 colour module):
// `{ colorSpace, components, alpha?, hex? }`. A colour stays in the space it was written in (an
// hsl() colour becomes an "hsl" token, oklch() an "oklch" one), so nothing is lost on the way
// and colours beyond sRGB keep their gamut; `hex` always carries the nearest sRGB colour for
// tools that read nothing else.
import { converter, formatHex, parse, toGamut, type Color } from 'culori'
import { showValue } from './dtcg-notes.ts'

export const DTCG_COLOR_SPACES = [
  'srgb',
  'srgb-linear',
  'hsl',
  'hwb',
  'lab',
  'lch',
  'oklab',
  'oklch',
  'display-p3',
  'a98-rgb',
  'prophoto-rgb',
  'rec2020',
  'xyz-d65',
  'xyz-d50',
] as const
export type DtcgColorSpace = (typeof DTCG_COLOR_SPACES)[number]

export interface DtcgColor {
  colorSpace: DtcgColorSpace
  components: [number, number, number]
  /** Left out when the colour is opaque. */
  alpha?: number
  /** The nearest sRGB colour as `#rrggbb` (never with alpha: the format keeps alpha apart).
   * Left out for a translucent colour beyond sRGB. */
  hex?: string
}

/** How a space is written: culori's mode and keys, the factor from culori's numbers to the
 * token's, which component is a hue, and how CSS spells a colour in it. */
interface SpaceSpelling {
  mode: string
  keys: readonly [string, string, string]
  scale: number
  hue?: number
  /** Components limited to 0..1 (times scale) by the format. */
  bounded: boolean
  css: (c: readonly string[]) => string
}

const rgbSpace = (mode: string, name: string): SpaceSpelling => ({
  mode,
  keys: ['r', 'g', 'b'],
  scale: 1,
  bounded: true,
  css: (c) => `color(${name} ${c.join(' ')})`,
})

const SPACES: Readonly<Record<DtcgColorSpace, SpaceSpelling>> = {
  srgb: rgbSpace('rgb', 'srgb'),
  'srgb-linear': rgbSpace('lrgb', 'srgb-linear'),
  hsl: {
    mode: 'hsl',
    keys: ['h', 's', 'l'],
    scale: 100,
    hue: 0,
    bounded: true,
    css: ([h, s, l]) => `hsl(${h} ${s}% ${l}%)`,
  },
  hwb: {
    mode: 'hwb',
    keys: ['h', 'w', 'b'],
    scale: 100,
    hue: 0,
    bounded: true,
    css: ([h, w, b]) => `hwb(${h} ${w}% ${b}%)`,
  },
  lab: { mode: 'lab', keys: ['l', 'a', 'b'], scale: 1, bounded: false, css: (c) => fn('lab', c) },
  lch: {
    mode: 'lch',
    keys: ['l', 'c', 'h'],
    scale: 1,
    hue: 2,
    bounded: false,
    css: (c) => fn('lch', c),
  },
  oklab: {
    mode: 'oklab',
    keys: ['l', 'a', 'b'],
    scale: 1,
    bounded: false,
    css: (c) => fn('oklab', c),
  },
  oklch: {
    mode: 'oklch',
    keys: ['l', 'c', 'h'],
    scale: 1,
    hue: 2,
    bounded: false,
    css: (c) => fn('oklch', c),
  },
  'display-p3': rgbSpace('p3', 'display-p3'),
  'a98-rgb': rgbSpace('a98', 'a98-rgb'),
  'prophoto-rgb': rgbSpace('prophoto', 'prophoto-rgb'),
  rec2020: rgbSpace('rec2020', 'rec2020'),
  'xyz-d65': { ...rgbSpace('xyz65', 'xyz-d65'), keys: ['x', 'y', 'z'], bounded: false },
  'xyz-d50': { ...rgbSpace('xyz50', 'xyz-d50'), keys: ['x', 'y', 'z'], bounded: false },
}

function fn(name: string, components: readonly string[]): string {
  return `${name}(${components.join(' ')})`
}

const SPACE_OF_MODE: ReadonlyMap<string, DtcgColorSpace> = new Map(
  DTCG_COLOR_SPACES.map((space) => [SPACES[space].mode, space]),
)

/** Digits kept: enough that an 8-bit channel (n / 255) always comes back as n. */
const DECIMALS = 5
const GAMUT_TOLERANCE = 1e-5

export interface ConvertedColor {
  color: DtcgColor
  /** True when sRGB cannot show the colour: `hex` is then only its nearest match. */
  outOfSrgb: boolean
}

/** A CSS colour as a DTCG colour value, or undefined when it is not a colour culori can read
 * (`var()`, `currentColor`, a gradient, a typo). */
export function cssColorToDtcg(css: string): ConvertedColor | undefined {
  const text = css.trim()
  const parsed = parse(text)
  if (!parsed) return undefined
  const colorSpace = SPACE_OF_MODE.get(parsed.mode)
  if (!colorSpace) return undefined
  const spelling = SPACES[colorSpace]
  const isHue = (index: number): boolean => index === spelling.hue
  const outOfRange = spelling.keys.some((key, index) => {
    const value = channel(parsed, key)
    return !isHue(index) && (value < 0 || value > 1)
  })
  // rgb(), hsl() and hwb() are clamped by CSS itself; color(srgb 1.2 0 0) is not: such a colour
  // lies outside sRGB, where only an unbounded space can hold it.
  const clampedByCss = !text.startsWith('color(')
  if (spelling.bounded && outOfRange && !clampedByCss) return cssColorToDtcg(formatOklch(parsed))
  const color: Color = spelling.bounded ? clampChannels(parsed, spelling) : parsed
  const components = spelling.keys.map((key, index) => {
    const value = channel(color, key)
    return isHue(index) ? hueAngle(value) : round(value * spelling.scale)
  }) as [number, number, number]
  const alpha = parsed.alpha === undefined ? 1 : Math.min(1, Math.max(0, parsed.alpha))
  const value: DtcgColor = { colorSpace, components }
  if (alpha < 1) value.alpha = round(alpha)
  const srgb = toSrgb(color)
  // Style Dictionary 5 paints a colour beyond sRGB with its hex alone, alpha dropped; without a
  // hex it maps the colour into sRGB itself and keeps the alpha.
  if (srgb.inGamut || alpha === 1) value.hex = formatHex(srgb.mapped)
  return { color: value, outOfSrgb: !srgb.inGamut }
}

/** A hue in the format's range, 0 up to (not including) 360. */
function hueAngle(degrees: number): number {
  const angle = round(((degrees % 360) + 360) % 360)
  return angle === 360 ? 0 : angle
}

/** The colour with every component but the hue held to 0..1, as CSS does for rgb() and hsl(). */
function clampChannels(color: Color, spelling: SpaceSpelling): Color {
  const copy: Record<string, unknown> = { ...color }
  spelling.keys.forEach((key, index) => {
    if (index !== spelling.hue) copy[key] = Math.min(1, Math.max(0, channel(color, key)))
  })
  return copy as unknown as Color
}

function channel(color: Color, key: string): number {
  const value = (color as unknown as Record<string, number | undefined>)[key]
  // A missing component (`none`, or the hue of a grey) renders as 0.
  return value === undefined || !Number.isFinite(value) ? 0 : value
}

const toOklch = converter('oklch')
const toRgb = converter('rgb')
const mapIntoSrgb = toGamut('rgb', 'oklch')

function formatOklch(color: Color): string {
  const { l, c, h, alpha } = toOklch(color)
  const components = [l, c, h ?? 0].map((value) => round(value)).join(' ')
  return `oklch(${components}${alpha === undefined ? '' : ` / ${round(alpha)}`})`
}

/** The colour in sRGB (mapped into its gamut the CSS Color 4 way when it lies outside). */
function toSrgb(color: Color): { mapped: Color; inGamut: boolean } {
  const direct = toRgb(color)
  const inGamut = [direct.r, direct.g, direct.b].every(
    (value) => value >= -GAMUT_TOLERANCE && value <= 1 + GAMUT_TOLERANCE,
  )
  const mapped = inGamut ? direct : toRgb(mapIntoSrgb(color))
  const clamp = (value: number): number => Math.min(1, Math.max(0, value))
  return {
    mapped: { mode: 'rgb', r: clamp(mapped.r), g: clamp(mapped.g), b: clamp(mapped.b) },
    inGamut,
  }
}

function round(value: number): number {
  const rounded = Number(value.toFixed(DECIMALS))
  return Object.is(rounded, -0) ? 0 : rounded
}

/** A colour value of a token read back as CSS, or why it cannot be. */
export type ColorReading = { css: string } | { problem: string }

/**
 * A token's colour as CSS: a 2025.10 colour object, or a string as older tools write
 * (`"#336699"`, `"rgb(…)"`). sRGB colours come back as hex when their channels are 8-bit (else
 * `rgb()`); every other space in its own CSS function. An object whose space or components are
 * unusable falls back to its `hex`.
 */
export function dtcgColorToCss(value: unknown): ColorReading {
  if (typeof value === 'string') {
    return parse(value.trim())
      ? { css: value.trim() }
      : { problem: `${showValue(value)} is not a colour` }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { problem: 'a colour must be an object with colorSpace and components' }
  }
  const record = value as Record<string, unknown>
  const fallback = typeof record.hex === 'string' && HEX6.test(record.hex) ? record.hex : undefined
  const alpha = record.alpha === undefined || record.alpha === 'none' ? 1 : record.alpha
  if (typeof alpha !== 'number' || !(alpha >= 0 && alpha <= 1)) {
    return { problem: 'alpha must be a number from 0 to 1' }
  }
  const spelled = spellComponents(record.colorSpace, record.components, alpha)
  if (typeof spelled === 'string') return { css: spelled }
  if (fallback) return { css: withAlpha(fallback.toLowerCase(), alpha) }
  return { problem: spelled.problem }
}

const HEX6 = /^#[0-9a-f]{6}$/i

function spellComponents(
  colorSpace: unknown,
  components: unknown,
  alpha: number,
): string | { problem: string } {
  if (typeof colorSpace !== 'string' || !isColorSpace(colorSpace)) {
    return { problem: `unknown colorSpace ${showValue(colorSpace)}` }
  }
  if (!Array.isArray(components) || components.length !== 3) {
    return { problem: 'components must be an array of 3 numbers' }
  }
  const numbers: number[] = []
  for (const component of components as unknown[]) {
    // `none` (and null, which some tools write for it) is a missing component: rendered as 0.
    if (component === 'none' || component === null) numbers.push(0)
    else if (typeof component === 'number' && Number.isFinite(component)) numbers.push(component)
    else return { problem: 'components must be numbers or "none"' }
  }
  if (colorSpace === 'srgb') return spellSrgb(numbers, alpha)
  const text = SPACES[colorSpace].css(numbers.map((n) => String(round(n))))
  return alpha < 1 ? `${text.slice(0, -1)} / ${round(alpha)})` : text
}

function isColorSpace(name: string): name is DtcgColorSpace {
  return (DTCG_COLOR_SPACES as readonly string[]).includes(name)
}

/** Hex when every channel is a whole 8-bit value, else rgb() with decimals. */
function spellSrgb(components: readonly number[], alpha: number): string {
  const channels = components.map((c) => Math.min(255, Math.max(0, c * 255)))
  const whole = channels.every((c) => Math.abs(c - Math.round(c)) < EIGHT_BIT_TOLERANCE)
  if (whole) {
    const hex = `#${channels.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`
    return withAlpha(hex, alpha)
  }
  const rgb = channels.map((c) => String(Number(c.toFixed(2)))).join(' ')
  return alpha < 1 ? `rgb(${rgb} / ${round(alpha)})` : `rgb(${rgb})`
}

/** Channel values written with 5 decimals land within this of a whole 8-bit value. */
const EIGHT_BIT_TOLERANCE = 0.01

function withAlpha(hex: string, alpha: number): string {
  if (alpha >= 1) return hex
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16))
  return `rgb(${r} ${g} ${b} / ${round(alpha)})`
}
