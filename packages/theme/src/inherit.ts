// Theme inheritance: a theme is deeply merged on top of its base theme, to any depth.
import { clonePlain, isForbiddenKey, isPlainObject, type PlainObject } from './objects.ts'
import type { Theme } from './types.ts'

/** Thrown by resolveInheritance when a base theme is missing or the chain loops. */
export class ThemeInheritanceError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ThemeInheritanceError'
  }
}

/**
 * Deep merge of two theme-like objects into new objects. Plain objects merge key by key; arrays
 * and scalars in `override` replace those in `base`; an `undefined` or `null` in `override`
 * removes the key (theme-o-rama would keep a null and then skip it when applying, which renders
 * the same). The keys `__proto__`, `constructor` and `prototype` are skipped at every depth.
 * Neither input is modified and the result shares no objects with them.
 */
export function mergeThemes<T extends object>(base: T, override: Partial<T>): T {
  return mergeObjects(
    isPlainObject(base) ? base : {},
    isPlainObject(override) ? override : {},
  ) as unknown as T
}

function mergeObjects(base: PlainObject, override: PlainObject): PlainObject {
  const result = clonePlain(base)
  for (const key of Object.keys(override)) {
    if (isForbiddenKey(key)) continue
    const value = override[key]
    if (value === undefined || value === null) {
      delete result[key]
    } else if (isPlainObject(value)) {
      const current = result[key]
      result[key] = mergeObjects(isPlainObject(current) ? current : {}, value)
    } else {
      result[key] = clonePlain(value)
    }
  }
  return result
}

/**
 * Resolves a theme's `inherits` chain, base first, to any depth. `findTheme` looks a theme up by
 * name and returns it unresolved (or resolved: merging is idempotent along a chain).
 *
 * The result keeps the theme's own `name`, `displayName`, `inherits` (as written, so an editor can
 * still show which base a theme builds on) and `tags`: tags are never inherited, so a theme without
 * tags of its own has none. The input is not modified; the result is a fresh copy.
 */
export function resolveInheritance(
  theme: Theme,
  findTheme: (name: string) => Theme | undefined,
): Theme {
  const chain: Theme[] = [theme]
  const seen = [theme.name]
  let current = theme
  // An empty `inherits` means no base, as in theme-o-rama.
  while (current.inherits) {
    const baseName = current.inherits
    if (seen.includes(baseName)) {
      throw new ThemeInheritanceError(`Inheritance cycle: ${[...seen, baseName].join(' → ')}`)
    }
    const base = findTheme(baseName)
    if (!base) {
      throw new ThemeInheritanceError(
        `Base theme "${baseName}" of theme "${current.name}" was not found`,
      )
    }
    seen.push(baseName)
    chain.push(base)
    current = base
  }
  let merged = clonePlain(chain[chain.length - 1]) as Theme
  for (let index = chain.length - 2; index >= 0; index--) {
    merged = mergeThemes(merged, chain[index] as Theme)
  }
  delete merged.tags
  if (theme.tags !== undefined) merged.tags = [...theme.tags]
  return merged
}
