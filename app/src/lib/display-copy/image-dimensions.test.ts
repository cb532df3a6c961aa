// @vitest-environment node
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { imageDimensions } from './image-dimensions'

function encoded(
  width: number,
  height: number,
  format: 'png' | 'jpeg' | 'gif' | 'webp',
  options = {},
) {
  const image = sharp({
    create: { width, height, channels: 4, background: { r: 40, g: 90, b: 200, alpha: 0.5 } },
  })
  return image.toFormat(format, options).toBuffer()
}

describe('image dimensions from the header', () => {
  it.each([
    ['png', {}],
    ['jpeg', {}],
    ['gif', {}],
    ['webp', {}],
    ['webp', { lossless: true }],
  ] as const)('reads a %s %o', async (format, options) => {
    const bytes = await encoded(321, 123, format, options)
    expect(await imageDimensions(new Blob([bytes]))).toEqual({ width: 321, height: 123 })
  })

  it('reads a JPEG whose size comes after a long metadata block', async () => {
    const bytes = await sharp({
      create: { width: 200, height: 150, channels: 3, background: '#336699' },
    })
      .withMetadata({ exif: { IFD0: { ImageDescription: 'x'.repeat(60_000) } } })
      .jpeg()
      .toBuffer()
    expect(await imageDimensions(new Blob([bytes]))).toEqual({ width: 200, height: 150 })
  })

  it('reads a WebP with an extended header (animation or metadata)', async () => {
    const bytes = await sharp({
      create: { width: 4000, height: 3, channels: 4, background: '#00000080' },
    })
      .withMetadata({ exif: { IFD0: { ImageDescription: 'extended' } } })
      .webp()
      .toBuffer()
    expect(bytes.subarray(12, 16).toString('ascii')).toBe('VP8X')
    expect(await imageDimensions(new Blob([bytes]))).toEqual({ width: 4000, height: 3 })
  })

  it('gives nothing for text, an SVG or a cut-off file', async () => {
    expect(await imageDimensions(new Blob(['hello, not an image']))).toBeUndefined()
    expect(
      await imageDimensions(new Blob(['<svg xmlns="http://www.w3.org/2000/svg" width="9" />'])),
    ).toBeUndefined()
    const png = await encoded(10, 10, 'png')
    expect(await imageDimensions(new Blob([png.subarray(0, 12)]))).toBeUndefined()
  })
})
