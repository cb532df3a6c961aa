import { describe, expect, it } from 'vitest'
import {
  CSS_COLOR_NAMES,
  contrastRatio,
  formatCssColor,
  gamutMapToSrgb,
  hslStringToRgb,
  isOutsideSrgb,
  hsvToRgb,
  isMostlyLight,
  LIGHTNESS_THRESHOLD,
  parseCssColor,
  readCssColor,
  relativeLuminance,
  rgbToHex,
  rgbToHslString,
  rgbToHsv,
  type CssColor,
  type Rgb,
  type Rgba,
} from './color.ts'

/** Deterministic pseudo-random colours, so failures can be reproduced. */
function randomColors(count: number, seed = 7): Rgb[] {
  let state = seed
  const next = (): number => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0
    return state >>> 24
  }
  return Array.from({ length: count }, () => ({ r: next(), g: next(), b: next() }))
}

const channelError = (a: Rgb, b: Rgb): number =>
  Math.max(Math.abs(a.r - b.r), Math.abs(a.g - b.g), Math.abs(a.b - b.b))

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

describe('isMostlyLight', () => {
  it('tells light colours from dark ones', () => {
    expect(isMostlyLight('#ffffff')).toBe(true)
    expect(isMostlyLight('lightgray')).toBe(true)
    expect(isMostlyLight('#fff3a6')).toBe(true)
    expect(isMostlyLight('#000000')).toBe(false)
    expect(isMostlyLight({ r: 27, g: 30, b: 51 })).toBe(false)
    expect(isMostlyLight('hsl(92, 20%, 30%)')).toBe(false)
    expect(isMostlyLight('navy')).toBe(false)
    expect(isMostlyLight('yellow')).toBe(true)
  })

  it('puts the threshold where dark text starts to read better than light text', () => {
    expect(LIGHTNESS_THRESHOLD).toBeCloseTo(0.179, 3)
    for (let v = 0; v < 256; v += 1) {
      const grey = { r: v, g: v, b: v }
      const blackReadsBetter = contrastRatio(grey, '#000') > contrastRatio(grey, '#fff')
      expect(isMostlyLight(grey), `grey ${v}`).toBe(blackReadsBetter)
    }
    expect(isMostlyLight('#757575')).toBe(false)
    expect(isMostlyLight('#767676')).toBe(true)
  })

  it('judges translucent colours over white and treats unparsable input as light (the default look)', () => {
    expect(isMostlyLight('transparent')).toBe(true)
    expect(isMostlyLight('rgba(0, 0, 0, 0.2)')).toBe(true)
    expect(isMostlyLight('rgba(0, 0, 0, 0.9)')).toBe(false)
    expect(isMostlyLight('not a colour')).toBe(true)
    expect(isMostlyLight('var(--background)')).toBe(true)
  })
})

describe('contrastRatio', () => {
  it('measures WCAG 2.x contrast', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(21, 5)
    expect(contrastRatio('red', 'red')).toBe(1)
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2)
    expect(contrastRatio('#767676', 'white')).toBeCloseTo(4.54, 2)
    expect(contrastRatio({ r: 0, g: 0, b: 255 }, { r: 255, g: 255, b: 255 })).toBeCloseTo(8.59, 2)
    expect(relativeLuminance({ r: 255, g: 255, b: 255 })).toBe(1)
  })

  it('is symmetric for opaque colours', () => {
    const colors = randomColors(200, 5)
    for (let i = 0; i + 1 < colors.length; i += 2) {
      const a = colors[i] as Rgb
      const b = colors[i + 1] as Rgb
      expect(contrastRatio(a, b)).toBeCloseTo(contrastRatio(b, a), 10)
      expect(contrastRatio(rgbToHex(a), rgbToHex(b))).toBeCloseTo(contrastRatio(a, b), 10)
    }
  })

  it('paints a translucent colour over the other one', () => {
    // 50% black over white is rgb(128, 128, 128).
    const expected = contrastRatio('#808080', '#ffffff')
    expect(contrastRatio('rgba(0, 0, 0, 0.5)', '#ffffff')).toBeCloseTo(expected, 10)
    expect(contrastRatio('#ffffff', 'rgba(0, 0, 0, 0.5)')).toBeCloseTo(expected, 10)
    expect(contrastRatio({ r: 0, g: 0, b: 0, a: 0.5 }, { r: 255, g: 255, b: 255 })).toBeCloseTo(
      expected,
      10,
    )
    // Fully transparent text is invisible.
    expect(contrastRatio('transparent', '#123456')).toBe(1)
    // Both translucent: the second is the backdrop, painted over white first.
    expect(contrastRatio('rgba(0, 0, 0, 0.5)', 'rgba(255, 255, 255, 0.5)')).toBeCloseTo(
      expected,
      10,
    )
  })

  it('throws a TypeError for unparsable colours', () => {
    expect(() => contrastRatio('nope', '#fff')).toThrow(TypeError)
    expect(() => contrastRatio('#fff', 'var(--x)')).toThrow('Not a parsable colour: var(--x)')
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
