import { measureImage } from './display-copy/image-limits'

/**
 * An image's pixels scaled to `width` x `height` (RGBA, row by row), from a file or an address.
 * The browser decodes and scales it off the main thread; it works in a page and in a worker. An
 * image too large to decode is refused first (ImageTooLargeError), from its header.
 */
export async function scaledPixels(
  image: Blob | string,
  width: number,
  height: number,
): Promise<Uint8ClampedArray> {
  const blob = typeof image === 'string' ? await (await fetch(image)).blob() : image
  await measureImage(blob)
  const bitmap = await createImageBitmap(blob, {
    resizeWidth: width,
    resizeHeight: height,
    resizeQuality: 'medium',
  })
  const canvas = new OffscreenCanvas(width, height)
  const context = canvas.getContext('2d')
  if (!context) throw new Error('No 2D canvas to read the image with')
  context.drawImage(bitmap, 0, 0)
  bitmap.close()
  return context.getImageData(0, 0, width, height).data
}
