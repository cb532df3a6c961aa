import { describe, expect, it } from 'vitest'
import type { Rgb } from '../color.ts'
import { measureThemeContrast } from '../contrast.ts'
import { BUTTON_STYLES, BUTTON_VARIANTS, type Theme } from '../types.ts'
import { cpuMilliseconds } from '../test/cpu-time.ts'
import { pixelsFromRgba, seedsFromPixels } from './image-seeds.ts'
import { generateThemeColors, type GenerateOptions } from './scheme-theme.ts'
import { SCHEME_STYLES } from './styles.ts'

const SEEDS = [
  '#6750a4',
  '#ff0000',
  'rgb(255 214 0)',
  'hsl(140 60% 40%)',
  '#00bcd4',
  'oklch(0.3 0.1 260)',
  '#ffffff',
  '#000000',
  '#8d6e63',
  'deeppink',
]
const MODES = ['light', 'dark'] as const
const CANVAS: Rgb[] = [{ r: 255, g: 255, b: 255 }]

const asTheme = (options: GenerateOptions): Theme => ({
  name: 'generated',
  displayName: 'Generated',
  schemaVersion: 1,
  ...generateThemeColors(options),
})

/** The pairs of a theme below their targets, as "label: ratio" for a readable failure. */
function failing(theme: Theme, backdrops: readonly Rgb[]): string[] {
  return measureThemeContrast(theme, backdrops)
    .filter((pair) => pair.ratio < pair.target)
    .map((pair) => `${pair.label}: ${pair.ratio.toFixed(2)}`)
}

const WIDTH = 96
const HEIGHT = 54

/** An RGBA image drawn pixel by pixel from a function of its position. */
function image(paint: (x: number, y: number) => Rgb): Uint8ClampedArray {
  const data = new Uint8ClampedArray(WIDTH * HEIGHT * 4)
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const { r, g, b } = paint(x, y)
      data.set([r, g, b, 255], (y * WIDTH + x) * 4)
    }
  }
  return data
}

/** A repeatable scatter from a pixel's position, standing in for noise. */
const scatter = (x: number, y: number, range: number) => ((x * 7919) ^ (y * 104729)) % range
const IMAGES: Record<string, Uint8ClampedArray> = {
  'sunset gradient': image((x, y) => ({ r: 255 - y * 2, g: 90 + x, b: 40 + y * 3 })),
  'forest stripes': image((x) =>
    x % 12 < 6 ? { r: 20, g: 110, b: 40 } : { r: 200, g: 180, b: 60 },
  ),
  'ocean noise': image((x, y) => ({
    r: scatter(x, y, 40),
    g: 80 + scatter(y, x, 80),
    b: 140 + scatter(x + 3, y, 110),
  })),
  'night sky': image((x, y) =>
    (x * 7 + y * 13) % 97 === 0 ? { r: 250, g: 250, b: 210 } : { r: 10, g: 12, b: 40 + y },
  ),
  'pastel checks': image((x, y) =>
    (Math.floor(x / 8) + Math.floor(y / 8)) % 2
      ? { r: 250, g: 200, b: 220 }
      : { r: 200, g: 230, b: 250 },
  ),
}

/**
 * What the contrast check paints an image's page over: the mean colour and each cell of a 16 x 9
 * grid (as the Designer reads a background image).
 */
function backdropsOf(data: Uint8ClampedArray): Rgb[] {
  const cells: Rgb[] = []
  const cellWidth = WIDTH / 16
  const cellHeight = HEIGHT / 9
  for (let row = 0; row < 9; row++) {
    for (let column = 0; column < 16; column++) {
      const sum = { r: 0, g: 0, b: 0 }
      for (let y = row * cellHeight; y < (row + 1) * cellHeight; y++) {
        for (let x = column * cellWidth; x < (column + 1) * cellWidth; x++) {
          const at = (y * WIDTH + x) * 4
          sum.r += data[at] ?? 0
          sum.g += data[at + 1] ?? 0
          sum.b += data[at + 2] ?? 0
        }
      }
      const n = cellWidth * cellHeight
      cells.push({ r: Math.round(sum.r / n), g: Math.round(sum.g / n), b: Math.round(sum.b / n) })
    }
  }
  const mean = (key: keyof Rgb) =>
    Math.round(cells.reduce((total, cell) => total + cell[key], 0) / cells.length)
  return [{ r: mean('r'), g: mean('g'), b: mean('b') }, ...cells]
}

