import type { Theme } from '@theme-a-roo/theme'
import type { ThemeEntry } from '@/theming/theme-runtime'

/** The base themes every theme-o-rama app ships; other bases exist only in this tool. */
const CONSUMER_BASE_THEMES = new Set(['light', 'dark', 'color'])

/**
 * The theme a wallet will load from the metadata. It is the document as written when its base is
 * one every consuming app has; a theme built on one of this tool's other examples is embedded
 * with that base already merged in, since the wallet could not find the base by name.
 */
export function themeForMetadata(entry: ThemeEntry): Theme {
  const { source, theme } = entry
  if (!source.inherits || CONSUMER_BASE_THEMES.has(source.inherits)) return source
  const merged: Theme = { ...theme, tags: source.tags }
  delete merged.inherits
  if (!source.tags) delete merged.tags
  return merged
}
