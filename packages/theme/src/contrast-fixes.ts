/**
 * Fixes for the failing pairs of a measured theme, field by field. Several pairs share one text
 * colour (muted text sits on muted, on the page and on cards), so a fix is searched against all
 * of the pairs its field colours and must hold for every one of them.
 */
import { parseCssColor } from './color.ts'
import { fixContrast } from './contrast.ts'
import { type ContrastPair } from './contrast-pair.ts'

/** A change to a theme: the path of a field and its new colour. */
export type ContrastFix = [field: readonly string[], color: string]

/** Below its target, with a single colour in a field of its own: a fix can try to lift it. */
export function isFixable(pair: ContrastPair): boolean {
  return pair.field !== undefined && pair.ratio < pair.target && !!parseCssColor(pair.value)
}

const fieldKey = (pair: ContrastPair) => pair.field?.join('.')

/** The colour that brings every pair sharing this pair's field to its target, if one exists. */
export function fixContrastGroup(
  pairs: readonly ContrastPair[],
  pair: ContrastPair,
): string | undefined {
  if (!isFixable(pair)) return undefined
  const group = pairs.filter((other) => fieldKey(other) === fieldKey(pair))
  const ratioWith = (text: string) =>
    group.reduce((lowest, member) => Math.min(lowest, member.ratioWith(text)), Infinity)
  const target = group.reduce((highest, member) => Math.max(highest, member.target), 0)
  return fixContrast({ ...pair, ratio: ratioWith(pair.value), target, ratioWith })
}

/** One change per field for every failing pair that has a fix. */
export function fixAllContrast(pairs: readonly ContrastPair[]): ContrastFix[] {
  const changes = new Map<string, ContrastFix>()
  for (const pair of pairs) {
    const key = fieldKey(pair)
    if (!pair.field || !key || changes.has(key)) continue
    const fix = fixContrastGroup(pairs, pair)
    if (fix) changes.set(key, [pair.field, fix])
  }
  return [...changes.values()]
}
