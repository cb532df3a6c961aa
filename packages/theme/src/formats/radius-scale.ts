// Corners given as a formula over shadcn's `--radius` (`--radius-sm: calc(var(--radius) * 0.6)` in
// `@theme inline`). An import works them out, so the theme shows them; an export writes them back
// as the formula, where the app derives them from its radius, rather than as variables of their own.
// Also shadcn's classic scale around the radius (sm, md, xl), which an import fills in when a file
// gives only --radius.
import type { Theme } from '../types.ts'

/** The offsets of shadcn's corner scale from --radius, in px. */
export const SHADCN_CORNER_OFFSETS = { sm: -4, md: -2, xl: 4 } as const

/** shadcn's corners around a radius: sm, md and xl, as an import fills them in. */
export function shadcnCornerScale(radius: string): [keyof typeof SHADCN_CORNER_OFFSETS, string][] {
  return (['sm', 'md', 'xl'] as const).map((key) => [
    key,
    offsetLength(radius, SHADCN_CORNER_OFFSETS[key]),
  ])
}

const LENGTH = /^(-?(?:\d+\.?\d*|\.\d+))([a-z]*)$/i

/** radius + offset px: computed when radius is in px (or zero), else a calc() of the literal. */
function offsetLength(radius: string, offsetPx: number): string {
  const match = LENGTH.exec(radius)
  const amount = Number(match?.[1])
  const unit = match?.[2]?.toLowerCase()
  if (match && (unit === 'px' || amount === 0)) {
    const base = unit === 'px' ? amount : 0
    // A negative radius is clamped to zero by the browser; writing 0px says the same.
    return `${Math.max(0, Math.round((base + offsetPx) * 1000) / 1000)}px`
  }
  return `calc(${radius} ${offsetPx < 0 ? '-' : '+'} ${Math.abs(offsetPx)}px)`
}

type ScaleKey = keyof typeof SHADCN_CORNER_OFFSETS

/** shadcn's classic scale (`calc(var(--radius) - 4px)`), which an import derives from the radius. */
export function classicScaleValue(key: ScaleKey): string {
  const offset = SHADCN_CORNER_OFFSETS[key]
  return `calc(var(--radius) ${offset < 0 ? '-' : '+'} ${Math.abs(offset)}px)`
}

/** Whether a theme layer's corner is the classic scale, which the import derives anyway. */
export function isClassicScale(corner: string, value: string): boolean {
  if (!(corner in SHADCN_CORNER_OFFSETS)) return false
  return value.replace(/\s+/g, ' ').trim() === classicScaleValue(corner as ScaleKey)
}

/** A corner over the radius: its formula, and whether it is the scale an import derives. */
export interface RadiusCorner {
  formula: string
  classic: boolean
}

/**
 * The corners (by key, `lg` aside) every theme with a radius gives as a formula over it, the same
 * in each: the classic scale an import derives, or a calc() that names the radius.
 */
export function cornersOverRadius(given: readonly Theme[]): Map<string, RadiusCorner> {
  const themes = given.filter((theme) => typeof theme.corners?.lg === 'string')
  const found = new Map<string, RadiusCorner>()
  const [first] = themes
  for (const key of Object.keys(first?.corners ?? {})) {
    if (key === 'lg') continue
    const corners = themes.map((theme) => overRadius(theme, key))
    const [corner] = corners
    if (corner && corners.every((other) => other?.formula === corner.formula)) {
      found.set(key, corner)
    }
  }
  return found
}

function overRadius(theme: Theme, key: string): RadiusCorner | undefined {
  const radius = theme.corners?.lg as string
  const value = (theme.corners as Record<string, unknown> | undefined)?.[key]
  if (typeof value !== 'string') return undefined
  const classic = shadcnCornerScale(radius).find(([scaleKey]) => scaleKey === key)?.[1]
  if (value === classic) return { formula: classicScaleValue(key as ScaleKey), classic: true }
  if (!/^calc\(/.test(value) || !value.includes(radius)) return undefined
  return { formula: value.split(radius).join('var(--radius)'), classic: false }
}
