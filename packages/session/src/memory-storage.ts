import type { KeyValueStorage } from './types.ts'

/** Storage that lives in memory: for a session without a browser, and for tests. */
export function createMemoryStorage(entries: Record<string, string> = {}): KeyValueStorage & {
  entries(): Record<string, string>
} {
  const values = new Map(Object.entries(entries))
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
    entries: () => Object.fromEntries(values),
  }
}
