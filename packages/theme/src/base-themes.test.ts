// The base themes light, dark and color are theme-o-rama's own files (copied by
// scripts/base-themes.ts): a theme that inherits one must look here as it does in any app using
// theme-o-rama, the Sage wallet's 0.2 included. This fails when the copies drift from either.
import { describe, expect, it } from 'vitest'
import * as current from 'theme-o-rama'
import * as sage from 'theme-o-rama-0.2'
import { listBuiltInThemes } from './builtins.ts'

const shipped = new Map(listBuiltInThemes().map(({ theme }) => [theme.name, theme]))

describe('base themes', () => {
  it.each([
    ['0.4', current],
    ['0.2', sage],
  ] as const)('light, dark and color are theme-o-rama %s’s own', (_version, published) => {
    expect(shipped.get('light')).toEqual(published.light)
    expect(shipped.get('dark')).toEqual(published.dark)
    expect(shipped.get('color')).toEqual(published.color)
  })
})
