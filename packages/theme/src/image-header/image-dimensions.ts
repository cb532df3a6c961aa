import { ascii, type ImageType } from './image-type.ts'
import { svgDimensions, type ImageDimensions } from './svg-dimensions.ts'
import { utf8 } from './utf8.ts'

/*
 * An image's size in pixels, read from its header: enough to tell whether it is too large to show
 * as it is, or to decode at all, without decoding it. Each reader gives the size the browser's
 * decoder would allocate for, or undefined when the bytes state none (or end first).
 */

export type { ImageDimensions } from './svg-dimensions.ts'

/** Bytes read first; a JPEG's or GIF's size can come later, after metadata (EXIF, ICC profile). */
export const HEADER_BYTES = 256 * 1024

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

/** Skips a GIF's data sub-blocks (each a length byte and its bytes, up to a zero length). */
function afterSubBlocks(view: DataView, offset: number): number {
  let at = offset
  while (at < view.byteLength) {
    const length = view.getUint8(at)
    at += 1 + length
    if (length === 0) return at
  }
  return Infinity
}

/*
 * The logical screen, grown to the first frame when that frame reaches past it: browsers size a
 * GIF by both, so a 1 x 1 screen cannot hide a large first frame.
 */
function gifDimensions(view: DataView): ImageDimensions | undefined {
  if (view.byteLength < 13) return undefined
  const screen = { width: view.getUint16(6, true), height: view.getUint16(8, true) }
  const flags = view.getUint8(10)
  let offset = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0)
  while (offset < view.byteLength) {
    const block = view.getUint8(offset)
    if (block === 0x21) {
      offset = afterSubBlocks(view, offset + 2)
    } else if (block === 0x2c && offset + 9 <= view.byteLength) {
      const right = view.getUint16(offset + 1, true) + view.getUint16(offset + 5, true)
      const bottom = view.getUint16(offset + 3, true) + view.getUint16(offset + 7, true)
      return { width: Math.max(screen.width, right), height: Math.max(screen.height, bottom) }
    } else {
      return undefined
    }
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

/*
 * AVIF states each item's size in an 'ispe' property (20 bytes: size, type, version and flags,
 * width, height). A picture made of tiles has one for each tile and one for the whole grid; the
 * largest is the picture's.
 */
function avifDimensions(bytes: Uint8Array, view: DataView): ImageDimensions | undefined {
  let largest: ImageDimensions | undefined
  for (let at = bytes.indexOf(0x69); at !== -1 && at + 16 <= bytes.length;) {
    if (at >= 4 && ascii(bytes, at, at + 4) === 'ispe' && view.getUint32(at - 4) === 20) {
      const found = { width: view.getUint32(at + 8), height: view.getUint32(at + 12) }
      if (!largest || found.width * found.height > largest.width * largest.height) largest = found
    }
    at = bytes.indexOf(0x69, at + 1)
  }
  return largest
}

/**
 * The size the image's bytes state, read from `bytes` (its first HEADER_BYTES, or all of it).
 * For SVG, the size it asks to be drawn at (see svgDimensions).
 */
export function headerDimensions(type: ImageType, bytes: Uint8Array): ImageDimensions | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  switch (type) {
    case 'png':
      return pngDimensions(view)
    case 'jpeg':
      return jpegDimensions(view)
    case 'gif':
      return gifDimensions(view)
    case 'webp':
      return webpDimensions(bytes, view)
    case 'avif':
      return avifDimensions(bytes, view)
    case 'svg':
      return svgDimensions(utf8(bytes))
  }
}

/** Whether a size missing from the first bytes may still come later in the file. */
export function sizeMayComeLater(type: ImageType): boolean {
  // An AVIF may put its pixels before the box that states their size.
  return type === 'jpeg' || type === 'gif' || type === 'avif'
}
