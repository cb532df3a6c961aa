import { needsSeparateUpload, themeNameSlug, type Theme } from '@theme-a-roo/theme'
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
 * The document written by 'Save Theme as...': named after its display name, and self-contained:
 * an image held locally (stored upload or bundled file) is embedded so the file opens anywhere.
 */
export async function buildSavedTheme(entry: ThemeEntry, displayName: string): Promise<Theme> {
  const theme: Theme = {
    ...structuredClone(entry.source),
    displayName,
    name: themeNameSlug(displayName),
  }
  const written = theme.backgroundImage
  const resolved = entry.theme.backgroundImage
  // A stored upload or a bundled file: embed it so the saved file opens anywhere.
  if (needsSeparateUpload(written)) {
    if (resolved) {
      const response = await fetch(resolved)
      if (!response.ok) throw new Error(`Failed to read the background image (${response.status})`)
      theme.backgroundImage = await blobToDataUri(await response.blob())
    } else {
      delete theme.backgroundImage
    }
  }
  return theme
}

export function savedThemeFileName(displayName: string): string {
  return `${themeNameSlug(displayName)}.json`
}
