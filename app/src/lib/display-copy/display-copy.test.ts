import { describe, expect, it } from 'vitest'
import { displayCopySize } from './display-copy'

describe('display copy size', () => {
  it('scales a large image down to about the given pixels, keeping its proportions', () => {
    const size = displayCopySize({ width: 8165, height: 6124 }, 4_000_000)
    expect(size.width * size.height).toBeGreaterThan(3_990_000)
    expect(size.width * size.height).toBeLessThanOrEqual(4_002_000)
    expect(size.width / size.height).toBeCloseTo(8165 / 6124, 2)
  })

  it('never scales up, and keeps a thin image at least a pixel high', () => {
    expect(displayCopySize({ width: 1000, height: 500 }, 4_000_000)).toEqual({
      width: 1000,
      height: 500,
    })
    expect(displayCopySize({ width: 10_000_000, height: 3 }, 4_000_000).height).toBe(1)
  })
})
