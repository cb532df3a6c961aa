import { describe, expect, it } from 'vitest'
import { differenceEuclidean } from 'culori/fn'
import { gamutMapToSrgb, readCssColor, toOklchColor, toRgba } from '../color.ts'
import { findColors } from '../color-values.ts'
import { isPlainObject } from '../objects.ts'
import { cpuMilliseconds } from '../test/cpu-time.ts'
import { ALL_RESOLVED } from '../test/resolved-themes.ts'
import type { Theme } from '../types.ts'
import { adjustThemeColors, NO_ADJUSTMENT, type ColorAdjustment } from './adjust-colors.ts'

/** Every string in the theme, by path. */
function strings(node: unknown, path = ''): [string, string][] {
  if (typeof node === 'string') return [[path, node]]
  if (!isPlainObject(node)) return []
  return Object.entries(node).flatMap(([key, value]) => strings(value, `${path}/${key}`))
}

/** A value with each colour in it cut out: what an adjustment must leave as it is. */
const withoutColors = (value: string) =>
  findColors(value).reduceRight(
    (text, { start, end }) => `${text.slice(0, start)}<colour>${text.slice(end)}`,
    value,
  )

const adjust = (theme: Theme, change: Partial<ColorAdjustment>) =>
  adjustThemeColors(theme, { ...NO_ADJUSTMENT, ...change })

const sample: Theme = {
  name: 'sample',
  displayName: 'Sample',
  schemaVersion: 1,
  mostLike: 'light',
  backgroundImage: 'data:image/png;base64,AAAA',
  colors: {
    background: 'white',
    foreground: '#1A1A1A',
    primary: 'oklch(55% 0.2 260)',
    secondary: 'rgba(200, 40, 40, 0.5)',
    accent: 'hsl(120deg 60% 40% / 50%)',
    muted: 'transparent',
    themeColor: 'hsl(92, 20%, 42%)',
    border: 'var(--primary)',
  },
  fonts: { heading: '"Silver Sans", serif' },
  shadows: { md: '0 4px 8px rgb(0 0 0 / 0.1), 0 0 2px tomato' },
  buttons: { default: { background: 'linear-gradient(90deg, #ff0000 0%, #0000ff 100%)' } },
}

