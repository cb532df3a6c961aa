import { describe, expect, it } from 'vitest'
import { type Rgb } from './color.ts'
import { contrastRatio } from './color-contrast.ts'
import { MAX_SURFACE_SAMPLES, sampleSurfaces } from './contrast-samples.ts'

/** Colours from a fixed pseudo-random sequence, so that a failure can be replayed. */
function colors(count: number, seed: number): Rgb[] {
  let state = seed
  const next = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31
    return (state >>> 16) % 256
  }
  return Array.from({ length: count }, () => ({ r: next(), g: next(), b: next() }))
}

const lowestOn = (surfaces: readonly Rgb[], text: Rgb) =>
  surfaces.reduce((lowest, surface) => Math.min(lowest, contrastRatio(text, surface)), Infinity)

describe('surface samples', () => {
  it('keeps a set of plain size whole, each colour once', () => {
    const few = colors(300, 1)
    expect(sampleSurfaces([...few, ...few])).toEqual(few)
  })

  it('keeps a bounded sample of a large set that moves no lowest ratio by more than 1.2%', () => {
    const many = colors(20_000, 2)
    const kept = sampleSurfaces(many)
    expect(kept.length).toBeLessThanOrEqual(MAX_SURFACE_SAMPLES)
    for (const text of colors(200, 3)) {
      const exact = lowestOn(many, text)
      const sampled = lowestOn(kept, text)
      expect(sampled).toBeGreaterThanOrEqual(exact)
      expect(sampled).toBeLessThanOrEqual(exact * 1.012)
    }
  })
})
