// The validator's side of tailwind-variables.ts: a theme whose unlisted keys would overwrite
// Tailwind's own variables is refused, with one message per group that names every such key, so
// that a theme from a link, a file or an NFT cannot restyle the page it is opened in.
import { tailwindVariableOf } from './css-variable-names.ts'
import { isPlainObject, type PlainObject } from './objects.ts'
import type { SchemaViolation } from './schema-violation.ts'
import { proseList } from './prose-list.ts'

/** An unknown property of a group whose keys become variables: `/colors/spacing`. */
const GROUP_KEY = /^\/(colors|fonts|corners|shadows)\/([^/]+)$/

/** Keys a message names at most; the rest are counted. */
const NAMED_AT_MOST = 6

interface Overwrite {
  key: string
  variable: string
}

function overwriteOf(violation: SchemaViolation): { group: string; found: Overwrite } | undefined {
  if (violation.keyword !== 'additionalProperties' || violation.severity !== 'warning') {
    return undefined
  }
  const [, group, segment] = GROUP_KEY.exec(violation.path) ?? []
  if (group === undefined || segment === undefined) return undefined
  const key = segment.replace(/~1/g, '/').replace(/~0/g, '~')
  const variable = tailwindVariableOf(group, key)
  return variable ? { group, found: { key, variable } } : undefined
}

/** `a`, `a and b`, `a, b and c`, or the first few and how many more. */
function listed(items: readonly string[]): string {
  const shown = items.slice(0, NAMED_AT_MOST)
  const more = items.length - shown.length
  return more > 0 ? `${shown.join(', ')} and ${more} more` : proseList(shown)
}

function refusal(group: string, overwrites: readonly Overwrite[]): SchemaViolation {
  const keys = listed(overwrites.map(({ key }) => JSON.stringify(key)))
  const variables = listed(overwrites.map(({ variable }) => variable))
  const one = overwrites.length === 1
  return {
    severity: 'error',
    path: `/${group}`,
    message: one
      ? `${keys} would overwrite ${variables}, one of Tailwind's own variables, and restyle the whole page around the theme: rename or remove it`
      : `${keys} would overwrite ${variables}, Tailwind's own variables, and restyle the whole page around the theme: rename or remove them`,
    keyword: 'tailwind-variable',
  }
}

/**
 * The findings with the warnings for unlisted keys that would overwrite Tailwind's variables
 * (written as variables, they would restyle the page) turned into one error per group, naming
 * every such key, in the place of the group's first.
 */
export function refuseTailwindVariables(violations: SchemaViolation[]): SchemaViolation[] {
  const groups = new Map<string, Overwrite[]>()
  const found = violations.map(overwriteOf)
  for (const entry of found) {
    if (!entry) continue
    const overwrites = groups.get(entry.group)
    if (overwrites) overwrites.push(entry.found)
    else groups.set(entry.group, [entry.found])
  }
  if (groups.size === 0) return violations
  const result: SchemaViolation[] = []
  violations.forEach((violation, index) => {
    const entry = found[index]
    if (!entry) result.push(violation)
    else if (entry.found === groups.get(entry.group)?.[0]) {
      result.push(refusal(entry.group, groups.get(entry.group) ?? []))
    }
  })
  return result
}

/** The groups whose keys become variables, as the refusal reads them. */
const VARIABLE_GROUPS = ['colors', 'fonts', 'corners', 'shadows'] as const

/**
 * A theme document without the keys that would overwrite Tailwind's variables, and the variables
 * they named. For a theme saved before such keys were refused (a tweakcn import kept `--spacing`
 * and `--tracking-normal`), so that it loads without them instead of not at all.
 */
export function withoutTailwindVariables(data: unknown): { data: unknown; removed: string[] } {
  if (!isPlainObject(data)) return { data, removed: [] }
  const removed: string[] = []
  const result: PlainObject = { ...data }
  for (const group of VARIABLE_GROUPS) {
    const values = data[group]
    if (!isPlainObject(values)) continue
    const kept = Object.entries(values).filter(([key]) => {
      const variable = tailwindVariableOf(group, key)
      if (variable) removed.push(variable)
      return !variable
    })
    if (kept.length < Object.keys(values).length) result[group] = Object.fromEntries(kept)
  }
  return { data: removed.length ? result : data, removed }
}
