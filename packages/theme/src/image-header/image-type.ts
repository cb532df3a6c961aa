/*
 * What kind of image bytes are, judged by their first bytes, not by the type a file or server
 * claims: servers and pickers often label images wrongly or not at all.
 */

import { utf8 } from './utf8.ts'

type RasterImageType = 'png' | 'jpeg' | 'gif' | 'webp' | 'avif'
export type ImageType = RasterImageType | 'svg'

/** The bytes from `from` to `to` as text, for the signatures in image headers. */
export const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to))

/** The raster format of an image's first bytes, 'svg' for SVG text, or undefined for anything else. */
export function imageTypeOf(head: Uint8Array): ImageType | undefined {
  if (head[0] === 0x89 && ascii(head, 1, 8) === 'PNG\r\n\x1a\n') return 'png'
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg'
  if (/^GIF8[79]a$/.test(ascii(head, 0, 6))) return 'gif'
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'webp'
  if (ascii(head, 4, 8) === 'ftyp' && /^avi[fs]$/.test(ascii(head, 8, 12))) return 'avif'
  const text = utf8(head.subarray(0, 512))
    .replace(/^\uFEFF/, '')
    .trimStart()
  if (/^<svg[\s>]/i.test(text) || (/^<\?xml/i.test(text) && /<svg[\s>]/i.test(text))) return 'svg'
  return undefined
}
