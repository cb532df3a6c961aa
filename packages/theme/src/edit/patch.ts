import { isPlainObject } from '../objects.ts'

/*
 * The differences between two versions of a theme (or any JSON value) as a list of changes, and
 * those changes made to a theme. An undo history keeps patches instead of whole themes, so a
 * small edit of a large theme costs little; patches are plain JSON, so they can be stored.
 */

/** One changed value: where, and what it becomes; without a value, the key is removed (JSON
 * has no undefined, and a null would be kept as a value). */
export type ThemeChange = [path: string[], value?: unknown]
export type ThemePatch = ThemeChange[]

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  return JSON.stringify(a) === JSON.stringify(b)
}

/** The changes that turn `from` into `to`, object by object; arrays and values are replaced. */
export function diffThemes(from: unknown, to: unknown, path: string[] = []): ThemePatch {
  if (!isPlainObject(from) || !isPlainObject(to)) {
    if (sameValue(from, to)) return []
    return to === undefined ? [[path]] : [[path, to]]
  }
  const changes: ThemePatch = []
  for (const key of new Set([...Object.keys(from), ...Object.keys(to)])) {
    if (from[key] === to[key]) continue
    changes.push(...diffThemes(from[key], to[key], [...path, key]))
  }
  return changes
}

/** Sets an own property, whatever its name (assigning `__proto__` would set the prototype). */
function setOwn(node: Record<string, unknown>, key: string, value: unknown) {
  Object.defineProperty(node, key, { value, enumerable: true, writable: true, configurable: true })
}

/** A copy of a change's value, so the patched theme shares nothing with the patch. Values are
 * JSON; JSON.parse keeps a key named `__proto__` as an own property. */
function copyOfValue(value: unknown): unknown {
  return value === undefined ? undefined : JSON.parse(JSON.stringify(value))
}

/**
 * The theme with the changes made (new objects along each changed path). Each object is copied
 * once per patch and changed in place after that: copying it again for each of its values would
 * make the undo of a whole-theme replace take time growing with the square of its size.
 */
export function applyPatch<T extends object>(theme: T, patch: ThemePatch): T {
  const copies = new WeakSet<object>()
  const copyOf = (node: unknown): Record<string, unknown> => {
    if (isPlainObject(node) && copies.has(node)) return node
    const copy = isPlainObject(node) ? { ...node } : {}
    copies.add(copy)
    return copy
  }
  let result: Record<string, unknown> | undefined
  for (const change of patch) {
    const [path, value] = change
    if (path.length === 0) continue
    result = copyOf(result ?? theme)
    let node = result
    for (const key of path.slice(0, -1)) {
      const child = copyOf(node[key])
      setOwn(node, key, child)
      node = child
    }
    const last = path.at(-1) as string
    if (change.length === 1) delete node[last]
    else setOwn(node, last, copyOfValue(value))
  }
  return (result ?? theme) as unknown as T
}
