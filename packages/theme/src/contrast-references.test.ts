// Colours given as var() references or as words that are no colour of their own, as imported
// shadcn/ui CSS often has them (`--card: var(--background)`): the contrast check, its fixes and the
// twin measure references as the theme's own values, and leave out only the pairs painted with a
// value that holds no colour even then.
import { describe, expect, it } from 'vitest'
import { listBuiltInThemes } from './builtins.ts'
import { fixAllContrast } from './contrast-fixes.ts'
import { checkThemeContrast, measureThemeContrast } from './contrast.ts'
import { type ContrastPair } from './contrast-pair.ts'
import { readShadcnCss } from './formats/shadcn-css.ts'
import { resolveInheritance } from './inherit.ts'
import { makeTwin, themeMode } from './twin.ts'
import type { Theme } from './types.ts'

const WHITE = [{ r: 255, g: 255, b: 255 }]
const builtIns = new Map(listBuiltInThemes().map(({ theme }) => [theme.name, theme]))
const resolve = (theme: Theme) => resolveInheritance(theme, (name) => builtIns.get(name))

/** The light built-in theme with some colours replaced. */
const lightWith = (colors: Record<string, string>): Theme =>
  resolve({ name: 'probe', displayName: 'Probe', schemaVersion: 1, inherits: 'light', colors })

const byLabel = (pairs: readonly ContrastPair[]) =>
  new Map(pairs.map(({ label, ratio, value }) => [label, { ratio, value }]))

describe('colours given as var() references', () => {
  it("are measured as the theme's own value of the variable, through chains and fallbacks", () => {
    const literal = measureThemeContrast(
      lightWith({ card: '#1e293b', cardForeground: '#f8fafc' }),
      WHITE,
    )
    const referenced = measureThemeContrast(
      lightWith({
        surface: '#1e293b',
        card: 'var(--surface)',
        cardForeground: 'var(--missing, var(--text))',
        text: '#f8fafc',
      }),
      WHITE,
    )
    expect(byLabel(referenced)).toEqual(byLabel(literal))
  })

  it('leave out only the pairs painted with a value that holds no colour, saying why', () => {
    const { pairs, skipped } = checkThemeContrast(
      lightWith({ popover: 'var(--missing)', popoverForeground: 'currentColor' }),
      WHITE,
    )
    expect(skipped).toEqual([
      {
        label: 'Text on popover',
        reason: '"currentColor" takes the colour of whatever text it is used with',
      },
      // Accent fills sit on the page, cards and popovers alike.
      {
        label: 'Text on accent',
        reason: '"var(--missing)" uses a variable this theme gives no colour',
      },
    ])
    expect(pairs).toHaveLength(34)
    expect(pairs.every(({ ratio }) => Number.isFinite(ratio))).toBe(true)
    // A card that holds no colour leaves out every pair painted on it, and only those.
    const card = checkThemeContrast(lightWith({ card: 'var(--missing)' }), WHITE)
    expect(card.skipped.map(({ label }) => label)).toContain('Text on card')
    expect(card.pairs.map(({ label }) => label)).toContain('Text on background')
  })

  it('say so for a CSS-wide keyword and a value with no colour in it', () => {
    const { skipped } = checkThemeContrast(
      lightWith({ foreground: 'inherit', muted: 'none' }),
      WHITE,
    )
    expect(skipped.map(({ label, reason }) => `${label}: ${reason}`)).toEqual([
      'Text on background: "inherit" is no colour of its own',
      'Muted text on muted: "none" holds no colour',
      'Text in input fields: "inherit" is no colour of its own',
      'Text on table row: "inherit" is no colour of its own',
      'Text on hovered table row: "inherit" is no colour of its own',
      'Text on table footer: "none" holds no colour',
      'Text on outline button: "inherit" is no colour of its own',
      'Text on ghost button: "inherit" is no colour of its own',
    ])
  })

  it('get fixes as colours, and Fix all changes the field that fails', () => {
    const theme = lightWith({ text: '#bbbbbb', foreground: 'var(--text)' })
    const failing = measureThemeContrast(theme, WHITE).find(
      ({ label }) => label === 'Text on background',
    )
    expect(failing).toMatchObject({ value: '#bbbbbb', field: ['colors', 'foreground'] })
    const fixes = fixAllContrast(measureThemeContrast(theme, WHITE))
    expect(fixes.find(([field]) => field.join('.') === 'colors.foreground')?.[1]).toMatch(
      /^#[0-9a-f]{6}$/,
    )
  })
})

describe('the twin of a theme with references', () => {
  it('is made from imported shadcn/ui CSS with --card: var(--background), keeping the reference', () => {
    const imported = readShadcnCss(
      ':root { --background: #ffffff; --foreground: #111827; --card: var(--background); --card-foreground: var(--foreground); --primary: #2563eb; --primary-foreground: #ffffff; }',
    )
    const theme = resolve(imported.modes.light as Theme)
    const twin = makeTwin(theme)
    expect(twin.mostLike).toBe('dark')
    expect(twin.colors?.card).toBe('var(--background)')
    expect(twin.colors?.cardForeground).toBe('var(--foreground)')
    const { pairs, skipped } = checkThemeContrast(twin, WHITE)
    expect(skipped).toEqual([])
    expect(pairs.filter(({ ratio, target }) => ratio < target).map(({ label }) => label)).toEqual(
      [],
    )
    const card = pairs.find(({ label }) => label === 'Text on card')
    const page = pairs.find(({ label }) => label === 'Text on background')
    expect(card?.ratio).toBe(page?.ratio)
  })

  it('is made when a value holds no colour at all, which stays as written', () => {
    const twin = makeTwin(lightWith({ cardForeground: 'currentColor', card: 'var(--gone)' }))
    expect(twin.colors).toMatchObject({ cardForeground: 'currentColor', card: 'var(--gone)' })
    expect(twin.mostLike).toBe('dark')
  })

  it("reads a theme's mode from a page colour given as a reference", () => {
    const dark = { ...lightWith({ ink: '#0b0b0f', background: 'var(--ink)' }), mostLike: undefined }
    expect(themeMode(dark)).toBe('dark')
  })
})
