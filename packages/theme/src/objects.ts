// Helpers for plain JSON-like data. Theme documents come from files, editors and clipboards, so
// every copy made here refuses the keys that could reach an object's prototype.

/** Keys never copied or assigned: writing them can change a prototype instead of a property. */
const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype'])

export function isForbiddenKey(key: string): boolean {
  return FORBIDDEN_KEYS.has(key)
}

export type PlainObject = Record<string, unknown>

/** A JSON object: not null, not an array, and created by `{}`, JSON.parse or Object.create(null). */
export function isPlainObject(value: unknown): value is PlainObject {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const proto: unknown = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null
}

/**
 * Deep copy of plain objects and arrays; other values are returned as they are. Forbidden keys
 * and `undefined` values are dropped at every depth.
 */
export function clonePlain<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => clonePlain(item)) as T
  if (!isPlainObject(value)) return value
  const copy: PlainObject = {}
  for (const key of Object.keys(value)) {
    if (isForbiddenKey(key)) continue
    const item = value[key]
    if (item === undefined) continue
    copy[key] = clonePlain(item)
  }
  return copy as T
}

/** Escapes one JSON pointer segment (RFC 6901). */
export function pointerSegment(key: string | number): string {
  return String(key).replace(/~/g, '~0').replace(/\//g, '~1')
}
