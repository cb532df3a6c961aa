// color-mix() worked out as CSS Color 5 defines it; the expected colours are worked out by hand
// from its rules, and match what Chromium paints for the same values.
import { describe, expect, it } from 'vitest'
import { listBuiltInThemes } from './builtins.ts'
import { parseCssColor } from './color.ts'
import { colorMixProblem, paintColorMixes } from './color-mix.ts'
import { checkThemeContrast } from './contrast.ts'
import { resolveInheritance } from './inherit.ts'
import type { Theme } from './types.ts'

const painted = (value: string) => parseCssColor(paintColorMixes(value))

describe('color-mix()', () => {
  it('mixes half and half when no percentage is given', () => {
    // (255 + 0) / 2 = 127.5 for red and blue, which an 8-bit channel rounds up.
    expect(paintColorMixes('color-mix(in srgb, red, blue)')).toBe('rgb(128 0 128)')
    expect(paintColorMixes('color-mix(in srgb, red 50%, blue)')).toBe('rgb(128 0 128)')
  })

  it('takes a grey’s hue from the other colour when mixing in hsl', () => {
    // Black has no hue: 220 from the other; saturation 10% of 30%, lightness 10% of 15%. hsl(220
    // 3% 1.5%) is 0.01455, 0.01485, 0.01545 in sRGB.
    const mix = 'color-mix(in hsl, hsl(220 30% 15%) 10%, black 90%)'
    expect(painted(mix)).toEqual({ r: 4, g: 4, b: 4, a: 1 })
    expect(painted('color-mix(in hsl, hsl(220 30% 15%) 10%, black 90%, red)')).toBeUndefined()
  })

  it('paints percentages that add up to less than 100% that much translucent', () => {
    expect(painted('color-mix(in srgb, red 30%, blue 30%)')).toEqual({
      r: 128,
      g: 0,
      b: 128,
      a: 0.6,
    })
    // One percentage left out is what the other leaves: white at 20% of its alpha.
    expect(painted('color-mix(in hsl, hsl(220 30% 15%) 0%, white 20%)')).toEqual({
      r: 255,
      g: 255,
      b: 255,
      a: 0.2,
    })
    // Over 100% is scaled down, with no change of alpha.
    expect(painted('color-mix(in srgb, red 80%, blue 80%)')).toEqual({ r: 128, g: 0, b: 128, a: 1 })
  })

  it('goes round the hue circle the way the hue method says', () => {
    // Red is at 0°, blue at 240°: the shorter way passes magenta (300°), the longer green (120°).
    expect(painted('color-mix(in hsl, red, blue)')).toEqual({ r: 255, g: 0, b: 255, a: 1 })
    expect(painted('color-mix(in hsl longer hue, red, blue)')).toEqual({ r: 0, g: 255, b: 0, a: 1 })
    expect(painted('color-mix(in hsl increasing hue, blue, red)')).toEqual(
      painted('color-mix(in hsl, blue, red)'),
    )
    // From 240° down to 0°: at a quarter of the way, 180°, cyan.
    expect(painted('color-mix(in hsl decreasing hue, blue 75%, red)')).toEqual({
      r: 0,
      g: 255,
      b: 255,
      a: 1,
    })
  })

  it('premultiplies alpha, so a translucent colour weighs as little as it shows', () => {
    // Red at half alpha and opaque blue: red weighs 0.25 of 0.75, so r = 255 / 3 = 85.
    expect(painted('color-mix(in srgb, rgb(255 0 0 / 0.5), blue)')).toEqual({
      r: 85,
      g: 0,
      b: 170,
      a: 0.75,
    })
  })

  it('works out mixes within mixes, and mixes in each value of a border or gradient', () => {
    // Red and white half and half is rgb(255 127.5 127.5); a quarter of the way to blue in sRGB.
    expect(painted('color-mix(in srgb, color-mix(in srgb, red, white), blue 25%)')).toEqual({
      r: 191,
      g: 96,
      b: 159,
      a: 1,
    })
    expect(paintColorMixes('1px solid color-mix(in srgb, red, blue)')).toBe(
      '1px solid rgb(128 0 128)',
    )
  })

  it('mixes in the other colour spaces of CSS', () => {
    // Linear light: half of red and of blue is 0.5, which is 188 with sRGB's transfer curve.
    expect(painted('color-mix(in srgb-linear, red, blue)')).toEqual({ r: 188, g: 0, b: 188, a: 1 })
    expect(painted('color-mix(in xyz, red, blue)')).toEqual({ r: 188, g: 0, b: 188, a: 1 })
    // Without a space the mix is in oklab.
    expect(paintColorMixes('color-mix(red, blue)')).toBe(
      paintColorMixes('color-mix(in oklab, red, blue)'),
    )
    for (const space of ['display-p3', 'lab', 'lch', 'oklch', 'hwb', 'xyz-d50', 'xyz-d65']) {
      expect(painted(`color-mix(in ${space}, #336699, #336699)`)).toEqual({
        r: 51,
        g: 102,
        b: 153,
        a: 1,
      })
    }
  })

  it('says why a mix it cannot work out is left alone', () => {
    const unknown = 'color-mix(in rec2020, red, blue)'
    expect(paintColorMixes(unknown)).toBe(unknown)
    expect(colorMixProblem(unknown)).toBe(
      'mixes in the colour space "rec2020", which the contrast check does not know',
    )
    expect(colorMixProblem('color-mix(in srgb, currentColor, blue)')).toBe(
      'mixes "currentColor", which the contrast check cannot read as a colour',
    )
    for (const malformed of [
      'color-mix(in srgb, red 120%, blue)',
      'color-mix(in srgb longer hue, red, blue)',
      'color-mix(in srgb, red, blue',
    ]) {
      expect(colorMixProblem(malformed)).toBe('is a color-mix() the contrast check cannot read')
    }
    // A theme's text may nest thousands deep; the check stops at a depth no hand writes.
    const nested = (depth: number): string =>
      depth === 0 ? 'red' : `color-mix(in srgb, ${nested(depth - 1)}, blue)`
    expect(colorMixProblem(nested(10))).toBeUndefined()
    expect(colorMixProblem(nested(5000))).toBe(
      'nests color-mix() deeper than the contrast check works out',
    )
  })
})

describe("the built-in 'color' theme, mixed in CSS", () => {
  const builtIns = new Map(listBuiltInThemes().map(({ theme }) => [theme.name, theme]))
  const color = resolveInheritance(builtIns.get('color') as Theme, (name) => builtIns.get(name))

  it.each(['dark', 'light'] as const)('has its pairs measured in %s mode', (mode) => {
    const { pairs, skipped } = checkThemeContrast({ ...color, mostLike: mode }, [
      { r: 255, g: 255, b: 255 },
    ])
    expect(pairs.length).toBe(35)
    expect(pairs.every(({ ratio }) => ratio >= 1 && Number.isFinite(ratio))).toBe(true)
    // Only the outline button's hover and pressed backgrounds are left out: they give an alpha
    // after a colour (`hsl(220 100% 60%) / 0.1`), which no browser paints either.
    expect(skipped.map(({ label }) => label)).toEqual([
      'Text on hovered outline button',
      'Text on pressed outline button',
    ])
    expect(skipped[0]?.reason).toMatch(
      /mixes "hsl\(220 100% 60%\) \/ 0\.1", which the contrast check cannot read as a colour$/,
    )
  })
})