describe('adjustThemeColors', () => {
  it('gives the theme itself for no adjustment, or a full turn of hue', () => {
    expect(adjust(sample, {})).toBe(sample)
    expect(adjust(sample, { hue: 360 })).toBe(sample)
  })

  it('changes every colour in every group, each in the format it was written in', () => {
    const shifted = adjust(sample, { hue: 90 })
    expect(shifted.colors?.primary).toMatch(/^oklch\(55% 0\.\d+ 350(\.\d+)?\)$/)
    expect(shifted.colors?.secondary).toMatch(/^rgba\(\d+, \d+, \d+, 0\.5\)$/)
    expect(shifted.colors?.accent).toMatch(/^hsl\([\d.]+ [\d.]+% [\d.]+% \/ 0\.5\)$/)
    expect(shifted.colors?.themeColor).toMatch(/^hsl\(\d+, \d+%, \d+%\)$/)
    expect(shifted.colors?.themeColor).not.toBe(sample.colors?.themeColor)
    // A named colour with a hue becomes hex; the shadow's geometry and the stops' places stay.
    expect(shifted.shadows?.md).toMatch(/^0 4px 8px rgb\(0 0 0 \/ 0\.1\), 0 0 2px #[0-9a-f]{6}$/)
    expect(shifted.buttons?.default?.background).toMatch(
      /^linear-gradient\(90deg, #[0-9a-f]{6} 0%, #[0-9a-f]{6} 100%\)$/,
    )
    expect(shifted.buttons?.default?.background).not.toBe(sample.buttons?.default?.background)
  })

  it('keeps byte for byte the colours it does not change and every value that is no colour', () => {
    const shifted = adjust(sample, { hue: 45 })
    // Greys have no hue; transparent shows nothing; var() is no colour.
    for (const key of ['background', 'foreground', 'muted', 'border'] as const) {
      expect(shifted.colors?.[key]).toBe(sample.colors?.[key])
    }
    // White cannot get lighter, nor black darker.
    expect(adjust(sample, { lightness: 40 }).colors?.background).toBe('white')
    expect(adjust(sample, { lightness: -40 }).shadows?.md).toMatch(
      /^0 4px 8px rgb\(0 0 0 \/ 0\.1\)/,
    )
    const { colors, shadows, buttons, ...rest } = shifted
    expect([colors, shadows, buttons].every(Boolean)).toBe(true)
    const { colors: _c, shadows: _s, buttons: _b, ...restBefore } = sample
    expect(rest).toEqual(restBefore)
  })

  it('refuses an amount that is not a number, naming it', () => {
    expect(() => adjust(sample, { hue: Number.NaN })).toThrow('The hue adjustment must be a number')
    expect(() => adjust(sample, { lightness: Infinity })).toThrow(RangeError)
  })

  it('keeps alpha', () => {
    const lighter = adjust(sample, { lightness: 30, saturation: 20 })
    expect(toRgba(readCssColor(lighter.colors?.secondary ?? '')!).a).toBe(0.5)
    expect(toRgba(readCssColor(lighter.colors?.accent ?? '')!).a).toBe(0.5)
  })

  it('moves lightness and saturation the way the sliders say', () => {
    const red = (theme: Theme) => toRgba(readCssColor(theme.colors?.secondary ?? '')!)
    const lighter = red(adjust(sample, { lightness: 50 }))
    const darker = red(adjust(sample, { lightness: -50 }))
    const grey = red(adjust(sample, { saturation: -100 }))
    expect(lighter.g).toBeGreaterThan(red(sample).g)
    expect(darker.r).toBeLessThan(red(sample).r)
    expect(grey.r).toBe(grey.g)
    expect(grey.g).toBe(grey.b)
    expect(red(adjust(sample, { lightness: 100 }))).toEqual({ r: 255, g: 255, b: 255, a: 0.5 })
    expect(red(adjust(sample, { lightness: -100 }))).toEqual({ r: 0, g: 0, b: 0, a: 0.5 })
  })

  it('leaves hostile and malformed values as they are', () => {
    const hostile = [
      'var(--x, var(--y))',
      'calc(100% - 2px)',
      'url("red.png")',
      '"blue" serif',
      'rgb(1e999 0 0 0 0)',
      '#ggg',
      'oklch(',
      'tan'.repeat(5_000),
      '\u0000\u202e',
    ]
    const theme: Theme = {
      ...sample,
      colors: Object.fromEntries(hostile.map((value, index) => [`x${index}`, value])),
    }
    const adjusted = adjust(theme, { hue: 120, saturation: 50, lightness: -30 })
    expect(adjusted.colors).toEqual(theme.colors)
  })

  it('keeps every value outside its colours, in every theme of the corpus', () => {
    for (const { label, theme } of ALL_RESOLVED) {
      const adjusted = adjust(theme, { hue: 30, saturation: 20, lightness: 10 })
      const before = new Map(strings(theme))
      const after = strings(adjusted)
      expect(
        after.map(([path]) => path),
        label,
      ).toEqual([...before.keys()])
      for (const [path, value] of after) {
        expect(withoutColors(value), `${label} ${path}`).toBe(withoutColors(before.get(path)!))
      }
    }
  })

  /*
   * A shifted colour is written in 8 bits and read back before the shift is undone. Almost every
   * colour comes back within a step or two per channel; at sRGB's corners (navy: red and green
   * both 0) the edge of sRGB turns sharply, an 8-bit step of hue meets a different edge, and the
   * colour comes back a little less vivid, still close to the eye.
   */
  it('gives every colour back within rounding when a hue shift is undone', () => {
    const distance = differenceEuclidean('oklab')
    const steps: number[] = []
    for (const { label, theme } of ALL_RESOLVED) {
      const back = adjust(adjust(theme, { hue: 30 }), { hue: -30 })
      const before = new Map(strings(theme))
      for (const [path, value] of strings(back)) {
        const original = findColors(before.get(path)!)
        const returned = findColors(value)
        expect(returned.length, `${label} ${path}`).toBe(original.length)
        returned.forEach(({ color }, index) => {
          const was = original[index]!.color
          const [a, b] = [toRgba(color), toRgba(was)]
          steps.push(Math.max(Math.abs(a.r - b.r), Math.abs(a.g - b.g), Math.abs(a.b - b.b)))
          expect(a.a, `${label} ${path}`).toBeCloseTo(b.a, 3)
          const seen = distance(gamutMapToSrgb(color), gamutMapToSrgb(was))
          expect(seen, `${label} ${path}: ${value} from ${before.get(path)}`).toBeLessThan(0.07)
        })
      }
    }
    expect(steps.length).toBeGreaterThan(2000)
    const withinTwo = steps.filter((step) => step <= 2).length / steps.length
    const withinFour = steps.filter((step) => step <= 4).length / steps.length
    expect(withinTwo).toBeGreaterThan(0.97)
    expect(withinFour).toBeGreaterThan(0.99)
  })

  it('undoes a hue shift of a wide-gamut colour to the digits oklch() is written in', () => {
    const wide: Theme = { ...sample, colors: { primary: 'oklch(70% 0.3 150)' } }
    const back = adjust(adjust(wide, { hue: 30 }), { hue: -30 }).colors?.primary ?? ''
    const { l, c, h } = toOklchColor(readCssColor(back)!)
    expect([l, c, h]).toEqual([0.7, expect.closeTo(0.3, 4), expect.closeTo(150, 2)])
  })

  it('adjusts a large theme in a few milliseconds, as a slider drag asks on every move', () => {
    const largest = ALL_RESOLVED.map(({ theme }) => theme).sort(
      (a, b) => JSON.stringify(b).length - JSON.stringify(a).length,
    )[0]!
    adjust(largest, { hue: 1 })
    const started = cpuMilliseconds()
    for (let move = 1; move <= 30; move++) adjust(largest, { hue: move, lightness: move / 2 })
    expect((cpuMilliseconds() - started) / 30).toBeLessThan(8)
  })
})
