import { describe, expect, it } from 'vitest'
import {
  CSS_COLOR_NAMES,
  hslStringToRgb,
  parseCssColor,
  readCssColor,
  type CssColor,
  type Rgb,
} from './color.ts'
import { formatCssColor, rgbToHslString } from './color-writing.ts'
import { channelError, randomColors } from './test/random-colors.ts'

describe('rgbToHslString', () => {
  it('writes the stored format with integer components', () => {
    expect(rgbToHslString({ r: 106, g: 129, b: 86 })).toBe('hsl(92, 20%, 42%)')
    expect(rgbToHslString({ r: 255, g: 0, b: 0 })).toBe('hsl(0, 100%, 50%)')
    expect(rgbToHslString({ r: 255, g: 255, b: 255 })).toBe('hsl(0, 0%, 100%)')
    expect(rgbToHslString({ r: 0, g: 0, b: 0 })).toBe('hsl(0, 0%, 0%)')
    expect(rgbToHslString({ r: 128, g: 128, b: 128 })).toBe('hsl(0, 0%, 50%)')
    expect(rgbToHslString({ r: 27, g: 30, b: 51 })).toBe('hsl(232, 31%, 15%)')
    for (const color of randomColors(2000)) {
      expect(rgbToHslString(color)).toMatch(
        /^hsl\((\d|[1-9]\d|[12]\d\d|3[0-5]\d), (\d|[1-9]\d|100)%, (\d|[1-9]\d|100)%\)$/,
      )
    }
  })

  it('round-trips the default theme colour and every grey within 1 per channel', () => {
    const color = { r: 27, g: 30, b: 51 }
    expect(channelError(hslStringToRgb(rgbToHslString(color)) as Rgb, color)).toBeLessThanOrEqual(1)
    for (let v = 0; v < 256; v += 1) {
      const back = hslStringToRgb(rgbToHslString({ r: v, g: v, b: v })) as Rgb
      expect(channelError(back, { r: v, g: v, b: v }), `grey ${v}`).toBeLessThanOrEqual(1)
    }
  })

  it('round-trips every CSS named colour within 2 per channel, most within 1', () => {
    let withinOne = 0
    for (const name of CSS_COLOR_NAMES) {
      const color = parseCssColor(name) as Rgb
      const error = channelError(hslStringToRgb(rgbToHslString(color)) as Rgb, color)
      expect(error, name).toBeLessThanOrEqual(2)
      if (error <= 1) withinOne += 1
    }
    expect(withinOne / CSS_COLOR_NAMES.length).toBeGreaterThan(0.9)
  })

  it('round-trips random colours within 1 per channel for >90% of them and never more than 2', () => {
    // Integer HSL has about 3.7 million values against 16.7 million RGB colours, so an exact
    // (or ±1) round trip for every colour is impossible; this bounds how far off it gets.
    const colors = randomColors(20000, 99)
    let withinOne = 0
    for (const color of colors) {
      const error = channelError(hslStringToRgb(rgbToHslString(color)) as Rgb, color)
      expect(error, JSON.stringify(color)).toBeLessThanOrEqual(2)
      if (error <= 1) withinOne += 1
    }
    expect(withinOne / colors.length).toBeGreaterThan(0.9)
  })

  it('is stable: a stored string converts to a colour that writes back to an equivalent string', () => {
    for (const color of randomColors(500, 3)) {
      const once = hslStringToRgb(rgbToHslString(color)) as Rgb
      expect(hslStringToRgb(rgbToHslString(once))).toEqual(once)
    }
  })

  it('rounds and clamps out-of-range channels', () => {
    expect(rgbToHslString({ r: 300, g: -5, b: 0.4 })).toBe('hsl(0, 100%, 50%)')
  })
})

describe('formatCssColor', () => {
  it('writes each format, with alpha after a slash or as the hex alpha byte', () => {
    const red = { r: 255, g: 0, b: 0, a: 1 }
    expect(formatCssColor(red, 'oklch')).toBe('oklch(62.8% 0.25768 29.23)')
    expect(formatCssColor(red, 'hex')).toBe('#ff0000')
    expect(formatCssColor(red, 'rgb')).toBe('rgb(255 0 0)')
    expect(formatCssColor(red, 'hsl')).toBe('hsl(0 100% 50%)')
    const half = { r: 16, g: 24, b: 40, a: 0.5 }
    expect(formatCssColor(half, 'rgb')).toBe('rgb(16 24 40 / 0.5)')
    expect(formatCssColor(half, 'oklch')).toMatch(/^oklch\([\d.]+% [\d.]+ [\d.]+ \/ 0\.5\)$/)
    expect(formatCssColor(half, 'hex')).toBe('#10182880')
    expect(formatCssColor({ r: 128, g: 128, b: 128, a: 1 }, 'oklch')).toBe('oklch(59.99% 0 0)')
    expect(formatCssColor(readCssColor('hsl(200 50% 50% / 25%)') as CssColor, 'hsl')).toBe(
      'hsl(200 50% 50% / 0.25)',
    )
  })

  it('writes every 8-bit colour so that reading it back gives the same colour', () => {
    // Every 7th value of each channel, and the ends; the whole cube was checked once for oklch().
    const values = [...Array.from({ length: 37 }, (_, i) => i * 7), 255]
    const wrong: string[] = []
    for (const r of values) {
      for (const g of values) {
        for (const b of values) {
          const written = formatCssColor({ r, g, b, a: 128 / 255 }, 'oklch')
          const back = parseCssColor(written)
          if (back?.r !== r || back.g !== g || back.b !== b)
            wrong.push(`${r},${g},${b}: ${written}`)
          else if (Math.round(back.a * 255) !== 128) wrong.push(`alpha of ${written}`)
        }
      }
    }
    expect(wrong).toEqual([])
    for (const color of randomColors(3000, 17)) {
      for (const format of ['hex', 'rgb', 'hsl'] as const) {
        const written = formatCssColor({ ...color, a: 1 }, format)
        expect(parseCssColor(written), written).toEqual({ ...color, a: 1 })
      }
    }
  })
})
