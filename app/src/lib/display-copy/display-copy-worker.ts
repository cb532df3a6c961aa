/*
 * Makes the display-sized copy of a very large image away from the page's thread: decoding the
 * original takes hundreds of milliseconds and hundreds of megabytes.
 */
import { errorMessage } from '../error-message'

export interface DisplayCopyRequest {
  image: Blob
  width: number
  height: number
}

export type DisplayCopyResponse = { copy: Blob } | { error: string }

async function makeCopy({ image, width, height }: DisplayCopyRequest): Promise<Blob> {
  // Decoded and scaled in one step, so the full-size bitmap is never kept.
  const bitmap = await createImageBitmap(image, {
    resizeWidth: width,
    resizeHeight: height,
    resizeQuality: 'high',
  })
  try {
    const canvas = new OffscreenCanvas(width, height)
    const context = canvas.getContext('2d')
    if (!context) throw new Error('Could not get canvas context')
    // Drawn at the asked size, for a browser that decodes at full size whatever it is asked.
    context.drawImage(bitmap, 0, 0, width, height)
    // PNG keeps transparency, which a background may rely on.
    return await canvas.convertToBlob({ type: 'image/png' })
  } finally {
    bitmap.close()
  }
}

self.onmessage = (event: MessageEvent<DisplayCopyRequest>) => {
  makeCopy(event.data).then(
    (copy) => self.postMessage({ copy } satisfies DisplayCopyResponse),
    (error: unknown) =>
      self.postMessage({ error: errorMessage(error) } satisfies DisplayCopyResponse),
  )
}
