import { describe, expect, it } from 'vitest'
import {
  CSS_COLOR_NAMES,
  gamutMapToSrgb,
  hslStringToRgb,
  isOutsideSrgb,
  hsvToRgb,
  parseCssColor,
  readCssColor,
  rgbToHsv,
  type CssColor,
  type Rgba,
} from './color.ts'
import { isMostlyLight } from './color-contrast.ts'
import { formatCssColor } from './color-writing.ts'
import { channelError, randomColors } from './test/random-colors.ts'

describe('hslStringToRgb', () => {
  it('converts the stored hsl(h, s%, l%) format', () => {
    expect(hslStringToRgb('hsl(92, 20%, 42%)')).toEqual({ r: 106, g: 129, b: 86 })
    expect(hslStringToRgb('hsl(0, 100%, 50%)')).toEqual({ r: 255, g: 0, b: 0 })
    expect(hslStringToRgb('hsl(120, 100%, 25%)')).toEqual({ r: 0, g: 128, b: 0 })
    expect(hslStringToRgb('hsl(240, 100%, 50%)')).toEqual({ r: 0, g: 0, b: 255 })
    expect(hslStringToRgb('hsl(0, 0%, 100%)')).toEqual({ r: 255, g: 255, b: 255 })
    expect(hslStringToRgb('hsl(0, 0%, 0%)')).toEqual({ r: 0, g: 0, b: 0 })
  })

  it('tolerates the space syntax, decimals, spacing, case and a deg unit', () => {
    expect(hslStringToRgb('hsl(92 20% 42%)')).toEqual({ r: 106, g: 129, b: 86 })
    expect(hslStringToRgb('  HSL( 92 ,  20% , 42% )  ')).toEqual({ r: 106, g: 129, b: 86 })
    expect(hslStringToRgb('hsl(92deg, 20%, 42%)')).toEqual({ r: 106, g: 129, b: 86 })
    expect(hslStringToRgb('hsl(220 30% 15%)')).toEqual(hslStringToRgb('hsl(220, 30%, 15%)'))
    expect(hslStringToRgb('hsl(0 84.2% 60.2%)')).toEqual({ r: 239, g: 68, b: 68 })
    expect(hslStringToRgb('hsl(.5, 50.5%, 50%)')).toBeDefined()
  })

  it('wraps the hue and clamps saturation and lightness', () => {
    expect(hslStringToRgb('hsl(480, 100%, 50%)')).toEqual(hslStringToRgb('hsl(120, 100%, 50%)'))
    expect(hslStringToRgb('hsl(-120, 100%, 50%)')).toEqual(hslStringToRgb('hsl(240, 100%, 50%)'))
    expect(hslStringToRgb('hsl(0, 150%, 120%)')).toEqual({ r: 255, g: 255, b: 255 })
  })

  it.each([
    '',
    'hsl()',
    'hsl(92, 20%)',
    'hsl(92, 20, 42)',
    'hsl(92 20 42)',
    'hsl(92, 20%, 42%, 0.5)',
    'hsl(92 20% 42% / 0.5)',
    'hsla(92, 20%, 42%, 0.5)',
    'hsl(92 ,20% 42%)',
    'hsl(1turn, 20%, 42%)',
    'hsl(a, b%, c%)',
    'hsl(92, 20%, 42%) x',
    'rgb(1, 2, 3)',
    '#6a8156',
    'green',
  ])('gives undefined for %j', (value) => {
    expect(hslStringToRgb(value)).toBeUndefined()
  })
})

