import {
  HEADER_BYTES,
  headerDimensions,
  imageTooLargeMessage,
  imageTypeOf,
  isTooLargeToDecode,
  sizeMayComeLater,
  type ImageDimensions,
  type ImageType,
} from '@theme-a-roo/theme'
import { dataUriBytes } from '../data-uri'

/*
 * Every image is measured from its header before anything decodes it (the engine's limits say
 * which are never decoded at all).
 */

/** Images up to this many pixels are shown as they are; larger ones through a scaled copy. */
export const DISPLAY_COPY_ABOVE_PIXELS = 24_000_000

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
