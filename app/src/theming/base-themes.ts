import { BUILT_IN_THEME_NAMES } from '@theme-a-roo/theme'

/** Names a theme may inherit from: the built-in themes (never the working theme). */
export function baseThemeNames(): Set<string> {
  return new Set(BUILT_IN_THEME_NAMES)
}

/** What to say about a base theme that does not exist. */
export function unknownBaseMessage(inherits: string, names: ReadonlySet<string>): string {
  return `Base theme "${inherits}" was not found. It must be one of: ${[...names].join(', ')}`
}
