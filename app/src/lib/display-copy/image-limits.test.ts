// @vitest-environment node
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import {
  embeddedImageRefusal,
  ImageTooLargeError,
  measureDataUri,
  measureImage,
} from './image-limits'
import { pngHeader } from '@/test/png-header'

const dataUri = (bytes: Uint8Array, type = 'image/png') =>
  `data:${type};base64,${Buffer.from(bytes).toString('base64')}`

describe('image limits', () => {
  it('refuses an image past 200 megapixels, naming its size and the limits', async () => {
    const refusal = measureImage(new Blob([pngHeader(16000, 16000)]))
    await expect(refusal).rejects.toBeInstanceOf(ImageTooLargeError)
    await expect(refusal).rejects.toThrow(
      'The image is too large: 16000 x 16000 pixels (256 megapixels). Images may have at most ' +
        '200 megapixels and 32767 pixels a side.',
    )
  })

  it('takes the largest real photos, and refuses a thin image longer than a side may be', async () => {
    // A 200-megapixel phone's full-size picture.
    expect((await measureImage(new Blob([pngHeader(16320, 12240)]))).dimensions).toEqual({
      width: 16320,
      height: 12240,
    })
    await expect(measureImage(new Blob([pngHeader(40000, 10)]))).rejects.toThrow(
      'The image is too large: 40000 x 10 pixels (0.4 megapixels).',
    )
  })

  it('reads all of a JPEG whose size comes after more metadata than its header holds', async () => {
    const jpeg = await sharp({
      create: { width: 200, height: 150, channels: 3, background: '#336699' },
    })
      .jpeg()
      .toBuffer()
    // Five 60 KB comment segments (COM, FF FE) between the start marker and the rest.
    const comment = Buffer.alloc(60_000 + 4)
    comment.writeUInt16BE(0xfffe, 0)
    comment.writeUInt16BE(60_000 + 2, 2)
    const padded = Buffer.concat([
      jpeg.subarray(0, 2),
      ...Array<Buffer>(5).fill(comment),
      jpeg.subarray(2),
    ])
    expect((await measureImage(new Blob([padded]))).dimensions).toEqual({ width: 200, height: 150 })
  })

  it('refuses an SVG that states a size past the limits', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="16000" height="16000"></svg>'
    await expect(measureImage(new Blob([svg]))).rejects.toThrow(/16000 x 16000 pixels/)
    expect(() => measureDataUri(`data:image/svg+xml,${encodeURIComponent(svg)}`)).toThrow(
      ImageTooLargeError,
    )
  })

  it('measures an image in a data URI from its header alone', () => {
    expect(measureDataUri(dataUri(pngHeader(4000, 3000)))).toEqual({
      type: 'png',
      dimensions: { width: 4000, height: 3000 },
    })
    expect(() => measureDataUri(dataUri(pngHeader(20000, 20000)))).toThrow(
      /20000 x 20000 pixels \(400 megapixels\)/,
    )
  })

  it("says why a theme's embedded background is refused, and nothing about other addresses", () => {
    expect(embeddedImageRefusal(dataUri(pngHeader(16000, 16000)))).toBe(
      'The background image is too large: 16000 x 16000 pixels (256 megapixels). Images may ' +
        'have at most 200 megapixels and 32767 pixels a side.',
    )
    expect(embeddedImageRefusal(dataUri(pngHeader(640, 480)))).toBeUndefined()
    expect(embeddedImageRefusal('https://example.com/huge.png')).toBeUndefined()
    expect(embeddedImageRefusal('data:image/png;base64,%%%')).toBeUndefined()
    expect(embeddedImageRefusal(undefined)).toBeUndefined()
  })
})
