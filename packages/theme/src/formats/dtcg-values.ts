// CSS lengths, font stacks and box shadows <-> the dimension, fontFamily and shadow values of the
// Design Tokens format (DTCG 2025.10). Each direction returns undefined (or a problem) for what
// the other side cannot hold, so the caller can keep that value some other way.
import { cssColorToDtcg, dtcgColorToCss, type DtcgColor } from './dtcg-color.ts'
import { showValue } from './dtcg-notes.ts'

export interface DtcgDimension {
  value: number
  unit: 'px' | 'rem'
}

export interface DtcgShadowLayer {
  color: DtcgColor
  offsetX: DtcgDimension
  offsetY: DtcgDimension
  blur: DtcgDimension
  spread: DtcgDimension
  inset?: boolean
}

export type Reading = { css: string } | { problem: string }

/** A number token (shadcn's shadow-opacity) as CSS. */
export function numberToCss(value: unknown): Reading {
  return typeof value === 'number' && Number.isFinite(value)
    ? { css: String(value) }
    : { problem: 'a number token must hold a number' }
}

const LENGTH = /^([+-]?(?:\d+(?:\.\d+)?|\.\d+)(?:e[+-]?\d+)?)(px|rem)?$/i

/** `12px`, `0.5rem` or `0` as a dimension; undefined for other units (%, em, vw, calc()...),
 * which the format cannot hold. */
export function cssLengthToDimension(css: string): DtcgDimension | undefined {
  const match = LENGTH.exec(css.trim())
  if (!match) return undefined
  const value = Number(match[1])
  const unit = match[2]?.toLowerCase()
  if (!Number.isFinite(value)) return undefined
  if (unit === 'px' || unit === 'rem') return { value: tidy(value), unit }
  return value === 0 ? { value: 0, unit: 'px' } : undefined
}

/** A dimension token's value as a CSS length: `{ value, unit }`, or a string (`"8px"`) as older
 * tools write. */
export function dimensionToCss(value: unknown): Reading {
  if (typeof value === 'string') {
    const dimension = cssLengthToDimension(value)
    return dimension
      ? { css: value.trim() }
      : { problem: `${showValue(value)} is not a px or rem length` }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { problem: 'a dimension must be an object with value and unit' }
  }
  const { value: number, unit } = value as Record<string, unknown>
  if (typeof number !== 'number' || !Number.isFinite(number)) {
    return { problem: 'a dimension value must be a number' }
  }
  if (unit !== 'px' && unit !== 'rem') {
    return { problem: `unit ${showValue(unit)} is not px or rem` }
  }
  return { css: `${tidy(number)}${unit}` }
}

function tidy(value: number): number {
  const rounded = Number(value.toFixed(6))
  return Object.is(rounded, -0) ? 0 : rounded
}

/** Keywords a font name must be quoted to mean a font. */
const CSS_WIDE_KEYWORDS: ReadonlySet<string> = new Set([
  'inherit',
  'initial',
  'unset',
  'revert',
  'revert-layer',
  'default',
])

const IDENTIFIER = /^-?[A-Za-z_][A-Za-z0-9_-]*$/

/**
 * A CSS font stack (`'Inter', system-ui, sans-serif`) as the list of its family names; undefined
 * when it is not a plain list of names (an unclosed quote, `var()`, an empty entry).
 */
export function cssFontStackToFamilies(css: string): string[] | undefined {
  const families: string[] = []
  for (const entry of splitTopLevel(css, ',')) {
    const text = entry.trim()
    const quote = text[0]
    if (quote === '"' || quote === "'") {
      const name = readQuoted(text, quote)
      if (name === undefined) return undefined
      families.push(name)
      continue
    }
    const words = text.split(/\s+/)
    if (!words.every((word) => IDENTIFIER.test(word))) return undefined
    families.push(words.join(' '))
  }
  return families.length > 0 ? families : undefined
}

/** The text of a quoted name taking up the whole entry, escapes undone. */
function readQuoted(text: string, quote: string): string | undefined {
  let name = ''
  for (let at = 1; at < text.length; at++) {
    const char = text[at]
    if (char === '\\') {
      name += text[++at] ?? ''
    } else if (char === quote) {
      return at === text.length - 1 && name.trim() !== '' ? name : undefined
    } else {
      name += char
    }
  }
  return undefined
}

/** A fontFamily token's value (a name or a list of names) as a CSS font stack. A name is quoted
 * unless it is one plain identifier (as `Inter` and the generic `sans-serif` are). */
