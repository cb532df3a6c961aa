import { describe, expect, it } from 'vitest'
import { measureThemeContrast } from './contrast.ts'
import { CONTRAST_AA } from './contrast-pair.ts'
import { fixAllContrast, fixContrastGroup } from './contrast-fixes.ts'
import type { Theme } from './types.ts'

const WHITE = [{ r: 255, g: 255, b: 255 }]

function theme(colors: Record<string, string>): Theme {
  return {
    name: 'sample',
    displayName: 'Sample',
    schemaVersion: 1,
    colors: {
      background: '#ffffff',
      foreground: '#000000',
      card: '#ffffff',
      cardForeground: '#000000',
      popover: '#ffffff',
      popoverForeground: '#000000',
      primary: '#1d3557',
      primaryForeground: '#ffffff',
      secondary: '#e0e0e0',
      secondaryForeground: '#000000',
      muted: '#f0f0f0',
      mutedForeground: '#444444',
      accent: '#e0e0e0',
      accentForeground: '#000000',
      destructive: '#b00020',
      destructiveForeground: '#ffffff',
      // A track dark enough for the white thumb to stand out.
      input: '#767676',
      ...colors,
    },
  }
}

describe('contrast fixes', () => {
  it('a fix for a shared text colour holds for every pair that uses it', () => {
    // Muted text sits on the page (white) and on muted (a darker grey): the fix must pass both.
    const sample = theme({ mutedForeground: '#aaaaaa', muted: '#d0d0d0' })
    const rows = measureThemeContrast(sample, WHITE)
    const row = (label: string) => rows.find((entry) => entry.label === label)
    const onBackground = row('Muted text on background')
    const fix = onBackground && fixContrastGroup(rows, onBackground)
    expect(fix).toBeDefined()
    const fixed = measureThemeContrast(
      theme({ mutedForeground: fix ?? '', muted: '#d0d0d0' }),
      WHITE,
    )
    for (const pair of fixed.filter(
      (entry) => entry.field?.join('.') === 'colors.mutedForeground',
    )) {
      expect(pair.ratio, pair.label).toBeGreaterThanOrEqual(CONTRAST_AA)
    }
    const onMuted = row('Muted text on muted')
    expect(onMuted && fixContrastGroup(rows, onMuted)).toBe(fix)
  })

  it('lists one change per field, and none for passing pairs', () => {
    const rows = measureThemeContrast(
      theme({ mutedForeground: '#bbbbbb', cardForeground: '#cccccc' }),
      WHITE,
    )
    expect(
      fixAllContrast(rows)
        .map(([field]) => field.join('.'))
        .sort(),
    ).toEqual(['colors.cardForeground', 'colors.mutedForeground'])
    expect(fixAllContrast(measureThemeContrast(theme({}), WHITE))).toEqual([])
  })
})
