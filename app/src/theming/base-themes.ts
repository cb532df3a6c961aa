import { BUILT_IN_THEME_NAMES, privateBackgroundRefusal, type Theme } from '@theme-a-roo/theme'

/** Names a theme may inherit from: the built-in themes (never the working theme). */
export function baseThemeNames(): Set<string> {
  return new Set(BUILT_IN_THEME_NAMES)
}

/** What to say about a base theme that does not exist. */
export function unknownBaseMessage(inherits: string, names: ReadonlySet<string>): string {
  return `Base theme "${inherits}" was not found. It must be one of: ${[...names].join(', ')}`
}

/**
 * Why a theme from outside (a file, pasted text) may not become the working theme, beyond the
 * engine's rules: a base the app does not have would keep it from loading, and a background on
 * a private network would have the app request it. A background the working theme already has
 * may stay, whatever its address. Undefined when the theme may come in.
 */
export function outsideThemeRefusal(
  theme: Pick<Theme, 'inherits' | 'backgroundImage'>,
  currentBackgroundImage?: string,
): string | undefined {
  const names = baseThemeNames()
  if (theme.inherits && !names.has(theme.inherits)) return unknownBaseMessage(theme.inherits, names)
  if (theme.backgroundImage !== undefined && theme.backgroundImage === currentBackgroundImage) {
    return undefined
  }
  return privateBackgroundRefusal(theme)
}
