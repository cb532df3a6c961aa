import {
  fixContrast,
  measureThemeContrast,
  type ContrastPair,
  type Rgb,
  type Theme,
} from '@theme-a-roo/theme'

export interface ContrastRow extends ContrastPair {
  /** The colour that brings every pair sharing this pair's colour to its target, if one exists. */
  fix?: string
}

/**
 * The theme's pairs, each with its fix. Several pairs share one text colour (muted text sits on
 * muted, on the page and on cards): a fix must hold for all of them, so it is found for the
 * field as a whole, with the lowest of their ratios.
 */
export function contrastRows(theme: Theme, backdrops: readonly Rgb[]): ContrastRow[] {
  const pairs = measureThemeContrast(theme, backdrops)
  const byField = new Map<string, ContrastPair[]>()
  for (const pair of pairs) {
    if (!pair.field) continue
    const key = pair.field.join('.')
    byField.set(key, [...(byField.get(key) ?? []), pair])
  }
  const fixes = new Map<string, string | undefined>()
  for (const [key, group] of byField) {
    const first = group[0]
    if (!first || group.every((pair) => pair.ratio >= pair.target)) continue
    const ratioWith = (text: string) => Math.min(...group.map((pair) => pair.ratioWith(text)))
    fixes.set(key, fixContrast({ ...first, ratio: ratioWith(first.value), ratioWith }))
  }
  return pairs.map((pair) => {
    const fix = pair.field && pair.ratio < pair.target ? fixes.get(pair.field.join('.')) : undefined
    return fix ? { ...pair, fix } : pair
  })
}

/** One change per field for every failing pair that has a fix. */
export function allFixes(rows: readonly ContrastRow[]): [readonly string[], string][] {
  const changes = new Map<string, [readonly string[], string]>()
  for (const row of rows) {
    if (row.fix && row.field) changes.set(row.field.join('.'), [row.field, row.fix])
  }
  return [...changes.values()]
}
