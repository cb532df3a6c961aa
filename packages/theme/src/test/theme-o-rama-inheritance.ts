// Inheritance as theme-o-rama itself resolves it, for the conformance tests: that version's own
// ThemeLoader (its deepMerge) with that version's own light, dark and color loaded first, in the
// order its ThemeProvider loads them. The loader is not in the package's exports map, so it is
// imported by file path from beside the installed package's entry point.
import * as current from 'theme-o-rama'
import * as sage from 'theme-o-rama-0.2'
import type { Theme } from '../types.ts'

export type ThemeORamaVersion = '0.4' | '0.2'

interface ThemeLoader {
  loadTheme(theme: unknown): Promise<void>
  getTheme(name: string): unknown
}

const packages = {
  '0.4': { name: 'theme-o-rama', bases: current },
  '0.2': { name: 'theme-o-rama-0.2', bases: sage },
} as const

async function createLoader(version: ThemeORamaVersion): Promise<ThemeLoader> {
  const entry = import.meta.resolve(packages[version].name)
  const module = (await import(/* @vite-ignore */ new URL('./theme-loader.js', entry).href)) as {
    ThemeLoader: new () => ThemeLoader
  }
  return new module.ThemeLoader()
}

/**
 * `theme` resolved by theme-o-rama `version`: its bases, then `library` (parents before the themes
 * that inherit them, as an app hands its own themes over), then `theme` itself.
 */
export async function resolveWithThemeORama(
  version: ThemeORamaVersion,
  theme: Theme,
  library: readonly Theme[] = [],
): Promise<Theme> {
  const loader = await createLoader(version)
  const { light, dark, color } = packages[version].bases
  for (const loaded of [light, dark, color, ...library, theme]) await loader.loadTheme(loaded)
  return loader.getTheme(theme.name) as Theme
}
