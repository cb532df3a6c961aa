import { describe, expect, it } from 'vitest'
import { parseCssColor, rgbToHsl } from './color.ts'
import { contrastRatio } from './color-contrast.ts'
import { formatCssColor } from './color-writing.ts'
import { fixContrast, measureThemeContrast } from './contrast.ts'
import { CONTRAST_AA, type ContrastPair } from './contrast-pair.ts'
import type { Theme } from './types.ts'

const WHITE = { r: 255, g: 255, b: 255 }
const BLACK = { r: 0, g: 0, b: 0 }

/** A complete set of colours, all black on white unless a test changes some. */
function theme(colors: Record<string, string> = {}): Theme {
  const text = '#000000'
  const surface = '#ffffff'
  return {
    name: 'sample',
    displayName: 'Sample',
    schemaVersion: 1,
    colors: {
      background: surface,
      foreground: text,
      card: surface,
      cardForeground: text,
      popover: surface,
      popoverForeground: text,
      primary: '#1d3557',
      primaryForeground: surface,
      secondary: '#e0e0e0',
      secondaryForeground: text,
      muted: '#f0f0f0',
      mutedForeground: '#444444',
      accent: '#e0e0e0',
      accentForeground: text,
      destructive: '#b00020',
      destructiveForeground: surface,
      input: '#cccccc',
      ...colors,
    },
  }
}

const pair = (pairs: ContrastPair[], label: string) => {
  const found = pairs.find((entry) => entry.label === label)
  if (!found) throw new Error(`no pair ${label}`)
  return found
}

describe('contrast pairs', () => {
  it('are named as a person reads them, each once', () => {
    const everything: Theme = {
      ...theme({ inputBackground: '#fafafa' }),
      sidebar: { background: '#f4f4f4' },
      tables: { row: { selected: { background: '#dddddd' } } },
    }
    const labels = measureThemeContrast(everything, [WHITE]).map((entry) => entry.label)
    expect(labels).toEqual(expect.arrayContaining(['Text on secondary', 'Text in input fields']))
    expect(labels).toEqual(
      expect.arrayContaining(['Text on sidebar', 'Text on selected table row', 'Link text']),
    )
    expect(labels).toEqual(
      expect.arrayContaining(['Text on pressed ghost button', 'Switch thumb on checked track']),
    )
    // Words, not the theme's paths: no dots, no camelCase keys.
    for (const label of labels) expect(label).toMatch(/^[A-Z][a-z]*( [a-z]+)*$/)
    expect(new Set(labels).size).toBe(labels.length)
    const gradient = measureThemeContrast({ ...everything, buttonStyle: 'gradient' }, [WHITE])
    expect(gradient.map((entry) => entry.label)).toContain('Gradient link text')
  })

  it('names each pair with the field that sets its text colour', () => {
    const pairs = measureThemeContrast(theme(), [WHITE])
    expect(pair(pairs, 'Text on card')).toMatchObject({
      field: ['colors', 'cardForeground'],
      value: '#000000',
      ratio: 21,
    })
    const outlined = measureThemeContrast(
      { ...theme(), buttons: { outline: { hover: { color: '#000000' } } } },
      [WHITE],
    )
    expect(pair(outlined, 'Text on hovered outline button').field).toEqual([
      'buttons',
      'outline',
      'hover',
      'color',
    ])
    // A text colour left to its default is fixed where the default comes from.
    expect(pair(pairs, 'Text on table header')).toMatchObject({
      field: ['colors', 'mutedForeground'],
      value: '#444444',
    })
    expect(pair(pairs, 'Text on default button').field).toEqual(['colors', 'primaryForeground'])
    const own = measureThemeContrast({ ...theme(), tables: { header: { color: '#111111' } } }, [
      WHITE,
    ])
    expect(pair(own, 'Text on table header').field).toEqual(['tables', 'header', 'color'])
  })

  it('paints a translucent surface over what lies beneath, for every backdrop', () => {
    // A 10% white card: over black it is almost black, so white text on it is nearly 21:1
    // there, while over a white backdrop the same text would vanish.
    const glass = theme({
      background: 'transparent',
      card: 'rgba(255, 255, 255, 0.1)',
      cardForeground: '#ffffff',
    })
    expect(pair(measureThemeContrast(glass, [BLACK]), 'Text on card').ratio).toBeGreaterThan(15)
    const both = pair(measureThemeContrast(glass, [BLACK, WHITE]), 'Text on card')
    expect(both.ratio).toBeCloseTo(1, 5)
  })

  it("holds a switch's thumb to 3:1 against both tracks, and fixes it on its own field", () => {
    const pairs = measureThemeContrast(theme(), [WHITE])
    const unchecked = pair(pairs, 'Switch thumb on unchecked track')
    expect(unchecked).toMatchObject({ field: ['switches', 'thumb', 'background'], target: 3 })
    // The white thumb on a light grey track does not stand out.
    expect(unchecked.ratio).toBeLessThan(3)
    const fixed = fixContrast(unchecked) ?? ''
    expect(unchecked.ratioWith(fixed)).toBeGreaterThanOrEqual(3)
    expect(unchecked.ratioWith(fixed)).toBeLessThan(CONTRAST_AA)
  })
})

