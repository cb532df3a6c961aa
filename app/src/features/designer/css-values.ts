import { formatCssColor, parseCssColor, type Rgba } from '@theme-a-roo/theme'

/*
 * What the Designer's part controls can read back from a CSS value. Anything they cannot read
 * is left to the text field, untouched.
 */

export interface Length {
  amount: number
  unit: LengthUnit
}

type LengthUnit = 'px' | 'rem' | 'em' | '%'

/** Slider ranges that cover what themes use, per unit. */
export const LENGTH_RANGES: Record<LengthUnit, { max: number; step: number }> = {
  px: { max: 48, step: 1 },
  rem: { max: 3, step: 0.125 },
  em: { max: 3, step: 0.125 },
  '%': { max: 50, step: 1 },
}

/** One plain length ('8px', '0.5rem', '0'), or undefined for anything else (calc(), 9999px). */
export function parseLength(value: string): Length | undefined {
  const text = value.trim()
  if (text === '0') return { amount: 0, unit: 'px' }
  const match = /^(\d*\.?\d+)(px|rem|em|%)$/.exec(text)
  if (!match) return undefined
  const amount = Number(match[1])
  const unit = match[2] as LengthUnit
  return amount <= LENGTH_RANGES[unit].max ? { amount, unit } : undefined
}

export function formatLength({ amount, unit }: Length): string {
  return `${Number(amount.toFixed(3))}${unit}`
}

export function parseColor(value: string): Rgba | undefined {
  return parseCssColor(value.trim()) ?? undefined
}

/** A colour as the picker writes it: #rrggbb when opaque, rgba() when not. */
export function formatColor(color: Rgba): string {
  if (color.a >= 1) return formatCssColor(color, 'hex')
  const [r, g, b] = [color.r, color.g, color.b].map(Math.round)
  return `rgba(${r}, ${g}, ${b}, ${Number(color.a.toFixed(2))})`
}

/** The first family of a font stack, without quotes: what the sample is written in. */
export function firstFontFamily(stack: string): string {
  const first = stack.split(',')[0]?.trim() ?? ''
  return first.replace(/^(['"])(.*)\1$/, '$2')
}
