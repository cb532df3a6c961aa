import { describe, expect, it } from 'vitest'
import { DEFAULT_THEME_NAME_SLUG, themeNameSlug } from './names.ts'

describe('themeNameSlug', () => {
  it.each([
    ['Glass Dark', 'glass-dark'],
    ['  My Theme  ', 'my-theme'],
    ['Windows 95', 'windows-95'],
    ['XCH-Light', 'xch-light'],
    ['already-a-slug', 'already-a-slug'],
    ['Tabs\tand\nnew lines', 'tabs-and-new-lines'],
    ['a  --  b', 'a-b'],
    ['--Leading and trailing--', 'leading-and-trailing'],
    ['snake_case.name', 'snake-case-name'],
    ['Ünïcödé Thème', 'n-c-d-th-me'],
    ['Café Crème', 'caf-cr-me'],
    ['日本のテーマ', DEFAULT_THEME_NAME_SLUG],
    ['Theme 🎨 Party 🎉', 'theme-party'],
    ['🎨🎉', DEFAULT_THEME_NAME_SLUG],
    ['!@#$%^&*()', DEFAULT_THEME_NAME_SLUG],
    ['---', DEFAULT_THEME_NAME_SLUG],
    ['', DEFAULT_THEME_NAME_SLUG],
    ['   ', DEFAULT_THEME_NAME_SLUG],
    ['2024', '2024'],
  ])('%j → %j', (displayName, slug) => {
    expect(themeNameSlug(displayName)).toBe(slug)
  })

  it('falls back to my-custom-theme', () => {
    expect(DEFAULT_THEME_NAME_SLUG).toBe('my-custom-theme')
  })

  it('always gives a name of a-z, 0-9 and single inner hyphens', () => {
    const samples = [
      'A b',
      'x__y',
      'ÅÄÖ',
      '🙂 a 🙂',
      'Mixed-CASE_and spaces',
      '-a-',
      'İstanbul',
      'ǅemal',
    ]
    for (const sample of samples) {
      expect(themeNameSlug(sample)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    }
  })
})
