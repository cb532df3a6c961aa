import { describe, expect, it } from 'vitest'
import { listBuiltInThemes } from './builtins.ts'
import type { CssColor } from './color.ts'
import { mapThemeColors } from './theme-colors.ts'
import type { Theme } from './types.ts'

const sample: Theme = {
  name: 'sample',
  displayName: 'Sample',
  schemaVersion: 1,
  backgroundImage: 'data:image/png;base64,AAAA',
  colors: {
    background: 'linear-gradient(90deg, #ffffff, hsl(210 40% 96%))',
    primary: 'oklch(55% 0.2 260)',
    themeColor: 'hsl(92, 20%, 42%)',
    border: 'var(--red)',
  },
  fonts: { heading: '"Silver Sans", serif' },
  corners: { lg: '0.5rem' },
  shadows: { md: '0 4px 8px rgb(0 0 0 / 0.1), 0 0 2px tomato' },
  sidebar: { background: 'rgba(255, 255, 255, 0.5)' },
  switches: { thumb: { background: 'white' } },
  tables: { row: { hover: { color: '#123' } } },
  buttons: { default: { active: { background: '#abcdef', transform: 'scale(0.98)' } } },
}

describe('mapThemeColors', () => {
  it('visits every colour with where it sits, and nothing outside the colour groups', () => {
    const seen: string[] = []
    mapThemeColors(sample, (color, path) => {
      seen.push(`${path.join('.')} ${color.mode}`)
      return color
    })
    expect(seen).toEqual([
      'colors.background rgb',
      'colors.background hsl',
      'colors.primary oklch',
      'colors.themeColor hsl',
      'shadows.md rgb',
      'shadows.md rgb',
      'sidebar.background rgb',
      'switches.thumb.background rgb',
      'tables.row.hover.color rgb',
      'buttons.default.active.background rgb',
    ])
  })

  it('changes nothing when each colour comes back as it was', () => {
    expect(mapThemeColors(sample, (color) => color)).toEqual(sample)
    for (const { theme } of listBuiltInThemes()) {
      expect(mapThemeColors(theme, (color) => color)).toEqual(theme)
    }
  })

  it('writes each new colour in its own spelling, the theme colour in its stored format', () => {
    const black = (color: CssColor) => ({ r: 0, g: 0, b: 0, a: color.alpha ?? 1 })
    const mapped = mapThemeColors(sample, black)
    expect(mapped.colors).toEqual({
      background: 'linear-gradient(90deg, #000000, hsl(0 0% 0%))',
      primary: 'oklch(0% 0 0)',
      themeColor: 'hsl(0, 0%, 0%)',
      border: 'var(--red)',
    })
    expect(mapped.shadows?.md).toBe('0 4px 8px rgb(0 0 0 / 0.1), 0 0 2px #000000')
    expect(mapped.sidebar?.background).toBe('rgba(0, 0, 0, 0.5)')
    expect(mapped.buttons?.default?.active).toEqual({
      background: '#000000',
      transform: 'scale(0.98)',
    })
    expect([mapped.fonts, mapped.corners, mapped.backgroundImage]).toEqual([
      sample.fonts,
      sample.corners,
      sample.backgroundImage,
    ])
    expect(sample.colors?.primary).toBe('oklch(55% 0.2 260)')
  })
})