/** A gradient of `count` different colours, some of them translucent. */
function longGradient(count: number, seed: number): string {
  const stops = Array.from({ length: count }, (_, i) => {
    const hex = ((i * 2731 + seed * 977) % 4096).toString(16).padStart(3, '0')
    return i % 5 === 0 ? `#${hex}8` : `#${hex}`
  })
  return `linear-gradient(90deg, ${stops.join(', ')})`
}

describe('long gradients', () => {
  for (const stops of [40, 200]) {
    it(`measures ${stops}-stop page, card and primary gradients quickly, every pair in 1..21`, () => {
      const gradients = theme({
        background: longGradient(stops, 1),
        card: longGradient(stops, 2),
        primary: longGradient(stops, 3),
      })
      const started = performance.now()
      const pairs = measureThemeContrast(gradients, [WHITE, BLACK])
      const fix = fixContrast(pair(pairs, 'Text on primary'))
      // Painting every stop over every stop beneath took most of a minute for 40 stops.
      expect(performance.now() - started).toBeLessThan(3000)
      expect(pairs).toHaveLength(measureThemeContrast(theme(), [WHITE]).length)
      for (const { label, ratio } of pairs) {
        expect(ratio, label).toBeGreaterThanOrEqual(1)
        expect(ratio, label).toBeLessThanOrEqual(21)
      }
      // No single text colour reads on a gradient of dark and light colours: none is offered.
      expect(fix).toBeUndefined()
    })
  }

  it('finds over several backdrops at once the lowest ratio of each backdrop alone', () => {
    const glass = theme({
      background: 'rgba(20, 40, 60, 0.4)',
      card: longGradient(12, 4),
      primary: longGradient(6, 5),
    })
    const backdrops = [WHITE, BLACK, { r: 200, g: 30, b: 90 }]
    const each = backdrops.map((backdrop) => measureThemeContrast(glass, [backdrop]))
    for (const { label, ratio } of measureThemeContrast(glass, backdrops)) {
      expect(ratio, label).toBeCloseTo(
        Math.min(...each.map((pairs) => pair(pairs, label).ratio)),
        9,
      )
    }
  })
})

