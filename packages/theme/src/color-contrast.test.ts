import { describe, expect, it } from 'vitest'
import {
  contrastRatio,
  isMostlyLight,
  LIGHTNESS_THRESHOLD,
  relativeLuminance,
} from './color-contrast.ts'
import type { Rgb } from './color.ts'
import { rgbToHex } from './color-writing.ts'
import { randomColors } from './test/random-colors.ts'

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
