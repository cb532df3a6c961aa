import { vi } from 'vitest'

/*
 * jsdom loads no images: an image element's load and error events never come. This stands in for
 * the browser's Image with web images of the given sizes; any other address fails to load.
 * Undone by vi.unstubAllGlobals().
 */
export function serveWebImages(sizes: Record<string, { width: number; height: number }>) {
  const requested: string[] = []
  class WebImage {
    naturalWidth = 0
    naturalHeight = 0
    onload: (() => void) | null = null
    onerror: (() => void) | null = null

    set src(address: string) {
      requested.push(address)
      setTimeout(() => {
        const size = sizes[address]
        if (!size) {
          this.onerror?.()
          return
        }
        this.naturalWidth = size.width
        this.naturalHeight = size.height
        this.onload?.()
      })
    }
  }
  vi.stubGlobal('Image', WebImage)
  return { requested }
}