describe('rgbToHsv and hsvToRgb', () => {
  it('convert known colours', () => {
    expect(rgbToHsv({ r: 255, g: 0, b: 0 })).toEqual({ h: 0, s: 100, v: 100 })
    expect(rgbToHsv({ r: 0, g: 0, b: 0 })).toEqual({ h: 0, s: 0, v: 0 })
    expect(rgbToHsv({ r: 255, g: 255, b: 255 })).toEqual({ h: 0, s: 0, v: 100 })
    expect(rgbToHsv({ r: 0, g: 255, b: 255 })).toEqual({ h: 180, s: 100, v: 100 })
    expect(hsvToRgb({ h: 120, s: 100, v: 100 })).toEqual({ r: 0, g: 255, b: 0 })
    expect(hsvToRgb({ h: 240, s: 100, v: 50 })).toEqual({ r: 0, g: 0, b: 128 })
    expect(hsvToRgb({ h: 0, s: 0, v: 100 })).toEqual({ r: 255, g: 255, b: 255 })
  })

  it('wrap the hue and clamp saturation and value', () => {
    expect(hsvToRgb({ h: 360, s: 100, v: 100 })).toEqual({ r: 255, g: 0, b: 0 })
    expect(hsvToRgb({ h: -60, s: 100, v: 100 })).toEqual(hsvToRgb({ h: 300, s: 100, v: 100 }))
    expect(hsvToRgb({ h: 0, s: 150, v: -5 })).toEqual({ r: 0, g: 0, b: 0 })
  })

  it('round-trip rgb → hsv → rgb exactly', () => {
    for (const color of randomColors(5000, 11)) {
      const hsv = rgbToHsv(color)
      expect(hsv.h).toBeGreaterThanOrEqual(0)
      expect(hsv.h).toBeLessThan(360)
      expect(hsvToRgb(hsv)).toEqual(color)
    }
  })

  it('round-trip hsv → rgb → hsv closely for colourful values', () => {
    for (let h = 0; h < 360; h += 15) {
      for (const s of [40, 70, 100]) {
        for (const v of [50, 80, 100]) {
          const back = rgbToHsv(hsvToRgb({ h, s, v }))
          expect(Math.min(Math.abs(back.h - h), 360 - Math.abs(back.h - h))).toBeLessThan(1.5)
          expect(Math.abs(back.s - s)).toBeLessThan(1)
          expect(Math.abs(back.v - v)).toBeLessThan(0.5)
        }
      }
    }
  })
})

describe('parseCssColor', () => {
  it('parses hex in all four lengths', () => {
    expect(parseCssColor('#fff')).toEqual({ r: 255, g: 255, b: 255, a: 1 })
    expect(parseCssColor('#F00A')).toEqual({ r: 255, g: 0, b: 0, a: 170 / 255 })
    expect(parseCssColor('#3aac59')).toEqual({ r: 58, g: 172, b: 89, a: 1 })
    expect(parseCssColor('#3AAC5980')).toEqual({ r: 58, g: 172, b: 89, a: 128 / 255 })
  })

  it('parses rgb() and rgba() in comma and space syntax, with numbers or percentages', () => {
    expect(parseCssColor('rgb(10, 20, 30)')).toEqual({ r: 10, g: 20, b: 30, a: 1 })
    expect(parseCssColor('rgba(10, 20, 30, 0.5)')).toEqual({ r: 10, g: 20, b: 30, a: 0.5 })
    expect(parseCssColor('rgb(10 20 30)')).toEqual({ r: 10, g: 20, b: 30, a: 1 })
    expect(parseCssColor('rgb(10 20 30 / 25%)')).toEqual({ r: 10, g: 20, b: 30, a: 0.25 })
    expect(parseCssColor('rgb(0 0 0 / 0.1)')).toEqual({ r: 0, g: 0, b: 0, a: 0.1 })
    expect(parseCssColor('rgb(100%, 50%, 0%)')).toEqual({ r: 255, g: 128, b: 0, a: 1 })
    expect(parseCssColor('rgba(255,255,255,.08)')).toEqual({ r: 255, g: 255, b: 255, a: 0.08 })
    expect(parseCssColor('RGB(300, -4, 12.6)')).toEqual({ r: 255, g: 0, b: 13, a: 1 })
  })

  it('parses hsl() and hsla()', () => {
    expect(parseCssColor('hsl(0 84.2% 60.2%)')).toEqual({ r: 239, g: 68, b: 68, a: 1 })
    expect(parseCssColor('hsl(92, 20%, 42%)')).toEqual({ r: 106, g: 129, b: 86, a: 1 })
    expect(parseCssColor('hsla(120, 100%, 25%, 0.4)')).toEqual({ r: 0, g: 128, b: 0, a: 0.4 })
    expect(parseCssColor('hsl(120 100% 25% / 40%)')).toEqual({ r: 0, g: 128, b: 0, a: 0.4 })
    expect(parseCssColor('hsl(0.5turn 100% 50%)')).toEqual({ r: 0, g: 255, b: 255, a: 1 })
  })

  it('knows every CSS named colour and transparent', () => {
    expect(CSS_COLOR_NAMES).toHaveLength(148)
    for (const name of CSS_COLOR_NAMES) expect(parseCssColor(name), name).toBeDefined()
    expect(parseCssColor('transparent')).toEqual({ r: 0, g: 0, b: 0, a: 0 })
    expect(parseCssColor('RebeccaPurple')).toEqual({ r: 102, g: 51, b: 153, a: 1 })
    expect(parseCssColor('lightgray')).toEqual({ r: 211, g: 211, b: 211, a: 1 })
    expect(parseCssColor('lightgoldenrodyellow')).toEqual({ r: 250, g: 250, b: 210, a: 1 })
    expect(parseCssColor(' navy ')).toEqual({ r: 0, g: 0, b: 128, a: 1 })
  })

  it.each([
    '',
    '#ff',
    '#fffff',
    '#ggg',
    'rgb(1, 2)',
    'rgb(1 2 3 4)',
    'rgb(1, 2, 3 / 0.5)',
    'rgb(a, b, c)',
    'hsl(92, 20, 42)',
    'notacolor',
    'currentColor',
    'var(--primary)',
    'color-mix(in srgb, red 50%, blue)',
    'linear-gradient(red, blue)',
  ])('gives undefined for %j', (value) => {
    expect(parseCssColor(value)).toBeUndefined()
  })
})

