import { formatLength, parseColor } from './css-values'

/*
 * Shadows and backdrop filters taken apart into the parts a designer thinks in, and put back
 * together. Only values these parts describe completely are taken apart; anything else (several
 * shadow layers, var(), a filter function without a part here) stays text.
 */

export interface ShadowParts {
  inset: boolean
  x: number
  y: number
  blur: number
  spread: number
  color: string
}

const PX = /^(-?\d*\.?\d+)(px)?$/

function px(token: string): number | undefined {
  const match = PX.exec(token)
  if (!match) return undefined
  // A bare number is only valid CSS when it is 0.
  if (!match[2] && Number(match[1]) !== 0) return undefined
  return Number(match[1])
}

/** Splits on spaces outside parentheses, so rgba(0, 0, 0, 0.5) stays one token. */
function tokens(value: string): string[] {
  const result: string[] = []
  let depth = 0
  let current = ''
  for (const char of value.trim()) {
    if (char === '(') depth++
    if (char === ')') depth--
    if (/\s/.test(char) && depth === 0) {
      if (current) result.push(current)
      current = ''
    } else current += char
  }
  if (current) result.push(current)
  return result
}

export function parseShadow(value: string): ShadowParts | undefined {
  if (/,(?![^()]*\))/.test(value)) return undefined // several layers
  const parts = tokens(value)
  const inset = parts[0] === 'inset'
  if (inset) parts.shift()
  const colorIndex = parts.findIndex((part) => parseColor(part) !== undefined)
  if (colorIndex !== 0 && colorIndex !== parts.length - 1) return undefined
  const [color] = parts.splice(colorIndex, 1)
  const lengths = parts.map(px)
  if (lengths.length < 2 || lengths.length > 4 || lengths.some((n) => n === undefined)) {
    return undefined
  }
  const [x = 0, y = 0, blur = 0, spread = 0] = lengths as number[]
  if (blur < 0) return undefined
  return { inset, x, y, blur, spread, color: color ?? '' }
}

export function formatShadow({ inset, x, y, blur, spread, color }: ShadowParts): string {
  const lengths = [x, y, blur, spread].map((n) => formatLength({ amount: n, unit: 'px' }))
  return [inset ? 'inset' : '', ...lengths, color].filter(Boolean).join(' ')
}

interface FilterParts {
  /** px */
  blur?: number
  /** percent */
  saturate?: number
  /** a factor, 1 = unchanged */
  brightness?: number
}

export const FILTER_RANGES = {
  blur: { min: 0, max: 40, step: 1, unit: 'px' },
  saturate: { min: 0, max: 300, step: 5, unit: '%' },
  brightness: { min: 0, max: 2, step: 0.05, unit: '' },
} as const

export type FilterPart = keyof typeof FILTER_RANGES

/** The order the parts are written in. */
const FILTER_ORDER: readonly FilterPart[] = ['blur', 'saturate', 'brightness']

export function parseFilter(value: string): FilterParts | undefined {
  const text = value.trim()
  if (text === '' || text === 'none') return {}
  const parts: FilterParts = {}
  for (const token of tokens(text)) {
    const match = /^(blur|saturate|brightness)\((-?\d*\.?\d+)(px|%)?\)$/.exec(token)
    if (!match) return undefined
    const [, name, amount, unit] = match as unknown as [string, FilterPart, string, string?]
    if (parts[name] !== undefined) return undefined
    const number = Number(amount)
    if (name === 'blur' && unit !== 'px' && number !== 0) return undefined
    if (name === 'saturate') parts.saturate = unit === '%' ? number : number * 100
    else if (name === 'brightness') parts.brightness = unit === '%' ? number / 100 : number
    else parts.blur = number
  }
  return parts
}

export function formatFilter(parts: FilterParts): string {
  const written = FILTER_ORDER.flatMap((name) => {
    const amount = parts[name]
    if (amount === undefined) return []
    const rounded = Number(amount.toFixed(2))
    return [`${name}(${rounded}${FILTER_RANGES[name].unit})`]
  })
  return written.join(' ') || 'none'
}
