/*
 * Re-encodes an image as PNG away from the page's thread: decoding a large photo and encoding it
 * again takes long enough to freeze scrolling and input if done on the main thread.
 */
import { errorMessage } from './error-message'

export interface PngRequest {
  image: Blob
}

export type PngResponse = { png: Blob } | { error: string }

async function encodeAsPng(image: Blob): Promise<Blob> {
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(image)
  } catch {
    throw new Error('Failed to load image')
  }
  try {
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
    const context = canvas.getContext('2d')
    if (!context) throw new Error('Could not get canvas context')
    context.drawImage(bitmap, 0, 0)
    try {
      return await canvas.convertToBlob({ type: 'image/png' })
    } catch {
      throw new Error('Failed to convert canvas to blob')
    }
  } finally {
    bitmap.close()
  }
}

self.onmessage = (event: MessageEvent<PngRequest>) => {
  encodeAsPng(event.data.image).then(
    (png) => self.postMessage({ png } satisfies PngResponse),
    (error: unknown) =>
      self.postMessage({
        error: errorMessage(error),
      } satisfies PngResponse),
  )
}