describe('hostile colours', () => {
  it('parse in linear time: a long run of digits that ends badly does not stall', () => {
    const digits = '9'.repeat(40_000)
    const started = performance.now()
    expect(parseCssColor(`hsl(${digits}x, 1%, 1%)`)).toBeUndefined()
    expect(hslStringToRgb(`hsl(${digits}x, 1%, 1%)`)).toBeUndefined()
    expect(isMostlyLight(`rgb(${'1'.repeat(100_000)}x, 0, 0)`)).toBe(true)
    expect(performance.now() - started).toBeLessThan(50)
  })

  it('still read numbers in every form within the length limit', () => {
    expect(parseCssColor('rgb(1.5, 2., .5)')).toEqual({ r: 2, g: 2, b: 1, a: 1 })
    expect(parseCssColor(`hsl(${'9'.repeat(60)}x, 1%, 1%)`)).toBeUndefined()
  })
})

describe('colours in the newer CSS spaces', () => {
  // One colour, #7d2329, as CSS Color 4 writes it in each space.
  it.each([
    'lab(29.2345% 39.3825 20.0664)',
    'lch(29.2345% 44.2 27)',
    'oklab(40.101% 0.1147 0.0453)',
    'oklch(40.101% 0.12332 21.555)',
    'OKLCH(0.40101 0.12332 21.555deg)',
  ])('reads %s', (value) => {
    const color = parseCssColor(value) as Rgba
    expect(channelError(color, { r: 125, g: 35, b: 41 })).toBeLessThanOrEqual(1)
    expect(color.a).toBe(1)
  })

  it('reads hwb(), alpha in every space, and none as zero', () => {
    expect(parseCssColor('hwb(120 20% 20%)')).toEqual({ r: 51, g: 204, b: 51, a: 1 })
    expect(parseCssColor('hwb(0 60% 60%)')).toEqual({ r: 128, g: 128, b: 128, a: 1 })
    expect(parseCssColor('oklch(100% 0 0 / 40%)')).toEqual({ r: 255, g: 255, b: 255, a: 0.4 })
    expect(parseCssColor('lab(100 0 0 / 0.25)')?.a).toBe(0.25)
    expect(parseCssColor('rgb(none 128 0)')).toEqual({ r: 0, g: 128, b: 0, a: 1 })
    expect(parseCssColor('oklch(0.5 none none)')).toEqual(parseCssColor('oklch(0.5 0 0)'))
  })

  it('keeps the space it was written in, unrounded', () => {
    expect(readCssColor('oklch(70% 0.1 250 / 0.5)')).toEqual({
      mode: 'oklch',
      l: 0.7,
      c: 0.1,
      h: 250,
      alpha: 0.5,
    })
    expect(readCssColor('#ff0000')).toMatchObject({ mode: 'rgb', r: 1, g: 0, b: 0 })
  })

  it.each(['face', 'add', 'fff', 'oklch(50% 0.1)', 'oklch(50%, 0.1, 200)', 'lab(a b c)'])(
    'gives undefined for %j',
    (value) => {
      expect(readCssColor(value)).toBeUndefined()
      expect(parseCssColor(value)).toBeUndefined()
    },
  )

  it('parses crafted input in every colour function quickly', () => {
    const started = performance.now()
    for (const name of ['rgb', 'rgba', 'hsl', 'hsla', 'hwb', 'lab', 'lch', 'oklab', 'oklch']) {
      for (const body of [
        '9'.repeat(90),
        '1.'.repeat(45),
        `${'1 '.repeat(44)}x`,
        '1,'.repeat(45),
      ]) {
        const text = `${name}(${body}`.slice(0, 99)
        expect(parseCssColor(text)).toBeUndefined()
        expect(parseCssColor(`${text})`)).toBeUndefined()
      }
    }
    expect(performance.now() - started).toBeLessThan(50)
  })
})