describe('fixing a pair', () => {
  it('moves only the lightness, as little as reaches AA', () => {
    const pairs = measureThemeContrast(theme({ mutedForeground: '#9a8f80' }), [WHITE])
    const failing = pair(pairs, 'Muted text on background')
    expect(failing.ratio).toBeLessThan(CONTRAST_AA)
    const fixed = fixContrast(failing)
    expect(fixed).toBeDefined()
    const ratio = failing.ratioWith(fixed ?? '')
    expect(ratio).toBeGreaterThanOrEqual(CONTRAST_AA)
    const before = rgbToHsl(parseCssColor('#9a8f80') ?? BLACK)
    const after = rgbToHsl(parseCssColor(fixed ?? '') ?? BLACK)
    expect(after.h).toBeCloseTo(before.h, -1)
    expect(after.l).toBeLessThan(before.l)
    // A point less change does not reach AA (the search moves in half points; channels round).
    const nearer = { ...after, l: after.l + 1 }
    expect(nearer.l).toBeLessThan(before.l)
    expect(contrastRatio(`hsl(${nearer.h} ${nearer.s}% ${nearer.l}%)`, '#ffffff')).toBeLessThan(
      CONTRAST_AA,
    )
  })

  it('keeps the alpha of a translucent text colour', () => {
    const pairs = measureThemeContrast(theme({ foreground: 'rgba(120, 120, 120, 0.8)' }), [WHITE])
    const fixed = fixContrast(pair(pairs, 'Text on background'))
    expect(fixed).toMatch(/^rgba\(\d+, \d+, \d+, 0\.8\)$/)
  })

  it('leaves a passing pair alone, and cannot fix a gradient', () => {
    const pairs = measureThemeContrast(theme(), [WHITE])
    expect(fixContrast(pair(pairs, 'Text on background'))).toBe('#000000')
    const gradient = {
      ...pair(pairs, 'Text on background'),
      value: 'linear-gradient(#eee, #fff)',
      ratio: 1.1,
    }
    expect(fixContrast(gradient)).toBeUndefined()
  })
})

describe('colours in oklch()', () => {
  /** The sample theme with every colour written in oklch(), as shadcn/ui writes themes. */
  function inOklch(colors: Record<string, string> = {}): Theme {
    const hex = theme(colors)
    const written = Object.entries<string>({ ...hex.colors }).map(
      ([key, value]): [string, string] => {
        const color = parseCssColor(value)
        if (!color) throw new Error(`not a colour: ${value}`)
        return [key, formatCssColor(color, 'oklch')]
      },
    )
    return { ...hex, colors: Object.fromEntries(written) }
  }

  it('are measured, pair for pair as the same colours in hex', () => {
    const hex = measureThemeContrast(theme({ mutedForeground: '#9a8f80' }), [WHITE, BLACK])
    const oklch = measureThemeContrast(inOklch({ mutedForeground: '#9a8f80' }), [WHITE, BLACK])
    expect(oklch.map((entry) => entry.label)).toEqual(hex.map((entry) => entry.label))
    for (const [index, entry] of oklch.entries()) {
      expect(entry.value, entry.label).toMatch(/^oklch\(/)
      expect(entry.ratio, entry.label).toBeCloseTo(hex[index]?.ratio ?? 0, 10)
    }
    // Gradient stops too: a gradient of oklch() stops reads as the same gradient in hex.
    const stops = ['oklch(100% 0 0)', 'oklch(20% 0.05 250)']
    const card = (written: string[]) =>
      pair(
        measureThemeContrast(theme({ card: `linear-gradient(${written.join(', ')})` }), [WHITE]),
        'Text on card',
      ).ratio
    const inHex = stops.map((stop) =>
      formatCssColor(parseCssColor(stop) ?? { ...BLACK, a: 1 }, 'hex'),
    )
    expect(card(stops)).toBeCloseTo(card(inHex), 10)
    expect(card(stops)).toBeLessThan(CONTRAST_AA)
  })

  it('are fixed in oklch()', () => {
    const failing = pair(
      measureThemeContrast(inOklch({ mutedForeground: '#9a8f80' }), [WHITE]),
      'Muted text on background',
    )
    const fixed = fixContrast(failing) ?? ''
    expect(fixed).toMatch(/^oklch\([\d.]+% [\d.]+ [\d.]+\)$/)
    expect(failing.ratioWith(fixed)).toBeGreaterThanOrEqual(CONTRAST_AA)
  })
})
