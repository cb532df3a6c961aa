import { needsSeparateUpload, type BackgroundImageContent } from '@theme-a-roo/theme'
import type { ThemeEntry } from '@/theming/theme-runtime'

function blobToDataUri(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(reader.result as string)
    reader.onerror = () => reject(reader.error ?? new Error('Failed to read image'))
    reader.readAsDataURL(blob)
  })
}

/**
 * The theme's background image, for a file or link that must open anywhere: a stored upload or
 * a bundled file is read from the address the page shows it from, so the engine can embed it.
 * None when the image travels as it is written (embedded or on the web), or there is none.
 */
export async function readBackgroundImage(
  entry: ThemeEntry,
): Promise<BackgroundImageContent | undefined> {
  const shown = entry.theme.backgroundImage
  if (!needsSeparateUpload(entry.source.backgroundImage) || !shown) return undefined
  const response = await fetch(shown)
  if (!response.ok) throw new Error(`Failed to read the background image (${response.status})`)
  return { dataUri: await blobToDataUri(await response.blob()) }
}