export function familiesToCss(value: unknown): Reading {
  const names = typeof value === 'string' ? [value] : value
  if (
    !Array.isArray(names) ||
    names.length === 0 ||
    !names.every((name) => typeof name === 'string' && name.trim() !== '')
  ) {
    return { problem: 'a font family must be a name or a list of names' }
  }
  const css = (names as string[])
    .map((name) => {
      const trimmed = name.trim()
      if (IDENTIFIER.test(trimmed) && !CSS_WIDE_KEYWORDS.has(trimmed.toLowerCase())) return trimmed
      return `'${trimmed.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`
    })
    .join(', ')
  return { css }
}

/**
 * A CSS box-shadow as shadow layers: `[]` for `none`; undefined when a layer is not
 * `[inset] x y [blur [spread]] colour` with px/rem lengths and a colour culori reads (a
 * missing colour, which CSS takes from the text colour, cannot be a token either).
 */
export function cssShadowToLayers(css: string): DtcgShadowLayer[] | undefined {
  if (css.trim().toLowerCase() === 'none') return []
  const layers: DtcgShadowLayer[] = []
  for (const layerText of splitTopLevel(css, ',')) {
    const layer = parseShadowLayer(layerText)
    if (!layer) return undefined
    layers.push(layer)
  }
  return layers
}

function parseShadowLayer(text: string): DtcgShadowLayer | undefined {
  const lengths: DtcgDimension[] = []
  let color: DtcgColor | undefined
  let inset = false
  // CSS wants the lengths side by side: once something else follows them, no more may come.
  let lengthsClosed = false
  for (const part of splitTopLevel(text.trim(), ' ')) {
    if (part === '') continue
    if (part.toLowerCase() === 'inset' && !inset) {
      inset = true
      lengthsClosed ||= lengths.length > 0
      continue
    }
    const length = cssLengthToDimension(part)
    if (length) {
      if (lengthsClosed || lengths.length === 4) return undefined
      lengths.push(length)
      continue
    }
    lengthsClosed ||= lengths.length > 0
    const converted = color ? undefined : cssColorToDtcg(part)
    if (!converted) return undefined
    color = converted.color
  }
  const [offsetX, offsetY, blur = ZERO, spread = ZERO] = lengths
  if (!color || !offsetX || !offsetY) return undefined
  return { color, offsetX, offsetY, blur, spread, ...(inset ? { inset } : {}) }
}

const ZERO: DtcgDimension = { value: 0, unit: 'px' }

/** A shadow token's value (one layer or a list of them) as a CSS box-shadow; a single layer that
 * draws nothing (no offset, blur or spread, fully transparent) as `none`. */
export function layersToCss(value: unknown): Reading {
  const layers = Array.isArray(value) ? value : [value]
  if (layers.length === 0) return { css: 'none' }
  const written: string[] = []
  let invisible = layers.length === 1
  for (const layer of layers as unknown[]) {
    if (typeof layer !== 'object' || layer === null || Array.isArray(layer)) {
      return { problem: 'a shadow must be an object with color, offsetX, offsetY, blur, spread' }
    }
    const parts = layer as Record<string, unknown>
    const lengths: string[] = []
    for (const key of ['offsetX', 'offsetY', 'blur', 'spread'] as const) {
      // blur and spread default to 0 in CSS; offsets do not.
      if (parts[key] === undefined && (key === 'blur' || key === 'spread')) {
        lengths.push('0px')
        continue
      }
      const length = dimensionToCss(parts[key])
      if ('problem' in length) return { problem: `shadow ${key}: ${length.problem}` }
      lengths.push(length.css)
    }
    const color = dtcgColorToCss(parts.color)
    if ('problem' in color) return { problem: `shadow color: ${color.problem}` }
    const inset = parts.inset === true ? 'inset ' : ''
    // Lengths first: the colour is parsed only for a layer of no size.
    invisible &&=
      lengths.every((length) => parseFloat(length) === 0) &&
      cssColorToDtcg(color.css)?.color.alpha === 0
    written.push(`${inset}${lengths.join(' ')} ${color.css}`)
  }
  return { css: invisible ? 'none' : written.join(', ') }
}

/** Splits at a separator outside parentheses and quotes (`,` between shadow layers or fonts,
 * ` ` between the parts of a layer). */
function splitTopLevel(text: string, separator: ',' | ' '): string[] {
  const parts: string[] = []
  let depth = 0
  let quote: string | undefined
  let start = 0
  for (let at = 0; at < text.length; at++) {
    const char = text[at] ?? ''
    if (quote) {
      if (char === '\\') at++
      else if (char === quote) quote = undefined
    } else if (char === '"' || char === "'") {
      quote = char
    } else if (char === '(') {
      depth++
    } else if (char === ')') {
      depth = Math.max(0, depth - 1)
    } else if (depth === 0 && (separator === ',' ? char === ',' : /\s/.test(char))) {
      parts.push(text.slice(start, at))
      start = at + 1
    }
  }
  parts.push(text.slice(start))
  return parts
}
