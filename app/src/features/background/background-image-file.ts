import { classifyImageReference } from '@theme-a-roo/theme'
import { toast } from '@/lib/toast'
import { platform } from '@/platform/current-platform'
import type { PngRequest, PngResponse } from './png-worker'

/** Spec §9: 'background-image-' + ISO time with ':' and '.' as '-', always '.png'. */
export function backgroundImageFileName(now: Date = new Date()): string {
  return `background-image-${now.toISOString().replace(/[:.]/g, '-')}.png`
}

/** The bytes behind a background address: inline data, the stored copy's object URL, or a download. */
export async function readImageBlob(url: string): Promise<Blob> {
  if (classifyImageReference(url) === 'embedded') {
    // The image database module (and Dexie) loads only when needed, as elsewhere.
    const { dataUriToBlob } = await import('@/storage/image-store')
    return dataUriToBlob(url)
  }
  let response: Response
  try {
    response = await fetch(url)
  } catch (error) {
    throw new Error('Failed to load image', { cause: error })
  }
  if (!response.ok) throw new Error(`Failed to load image (${response.status})`)
  return response.blob()
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

/** Judged by the file's first bytes: servers and pickers often label images wrongly or not at all. */
export async function isPng(image: Blob): Promise<boolean> {
  const head = new Uint8Array(await image.slice(0, PNG_SIGNATURE.length).arrayBuffer())
  return PNG_SIGNATURE.every((byte, index) => head[index] === byte)
}

function encodeInWorker(image: Blob): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./png-worker.ts', import.meta.url), { type: 'module' })
    const finish = () => worker.terminate()
    worker.onmessage = (event: MessageEvent<PngResponse>) => {
      finish()
      if ('png' in event.data) resolve(event.data.png)
      else reject(new Error(event.data.error))
    }
    worker.onerror = (event) => {
      finish()
      reject(new Error(event.message || 'Failed to process image'))
    }
    worker.postMessage({ image } satisfies PngRequest)
  })
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

/** Download Image: the current background as a PNG file, with the spec's toasts. */
export async function saveBackgroundImage(imageUrl: string | undefined): Promise<void> {
  if (!imageUrl) {
    toast.error('No image to save')
    return
  }
  try {
    const png = await toPngBlob(await readImageBlob(imageUrl))
    if (await platform.saveBinaryFile(backgroundImageFileName(), png)) {
      toast.success('Image saved to your downloads folder')
    }
  } catch (error) {
    console.error('Failed to save image', error)
    toast.error('Failed to save image')
  }
}
