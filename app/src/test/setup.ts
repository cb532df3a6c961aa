import 'fake-indexeddb/auto'
import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

afterEach(() => cleanup())

/*
 * Node's structuredClone turns jsdom's Blob into an empty object, so an image stored in the fake
 * image database came back without its bytes. A browser keeps them; blobs cannot change, so the
 * test database keeps the same Blob, and images read back hash as they do in the browser.
 */
const nodeClone = globalThis.structuredClone
function cloneKeepingBlobs<T>(value: T, options?: StructuredSerializeOptions): T {
  if (value instanceof Blob) return value
  if (Array.isArray(value)) return value.map((item: unknown) => cloneKeepingBlobs(item)) as T
  if (
    value !== null &&
    typeof value === 'object' &&
    Object.getPrototypeOf(value) === Object.prototype
  ) {
    const copy: Record<string, unknown> = {}
    for (const [key, item] of Object.entries(value)) copy[key] = cloneKeepingBlobs(item)
    return copy as T
  }
  return nodeClone(value, options)
}
globalThis.structuredClone = cloneKeepingBlobs
