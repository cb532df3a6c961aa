import { classifyImageReference } from '@theme-a-roo/theme'
import { toast } from '@/lib/toast'
import { platform } from '@/platform/current-platform'
import { dataUriToBlob } from '@/lib/data-uri'
import { toPngBlob } from '@/lib/png'
import { storedBlobAt } from '@/theming/background-address'

/**
 * 'background-image-' + the ISO time with ':' and '.' as '-' (characters some file systems
 * refuse), always '.png': unique per save and sorted by time in a folder.
 */
export function backgroundImageFileName(now: Date = new Date()): string {
  return `background-image-${now.toISOString().replace(/[:.]/g, '-')}.png`
}

/** The bytes behind a background: inline data, the stored image it names, or a download. */
export async function readImageBlob(url: string): Promise<Blob> {
  if (classifyImageReference(url) === 'embedded') return dataUriToBlob(url)
  const stored = storedBlobAt(url)
  if (stored) return stored
  let response: Response
  try {
    response = await fetch(url)
  } catch (error) {
    throw new Error('Failed to load image', { cause: error })
  }
  if (!response.ok) throw new Error(`Failed to load image (${response.status})`)
  return response.blob()
}

/** Download Image: the current background as a PNG file, saying in a toast how it went. */
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
