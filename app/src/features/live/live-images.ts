// How the app gets a theme's background image: a web address as it is (a bundled image is one, on
// this editor's origin); anything only this page can read (a stored image's object URL, a data
// URI) as a data URL, sent once per app page and named by id after that.
import type { ImageReference } from '@theme-a-roo/live'
import { storedBlobAt } from '@/theming/background-address'

/** The address a web page elsewhere can load the image from, if it has one. */
export function webAddressOf(image: string, base: string): string | undefined {
  try {
    const url = new URL(image, base)
    return /^https?:$/.test(url.protocol) ? url.href : undefined
  } catch {
    return undefined
  }
}

/** Ids for images that are not stored ones (a data URI), per connection. */
export function imageIds() {
  const ids = new Map<string, string>()
  return (image: string, key: string | undefined): ImageReference => ({
    id: key ?? ids.get(image) ?? ids.set(image, `image-${ids.size + 1}`).get(image)!,
  })
}

/** The image's bytes as a data URL; undefined when they cannot be read or are not an image. */
export async function imageDataUrl(address: string): Promise<string | undefined> {
  try {
    const blob = storedBlobAt(address) ?? (await (await fetch(address)).blob())
    if (!blob.type.startsWith('image/')) return undefined
    return await new Promise((resolve) => {
      const reader = new FileReader()
      reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : undefined)
      reader.onerror = () => resolve(undefined)
      reader.readAsDataURL(blob)
    })
  } catch {
    return undefined
  }
}
