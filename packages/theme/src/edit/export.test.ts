import { describe, expect, it } from 'vitest'
import { readThemeText } from '../formats/index.ts'
import { exportThemeORama, selfContainedTheme, themeFileName } from '../formats/theme-o-rama.ts'
import type { ThemeFormat } from '../formats/types.ts'
import type { Theme } from '../types.ts'
import { exportTheme } from './export.ts'

/** A theme as an editor holds it: its base named, its image a file kept apart from it. */
const held: Theme = {
  name: 'theme-a-roo-design',
  displayName: 'Harbour Night',
  schemaVersion: 1,
  inherits: 'dark',
  colors: { primary: '#3366cc', background: '#101820' },
  backgroundImage: 'harbour.webp',
  backgroundSize: 'cover',
}
/** A light theme, as the other mode or on its own. */
const day: Theme = {
  name: 'harbour-day',
  displayName: 'Harbour Day',
  schemaVersion: 1,
  inherits: 'light',
  mostLike: 'light',
  colors: { primary: '#aa3300', background: '#fdfcf8' },
}
const image = { dataUri: 'data:image/webp;base64,UklGRiQAAABXRUJQ' }
const MODE_FORMATS: ThemeFormat[] = [
  'shadcn-css-v4',
  'shadcn-css-v3',
  'shadcn-registry',
  'design-tokens',
]

describe('a theme-o-rama file', () => {
  it('is the theme as held, named after its display name, and reads back as that theme', () => {
    const exported = exportTheme(held, { format: 'theme-o-rama', displayName: 'Harbour  Dusk!' })
    expect(exported.fileName).toBe(themeFileName('Harbour  Dusk!'))
    expect(exported.fileName).toMatch(/^harbour-dusk.*\.json$/)
    expect(exported.text.endsWith('}\n')).toBe(true)
    expect(exported.notes).toEqual([])
    const read = readThemeText(exported.text)
    expect(read.format).toBe('theme-o-rama')
    const theme = read.modes.dark ?? read.modes.light
    expect(theme).toMatchObject({
      displayName: 'Harbour  Dusk!',
      name: 'harbour-dusk',
      inherits: 'dark',
      colors: held.colors,
    })
  })

  it('embeds the image it is given in place of a file kept apart, and leaves that out without one', () => {
    const withImage = selfContainedTheme(held, { image })
    expect(withImage.backgroundImage).toBe(image.dataUri)
    expect(withImage.backgroundSize).toBe('cover')
    expect(selfContainedTheme(held)).not.toHaveProperty('backgroundImage')
    expect(exportThemeORama(held, { image }).text).toContain(image.dataUri)
  })

  it('keeps an image already embedded or on the web as it is written', () => {
    for (const backgroundImage of ['https://example.com/sea.jpg', 'data:image/png;base64,iVBO']) {
      const theme = { ...held, backgroundImage }
      expect(selfContainedTheme(theme, { image }).backgroundImage).toBe(backgroundImage)
      expect(selfContainedTheme(theme).backgroundImage).toBe(backgroundImage)
    }
  })

  it('refuses an image that is not a data: URI', () => {
    expect(() => selfContainedTheme(held, { image: { dataUri: 'blob:app/1' } })).toThrow(
      /data: URI/,
    )
  })

  it('shares nothing with the theme it was given, which stays as it was', () => {
    const before = structuredClone(held)
    const saved = selfContainedTheme(held, { image })
    expect(held).toEqual(before)
    expect(saved.colors).not.toBe(held.colors)
  })
})

describe('one export over every format', () => {
  it.each(MODE_FORMATS)('%s holds the theme and its derived other mode', (format) => {
    const exported = exportTheme(held, { format, counterpart: 'derived', mode: 'dark' })
    expect(exported.fileName).toMatch(/^harbour-night\./)
    const read = readThemeText(exported.text)
    expect(read.modes.dark?.colors?.primary).toBeDefined()
    expect(read.modes.light?.colors?.background).toBeDefined()
    expect(read.modes.light?.colors?.background).not.toBe(read.modes.dark?.colors?.background)
  })

  it.each(MODE_FORMATS)(
    '%s writes the theme alone, as the mode it is, without another',
    (format) => {
      const dark = readThemeText(exportTheme(held, { format, mode: 'dark' }).text)
      expect(Object.keys(dark.modes)).toEqual(['dark'])
      const light = readThemeText(exportTheme(day, { format, mode: 'light' }).text)
      expect(Object.keys(light.modes)).toEqual(['light'])
    },
  )

  it('writes the theme as the mode it is told, else as its mostLike says', () => {
    const lightPrimary = (theme: Theme, mode?: 'light' | 'dark') => {
      const exported = exportTheme(theme, { format: 'design-tokens', counterpart: day, mode })
      return readThemeText(exported.text).modes.light?.colors?.primary
    }
    expect(lightPrimary(held, 'dark')).toBe('#aa3300')
    expect(lightPrimary(held, 'light')).toBe('#3366cc')
    expect(lightPrimary({ ...held, mostLike: 'dark' })).toBe('#aa3300')
    expect(lightPrimary({ ...held, mostLike: 'light' })).toBe('#3366cc')
  })

  it('writes a given other mode as it is held', () => {
    const exported = exportTheme(held, {
      format: 'shadcn-css-v4',
      colorFormat: 'hex',
      counterpart: day,
      mode: 'dark',
    })
    const read = readThemeText(exported.text)
    expect(read.modes.light?.colors?.primary).toBe('#aa3300')
    expect(read.modes.dark?.colors?.primary).toBe('#3366cc')
  })

  it('spells colours in the colour format asked for', () => {
    const exported = exportTheme(held, { format: 'shadcn-css-v4', colorFormat: 'hex' })
    expect(exported.text).toMatch(/--primary: #3366cc;/)
  })

  it('keeps the embedded image in the design-token file, as the theme-o-rama file does', () => {
    const exported = exportTheme(held, { format: 'design-tokens', image })
    expect(readThemeText(exported.text).modes.dark?.backgroundImage).toBe(image.dataUri)
  })
})
