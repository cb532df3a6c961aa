import { existsSync, readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { dirname, extname, relative, resolve, isAbsolute } from 'node:path'
import { classifyImageReference, type Theme } from '@theme-a-roo/theme'

/*
 * A theme file may name its background image as a file beside it (`harbour.webp`). The engine
 * reads no files, so, as the app's Export reads the image it shows, the command line reads that
 * file and hands it over to be embedded. Only image files inside the theme's own folder are read:
 * a theme from a pull request must not be able to embed `../../.env` into its output.
 */

const IMAGE_TYPES: Record<string, string> = {
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.jpeg': 'image/jpeg',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
}

/** Where the image file the theme names beside it would be, when it may be read at all. */
function besideImagePath(theme: Theme, themeFile: string): string | undefined {
  const image = theme.backgroundImage
  if (!image || classifyImageReference(image) !== 'bundled') return undefined
  const folder = dirname(resolve(themeFile))
  const path = resolve(folder, image)
  const inside = relative(folder, path)
  if (!IMAGE_TYPES[extname(path).toLowerCase()] || inside.startsWith('..') || isAbsolute(inside)) {
    return undefined
  }
  return path
}

/** Whether the theme's background is an image file that is there, beside the theme file. */
export function hasBesideImage(theme: Theme, themeFile: string): boolean {
  const path = besideImagePath(theme, themeFile)
  return path !== undefined && existsSync(path)
}

/** The image beside the theme file, as a data URI, or undefined when there is none to read. */
export async function readBesideImage(
  theme: Theme,
  themeFile: string,
): Promise<{ dataUri: string } | undefined> {
  const path = besideImagePath(theme, themeFile)
  if (path === undefined) return undefined
  const type = IMAGE_TYPES[extname(path).toLowerCase()] as string
  try {
    return { dataUri: `data:${type};base64,${(await readFile(path)).toString('base64')}` }
  } catch {
    // Missing: the export leaves the image out and its notes say so.
    return undefined
  }
}

/** The bytes of the image beside the theme file, or undefined when there is none to read. */
export function readBesideImageBytes(theme: Theme, themeFile: string): Buffer | undefined {
  const path = besideImagePath(theme, themeFile)
  if (path === undefined) return undefined
  try {
    return readFileSync(path)
  } catch {
    return undefined
  }
}
