import type { ImageDimensions } from '@theme-a-roo/theme'
import { askWorkerOnce } from '../worker-once'
import type { DisplayCopyRequest } from './display-copy-worker'
import { DISPLAY_COPY_ABOVE_PIXELS, ImageTooLargeError, measureImage } from './image-limits'

/*
 * A very large image is shown through a copy scaled to the screen; the original is kept for
 * everything that uses its bytes (download, export, upload). Decoded, an image takes four bytes a
 * pixel: 200 MB at 50 MP. The browser decoded such an image two to four times each time it was
 * chosen (once per place it is shown, at that place's scale), taking a second or more, while a
 * copy is decoded once, off the page, and is light to show everywhere after.
 */

/** The copy's pixels: the screen's, in device pixels, but at least this many. */
const MIN_COPY_PIXELS = 4_000_000

function copyPixelsForScreen(): number {
  const ratio = globalThis.devicePixelRatio || 1
  const screenPixels =
    typeof screen === 'undefined' ? 0 : screen.width * screen.height * ratio * ratio
  return Math.max(MIN_COPY_PIXELS, Math.round(screenPixels))
}

/** The copy's size: the image scaled down to about `pixels` pixels, its proportions kept. */
export function displayCopySize(original: ImageDimensions, pixels: number): ImageDimensions {
  const scale = Math.min(1, Math.sqrt(pixels / (original.width * original.height)))
  return {
    width: Math.max(1, Math.round(original.width * scale)),
    height: Math.max(1, Math.round(original.height * scale)),
  }
}

async function copyInWorker(request: DisplayCopyRequest): Promise<Blob> {
  const worker = new Worker(new URL('./display-copy-worker.ts', import.meta.url), {
    type: 'module',
  })
  const answer = await askWorkerOnce<{ copy: Blob }>(
    worker,
    request,
    'The display copy could not be made',
  )
  return answer.copy
}

/**
 * The copy to show instead of `image`, or undefined when the image is shown as it is: not very
 * large, of a kind whose size is not read from its header, or when no copy could be made. Throws
 * ImageTooLargeError for an image too large to decode at all, which must not be shown either.
 */
export async function displayCopy(image: Blob): Promise<Blob | undefined> {
  try {
    const { dimensions } = await measureImage(image)
    if (!dimensions || dimensions.width * dimensions.height <= DISPLAY_COPY_ABOVE_PIXELS) {
      return undefined
    }
    if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') return undefined
    return await copyInWorker({ image, ...displayCopySize(dimensions, copyPixelsForScreen()) })
  } catch (error) {
    if (error instanceof ImageTooLargeError) throw error
    // The original still shows, only more slowly.
    console.warn('Failed to make a display copy of a large image; showing the original', error)
    return undefined
  }
}
