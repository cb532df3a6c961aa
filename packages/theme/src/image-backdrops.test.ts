import { describe, expect, it } from 'vitest'
import { IMAGE_GRID_COLUMNS, IMAGE_GRID_ROWS, imageBackdropsFromPixels } from './image-backdrops.ts'

/** The RGBA of a `width` x `height` image whose pixel at (x, y) is `colorAt(x, y)`, opaque. */
function image(width: number, height: number, colorAt: (x: number, y: number) => number[]) {
  const rgba: number[] = []
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) rgba.push(...colorAt(x, y), 255)
  return rgba
}

describe('image backdrops', () => {
  it('takes each pixel of an image scaled to the grid as a cell, after their mean', () => {
    // Left half black, right half white: the mean is mid grey.
    const rgba = image(16, 9, (x) => (x < 8 ? [0, 0, 0] : [255, 255, 255]))
    const [mean, ...cells] = imageBackdropsFromPixels(rgba)
    expect(mean).toEqual({ r: 128, g: 128, b: 128 })
    expect(cells).toHaveLength(IMAGE_GRID_COLUMNS * IMAGE_GRID_ROWS)
    expect(cells[0]).toEqual({ r: 0, g: 0, b: 0 })
    expect(cells[15]).toEqual({ r: 255, g: 255, b: 255 })
  })

  it('averages the pixels under each cell of a larger image, ignoring alpha', () => {
    // 32 x 18: each cell is 2 x 2 pixels, here two red and two blue, one of them transparent.
    const rgba = image(32, 18, (x) => (x % 2 === 0 ? [200, 0, 0] : [0, 0, 100]))
    rgba[3] = 0
    const [mean, ...cells] = imageBackdropsFromPixels(rgba, 32, 18)
    expect(mean).toEqual({ r: 100, g: 0, b: 50 })
    expect(new Set(cells.map((cell) => JSON.stringify(cell)))).toEqual(
      new Set([JSON.stringify({ r: 100, g: 0, b: 50 })]),
    )
  })

  it('refuses pixels that do not match the size, or fewer than the grid', () => {
    expect(() =>
      imageBackdropsFromPixels(
        image(16, 9, () => [0, 0, 0]),
        16,
        10,
      ),
    ).toThrow(RangeError)
    expect(() =>
      imageBackdropsFromPixels(
        image(8, 9, () => [0, 0, 0]),
        8,
        9,
      ),
    ).toThrow(RangeError)
  })
})
