/**
 * The colours inside CSS values: a plain colour, the stops of a gradient, the colour of each
 * shadow layer. Found in one pass, and written back each in the spelling it had, so an edit
 * of a colour changes nothing else in the value.
 */
import { converter, formatCss, round } from 'culori/fn'
import { gamutMapToSrgb, readCssColor, toCssColor, type CssColor, type Rgba } from './color.ts'
import { formatCssColor } from './color-writing.ts'

/*
 * A hex colour, a colour function without nested brackets, or a word (a named colour). Each
 * starts where no identifier goes on (so `--red` or `dark-red` hold no colour) and a word must
 * not be a function name (`linear-gradient(`), whose arguments are then searched in turn. Quoted
 * text and url() are passed over whole: a font or file may be called "Silver". No part can match
 * the same text two ways, so a search takes time in proportion to the value.
 */
const COLOR_TOKEN =
  /"[^"]*"|'[^']*'|\burl\([^)]*\)|(?<![\w-])(?:#[0-9a-f]+(?![\w-])|(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\([^()]*\)|[a-z]+(?![\w(-]))/gi

/** A colour found in a value: where it is, how it is written, and what it is. */
export interface FoundColor {
  start: number
  end: number
  text: string
  color: CssColor
}

/** Every colour in a value, in order: the value itself, or each one inside it. */
export function findColors(value: string): FoundColor[] {
  const whole = readCssColor(value)
  if (whole) return [{ start: 0, end: value.length, text: value, color: whole }]
  const found: FoundColor[] = []
  for (const match of value.matchAll(COLOR_TOKEN)) {
    const color = readCssColor(match[0])
    if (color) {
      found.push({ start: match.index, end: match.index + match[0].length, text: match[0], color })
    }
  }
  return found
}

/** The function name and syntax of a colour as written, e.g. `rgba` with commas. */
function spelling(text: string): { name: string; legacy: boolean } {
  const open = text.indexOf('(')
  return { name: text.slice(0, Math.max(open, 0)).trim().toLowerCase(), legacy: text.includes(',') }
}

/** The other spaces, written by culori with the decimals an 8-bit colour needs in each. */
const OTHER_SPACES = {
  lab: { convert: converter('lab'), round: round(4) },
  lch: { convert: converter('lch'), round: round(4) },
  oklab: { convert: converter('oklab'), round: round(5) },
  // hwb() holds only sRGB.
  hwb: { convert: (color: CssColor) => converter('hwb')(gamutMapToSrgb(color)), round: round(4) },
} as const

function writeInSpace(space: keyof typeof OTHER_SPACES, color: CssColor): string {
  const { convert, round: rounded } = OTHER_SPACES[space]
  const converted: Record<string, unknown> = { ...convert(color) }
  for (const [key, value] of Object.entries(converted)) {
    if (key !== 'mode' && key !== 'alpha') converted[key] = rounded(value as number)
  }
  if (color.alpha !== undefined) converted.alpha = Number(color.alpha.toFixed(3))
  return formatCss(converted as unknown as CssColor)
}

const isOtherSpace = (name: string): name is keyof typeof OTHER_SPACES =>
  Object.hasOwn(OTHER_SPACES, name)

/**
 * `color` written the way `original` is: hex stays hex, rgb() stays rgb() (commas or spaces,
 * rgba or rgb, as it was), hsl() stays hsl(), oklch(), oklab(), lab(), lch() and hwb() stay as
 * they were; a named colour becomes hex.
 */
export function writeColorLike(original: string, color: CssColor | Rgba): string {
  const { name, legacy } = spelling(original)
  if (!Object.isFrozen(color)) return write(name, legacy, toCssColor(color))
  // A palette-wide change meets each colour many times (every stop of every gradient): a colour
  // that cannot change is written once per spelling.
  const key = `${name} ${legacy}`
  const known = written.get(color)?.get(key)
  if (known !== undefined) return known
  const text = write(name, legacy, toCssColor(color))
  written.set(color, (written.get(color) ?? new Map<string, string>()).set(key, text))
  return text
}

const written = new WeakMap<CssColor | Rgba, Map<string, string>>()

function write(name: string, legacy: boolean, css: CssColor): string {
  if (name === 'oklch') return formatCssColor(css, 'oklch')
  if (isOtherSpace(name)) return writeInSpace(name, css)
  if (name.startsWith('rgb') || name.startsWith('hsl')) {
    if (!legacy) return formatCssColor(css, name.startsWith('rgb') ? 'rgb' : 'hsl')
    return legacyFunction(name, css)
  }
  return formatCssColor(css, 'hex')
}

/** rgb(r, g, b), rgba(r, g, b, a), hsl(h, s%, l%) or hsla(...): the comma syntax kept. */
function legacyFunction(name: string, color: CssColor | Rgba): string {
  const modern = formatCssColor(color, name.startsWith('rgb') ? 'rgb' : 'hsl')
  const [inside = '', alpha] = modern.slice(modern.indexOf('(') + 1, -1).split(' / ')
  const parts = inside.split(' ')
  const base = name.startsWith('rgb') ? 'rgb' : 'hsl'
  // The name says whether there is an alpha: rgba() keeps one, rgb() gains one only if needed.
  const withAlpha = alpha !== undefined || name.endsWith('a')
  if (withAlpha) parts.push(alpha ?? '1')
  return `${base}${withAlpha ? 'a' : ''}(${parts.join(', ')})`
}

/**
 * The value with each colour in it replaced by `change(colour)`, written in the colour's own
 * spelling (see {@link writeColorLike}). A colour `change` returns as it was keeps its text, so
 * `transparent` and named colours stay as written. Text that is not a colour is kept as it is.
 */
export function mapColorsInValue(
  value: string,
  change: (color: CssColor) => CssColor | Rgba,
): string {
  let result = ''
  let from = 0
  for (const found of findColors(value)) {
    const next = change(found.color)
    result += value.slice(from, found.start)
    result += next === found.color ? found.text : writeColorLike(found.text, next)
    from = found.end
  }
  return result + value.slice(from)
}
