import { describe, expect, it } from 'vitest'
import type { Theme } from '../types.ts'
import { resolveThemeInLibrary, type ThemeLookup } from './library.ts'

const base: Theme = {
  name: 'harbour',
  displayName: 'Harbour',
  schemaVersion: 1,
  colors: { primary: '#123456', background: '#fafafa' },
  backgroundImage: 'harbour.webp',
}

function library(themes: Theme[], imageAddress?: ThemeLookup['imageAddress']): ThemeLookup {
  return { theme: (name) => themes.find((theme) => theme.name === name), imageAddress }
}

describe('a theme resolved against the library', () => {
  it('takes its base chain and keeps its own values on top', () => {
    const theme: Theme = {
      name: 'mine',
      displayName: 'Mine',
      schemaVersion: 1,
      inherits: 'harbour',
      colors: { primary: '#abcdef' },
    }
    const resolved = resolveThemeInLibrary(theme, library([base]))
    expect(resolved.colors).toEqual({ primary: '#abcdef', background: '#fafafa' })
  })

  it('finds an inherited image beside the theme that names it, not the one that inherits it', () => {
    const owners: string[] = []
    const theme: Theme = {
      name: 'mine',
      displayName: 'Mine',
      schemaVersion: 1,
      inherits: 'harbour',
    }
    const resolved = resolveThemeInLibrary(
      theme,
      library([base], (image, owner) => {
        owners.push(owner.name)
        return `https://example.test/${owner.name}/${image}`
      }),
    )
    expect(owners).toEqual(['harbour'])
    expect(resolved.backgroundImage).toBe('https://example.test/harbour/harbour.webp')
  })

  it('shows no image where the library has no address for it', () => {
    const resolved = resolveThemeInLibrary(
      { ...base, name: 'copy', backgroundImage: 'stored-image:abc' },
      library([], () => undefined),
    )
    expect(resolved.backgroundImage).toBeUndefined()
    expect(resolved.colors?.primary).toBe('#123456')
  })

  it('refuses a chain whose base is missing', () => {
    const theme: Theme = {
      name: 'lost',
      displayName: 'Lost',
      schemaVersion: 1,
      inherits: 'nowhere',
    }
    expect(() => resolveThemeInLibrary(theme, library([]))).toThrow(/nowhere/)
  })
})
