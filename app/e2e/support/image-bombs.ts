import { pngFile } from '../fakes/png-file'

/*
 * Small files that state a huge picture, as a hostile link or file would carry them: a PNG of one
 * colour, 1 bit a pixel, compresses about a thousand to one (16000 x 16000: 31 KB, 1 GB decoded).
 */

/** A real, decodable black PNG of `width` x `height`, one bit a pixel (grey, no filter). */
export function pngBomb(width: number, height: number): Buffer {
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height)
  return pngFile({ width, height, bitDepth: 1, colourType: 0, rows })
}

/** An SVG whose root states `width` and `height` as written (e.g. '16000' or '1000em'). */
export function svgOfSize(width: string, height: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 10 10"><rect width="10" height="10" fill="rgb(30, 120, 200)"/></svg>`
  )
}

export const dataUri = (bytes: Buffer | string, type: string) =>
  `data:${type};base64,${Buffer.from(bytes).toString('base64')}`
