/**
 * color-mix() worked out as a browser paints it, so that a colour a theme mixes in CSS can be
 * measured like any other: both colours are taken into the space named after `in`, their
 * percentages made to weigh 100% together (a sum under 100% leaves the mix that translucent),
 * the channels averaged with alpha premultiplied, and hues taken round the circle the way the hue
 * method says. The mix is then written as an rgb() colour, which the rest of the engine reads.
 */
import {
  convertP3ToXyz65,
  convertRgbToXyz50,
  convertRgbToXyz65,
  convertXyz50ToRgb,
  convertXyz65ToP3,
  convertXyz65ToRgb,
  converter,
  type Rgb,
} from 'culori/fn'
import { readCssColor, type CssColor } from './color.ts'
import { formatCssColor } from './color-writing.ts'
import { memoized } from './memo.ts'

type Channels = Record<string, number | undefined>

/** A space colours are mixed in: its channels (a hue is `h`) and the way there and back. */
interface MixSpace {
  channels: readonly string[]
  into: (color: CssColor) => Channels
  outOf: (channels: Channels) => CssColor
}

const toRgb = converter('rgb')

/** A space culori's registered modes (see color.ts) hold. */
function culoriSpace(
  mode: 'rgb' | 'lrgb' | 'hsl' | 'hwb' | 'lab' | 'lch' | 'oklab' | 'oklch',
): MixSpace {
  const convert = converter(mode)
  // Each mode's channels are the letters of its name: l, c, h for lch and oklch.
  return {
    channels: [...(mode === 'lrgb' ? 'rgb' : mode.replace('ok', ''))],
    into: (color: CssColor) => ({ ...convert(color) }) as unknown as Channels,
    outOf: (channels: Channels) => ({ ...channels, mode }) as unknown as CssColor,
  }
}

/** A space reached through sRGB by culori's converters, without registering it as a mode. */
function throughRgb<Values extends object>(
  channels: string,
  into: (rgb: Rgb) => Values,
  outOf: (values: Values) => CssColor,
): MixSpace {
  return {
    channels: [...channels],
    into: (color) => ({ ...into(toRgb(color)) }) as unknown as Channels,
    outOf: (values) => outOf(values as unknown as Values),
  }
}

const XYZ_D65 = throughRgb('xyz', convertRgbToXyz65, convertXyz65ToRgb)

const SPACES: Readonly<Record<string, MixSpace>> = {
  srgb: culoriSpace('rgb'),
  'srgb-linear': culoriSpace('lrgb'),
  'display-p3': throughRgb(
    'rgb',
    (rgb) => convertXyz65ToP3(convertRgbToXyz65(rgb)),
    (p3) => convertXyz65ToRgb(convertP3ToXyz65(p3)),
  ),
  lab: culoriSpace('lab'),
  oklab: culoriSpace('oklab'),
  xyz: XYZ_D65,
  'xyz-d65': XYZ_D65,
  'xyz-d50': throughRgb('xyz', convertRgbToXyz50, convertXyz50ToRgb),
  hsl: culoriSpace('hsl'),
  hwb: culoriSpace('hwb'),
  lch: culoriSpace('lch'),
  oklch: culoriSpace('oklch'),
}

const HUE_METHODS = ['shorter', 'longer', 'increasing', 'decreasing'] as const
type HueMethod = (typeof HUE_METHODS)[number]

