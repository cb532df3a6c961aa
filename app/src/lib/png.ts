import { imageTypeOf, type ImageDimensions, type ImageType } from '@theme-a-roo/theme'
import { displayCopySize } from './display-copy/display-copy'
import { DISPLAY_COPY_ABOVE_PIXELS, measureImage } from './display-copy/image-limits'
import type { PngRequest } from './png-worker'
import { askWorkerOnce } from './worker-once'

/*
 * Image bytes as the app keeps them. Images are judged by their first bytes, not by the type a
 * file or server claims: only raster formats are stored and shown, because an SVG or HTML file
 * served from the app's own origin (as a blob: URL) could run script with the app's rights.
 */

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

/** The raster format of the bytes, 'svg' for SVG text, or undefined for anything else. */
export async function sniffImageType(image: Blob): Promise<ImageType | undefined> {
  return imageTypeOf(new Uint8Array(await image.slice(0, 512).arrayBuffer()))
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

/** The longer side of an SVG that states no size of its own. */
const SVG_SIDE_WITHOUT_SIZE = 1024

/*
 * An SVG is drawn at the size it states, scaled down to no more pixels than are shown without a
 * display copy, and one that states none at 1024 pixels on its longer side. A vector loses nothing
 * drawn smaller, and the page would otherwise draw whatever size the file claims, at four bytes a
 * pixel, on its own thread.
 */
function svgDrawSize(stated: ImageDimensions | undefined, element: HTMLImageElement) {
  if (stated) return displayCopySize(stated, DISPLAY_COPY_ABOVE_PIXELS)
  const ratio =
    element.naturalWidth && element.naturalHeight ? element.naturalWidth / element.naturalHeight : 1
  return ratio >= 1
    ? {
        width: SVG_SIDE_WITHOUT_SIZE,
        height: Math.max(1, Math.round(SVG_SIDE_WITHOUT_SIZE / ratio)),
      }
    : {
        width: Math.max(1, Math.round(SVG_SIDE_WITHOUT_SIZE * ratio)),
        height: SVG_SIDE_WITHOUT_SIZE,
      }
}

/** A raster image is drawn at its own size: it has been measured, and is not past the limits. */
const naturalSize = (element: HTMLImageElement) => ({
  width: element.naturalWidth,
  height: element.naturalHeight,
})

/**
 * Draws the image on the page at the size `sizeOf` gives it: SVG needs the page's image decoder,
 * and some browsers' workers lack OffscreenCanvas.
 */
async function encodeOnPage(
  image: Blob,
  sizeOf: (element: HTMLImageElement) => ImageDimensions,
): Promise<Blob> {
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
    const { width, height } = sizeOf(element)
    const canvas = document.createElement('canvas')
    canvas.width = width
    canvas.height = height
    const context = canvas.getContext('2d')
    if (!context) throw new Error('Could not get canvas context')
    context.drawImage(element, 0, 0, width, height)
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

/**
 * The image as PNG bytes, so the saved file is what its '.png' name says. PNGs pass through. Throws
 * ImageTooLargeError, before decoding anything, for an image too large to decode.
 */
export async function toPngBlob(image: Blob): Promise<Blob> {
  const { type, dimensions } = await measureImage(image)
  if (type === 'png')
    return image.type === 'image/png' ? image : new Blob([image], { type: 'image/png' })
  try {
    if (type === 'svg') {
      const svg = new Blob([image], { type: 'image/svg+xml' })
      return await encodeOnPage(svg, (element) => svgDrawSize(dimensions, element))
    }
    try {
      return await encodeInWorker(image)
    } catch (workerError) {
      console.warn(
        'Converting the image in a worker failed; converting it on the page',
        workerError,
      )
      return await encodeOnPage(image, naturalSize)
    }
  } catch (error) {
    throw new Error('Failed to process image', { cause: error })
  }
}
