import { resolveInheritance } from '../inherit.ts'
import type { Theme } from '../types.ts'

/*
 * A theme as it is shown: its base chain merged in, and its background image found where the
 * theme that names it lives. A relative image path belongs to the theme in the chain that
 * declares it (a built-in theme's bundled file), so the lookup is handed that theme; the caller
 * knows what each kind of address means where it shows images (a page, a command line).
 */

export interface ThemeLookup {
  /** A theme by name: the bases and examples a theme may inherit from. */
  theme(name: string): Theme | undefined
  /**
   * The address to show an image through, given the image as `owner` names it; undefined shows
   * none. Without it, images are shown as they are written.
   */
  imageAddress?(image: string, owner: Theme): string | undefined
}

/** The theme resolved against the library; throws ThemeInheritanceError for a broken chain. */
export function resolveThemeInLibrary(source: Theme, library: ThemeLookup): Theme {
  const theme = resolveInheritance(source, (name) => library.theme(name))
  const image = backgroundAddress(source, library)
  if (image === undefined) delete theme.backgroundImage
  else theme.backgroundImage = image
  return theme
}

function backgroundAddress(source: Theme, library: ThemeLookup): string | undefined {
  const seen = new Set<string>()
  for (
    let owner: Theme | undefined = source;
    owner && !seen.has(owner.name);
    owner = owner.inherits ? library.theme(owner.inherits) : undefined
  ) {
    seen.add(owner.name)
    const image = owner.backgroundImage
    if (!image) continue
    return library.imageAddress ? library.imageAddress(image, owner) : image
  }
  return undefined
}
