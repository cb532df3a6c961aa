import { isPlainObject, type PlainObject } from '../objects.ts'
import type { Theme } from '../types.ts'

/*
 * Reading and writing one field of a theme by its path. Writes copy each object on the path and
 * keep every other key, so properties an editor does not know survive its edits. Paths come from
 * the field catalogue or the caller's code, never from user input, and only own properties are
 * read.
 */

export function readField(theme: object | undefined, path: readonly string[]): unknown {
  let node: unknown = theme
  for (const key of path) {
    if (!isPlainObject(node) || !Object.hasOwn(node, key)) return undefined
    node = node[key]
  }
  return node
}

/** The theme with the field set to `value`, or removed when `value` is undefined. */
export function writeField(theme: Theme, path: readonly string[], value: unknown): Theme {
  const write = (node: PlainObject, index: number): PlainObject => {
    const key = path[index] as string
    const copy = { ...node }
    if (index === path.length - 1) {
      if (value === undefined) delete copy[key]
      else copy[key] = value
      return copy
    }
    const child = isPlainObject(node[key]) ? node[key] : {}
    const next = write(child, index + 1)
    // An object left empty by a removal goes too, so resetting a field leaves no `{}` behind.
    if (Object.keys(next).length === 0) delete copy[key]
    else copy[key] = next
    return copy
  }
  return write(theme as unknown as PlainObject, 0) as unknown as Theme
}

export interface FieldTrace {
  /** The theme's own value, if it sets one. */
  own: unknown
  /** What applies: the own value, else the nearest base's. */
  effective: unknown
  /** The base the effective value comes from, when it is inherited. */
  from?: string
}

/** What a theme never takes from its base: who it is and what it builds on. */
const NEVER_INHERITED = new Set(['name', 'displayName', 'inherits', 'tags', 'schemaVersion'])

/** Whether a base can supply this field, so that removing the theme's own value means something. */
export function isInheritable(path: readonly string[]): boolean {
  return !NEVER_INHERITED.has(path[0] ?? '')
}

/**
 * Where a field's value comes from, following `inherits` from base to base as the engine merges
 * them; a missing base or a loop simply ends the search.
 */
export function traceField(
  theme: Theme,
  path: readonly string[],
  findTheme: (name: string) => Theme | undefined,
): FieldTrace {
  const own = readField(theme, path)
  if (own !== undefined || !isInheritable(path)) {
    return { own, effective: own }
  }
  const seen = new Set([theme.name])
  let base = theme.inherits ? findTheme(theme.inherits) : undefined
  while (base && !seen.has(base.name)) {
    seen.add(base.name)
    const value = readField(base, path)
    if (value !== undefined) return { own, effective: value, from: base.name }
    base = base.inherits ? findTheme(base.inherits) : undefined
  }
  return { own, effective: undefined }
}
