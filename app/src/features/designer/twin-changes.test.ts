import { describe, expect, it } from 'vitest'
import {
  listBuiltInThemes,
  makeTwin,
  resolveInheritance,
  writeField,
  type Theme,
} from '@theme-a-roo/theme'
import { twinChanges } from './twin-changes'

const builtIns = listBuiltInThemes().map(({ theme }) => theme)
const resolve = (theme: Theme) =>
  resolveInheritance(theme, (name) => builtIns.find((base) => base.name === name))

describe('the changes that make a working theme its twin', () => {
  const working: Theme = {
    name: 'theme-a-roo-design',
    displayName: 'Design',
    schemaVersion: 1,
    inherits: 'light',
    mostLike: 'light',
    backgroundImage: 'blob:http://127.0.0.1/image',
    colors: { primary: '#324053', primaryForeground: '#dfff75' },
  }
  const resolved = resolve(working)
  const twin = makeTwin(resolved)
  const changes = twinChanges(resolved, twin)
  const applied = changes.reduce((theme, [path, value]) => writeField(theme, path, value), working)

  it('resolve to the twin, keeping the theme’s name, base and image', () => {
    expect(resolve(applied)).toEqual({ ...twin, name: working.name })
    expect(applied).toMatchObject({
      name: 'theme-a-roo-design',
      displayName: 'Design Dark',
      mostLike: 'dark',
      inherits: 'light',
      backgroundImage: 'blob:http://127.0.0.1/image',
    })
  })

  it('leave what the twin did not change to the base, and write no field twice', () => {
    const paths = changes.map(([path]) => path.join('.'))
    expect(new Set(paths).size).toBe(paths.length)
    expect(paths.some((path) => path.startsWith('fonts.') || path.startsWith('corners.'))).toBe(
      false,
    )
    expect(applied.fonts).toBeUndefined()
    expect(paths).toContain('colors.background')
  })
})
