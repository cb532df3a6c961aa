import {
  isMostlyLight,
  listBuiltInThemes,
  resolveInheritance,
  type MostLike,
  type Theme,
} from '@theme-a-roo/theme'

/*
 * Themes name a base (`inherits`) that the app finds among its built-in themes; the command line
 * has no library of its own, so it resolves against the same built-ins.
 */

const builtIns = new Map(listBuiltInThemes().map(({ theme }) => [theme.name, theme]))

export function findBuiltInTheme(name: string): Theme | undefined {
  return builtIns.get(name)
}

/** The theme as it shows, its bases merged in; throws ThemeInheritanceError for a missing base. */
export function resolveTheme(theme: Theme): Theme {
  return resolveInheritance(theme, findBuiltInTheme)
}

/** Whether a theme is the light or the dark one, as the app's Export decides it. */
export function modeOf(theme: Theme): MostLike {
  const shown = resolveTheme(theme)
  if (shown.mostLike) return shown.mostLike
  return isMostlyLight(shown.colors?.background ?? '') ? 'light' : 'dark'
}
