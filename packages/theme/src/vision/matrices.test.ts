import {
  filterDeficiencyDeuter,
  filterDeficiencyProt,
  filterDeficiencyTrit,
  filterGrayscale,
  type Color,
} from 'culori/fn'
import { describe, expect, it } from 'vitest'
import { relativeLuminance } from '../color-contrast.ts'
import {
  channelsIn,
  simulateVision,
  visionMatrix,
  type MatrixSpace,
  type SimulatedVision,
} from './matrices.ts'

/** Reproducible random sRGB colours (a small linear congruential generator). */
function randomColors(count: number): Color[] {
  let seed = 20_091_113
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
    return seed / 2 ** 31
  }
  return Array.from({ length: count }, () => ({ mode: 'rgb', r: next(), g: next(), b: next() }))
}

function applyRows(rows: readonly number[], [r, g, b]: [number, number, number]) {
  return [0, 1, 2].map(
    (row) => rows[row * 3]! * r + rows[row * 3 + 1]! * g + rows[row * 3 + 2]! * b,
  )
}

// culori's own filters, the reference the matrices must reproduce.
const REFERENCE: Record<SimulatedVision, (color: Color) => Color> = {
  protanopia: filterDeficiencyProt(1),
  deuteranopia: filterDeficiencyDeuter(1),
  tritanopia: filterDeficiencyTrit(1),
  achromatopsia: filterGrayscale(1, 'lrgb'),
}

const COLORS = randomColors(200)

describe('visionMatrix', () => {
  for (const [vision, filter] of Object.entries(REFERENCE)) {
    it(`reproduces culori's ${vision} filter on random colours`, () => {
      const { rows, space } = visionMatrix(vision as SimulatedVision)
      for (const color of COLORS) {
        const expected = channelsIn(filter(color), space)
        const actual = applyRows(rows, channelsIn(color, space))
        actual.forEach((value, index) => expect(value).toBeCloseTo(expected[index]!, 9))
      }
    })
  }

  it('works the dichromacies on gamma-encoded sRGB: in linear light they would be wrong', () => {
    const { rows, space } = visionMatrix('deuteranopia')
    expect(space).toBe('sRGB')
    const other: MatrixSpace = 'linearRGB'
    const errors = COLORS.map((color) => {
      const expected = channelsIn(REFERENCE.deuteranopia(color), other)
      const actual = applyRows(rows, channelsIn(color, other))
      return Math.max(...actual.map((value, index) => Math.abs(value - expected[index]!)))
    })
    expect(Math.max(...errors)).toBeGreaterThan(0.01)
  })

  it('keeps each colour’s relative luminance under achromatopsia', () => {
    for (const color of COLORS) {
      const grey = simulateVision(color, 'achromatopsia')
      const to8Bit = ({ r, g, b }: { r: number; g: number; b: number }) => ({
        r: Math.round(r * 255),
        g: Math.round(g * 255),
        b: Math.round(b * 255),
      })
      expect(grey.r).toBeCloseTo(grey.g, 9)
      expect(grey.g).toBeCloseTo(grey.b, 9)
      const original = relativeLuminance(to8Bit(color as typeof grey))
      expect(Math.abs(relativeLuminance(to8Bit(grey)) - original)).toBeLessThan(0.005)
    }
  })
})

describe('simulateVision', () => {
  it('leaves colours as they are under typical vision', () => {
    expect(simulateVision({ mode: 'rgb', r: 0.2, g: 0.4, b: 0.6 }, 'typical')).toEqual({
      mode: 'rgb',
      r: 0.2,
      g: 0.4,
      b: 0.6,
    })
  })

  it('clamps what the filters overshoot to what a screen shows', () => {
    const blue: Color = { mode: 'rgb', r: 0, g: 0, b: 1 }
    // culori's protanopia sends pure blue below zero red.
    expect((REFERENCE.protanopia(blue) as { r: number }).r).toBeLessThan(0)
    for (const vision of ['protanopia', 'deuteranopia', 'tritanopia'] as const) {
      const { r, g, b } = simulateVision(blue, vision)
      for (const channel of [r, g, b]) {
        expect(channel).toBeGreaterThanOrEqual(0)
        expect(channel).toBeLessThanOrEqual(1)
      }
    }
  })
})
