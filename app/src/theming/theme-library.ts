import {
  classifyImageReference,
  listBuiltInThemes,
  type BuiltInTheme,
  type ImageReferenceKind,
  type Theme,
  type ThemeLookup,
} from '@theme-a-roo/theme'
import { storedImageAddress } from '@/storage/stored-image'

/*
 * The themes this page resolves a theme against: the built-in bases and examples, and where it
 * shows their images from. The runtime and the theme session both read it, so a theme resolves
 * the same for the page and for every listener of the session. Read on first use.
 */

let builtIns: BuiltInTheme[] | undefined
let byName = new Map<string, Theme>()

/** Reads the built-in themes (again, when the runtime reloads them). */
export function loadBuiltInThemes(): BuiltInTheme[] {
  builtIns = listBuiltInThemes()
  byName = new Map(builtIns.map((entry) => [entry.theme.name, entry.theme]))
  return builtIns
}

const loaded = () => builtIns ?? loadBuiltInThemes()

/** Image strings the page can load as they are; anything else must be a bundled file. */
const LOADABLE_IMAGE_KINDS = new Set<ImageReferenceKind>(['embedded', 'web', 'object-url'])

/**
 * Where the page shows a theme's image from: as written, when the page can load it; a relative
 * path only as the bundled file of the theme that declares it (anything else is dropped, so the
 * theme still loads); a stored image named by content through this page's object URL for it,
 * once read (none until then).
 */
function imageAddress(image: string, owner: Theme): string | undefined {
  const kind = classifyImageReference(image)
  if (LOADABLE_IMAGE_KINDS.has(kind)) return image
  if (kind === 'stored') return storedImageAddress(image)
  const bundled = loaded().find((entry) => entry.theme.name === owner.name)
  if (bundled?.theme.backgroundImage === image && bundled.backgroundImageUrl) {
    return bundled.backgroundImageUrl
  }
  console.error(
    `Background image "${image}" of theme "${owner.name}" could not be resolved; showing none`,
  )
  return undefined
}

export const themeLibrary: ThemeLookup = {
  theme: (name) => {
    loaded()
    return byName.get(name)
  },
  imageAddress,
}