const COLOR_MIX = /(?<![\w-])color-mix\(/i
const EVERY_COLOR_MIX = new RegExp(COLOR_MIX.source, 'gi')
const INTERPOLATION = /^in\s+([a-z0-9-]+)(?:\s+([a-z]+)\s+hue)?$/i
const PERCENTAGE = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?%$/i
const OPENING = 'color-mix('.length
/** Hand-written mixes nest a level or two; a theme's text may be long enough to overflow a stack. */
const MAX_NESTING = 10

/** Whether a value holds a color-mix(). */
export function containsColorMix(value: string): boolean {
  return COLOR_MIX.test(value)
}

/** Why a mix cannot be worked out, as the end of a sentence about the value. */
class MixProblem {
  constructor(readonly reason: string) {}
}

const unreadable = new MixProblem('is a color-mix() the contrast check cannot read')

/** The index of the bracket that closes the one opened just before `open`, or -1. */
function closingBracket(text: string, open: number): number {
  let depth = 0
  for (let i = open; i < text.length; i++) {
    if (text[i] === '(') depth++
    else if (text[i] === ')' && depth-- === 0) return i
  }
  return -1
}

/** The arguments of a function, split at the commas outside brackets. */
function splitArguments(inside: string): string[] {
  const parts: string[] = []
  let depth = 0
  let start = 0
  for (let i = 0; i < inside.length; i++) {
    if (inside[i] === '(') depth++
    else if (inside[i] === ')') depth--
    else if (inside[i] === ',' && depth === 0) {
      parts.push(inside.slice(start, i).trim())
      start = i + 1
    }
  }
  return [...parts, inside.slice(start).trim()]
}

/** A colour argument: the colour and its percentage (0-1), if one is given. */
function colorArgument(
  text: string,
  nesting: number,
): { color: CssColor; weight?: number } | MixProblem {
  const words = text.split(/\s+/)
  // The percentage goes after the colour or before it.
  const percentage = PERCENTAGE.test(words.at(-1) ?? '')
    ? words.pop()
    : PERCENTAGE.test(words[0] ?? '')
      ? words.shift()
      : undefined
  const weight = percentage === undefined ? undefined : Number.parseFloat(percentage) / 100
  if (weight !== undefined && !(weight >= 0 && weight <= 1)) return unreadable
  const color = colorOf(words.join(' '), nesting)
  return color instanceof MixProblem ? color : { color, weight }
}

/** A colour, or a color-mix() worked out. */
function colorOf(text: string, nesting: number): CssColor | MixProblem {
  if (!/^color-mix\(/i.test(text)) {
    return (
      readCssColor(text) ??
      new MixProblem(`mixes "${text}", which the contrast check cannot read as a colour`)
    )
  }
  if (nesting >= MAX_NESTING) {
    return new MixProblem(`nests color-mix() deeper than the contrast check works out`)
  }
  return closingBracket(text, OPENING) === text.length - 1
    ? mixOf(text.slice(OPENING, -1), nesting + 1)
    : unreadable
}

/** The colour the arguments of a color-mix() (the text within its brackets) paint. */
function mixOf(inside: string, nesting: number): CssColor | MixProblem {
  const parts = splitArguments(inside)
  // Without an interpolation method, colours are mixed in oklab.
  const method = /^in\s/i.test(parts[0] ?? '')
    ? INTERPOLATION.exec(parts.shift() ?? '')
    : ['', 'oklab']
  if (!method || parts.length !== 2) return unreadable
  const spaceName = (method[1] ?? '').toLowerCase()
  const space = SPACES[spaceName]
  if (!space) {
    return new MixProblem(
      `mixes in the colour space "${spaceName}", which the contrast check does not know`,
    )
  }
  const hueMethod = (method[2]?.toLowerCase() ?? 'shorter') as HueMethod
  if (!HUE_METHODS.includes(hueMethod) || (method[2] && !space.channels.includes('h'))) {
    return unreadable
  }
  const first = colorArgument(parts[0] ?? '', nesting)
  if (first instanceof MixProblem) return first
  const second = colorArgument(parts[1] ?? '', nesting)
  if (second instanceof MixProblem) return second
  return mixed(space, hueMethod, first, second)
}

/**
 * The percentages made to add up to 100%: one left out is what the other leaves, both left out
 * are half each. A sum under 100% is the alpha the mix is painted with; none at all paints nothing.
 */
function weights(first?: number, second?: number): [number, number, number] {
  const a = first ?? (second === undefined ? 0.5 : 1 - second)
  const b = second ?? 1 - a
  const sum = a + b
  if (sum === 0) return [0.5, 0.5, 0]
  return [a / sum, b / sum, Math.min(sum, 1)]
}

const turn = (hue: number) => ((hue % 360) + 360) % 360

/** The hue between two, `weight` of the way from the first, round the circle `method` takes. */
function mixedHue(
  from: number | undefined,
  to: number | undefined,
  weight: number,
  method: HueMethod,
): number | undefined {
  // A grey has no hue: it takes the other colour's.
  if (from === undefined || to === undefined) return from ?? to
  let [a, b] = [turn(from), turn(to)]
  const step = b - a
  if (method === 'shorter' && step > 180) a += 360
  else if (method === 'shorter' && step < -180) b += 360
  else if (method === 'longer' && step > 0 && step < 180) a += 360
  else if (method === 'longer' && step > -180 && step <= 0) b += 360
  else if (method === 'increasing' && step < 0) b += 360
  else if (method === 'decreasing' && step > 0) a += 360
  return turn(a * (1 - weight) + b * weight)
}

function mixed(
  space: MixSpace,
  hueMethod: HueMethod,
  first: { color: CssColor; weight?: number },
  second: { color: CssColor; weight?: number },
): CssColor {
  const [p, q, alphaScale] = weights(first.weight, second.weight)
  const a = space.into(first.color)
  const b = space.into(second.color)
  const alphaA = a.alpha ?? 1
  const alphaB = b.alpha ?? 1
  const alpha = alphaA * p + alphaB * q
  const result: Channels = {}
  for (const name of space.channels) {
    if (name === 'h') {
      result.h = mixedHue(a.h, b.h, q, hueMethod)
      continue
    }
    const [x, y] = [a[name] ?? 0, b[name] ?? 0]
    // Premultiplied, so a translucent colour weighs as little as it shows; nothing shows at 0.
    result[name] = alpha === 0 ? x * p + y * q : (x * alphaA * p + y * alphaB * q) / alpha
  }
  result.alpha = alpha * alphaScale
  return space.outOf(result)
}

/** The value with each color-mix() in it worked out, or why one cannot be. */
const workedOut = memoized((value: string): { text: string } | MixProblem => {
  let text = ''
  let from = 0
  for (const match of value.matchAll(EVERY_COLOR_MIX)) {
    if (match.index < from) continue
    const open = match.index + match[0].length
    const close = closingBracket(value, open)
    if (close < 0) return unreadable
    const color = mixOf(value.slice(open, close), 0)
    if (color instanceof MixProblem) return color
    text += value.slice(from, match.index) + formatCssColor(color, 'rgb')
    from = close + 1
  }
  return { text: text + value.slice(from) }
})

/**
 * The value with each color-mix() in it replaced by the colour it paints, as rgb() (a mix outside
 * sRGB is gamut-mapped into it, as every colour measured is); the value as written when a mix in
 * it cannot be worked out (see {@link colorMixProblem}).
 */
export function paintColorMixes(value: string): string {
  if (!containsColorMix(value)) return value
  const result = workedOut(value)
  return result instanceof MixProblem ? value : result.text
}

/**
 * Why a color-mix() in the value cannot be worked out, to follow the value in a sentence: an
 * unknown colour space, a colour that is none (currentColor, a variable), or text that is no
 * color-mix() at all. Undefined when every mix in it can be.
 */
export function colorMixProblem(value: string): string | undefined {
  if (!containsColorMix(value)) return undefined
  const result = workedOut(value)
  return result instanceof MixProblem ? result.reason : undefined
}
