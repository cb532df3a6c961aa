import type { PngRequest } from './png-worker'
import { askWorkerOnce } from './worker-once'

/*
 * Image bytes as the app keeps them. Images are judged by their first bytes, not by the type a
 * file or server claims: only raster formats are stored and shown, because an SVG or HTML file
 * served from the app's own origin (as a blob: URL) could run script with the app's rights.
 */

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

type RasterImageType = 'png' | 'jpeg' | 'gif' | 'webp' | 'avif'

/** The bytes from `from` to `to` as text, for the signatures in image headers. */
export const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to))

/** The raster format of the bytes, 'svg' for SVG text, or undefined for anything else. */
export async function sniffImageType(image: Blob): Promise<RasterImageType | 'svg' | undefined> {
  const head = new Uint8Array(await image.slice(0, 512).arrayBuffer())
  if (PNG_SIGNATURE.every((byte, index) => head[index] === byte)) return 'png'
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg'
  if (/^GIF8[79]a$/.test(ascii(head, 0, 6))) return 'gif'
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'webp'
  if (ascii(head, 4, 8) === 'ftyp' && /^avi[fs]$/.test(ascii(head, 8, 12))) return 'avif'
  const text = new TextDecoder()
    .decode(head)
    .replace(/^\uFEFF/, '')
    .trimStart()
  if (/^<svg[\s>]/i.test(text) || (/^<\?xml/i.test(text) && /<svg[\s>]/i.test(text))) return 'svg'
  return undefined
}

/** Judged by the file's first bytes: servers and pickers often label images wrongly or not at all. */
export async function isPng(image: Blob): Promise<boolean> {
  const head = new Uint8Array(await image.slice(0, PNG_SIGNATURE.length).arrayBuffer())
  return PNG_SIGNATURE.every((byte, index) => head[index] === byte)
}

async function encodeInWorker(image: Blob): Promise<Blob> {
  const worker = new Worker(new URL('./png-worker.ts', import.meta.url), { type: 'module' })
  const answer = await askWorkerOnce<{ png: Blob }>(
    worker,
    { image } satisfies PngRequest,
    'Failed to process image',
  )
  return answer.png
}

/*
 * Fallback for what a worker cannot draw (SVG needs the page's image decoder) or where workers
 * lack OffscreenCanvas. Vector and small images only reach this path in practice.
 */
async function encodeOnPage(image: Blob): Promise<Blob> {
  const url = URL.createObjectURL(image)
  try {
    const element = new Image()
    element.decoding = 'async'
    element.src = url
    try {
      await element.decode()
    } catch (error) {
      throw new Error('Failed to load image', { cause: error })
    }
    const canvas = document.createElement('canvas')
    // An SVG without an intrinsic size still needs a canvas to draw on.
    canvas.width = element.naturalWidth || 1024
    canvas.height = element.naturalHeight || 1024
    const context = canvas.getContext('2d')
    if (!context) throw new Error('Could not get canvas context')
    context.drawImage(element, 0, 0, canvas.width, canvas.height)
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('Failed to convert canvas to blob'))),
        'image/png',
      ),
    )
  } finally {
    URL.revokeObjectURL(url)
  }
}

/** The image as PNG bytes, so the saved file is what its '.png' name says. PNGs pass through. */
export async function toPngBlob(image: Blob): Promise<Blob> {
  if (await isPng(image))
    return image.type === 'image/png' ? image : new Blob([image], { type: 'image/png' })
  try {
    return await encodeInWorker(image)
  } catch (workerError) {
    console.warn('Converting the image in a worker failed; converting it on the page', workerError)
    try {
      return await encodeOnPage(image)
    } catch (pageError) {
      throw new Error('Failed to process image', { cause: pageError })
    }
  }
}
