import { describe, expect, it } from 'vitest'
import { parseCssColor, type Rgba } from './color.ts'
import { findColors, mapColorsInValue, writeColorLike } from './color-values.ts'

const texts = (value: string) => findColors(value).map((found) => found.text)

describe('findColors', () => {
  it('finds a plain colour, the stops of a gradient and the colour of each shadow layer', () => {
    expect(texts(' hsl(210 40% 98%) ')).toEqual([' hsl(210 40% 98%) '])
    expect(
      texts('linear-gradient(135deg, #fff 0%, hsl(210 40% 96%) 40%, oklch(70% 0.1 250 / 0.5))'),
    ).toEqual(['#fff', 'hsl(210 40% 96%)', 'oklch(70% 0.1 250 / 0.5)'])
    expect(texts('0 1px 2px rgb(0 0 0 / 0.1), inset 0 0 0 1px rgba(255, 255, 255, 0.08)')).toEqual([
      'rgb(0 0 0 / 0.1)',
      'rgba(255, 255, 255, 0.08)',
    ])
    expect(texts('1px solid RebeccaPurple')).toEqual(['RebeccaPurple'])
    expect(texts('radial-gradient(circle at top, lab(50% 40 20), transparent)')).toEqual([
      'lab(50% 40 20)',
      'transparent',
    ])
  })

  it('finds no colour in names, variables, fonts and files', () => {
    expect(texts('var(--red)')).toEqual([])
    expect(texts('dark-red')).toEqual([])
    expect(texts('"Silver Sans", serif')).toEqual([])
    expect(texts("url('tan.png') no-repeat")).toEqual([])
    expect(texts('linear-gradient(to right, var(--accent), var(--primary))')).toEqual([])
    expect(texts('color-mix(in srgb, var(--theme-color) 8%, hsl(20 80% 50%))')).toEqual([
      'hsl(20 80% 50%)',
    ])
    expect(texts('blur(16px) saturate(180%) brightness(1.1)')).toEqual([])
  })

  it('searches a long hostile value in time proportional to its length', () => {
    const values = [
      `${'a'.repeat(20_000)}(`,
      `rgb(${'rgb('.repeat(5_000)}`,
      `${'#'.repeat(10_000)}f`,
      `"${'x'.repeat(20_000)}`,
    ]
    const started = performance.now()
    for (const value of values) expect(findColors(value)).toEqual([])
    expect(performance.now() - started).toBeLessThan(100)
  })
})

describe('writeColorLike', () => {
  const orange: Rgba = { r: 200, g: 100, b: 50, a: 1 }
  const faint: Rgba = { ...orange, a: 0.25 }

  it.each([
    ['#abc', '#c86432', '#c8643240'],
    ['red', '#c86432', '#c8643240'],
    ['rgb(1 2 3)', 'rgb(200 100 50)', 'rgb(200 100 50 / 0.25)'],
    ['rgba(1, 2, 3, 0.5)', 'rgba(200, 100, 50, 1)', 'rgba(200, 100, 50, 0.25)'],
    ['rgb(1, 2, 3)', 'rgb(200, 100, 50)', 'rgba(200, 100, 50, 0.25)'],
    ['hsl(1 2% 3%)', 'hsl(20 60% 49.02%)', 'hsl(20 60% 49.02% / 0.25)'],
    ['hsl(1, 2%, 3%)', 'hsl(20, 60%, 49.02%)', 'hsla(20, 60%, 49.02%, 0.25)'],
    ['oklch(50% 0.1 20)', 'oklch(61.38% 0.14226 45.08)', 'oklch(61.38% 0.14226 45.08 / 0.25)'],
  ])('keeps the spelling of %s', (original, opaque, translucent) => {
    expect(writeColorLike(original, orange)).toBe(opaque)
    expect(writeColorLike(original, faint)).toBe(translucent)
  })

  it('writes lab(), lch(), oklab() and hwb() in their own space, each read back exactly', () => {
    for (const original of ['lab(1 2 3)', 'lch(1 2 3)', 'oklab(0.1 0 0)', 'hwb(1 2% 3%)']) {
      const written = writeColorLike(original, orange)
      expect(written.startsWith(original.slice(0, original.indexOf('(') + 1))).toBe(true)
      expect(parseCssColor(written), written).toEqual(orange)
    }
  })
})

describe('mapColorsInValue', () => {
  it('replaces each colour in its own spelling and keeps every other character', () => {
    const value =
      'linear-gradient(135deg, #ffffff 0%, hsl(210 40% 96%) 40%, rgba(0, 0, 0, 0.5) 100%)'
    const black = (color: { alpha?: number }) => ({ r: 0, g: 0, b: 0, a: color.alpha ?? 1 })
    expect(mapColorsInValue(value, black)).toBe(
      'linear-gradient(135deg, #000000 0%, hsl(0 0% 0%) 40%, rgba(0, 0, 0, 0.5) 100%)',
    )
  })

  it('leaves a colour the change returns as it was exactly as written', () => {
    const value = '0 0 0 1px transparent, 0 1px 2px White'
    expect(mapColorsInValue(value, (color) => color)).toBe(value)
  })
})
