import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { HEADER_BYTES, headerDimensions, sizeMayComeLater } from './image-dimensions.ts'
import { imageTypeOf } from './image-type.ts'

function encoded(
  width: number,
  height: number,
  format: 'png' | 'jpeg' | 'gif' | 'webp' | 'avif',
  options = {},
) {
  const image = sharp({
    create: { width, height, channels: 4, background: { r: 40, g: 90, b: 200, alpha: 0.5 } },
  })
  return image.toFormat(format, options).toBuffer()
}

/** The type and size the bytes' header states, as a reader of its first bytes sees them. */
function measured(bytes: Uint8Array | string) {
  const head = typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes
  const type = imageTypeOf(head)
  return { type, dimensions: type && headerDimensions(type, head) }
}
const dimensionsOf = (bytes: Uint8Array | string) => measured(bytes).dimensions
const svg = (attributes: string) =>
  `<?xml version="1.0"?>\n<!-- <svg width="1" height="1"> -->\n<svg xmlns="http://www.w3.org/2000/svg" ${attributes}><rect width="5" height="5"/></svg>`

describe('image dimensions from the header', () => {
  it.each([
    ['png', {}],
    ['jpeg', {}],
    ['gif', {}],
    ['webp', {}],
    ['webp', { lossless: true }],
    ['avif', {}],
  ] as const)('reads a %s %o', async (format, options) => {
    const bytes = await encoded(321, 123, format, options)
    expect(measured(bytes)).toEqual({
      type: format,
      dimensions: { width: 321, height: 123 },
    })
  })

  it('reads a JPEG whose size comes after a long metadata block', async () => {
    const bytes = await sharp({
      create: { width: 200, height: 150, channels: 3, background: '#336699' },
    })
      .withMetadata({ exif: { IFD0: { ImageDescription: 'x'.repeat(60_000) } } })
      .jpeg()
      .toBuffer()
    expect(dimensionsOf(bytes)).toEqual({ width: 200, height: 150 })
  })

  it('reads a JPEG whose size comes after more metadata than its header holds', async () => {
    const jpeg = await encoded(200, 150, 'jpeg')
    // Five 60 KB comment segments (COM, FF FE) between the start marker and the rest.
    const comment = Buffer.alloc(60_000 + 4)
    comment.writeUInt16BE(0xfffe, 0)
    comment.writeUInt16BE(60_000 + 2, 2)
    const padded = Buffer.concat([
      jpeg.subarray(0, 2),
      ...Array<Buffer>(5).fill(comment),
      jpeg.subarray(2),
    ])
    expect(padded.length).toBeGreaterThan(HEADER_BYTES)
    // Not in the header a reader takes first: a JPEG's size may come later, so read it all.
    expect(dimensionsOf(padded.subarray(0, HEADER_BYTES))).toBeUndefined()
    expect(sizeMayComeLater('jpeg')).toBe(true)
    expect(dimensionsOf(padded)).toEqual({ width: 200, height: 150 })
  })

  it('reads a WebP with an extended header (animation or metadata)', async () => {
    const bytes = await sharp({
      create: { width: 4000, height: 3, channels: 4, background: '#00000080' },
    })
      .withMetadata({ exif: { IFD0: { ImageDescription: 'extended' } } })
      .webp()
      .toBuffer()
    expect(bytes.subarray(12, 16).toString('ascii')).toBe('VP8X')
    expect(dimensionsOf(bytes)).toEqual({ width: 4000, height: 3 })
  })

  it("sizes a GIF by its first frame where that reaches past the GIF's screen", async () => {
    const gif = Buffer.from(await encoded(30, 20, 'gif'))
    // A 2 x 2 screen: browsers still decode the 30 x 20 frame at its own size.
    gif.writeUInt16LE(2, 6)
    gif.writeUInt16LE(2, 8)
    expect(dimensionsOf(gif)).toEqual({ width: 30, height: 20 })
  })

  it("reads an SVG's width and height, in any absolute unit, or its viewBox", () => {
    expect(measured(svg('width="640" height="480"'))).toEqual({
      type: 'svg',
      dimensions: { width: 640, height: 480 },
    })
    expect(dimensionsOf(svg(`width='2in' height="1.5in"`))).toEqual({
      width: 192,
      height: 144,
    })
    expect(dimensionsOf(svg('width="160px" viewBox="0 0 40 10"'))).toEqual({
      width: 160,
      height: 40,
    })
    expect(dimensionsOf(svg('viewBox="0,0,16000,9000"'))).toEqual({
      width: 16000,
      height: 9000,
    })
  })

  it('gives no size for an SVG sized relative to where it is drawn, or not at all', () => {
    expect(dimensionsOf(svg('width="100%" height="100%"'))).toBeUndefined()
    expect(dimensionsOf(svg('width="1000em" height="1000em"'))).toBeUndefined()
    expect(dimensionsOf(svg(''))).toBeUndefined()
  })

  it('gives nothing for text or a cut-off file', async () => {
    expect(measured('hello, not an image')).toEqual({
      type: undefined,
      dimensions: undefined,
    })
    const png = await encoded(10, 10, 'png')
    expect(dimensionsOf(png.subarray(0, 12))).toBeUndefined()
  })
})