describe('generateThemeColors', () => {
  it('gives the same colours for the same seed, style and mode', () => {
    const options: GenerateOptions = { seed: '#3366cc', style: 'vibrant', mode: 'dark' }
    expect(generateThemeColors(options)).toEqual(generateThemeColors({ ...options }))
  })

  it('sets every colour group: base colours, sidebar, switches, tables and button states', () => {
    const colors = generateThemeColors({ seed: '#3366cc', style: 'tonal', mode: 'light' })
    expect(colors.colors.background).toMatch(/^#[0-9a-f]{6}$/)
    expect(colors.sidebar.background).toBeDefined()
    expect(colors.switches.thumb?.background).toBeDefined()
    expect(colors.tables.row?.selected?.background).toBeDefined()
    for (const variant of ['default', 'secondary', 'destructive', 'outline', 'ghost'] as const) {
      expect(colors.buttons[variant]?.hover?.background).toBeDefined()
      expect(colors.buttons[variant]?.active?.color).toBeDefined()
    }
    // Border colours too, in every state, so none is left over from the theme they replace.
    for (const variant of BUTTON_VARIANTS) {
      const button = colors.buttons[variant]
      for (const state of [button, button?.hover, button?.active])
        expect(state?.borderColor, variant).toMatch(/^(#[0-9a-f]{6}|transparent)$/)
    }
    expect(colors.mostLike).toBe('light')
  })

  it('gives different themes for different styles and modes', () => {
    const seed = '#3366cc'
    const themes = new Set(
      SCHEME_STYLES.flatMap((style) =>
        MODES.map((mode) => JSON.stringify(generateThemeColors({ seed, style, mode }))),
      ),
    )
    expect(themes.size).toBe(SCHEME_STYLES.length * MODES.length)
  })

  it('reaches AA on every listed pair for 10 seeds in every style and mode', () => {
    const failures: string[] = []
    for (const seed of SEEDS)
      for (const style of SCHEME_STYLES)
        for (const mode of MODES)
          for (const pair of failing(asTheme({ seed, style, mode }), CANVAS))
            failures.push(`${seed} ${style} ${mode}: ${pair}`)
    expect(failures).toEqual([])
  })

  it('reaches AA in every button style, which paints buttons differently (faded, gradients)', () => {
    const failures: string[] = []
    for (const buttonStyle of BUTTON_STYLES)
      for (const seed of SEEDS.slice(0, 5))
        for (const mode of MODES) {
          const theme = asTheme({ seed, style: 'vibrant', mode, buttonStyle })
          for (const pair of failing({ ...theme, buttonStyle }, CANVAS))
            failures.push(`${buttonStyle} ${seed} ${mode}: ${pair}`)
        }
    expect(failures).toEqual([])
  })

  it('refuses a seed that is not a colour', () => {
    expect(() =>
      generateThemeColors({ seed: 'not-a-colour', style: 'tonal', mode: 'light' }),
    ).toThrow('"not-a-colour" is not a colour')
  })

  it('makes glass panes translucent with backdrop filters on, AA over the image', () => {
    const backdrops = backdropsOf(IMAGES['sunset gradient'] as Uint8ClampedArray)
    for (const mode of MODES) {
      const theme = asTheme({ seed: '#ff7043', style: 'tonal', mode, backdrops, glass: true })
      expect(failing(theme, backdrops)).toEqual([])
      expect(theme.colors?.card).toMatch(/^rgba\(/)
      expect(theme.colors?.cardBackdropFilter).toContain('blur(')
      expect(theme.sidebar?.backdropFilter).toContain('blur(')
      expect(theme.colors?.background).toMatch(/^rgba\(/)
    }
  })

  it('keeps generation quick: tens of milliseconds of CPU a theme, glass over an image included', () => {
    // 145 backdrops, as the Designer reads a background image, in colours far apart.
    const backdrops = Array.from({ length: 145 }, (_, i) => ({
      r: (i * 37) % 256,
      g: (i * 91) % 256,
      b: (i * 53) % 256,
    }))
    const averageCpu = (glass: boolean) => {
      const start = cpuMilliseconds()
      for (const style of SCHEME_STYLES)
        for (const mode of MODES)
          generateThemeColors({ seed: '#6750a4', style, mode, glass, backdrops })
      return (cpuMilliseconds() - start) / (SCHEME_STYLES.length * MODES.length)
    }
    // About 10 ms plain and 50 ms as glass when measured; the bounds leave room for slow machines.
    expect(averageCpu(false)).toBeLessThan(60)
    expect(averageCpu(true)).toBeLessThan(250)
  })
})

describe('seedsFromPixels', () => {
  it('gives the same ranked seeds for the same image, and AA themes from each', () => {
    const failures: string[] = []
    for (const [name, data] of Object.entries(IMAGES)) {
      const pixels = pixelsFromRgba(data)
      const seeds = seedsFromPixels(pixels)
      expect(seeds.length, name).toBeGreaterThan(0)
      expect(seedsFromPixels(pixelsFromRgba(data)), name).toEqual(seeds)
      const backdrops = backdropsOf(data)
      for (const mode of MODES) {
        const seed = seeds[0] ?? ''
        for (const pair of failing(asTheme({ seed, style: 'tonal', mode }), CANVAS))
          failures.push(`${name} ${mode}: ${pair}`)
        const glass = asTheme({ seed, style: 'tonal', mode, backdrops, glass: true })
        for (const pair of failing(glass, backdrops))
          failures.push(`${name} glass ${mode}: ${pair}`)
      }
    }
    expect(failures).toEqual([])
  })

  it('ranks the colour an image is mostly made of first', () => {
    const seeds = seedsFromPixels(pixelsFromRgba(IMAGES['ocean noise'] as Uint8ClampedArray))
    const [first] = seeds
    // Mostly blue: blue leads, well ahead of red.
    const rgb = {
      r: parseInt(first?.slice(1, 3) ?? '0', 16),
      b: parseInt(first?.slice(5, 7) ?? '0', 16),
    }
    expect(rgb.b).toBeGreaterThan(rgb.r)
  })

  it('skips translucent pixels, which show what is beneath rather than the image', () => {
    expect(pixelsFromRgba([255, 0, 0, 255, 0, 255, 0, 128])).toHaveLength(1)
  })
})
