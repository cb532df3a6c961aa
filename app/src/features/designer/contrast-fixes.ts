import {
  fixContrast,
  measureThemeContrast,
  parseCssColor,
  type ContrastPair,
  type Rgb,
  type Theme,
} from '@theme-a-roo/theme'

export interface ContrastRow extends ContrastPair {
  /** Below its target, with a single colour in a field of its own: Fix can try to lift it. */
  fixable: boolean
}

/** The theme's pairs as measured. Fixes are searched only when asked for: that search is slow. */
export function contrastRows(theme: Theme, backdrops: readonly Rgb[]): ContrastRow[] {
  return measureThemeContrast(theme, backdrops).map((pair) => ({
    ...pair,
    fixable: pair.field !== undefined && pair.ratio < pair.target && !!parseCssColor(pair.value),
  }))
}

const fieldKey = (row: ContrastPair) => row.field?.join('.')

/**
 * The colour that brings every pair sharing this row's colour to its target, if one exists.
 * Several pairs share one colour (muted text sits on muted, on the page and on cards): the fix
 * must hold for all of them, so it is searched with the lowest of their ratios.
 */
export function fixFor(rows: readonly ContrastRow[], row: ContrastRow): string | undefined {
  if (!row.fixable) return undefined
  const group = rows.filter((other) => fieldKey(other) === fieldKey(row))
  const ratioWith = (text: string) =>
    group.reduce((lowest, pair) => Math.min(lowest, pair.ratioWith(text)), Infinity)
  const target = group.reduce((highest, pair) => Math.max(highest, pair.target), 0)
  return fixContrast({ ...row, ratio: ratioWith(row.value), target, ratioWith })
}

/** One change per field for every failing pair that has a fix. */
export function allFixes(rows: readonly ContrastRow[]): [readonly string[], string][] {
  const changes = new Map<string, [readonly string[], string]>()
  for (const row of rows) {
    const key = fieldKey(row)
    if (!row.field || !key || changes.has(key)) continue
    const fix = fixFor(rows, row)
    if (fix) changes.set(key, [row.field, fix])
  }
  return [...changes.values()]
}
