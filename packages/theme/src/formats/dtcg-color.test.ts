import { describe, expect, it } from 'vitest'
import { cssColorToDtcg, dtcgColorToCss } from './dtcg-color.ts'

function toDtcg(css: string) {
  const converted = cssColorToDtcg(css)
  if (!converted) throw new Error(`not converted: ${css}`)
  return converted
}

function backToCss(value: unknown): string {
  const reading = dtcgColorToCss(value)
  if ('problem' in reading) throw new Error(reading.problem)
  return reading.css
}

describe('CSS colour -> DTCG colour', () => {
  it('gives every 8-bit hex colour back exactly', () => {
    // Every channel value, in each channel, and a spread of mixed colours.
    const hexes: string[] = []
    for (let n = 0; n < 256; n++) {
      const h = n.toString(16).padStart(2, '0')
      hexes.push(
        `#${h}0000`,
        `#00${h}00`,
        `#0000${h}`,
        `#${h}${(255 - n).toString(16).padStart(2, '0')}7f`,
      )
    }
    for (const hex of hexes) {
      const { color } = toDtcg(hex)
      expect(color.colorSpace).toBe('srgb')
      expect(color.hex).toBe(hex)
      expect(backToCss(color)).toBe(hex)
    }
  })

  it('keeps a colour in the space it was written in, with an sRGB hex fallback', () => {
    expect(toDtcg('hsl(175 30% 8%)')).toEqual({
      color: { colorSpace: 'hsl', components: [175, 30, 8], hex: '#0e1b1a' },
      outOfSrgb: false,
    })
    expect(toDtcg('hwb(120 10% 20%)').color).toMatchObject({
      colorSpace: 'hwb',
      components: [120, 10, 20],
    })
    expect(toDtcg('lab(50 20 -30)').color).toMatchObject({
      colorSpace: 'lab',
      components: [50, 20, -30],
    })
    expect(toDtcg('oklch(0.5 0.1 250)').color).toMatchObject({
      colorSpace: 'oklch',
      components: [0.5, 0.1, 250],
    })
    expect(backToCss(toDtcg('hsl(175 30% 8%)').color)).toBe('hsl(175 30% 8%)')
    expect(backToCss(toDtcg('hwb(120 10% 20%)').color)).toBe('hwb(120 10% 20%)')
  })

  it('marks colours beyond sRGB and gives them the nearest sRGB colour as hex', () => {
    const wide = toDtcg('oklch(0.7 0.3 150)')
    expect(wide.outOfSrgb).toBe(true)
    expect(wide.color).toMatchObject({ colorSpace: 'oklch', components: [0.7, 0.3, 150] })
    expect(wide.color.hex).toMatch(/^#[0-9a-f]{6}$/)
    expect(backToCss(wide.color)).toBe('oklch(0.7 0.3 150)')
    const p3 = toDtcg('color(display-p3 1 0 0)')
    expect(p3).toMatchObject({
      outOfSrgb: true,
      color: { colorSpace: 'display-p3', components: [1, 0, 0] },
    })
    expect(backToCss(p3.color)).toBe('color(display-p3 1 0 0)')
    expect(toDtcg('oklch(1 0 0)').outOfSrgb).toBe(false)
  })

  it('gives a translucent colour beyond sRGB no hex, which would lose its alpha', () => {
    const converted = toDtcg('oklch(0.769 0.188 70.08 / 0.85)')
    expect(converted).toEqual({
      color: { colorSpace: 'oklch', components: [0.769, 0.188, 70.08], alpha: 0.85 },
      outOfSrgb: true,
    })
    expect(toDtcg('oklch(0.7 0.1 150 / 0.85)').color).toMatchObject({ alpha: 0.85, hex: '#6fb07d' })
  })

  it('holds a colour CSS does not clamp, such as color(srgb 1.2 0 0), in oklch', () => {
    const converted = toDtcg('color(srgb 1.2 0 0)')
    expect(converted.outOfSrgb).toBe(true)
    expect(converted.color.colorSpace).toBe('oklch')
  })

  it('keeps alpha apart from the six-digit hex', () => {
    expect(toDtcg('rgb(0 0 0 / 0.08)').color).toEqual({
      colorSpace: 'srgb',
      components: [0, 0, 0],
      alpha: 0.08,
      hex: '#000000',
    })
    expect(backToCss(toDtcg('rgb(0 0 0 / 0.08)').color)).toBe('rgb(0 0 0 / 0.08)')
    expect(backToCss(toDtcg('hsl(200 30% 12% / 0.6)').color)).toBe('hsl(200 30% 12% / 0.6)')
    expect(toDtcg('transparent').color).toMatchObject({ components: [0, 0, 0], alpha: 0 })
  })

  it('writes components in the ranges of the format, as CSS reads them', () => {
    expect(toDtcg('hsl(-30 150% 50%)').color.components).toEqual([330, 100, 50])
    expect(toDtcg('rgb(300 0 0)').color).toMatchObject({ components: [1, 0, 0], hex: '#ff0000' })
    expect(toDtcg('oklch(0.5 0.1 -20)').color.components).toEqual([0.5, 0.1, 340])
    expect(toDtcg('oklch(0.5 0.1 359.999999)').color.components).toEqual([0.5, 0.1, 0])
    expect(toDtcg('hsl(70.08 50% 50%)').color.components).toEqual([70.08, 50, 50])
    // A missing hue (`none`) renders as 0.
    expect(toDtcg('oklch(0.7 0.1 none)').color.components).toEqual([0.7, 0.1, 0])
  })

  it('reads named colours and every spelling of rgb() and hsl()', () => {
    expect(toDtcg('lightgray').color.hex).toBe('#d3d3d3')
    expect(toDtcg('rgba(51, 102, 153, 0.5)').color).toMatchObject({ alpha: 0.5, hex: '#336699' })
    expect(toDtcg('hsl(175, 30%, 8%)').color.components).toEqual([175, 30, 8])
  })

  it('refuses what is not a colour', () => {
    for (const css of [
      'var(--primary)',
      'currentColor',
      'rgba(255,255,255,0.12',
      'linear-gradient(red, blue)',
      '',
    ]) {
      expect(cssColorToDtcg(css)).toBeUndefined()
    }
  })
})

describe('DTCG colour -> CSS', () => {
  it('reads legacy string colours as they are', () => {
    expect(backToCss('#336699')).toBe('#336699')
    expect(backToCss(' rgb(1 2 3) ')).toBe('rgb(1 2 3)')
  })

  it('spells sRGB channels that are not whole 8-bit values with rgb()', () => {
    expect(backToCss({ colorSpace: 'srgb', components: [0.5, 0, 1] })).toBe('rgb(127.5 0 255)')
  })

  it('reads "none" and null components as 0', () => {
    expect(backToCss({ colorSpace: 'hsl', components: ['none', 0, 100] })).toBe('hsl(0 0% 100%)')
    expect(backToCss({ colorSpace: 'oklch', components: [0.5, 0, null], alpha: 0.5 })).toBe(
      'oklch(0.5 0 0 / 0.5)',
    )
  })

  it('falls back to hex when the colour space is not one of the format', () => {
    expect(backToCss({ colorSpace: 'cmyk', components: [0, 0, 0, 1], hex: '#000000' })).toBe(
      '#000000',
    )
    expect(
      backToCss({ colorSpace: 'cmyk', components: [0, 0, 0], hex: '#ABCDEF', alpha: 0.5 }),
    ).toBe('rgb(171 205 239 / 0.5)')
  })

  it('says what is wrong with an unusable colour', () => {
    const problem = (value: unknown) => {
      const reading = dtcgColorToCss(value)
      return 'problem' in reading ? reading.problem : reading.css
    }
    expect(problem({ colorSpace: 'cmyk', components: [0, 0, 0] })).toBe('unknown colorSpace "cmyk"')
    expect(problem({ colorSpace: 'srgb', components: [0, 0] })).toBe(
      'components must be an array of 3 numbers',
    )
    expect(problem({ colorSpace: 'srgb', components: ['red', 0, 0] })).toBe(
      'components must be numbers or "none"',
    )
    expect(problem({ colorSpace: 'srgb', components: [0, 0, 0], alpha: 2 })).toBe(
      'alpha must be a number from 0 to 1',
    )
    expect(problem('not a colour')).toBe('"not a colour" is not a colour')
    expect(problem(42)).toBe('a colour must be an object with colorSpace and components')
  })
})
