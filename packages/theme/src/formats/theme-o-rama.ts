import { classifyImageReference, needsSeparateUpload } from '../image-reference.ts'
import { themeNameSlug } from '../names.ts'
import type { Theme } from '../types.ts'
import type { ExportedTheme } from './types.ts'

/*
 * A theme-o-rama theme written as a file of its own, as 'Save Theme as...' writes it. The file
 * must open anywhere, so an image kept apart from the theme is embedded; the engine cannot read
 * where such an image is kept (a browser's store, a folder), so the caller hands over its content.
 */

/** The content of the theme's background image, as a `data:` URI (`data:image/webp;base64,…`). */
export interface BackgroundImageContent {
  dataUri: string
}

export interface ThemeFileOptions {
  /** Names the file and the theme (`name` becomes its slug); the theme's own by default. */
  displayName?: string
  /**
   * The image that `backgroundImage` names when it is kept apart from the theme: a stored
   * upload, an `ipfs://` address or a path beside the theme file. Without it such an image is
   * left out of the file. An image already in the theme (`data:`) or on the web stays as it is.
   */
  image?: BackgroundImageContent
}

/** The theme as its own file holds it: a fresh copy, named after its display name, the image in it. */
export function selfContainedTheme(theme: Theme, options: ThemeFileOptions = {}): Theme {
  const displayName = options.displayName ?? theme.displayName
  // Themes are JSON: a JSON copy is whole and shares nothing with the caller's theme.
  const copy = JSON.parse(JSON.stringify(theme)) as Theme
  const saved: Theme = { ...copy, displayName, name: themeNameSlug(displayName) }
  if (needsSeparateUpload(saved.backgroundImage)) {
    if (options.image) saved.backgroundImage = embeddableImage(options.image)
    else delete saved.backgroundImage
  }
  return saved
}

function embeddableImage(image: BackgroundImageContent): string {
  if (classifyImageReference(image.dataUri) !== 'embedded') {
    throw new TypeError('The background image to embed must be given as a data: URI.')
  }
  return image.dataUri
}

/** The file name a theme with this display name is saved under: `<slug>.json`. */
export function themeFileName(displayName: string): string {
  return `${themeNameSlug(displayName)}.json`
}

/** A theme-o-rama theme file (one mode, its base named): pretty JSON ending in a newline. */
export function exportThemeORama(theme: Theme, options: ThemeFileOptions = {}): ExportedTheme {
  const saved = selfContainedTheme(theme, options)
  return {
    text: `${JSON.stringify(saved, null, 2)}\n`,
    fileName: themeFileName(saved.displayName),
    notes: [],
  }
}
