import { dataUriBytes } from '../data-uri'
import { imageTypeOf, type ImageType } from '../image-type'
import {
  HEADER_BYTES,
  headerDimensions,
  sizeMayComeLater,
  type ImageDimensions,
} from './image-dimensions'

/*
 * Every image is measured from its header before anything decodes it: a few kilobytes of PNG can
 * state 16000 x 16000 pixels, a gigabyte once decoded.
 */

/** Images up to this many pixels are shown as they are; larger ones through a scaled copy. */
export const DISPLAY_COPY_ABOVE_PIXELS = 24_000_000

/*
 * Past these an image is refused, never decoded. Decoded, an image takes four bytes a pixel: 800 MB
 * at this limit, needed once, off the page, to make its display copy. The largest real photos are
 * 200-megapixel phone shots (16320 x 12240); anything larger is made to be large.
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

export class ImageTooLargeError extends Error {
  constructor(readonly dimensions: ImageDimensions) {
    super(imageTooLargeMessage(dimensions))
    this.name = 'ImageTooLargeError'
  }
}

export interface MeasuredImage {
  /** Undefined for bytes that are no image the app knows. */
  type: ImageType | undefined
  /** Undefined when the bytes state no size (an SVG sized only relative to where it is drawn). */
  dimensions: ImageDimensions | undefined
}

/** Whether an image of this size is past what may be decoded at all. */
export function isTooLargeToDecode({ width, height }: ImageDimensions): boolean {
  return width * height > MAX_IMAGE_PIXELS || Math.max(width, height) > MAX_IMAGE_SIDE
}

function judged(type: ImageType | undefined, dimensions: ImageDimensions | undefined) {
  if (dimensions && isTooLargeToDecode(dimensions)) throw new ImageTooLargeError(dimensions)
  return { type, dimensions }
}

/**
 * An image's type and size from its bytes, reading only its header (all of the file when its size
 * is stated further in). Throws ImageTooLargeError for an image too large to decode.
 */
export async function measureImage(image: Blob): Promise<MeasuredImage> {
  const head = new Uint8Array(await image.slice(0, HEADER_BYTES).arrayBuffer())
  const type = imageTypeOf(head)
  if (!type) return { type, dimensions: undefined }
  let dimensions = headerDimensions(type, head)
  if (!dimensions && sizeMayComeLater(type) && image.size > head.length) {
    dimensions = headerDimensions(type, new Uint8Array(await image.arrayBuffer()))
  }
  return judged(type, dimensions)
}

/** measureImage for an image in a data URI, at once: only its header is decoded from the text. */
export function measureDataUri(dataUri: string): MeasuredImage {
  const head = dataUriBytes(dataUri, HEADER_BYTES)
  const type = imageTypeOf(head)
  if (!type) return { type, dimensions: undefined }
  let dimensions = headerDimensions(type, head)
  if (!dimensions && sizeMayComeLater(type) && head.length === HEADER_BYTES) {
    dimensions = headerDimensions(type, dataUriBytes(dataUri))
  }
  return judged(type, dimensions)
}

/**
 * Why a theme's background image must not be taken in: an image embedded in it (a data URI) that
 * is too large to decode. Undefined for anything else, which is judged where it is stored.
 */
export function embeddedImageRefusal(image: string | undefined): string | undefined {
  if (!image || !/^\s*data:/i.test(image)) return undefined
  try {
    measureDataUri(image.trim())
    return undefined
  } catch (error) {
    if (error instanceof ImageTooLargeError) {
      return imageTooLargeMessage(error.dimensions, 'The background image')
    }
    // Not decodable data: storing it fails with its own message.
    return undefined
  }
}
