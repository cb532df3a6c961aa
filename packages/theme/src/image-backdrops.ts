import { type Rgb } from './color.ts'

/** The grid a background image is judged by: each cell must keep text readable. */
export const IMAGE_GRID_COLUMNS = 16
export const IMAGE_GRID_ROWS = 9

/**
 * The colours text may sit on when a background image shows: the mean of the cells first, then
 * the mean colour of each cell of a 16 x 9 grid over the image, row by row. `rgba` holds the
 * image's pixels row by row, straight (not premultiplied), `width` x `height` of them and at least
 * one a cell; alpha is not weighed, as a canvas hands it over. The app passes the image the
 * browser scaled to the grid, one pixel a cell; the command line a larger drawing of it, whose
 * pixels each cell averages as the browser's scaling does.
 */
export function imageBackdropsFromPixels(
  rgba: ArrayLike<number>,
  width: number = IMAGE_GRID_COLUMNS,
  height: number = IMAGE_GRID_ROWS,
): Rgb[] {
  if (width < IMAGE_GRID_COLUMNS || height < IMAGE_GRID_ROWS || rgba.length !== width * height * 4)
    throw new RangeError(
      `Expected the RGBA of at least ${IMAGE_GRID_COLUMNS} x ${IMAGE_GRID_ROWS} pixels`,
    )
  const cellCount = IMAGE_GRID_COLUMNS * IMAGE_GRID_ROWS
  const sums = Array.from({ length: cellCount }, () => ({ r: 0, g: 0, b: 0, pixels: 0 }))
  for (let y = 0; y < height; y++) {
    const row = Math.floor((y * IMAGE_GRID_ROWS) / height) * IMAGE_GRID_COLUMNS
    for (let x = 0; x < width; x++) {
      const sum = sums[row + Math.floor((x * IMAGE_GRID_COLUMNS) / width)]
      const at = (y * width + x) * 4
      if (!sum) continue
      sum.r += rgba[at] ?? 0
      sum.g += rgba[at + 1] ?? 0
      sum.b += rgba[at + 2] ?? 0
      sum.pixels += 1
    }
  }
  const cells = sums.map(({ r, g, b, pixels }) => meanColor({ r, g, b }, pixels))
  const total = (channel: keyof Rgb) => cells.reduce((sum, cell) => sum + cell[channel], 0)
  return [meanColor({ r: total('r'), g: total('g'), b: total('b') }, cellCount), ...cells]
}

function meanColor({ r, g, b }: Rgb, count: number): Rgb {
  return { r: Math.round(r / count), g: Math.round(g / count), b: Math.round(b / count) }
}