describe('colours outside sRGB', () => {
  const vivid = readCssColor('oklch(70% 0.3 150)') as CssColor

  it('are told apart from colours inside it, with 8-bit rounding counted as inside', () => {
    expect(isOutsideSrgb(vivid)).toBe(true)
    expect(isOutsideSrgb('oklch(70% 0.1 150)')).toBe(false)
    expect(isOutsideSrgb('#00ff00')).toBe(false)
    expect(isOutsideSrgb(formatCssColor({ r: 0, g: 255, b: 0, a: 1 }, 'oklch'))).toBe(false)
    expect(isOutsideSrgb('lab(50% 150 0)')).toBe(true)
    expect(isOutsideSrgb('not a colour')).toBe(false)
  })

  it('are gamut-mapped to the sRGB colour of the same lightness and hue with less chroma', () => {
    const mapped = gamutMapToSrgb(vivid)
    expect(isOutsideSrgb(mapped)).toBe(false)
    for (const c of [mapped.r, mapped.g, mapped.b]) {
      expect(c).toBeGreaterThanOrEqual(0)
      expect(c).toBeLessThanOrEqual(1)
    }
    const back = readCssColor(formatCssColor(mapped, 'oklch')) as {
      l: number
      c: number
      h: number
    }
    // CSS Color 4 lets the mapped colour drift within a just-noticeable difference (0.02).
    expect(Math.abs(back.l - 0.7)).toBeLessThan(0.02)
    expect(Math.abs(back.h - 150)).toBeLessThan(3)
    expect(back.c).toBeLessThan(0.3)
    // What the contrast check measures is the mapped colour, not a clipped one.
    expect(parseCssColor('oklch(70% 0.3 150)')).toEqual(
      parseCssColor(formatCssColor(mapped, 'hex')),
    )
  })

  it('are written as they are in oklch(), and mapped in hex, rgb() and hsl()', () => {
    expect(formatCssColor(vivid, 'oklch')).toBe('oklch(70% 0.3 150)')
    for (const format of ['hex', 'rgb', 'hsl'] as const) {
      const written = formatCssColor(vivid, format)
      expect(isOutsideSrgb(written), written).toBe(false)
      expect(parseCssColor(written)).toEqual(parseCssColor('oklch(70% 0.3 150)'))
    }
  })
})
