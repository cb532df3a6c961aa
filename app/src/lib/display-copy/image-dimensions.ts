import { ascii, sniffImageType } from '../png'

/*
 * An image's size in pixels, read from its header: enough to tell whether it is too large to show
 * as it is, without decoding it. PNG, JPEG, GIF and WebP; undefined for anything else.
 */

export interface ImageDimensions {
  width: number
  height: number
}

// A JPEG's size comes after its metadata (EXIF, ICC profile), which can run to tens of kilobytes.
const HEADER_BYTES = 256 * 1024

function pngDimensions(view: DataView): ImageDimensions | undefined {
  // The first chunk is IHDR: width and height, big-endian, right after its type.
  if (view.byteLength < 24 || view.getUint32(12) !== 0x49484452) return undefined
  return { width: view.getUint32(16), height: view.getUint32(20) }
}

function jpegDimensions(view: DataView): ImageDimensions | undefined {
  let offset = 2
  while (offset + 9 <= view.byteLength) {
    if (view.getUint8(offset) !== 0xff) return undefined
    const marker = view.getUint8(offset + 1)
    // Fill bytes before a marker.
    if (marker === 0xff) {
      offset += 1
      continue
    }
    // Start of frame (baseline, progressive, lossless...); C4, C8 and CC share the range but are not.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) }
    }
    offset += 2 + view.getUint16(offset + 2)
  }
  return undefined
}

function webpDimensions(bytes: Uint8Array, view: DataView): ImageDimensions | undefined {
  const chunk = ascii(bytes, 12, 16)
  if (chunk === 'VP8X' && view.byteLength >= 30) {
    const width = 1 + (view.getUint16(24, true) | (view.getUint8(26) << 16))
    const height = 1 + (view.getUint16(27, true) | (view.getUint8(29) << 16))
    return { width, height }
  }
  if (chunk === 'VP8 ' && view.byteLength >= 30) {
    return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff }
  }
  if (chunk === 'VP8L' && view.byteLength >= 25) {
    const bits = view.getUint32(21, true)
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) }
  }
  return undefined
}

export async function imageDimensions(image: Blob): Promise<ImageDimensions | undefined> {
  const type = await sniffImageType(image)
  if (type !== 'png' && type !== 'jpeg' && type !== 'gif' && type !== 'webp') return undefined
  const bytes = new Uint8Array(await image.slice(0, HEADER_BYTES).arrayBuffer())
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (bytes.length < 16) return undefined
  if (type === 'png') return pngDimensions(view)
  if (type === 'jpeg') return jpegDimensions(view)
  if (type === 'gif') return { width: view.getUint16(6, true), height: view.getUint16(8, true) }
  return webpDimensions(bytes, view)
}
