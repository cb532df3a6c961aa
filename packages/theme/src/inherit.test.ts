import { describe, expect, it } from 'vitest'
import { dark as torDark, light as torLight } from 'theme-o-rama'
import { listBuiltInThemes } from './builtins.ts'
import { mergeThemes, resolveInheritance, ThemeInheritanceError } from './inherit.ts'
import { BASE_NAMES, grandchildOf, themesInheriting } from './test/inheriting-corpus.ts'
import { resolveWithThemeORama } from './test/theme-o-rama-inheritance.ts'
import type { Theme } from './types.ts'
import { parseTheme } from './validate.ts'

const light = parseTheme(torLight)
const dark = parseTheme(torDark)

const theme = (name: string, extra: Partial<Theme> = {}): Theme => ({
  name,
  displayName: name.toUpperCase(),
  schemaVersion: 1,
  ...extra,
})

function library(...themes: Theme[]): (name: string) => Theme | undefined {
  return (name) => themes.find((candidate) => candidate.name === name)
}

describe('mergeThemes', () => {
  it('merges plain objects recursively and replaces arrays and scalars', () => {
    const base = theme('base', {
      tags: ['a', 'b'],
      mostLike: 'light',
      colors: { primary: 'red', secondary: 'blue' },
      tables: { row: { hover: { background: 'x', color: 'y' } } },
    })
    const merged = mergeThemes(base, {
      tags: ['c'],
      mostLike: 'dark',
      colors: { primary: 'green' },
      tables: { row: { hover: { color: 'z' } } },
    })
    expect(merged).toEqual({
      ...base,
      tags: ['c'],
      mostLike: 'dark',
      colors: { primary: 'green', secondary: 'blue' },
      tables: { row: { hover: { background: 'x', color: 'z' } } },
    })
  })

  it('returns new objects and leaves both inputs untouched', () => {
    const base = theme('base', { colors: { primary: 'red' }, tags: ['a'], fonts: { sans: 'A' } })
    const override = { colors: { secondary: 'blue' } }
    const before = JSON.stringify([base, override])
    const merged = mergeThemes(base, override)
    expect(JSON.stringify([base, override])).toBe(before)
    expect(merged.colors).not.toBe(base.colors)
    expect(merged.fonts).not.toBe(base.fonts)
    expect(merged.tags).not.toBe(base.tags)
    merged.fonts!.sans = 'changed'
    expect(base.fonts?.sans).toBe('A')
  })

  it('removes a key whose override is undefined or null', () => {
    const base = theme('base', {
      backgroundImage: 'x.png',
      colors: { cardBackdropFilter: 'blur(1px)', card: 'red' },
    })
    const merged = mergeThemes(base, {
      backgroundImage: undefined,
      colors: { cardBackdropFilter: null } as unknown as Theme['colors'],
    })
    expect(merged).not.toHaveProperty('backgroundImage')
    expect(merged.colors).toEqual({ card: 'red' })
  })

  it('replaces a scalar with an object and an object with a scalar', () => {
    const merged = mergeThemes<object>({ a: 'text', b: { c: 1 } }, { a: { d: 1 }, b: 2 })
    expect(merged).toEqual({ a: { d: 1 }, b: 2 })
  })

  it('never assigns __proto__, constructor or prototype, at any depth', () => {
    const override = JSON.parse(
      '{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":2}},"prototype":3,' +
        '"colors":{"__proto__":{"polluted":4},"constructor":"x","primary":"red"}}',
    ) as Partial<Theme>
    const merged = mergeThemes(theme('base'), override)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect((Object.prototype as Record<string, unknown>).polluted).toBeUndefined()
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype)
    expect(Object.getPrototypeOf(merged.colors)).toBe(Object.prototype)
    expect(Object.keys(merged)).not.toContain('__proto__')
    expect(Object.keys(merged)).not.toContain('constructor')
    expect(Object.keys(merged)).not.toContain('prototype')
    expect(merged.colors).toEqual({ primary: 'red' })
    expect(Object.hasOwn(merged, 'constructor')).toBe(false)
    expect((merged as unknown as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('also skips forbidden keys found in the base', () => {
    const base = JSON.parse(
      '{"name":"b","displayName":"B","schemaVersion":1,"__proto__":{"x":1},"fonts":{"__proto__":{"y":1}}}',
    ) as Theme
    const merged = mergeThemes(base, {})
    expect(Object.keys(merged)).toEqual(['name', 'displayName', 'schemaVersion', 'fonts'])
    expect(Object.keys(merged.fonts ?? {})).toEqual([])
    expect((merged as unknown as Record<string, unknown>).x).toBeUndefined()
  })

  it('ignores a non-object override', () => {
    expect(mergeThemes(theme('a'), null as unknown as Theme)).toEqual(theme('a'))
  })
})

describe('resolveInheritance', () => {
  it('returns a copy of a theme without a base', () => {
    const own = theme('solo', { tags: ['x'], colors: { primary: 'red' } })
    const resolved = resolveInheritance(own, library())
    expect(resolved).toEqual(own)
    expect(resolved).not.toBe(own)
    expect(resolved.colors).not.toBe(own.colors)
  })

  it('treats an empty inherits as no base', () => {
    expect(resolveInheritance(theme('a', { inherits: '' }), library())).toEqual(
      theme('a', { inherits: '' }),
    )
  })

  it('resolves theme-o-rama dark against light like ThemeProvider does', () => {
    const resolved = resolveInheritance(dark, library(light, dark))
    expect(resolved.name).toBe('dark')
    expect(resolved.displayName).toBe('Dark')
    expect(resolved.mostLike).toBe('dark')
    expect(resolved.inherits).toBe('light')
    expect(resolved.fonts).toEqual(light.fonts)
    expect(resolved.corners).toEqual(light.corners)
    expect(resolved.colors?.background).toBe('hsl(0 0% 3.9%)')
    expect(resolved.switches).toEqual(dark.switches)
    expect(resolved).not.toHaveProperty('tags')
  })

  it('resolves chains of depth 3 and more, base first, keeping the child identity and tags', () => {
    const root = theme('root', {
      tags: ['root-tag'],
      mostLike: 'light',
      fonts: { sans: 'Root Sans', mono: 'Root Mono' },
      colors: { primary: 'red', secondary: 'red', accent: 'red' },
    })
    const middle = theme('middle', {
      inherits: 'root',
      tags: ['middle-tag'],
      colors: { secondary: 'green', accent: 'green' },
    })
    const upper = theme('upper', {
      inherits: 'middle',
      colors: { accent: 'blue' },
      fonts: { mono: 'Upper Mono' },
    })
    const leaf = theme('leaf', { inherits: 'upper', tags: ['leaf-tag'], mostLike: 'dark' })
    const resolved = resolveInheritance(leaf, library(root, middle, upper, leaf))
    expect(resolved).toEqual({
      name: 'leaf',
      displayName: 'LEAF',
      schemaVersion: 1,
      inherits: 'upper',
      tags: ['leaf-tag'],
      mostLike: 'dark',
      fonts: { sans: 'Root Sans', mono: 'Upper Mono' },
      colors: { primary: 'red', secondary: 'green', accent: 'blue' },
    })
    const upperResolved = resolveInheritance(upper, library(root, middle, upper))
    expect(upperResolved).not.toHaveProperty('tags')
    expect(upperResolved.displayName).toBe('UPPER')
    expect(upperResolved.mostLike).toBe('light')
  })

  it('does not modify any theme of the chain', () => {
    const base = theme('base', { colors: { primary: 'red' } })
    const child = theme('child', { inherits: 'base', colors: { secondary: 'blue' } })
    const before = JSON.stringify([base, child])
    resolveInheritance(child, library(base))
    expect(JSON.stringify([base, child])).toBe(before)
  })

  it('throws for a missing base, naming the theme that needs it', () => {
    const child = theme('child', { inherits: 'middle' })
    const middle = theme('middle', { inherits: 'gone' })
    expect(() => resolveInheritance(child, library())).toThrow(
      new ThemeInheritanceError('Base theme "middle" of theme "child" was not found'),
    )
    expect(() => resolveInheritance(child, library(middle))).toThrow(
      'Base theme "gone" of theme "middle" was not found',
    )
  })

  it('throws for cycles, including a theme that inherits itself', () => {
    const a = theme('a', { inherits: 'b' })
    const b = theme('b', { inherits: 'c' })
    const c = theme('c', { inherits: 'a' })
    expect(() => resolveInheritance(a, library(a, b, c))).toThrow(
      'Inheritance cycle: a → b → c → a',
    )
    expect(() => resolveInheritance(theme('self', { inherits: 'self' }), library())).toThrow(
      'Inheritance cycle: self → self',
    )
    const d = theme('d', { inherits: 'b' })
    const loop = theme('b', { inherits: 'c' })
    const back = theme('c', { inherits: 'b' })
    expect(() => resolveInheritance(d, library(loop, back))).toThrow(
      'Inheritance cycle: d → b → c → b',
    )
  })

  it('throws ThemeInheritanceError', () => {
    try {
      resolveInheritance(theme('x', { inherits: 'y' }), library())
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(ThemeInheritanceError)
      expect(error).toBeInstanceOf(Error)
      expect((error as Error).name).toBe('ThemeInheritanceError')
    }
  })
})

describe.each(['0.4', '0.2'] as const)(
  "resolveInheritance as theme-o-rama %s's loader",
  (version) => {
    const builtIns = listBuiltInThemes().map((entry) => entry.theme)

    /** Both results side by side; theme-o-rama writes `tags: []` where the engine writes none. */
    async function expectSameAsThemeORama(child: Theme, parents: Theme[] = []): Promise<void> {
      const ours = resolveInheritance(child, library(...builtIns, ...parents))
      const theirs = await resolveWithThemeORama(version, child, parents)
      if (theirs.tags?.length === 0 && child.tags === undefined) delete theirs.tags
      expect(ours).toEqual(theirs)
    }

    it('dark over light', async () => {
      await expectSameAsThemeORama(dark)
    })

    it('nested objects merge at every depth; arrays and empty strings replace', async () => {
      const parent = theme('parent', {
        inherits: 'dark',
        tags: ['parent-tag'],
        tables: { row: { hover: { background: 'red', color: 'white' }, border: '1px solid' } },
        buttons: { default: { background: 'blue', hover: { background: 'navy' } } },
        colors: { primary: 'lime', ring: '' },
      })
      const child = theme('child', {
        inherits: 'parent',
        tags: ['child-tag', 'second'],
        tables: { row: { hover: { color: 'black' } } },
        buttons: { default: { hover: { color: 'white' } }, ghost: { color: 'gray' } },
        colors: { ring: 'hsl(0 0% 50%)', primary: '' },
      })
      await expectSameAsThemeORama(child, [parent])
    })

    it('tags are never inherited', async () => {
      const parent = theme('parent', { inherits: 'light', tags: ['hidden'] })
      await expectSameAsThemeORama(theme('child', { inherits: 'parent' }), [parent])
    })

    it.each(BASE_NAMES)('every corpus theme inheriting %s', async (baseName) => {
      const children = themesInheriting(baseName)
      for (const child of children) await expectSameAsThemeORama(child)
      for (const parent of children) await expectSameAsThemeORama(grandchildOf(parent), [parent])
    })
  },
)
