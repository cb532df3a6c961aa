import type { ImageDimensions } from './svg-dimensions.ts'

/*
 * Past these an image is refused, never decoded: a few kilobytes of PNG can state 16000 x 16000
 * pixels, a gigabyte once decoded. Decoded, an image takes four bytes a pixel: 800 MB at this
 * limit. The largest real photos are 200-megapixel phone shots (16320 x 12240); anything larger
 * is made to be large.
 */
export const MAX_IMAGE_PIXELS = 200_000_000
/**
 * The desktop app's WebKitGTK decodes into cairo images, which are at most this wide and high, and
 * Chromium's canvas has the same bound, so no display copy of a longer image could be made.
 */
export const MAX_IMAGE_SIDE = 32_767

/** Rounded up to a tenth: an image just past the limit never reads as at it. */
const megapixels = (pixels: number) => Math.ceil(pixels / 100_000) / 10

export function imageTooLargeMessage({ width, height }: ImageDimensions, subject = 'The image') {
  return (
    `${subject} is too large: ${width} x ${height} pixels (${megapixels(width * height)} ` +
    `megapixels). Images may have at most ${megapixels(MAX_IMAGE_PIXELS)} megapixels and ` +
    `${MAX_IMAGE_SIDE} pixels a side.`
  )
}

/** Whether an image of this size is past what may be decoded at all. */
export function isTooLargeToDecode({ width, height }: ImageDimensions): boolean {
  return width * height > MAX_IMAGE_PIXELS || Math.max(width, height) > MAX_IMAGE_SIDE
}
