import { describe, expect, it } from 'vitest'
import { removeUnknownProperties } from './unknown-properties.ts'
import { readTheme } from './validate.ts'
import type { Theme } from './types.ts'

describe('removeUnknownProperties', () => {
  it('drops exactly what the format does not list, at every depth', () => {
    const theme = {
      name: 'wild',
      displayName: 'Wild',
      schemaVersion: 1,
      author: 'someone',
      colors: { primary: 'red', surface: 'white', border: 'rgba(0,0,0,0.85' },
      corners: { lg: '8px', '2xl': '16px' },
      'a/b': { x: 1 },
      buttons: { primary: { color: 'red' }, ghost: { color: 'blue', textShadow: 'none' } },
    } as unknown as Theme
    const cleaned = removeUnknownProperties(theme)
    expect(cleaned).toEqual({
      name: 'wild',
      displayName: 'Wild',
      schemaVersion: 1,
      colors: { primary: 'red', border: 'rgba(0,0,0,0.85' },
      corners: { lg: '8px' },
      buttons: { ghost: { color: 'blue' } },
    })
    // Malformed values are not unknown properties: they stay, and stay reported.
    expect(readTheme(cleaned).warnings.map(({ path }) => path)).toEqual(['/colors/border'])
    expect(theme).toHaveProperty('author')
  })
})
