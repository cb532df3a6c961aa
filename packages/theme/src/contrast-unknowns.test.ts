// What the contrast check cannot know and says so rather than guessing: the colours of a
// background image the caller could not read (UNREAD_IMAGE), and colour functions whose parts are
// no stops to measure (light-dark() is painted as the theme's scheme's branch, and a color-mix()
// in a space the check does not know is not worked out).
import { describe, expect, it } from 'vitest'
import { listBuiltInThemes } from './builtins.ts'
import { checkThemeContrast } from './contrast.ts'
import { UNREAD_IMAGE } from './contrast-samples.ts'
import { resolveInheritance } from './inherit.ts'
import type { Theme } from './types.ts'

const WHITE = [{ r: 255, g: 255, b: 255 }]
const builtIns = new Map(listBuiltInThemes().map(({ theme }) => [theme.name, theme]))
const resolve = (theme: Theme) => resolveInheritance(theme, (name) => builtIns.get(name))

const darkWith = (colors: Record<string, string>, mostLike?: 'light' | 'dark'): Theme =>
  resolve({
    name: 'probe',
    displayName: 'Probe',
    schemaVersion: 1,
    inherits: 'dark',
    ...(mostLike ? { mostLike } : {}),
    colors,
  })

const ratioOf = (theme: Theme, label: string) =>
  checkThemeContrast(theme, WHITE).pairs.find((pair) => pair.label === label)?.ratio

describe('a background image the caller could not read', () => {
  it('leaves out the pairs that show it through translucent colours, and only those', () => {
    const glass = darkWith({ background: 'transparent', card: 'rgba(0, 0, 0, 0.4)' })
    const { pairs, skipped } = checkThemeContrast(glass, [UNREAD_IMAGE])
    const unread = skipped.filter((pair) => pair.overUnreadImage).map(({ label }) => label)
    expect(unread).toContain('Text on background')
    expect(unread).toContain('Text on card')
    expect(skipped.every((pair) => pair.overUnreadImage)).toBe(true)
    // A popover of the dark theme's opaque colour hides the image: it is measured as ever.
    const popover = pairs.find(({ label }) => label === 'Text on popover')
    expect(popover?.ratio).toBe(ratioOf(glass, 'Text on popover'))
  })

  it('is hidden by an opaque page colour: every pair is measured, as over any backdrop', () => {
    const opaque = darkWith({})
    const { pairs, skipped } = checkThemeContrast(opaque, [UNREAD_IMAGE])
    expect(skipped).toEqual([])
    expect(pairs.map(({ ratio }) => ratio)).toEqual(
      checkThemeContrast(opaque, WHITE).pairs.map(({ ratio }) => ratio),
    )
  })
})

describe('light-dark() and color-mix()', () => {
  it("measure light-dark() as the branch of the theme's colour scheme", () => {
    const colors = { foreground: 'light-dark(#111111, #f5f5f5)', background: '#202020' }
    expect(ratioOf(darkWith(colors, 'dark'), 'Text on background')).toBe(
      ratioOf(darkWith({ ...colors, foreground: '#f5f5f5' }, 'dark'), 'Text on background'),
    )
    expect(ratioOf(darkWith(colors, 'light'), 'Text on background')).toBe(
      ratioOf(darkWith({ ...colors, foreground: '#111111' }, 'light'), 'Text on background'),
    )
  })

  it('follow references into light-dark() and color-mix(), and measure the mix', () => {
    const theme = darkWith(
      {
        text: 'light-dark(#111111, var(--shade))',
        shade: '#f5f5f5',
        foreground: 'var(--text)',
        cardForeground: 'color-mix(in srgb, var(--ink) 8%, white 92%)',
        ink: '#202020',
      },
      'dark',
    )
    expect(ratioOf(theme, 'Text on background')).toBeGreaterThan(4.5)
    // 8% of 0x20 and 92% of 0xff: 2.56 + 234.6 = 237.16, #ededed.
    expect(ratioOf(theme, 'Text on card')).toBe(
      ratioOf(darkWith({ cardForeground: '#ededed' }, 'dark'), 'Text on card'),
    )
  })

  it('leave out a pair painted with a color-mix() it cannot work out, saying why', () => {
    const theme = darkWith({ cardForeground: 'color-mix(in rec2020, #202020 8%, white)' })
    expect(checkThemeContrast(theme, WHITE).skipped).toContainEqual({
      label: 'Text on card',
      reason:
        '"color-mix(in rec2020, #202020 8%, white)" mixes in the colour space "rec2020", which the contrast check does not know',
    })
    const current = darkWith({ cardForeground: 'color-mix(in srgb, currentColor 50%, white)' })
    expect(checkThemeContrast(current, WHITE).skipped).toContainEqual({
      label: 'Text on card',
      reason:
        '"color-mix(in srgb, currentColor 50%, white)" takes the colour of whatever text it is used with',
    })
  })

  it("leave no pair of the built-in 'color' theme measured from a mix's parts (once 1.00:1)", () => {
    const color = resolve(builtIns.get('color') as Theme)
    const { pairs } = checkThemeContrast(color, WHITE)
    expect(pairs.filter(({ ratio }) => ratio < 1.05)).toEqual([])
  })
})
