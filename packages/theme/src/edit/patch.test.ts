import { describe, expect, it } from 'vitest'
import type { Theme } from '../types.ts'
import { applyPatch, diffThemes, type ThemePatch } from './patch.ts'

const base: Theme = { name: 'a', displayName: 'A', schemaVersion: 1 }

/** Both ways between two versions: each patch turns one into the other. */
function expectRoundTrip(before: Theme, after: Theme) {
  expect(applyPatch(before, diffThemes(before, after))).toEqual(after)
  expect(applyPatch(after, diffThemes(after, before))).toEqual(before)
}

describe('differences between two versions', () => {
  it('lists only what changed, and applying them gives the other version', () => {
    const before: Theme = { ...base, colors: { primary: '1', ring: '1' } }
    const after: Theme = { ...base, colors: { primary: '2', ring: '1' }, tags: ['x'] }
    expect(diffThemes(before, after)).toEqual([
      [['colors', 'primary'], '2'],
      [['tags'], ['x']],
    ])
    expectRoundTrip(before, after)
    expect(diffThemes(after, structuredClone(after))).toEqual([])
  })

  it('removes keys, and a removal survives being kept as JSON (which has no undefined)', () => {
    const before: Theme = { ...base, colors: { primary: '1', ring: '1' }, mostLike: 'dark' }
    const after: Theme = { ...base, colors: { ring: '1' } }
    const patch = diffThemes(before, after)
    expect(patch).toEqual([[['colors', 'primary']], [['mostLike']]])
    const kept = JSON.parse(JSON.stringify(patch)) as ThemePatch
    const patched = applyPatch(before, kept)
    expect(patched).toEqual(after)
    expect(patched.colors).not.toHaveProperty('primary')
    expect(patched).not.toHaveProperty('mostLike')
  })

  it('replaces arrays whole, never item by item', () => {
    const before: Theme = { ...base, tags: ['a', 'b', 'c'] }
    const after: Theme = { ...base, tags: ['a', 'c'] }
    expect(diffThemes(before, after)).toEqual([[['tags'], ['a', 'c']]])
    expectRoundTrip(before, after)
    // Equal arrays in new objects are no change.
    expect(diffThemes(before, { ...base, tags: ['a', 'b', 'c'] })).toEqual([])
  })

  it('leaves the theme it patches and the values of the patch as they were', () => {
    const before: Theme = { ...base, colors: { primary: '1' } }
    const frozen = structuredClone(before)
    const patch: ThemePatch = [[['buttons'], { default: { background: 'red' } }]]
    const patched = applyPatch(before, patch)
    expect(before).toEqual(frozen)
    expect(patched.colors).toBe(before.colors)
    ;(patched.buttons?.default as Record<string, unknown>).background = 'blue'
    expect(patch[0]?.[1]).toEqual({ default: { background: 'red' } })
  })

  it('undoes a replace of thousands of values in one object at once, leaving the theme it read as it was', () => {
    // Copying the object again for each value took 11 s for 2,282 values: the user's Undo froze.
    const colors = Object.fromEntries(
      Array.from({ length: 20_000 }, (_, index) => [`tone-${index}`, `#${index}`]),
    )
    const large: Theme = { ...base, colors }
    const started = performance.now()
    const undone = applyPatch(large, diffThemes(large, base))
    expect(performance.now() - started).toBeLessThan(1_000)
    expect(undone).toEqual(base)
    expect(applyPatch(base, diffThemes(base, large))).toEqual(large)
    expect(Object.keys(large.colors ?? {})).toHaveLength(20_000)
  })

  it('writes a key named __proto__ as a value, never as the prototype', () => {
    const patched = applyPatch(base, [
      [['colors', '__proto__'], { polluted: true }],
    ]) as unknown as {
      colors: Record<string, unknown>
    }
    expect(Object.getPrototypeOf(patched.colors)).toBe(Object.prototype)
    expect(Object.keys(patched.colors)).toEqual(['__proto__'])
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('carries hostile keys from one version to the other as own properties', () => {
    const hostile = JSON.parse(
      '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}',
    ) as Record<string, unknown>
    const after = { ...base, colors: hostile } as unknown as Theme
    const patched = applyPatch(base, diffThemes(base, after)) as unknown as {
      colors: Record<string, unknown>
    }
    expect(Object.keys(patched.colors)).toEqual(['__proto__', 'constructor'])
    expect(Object.getPrototypeOf(patched.colors)).toBe(Object.prototype)
    expect(patched).toEqual(after)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
})
