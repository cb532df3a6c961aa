// shadcn/ui's variables for one theme as a page holding only that mode gets them: what the
// 'shadcn/ui CSS (Tailwind v4)' export writes in its first block, by name, for a live client to
// set on the app's root.
import type { Theme } from '../types.ts'
import { themeAsExported } from './export-values.ts'
import { appFonts } from './shadcn-css.ts'
import { spellModes } from './shadcn-modes.ts'

/**
 * The variables (`--background`, `--primary`, `--radius`, `--sidebar-*`, `--chart-*`, ...) the
 * Tailwind v4 export writes for `theme` (as it is held, its base named), colours in oklch. Fonts
 * that name the app's own variable are left out, as the export moves them to `@theme inline`.
 */
export function shadcnVariables(theme: Theme): Record<string, string> {
  const { modes } = spellModes({ light: themeAsExported(theme) }, () => 'oklch')
  const outside = appFonts(modes)
  const variables: Record<string, string> = {}
  for (const { name, value } of modes[0]?.variables ?? []) {
    if (!outside.has(name)) variables[`--${name}`] = value
  }
  return variables
}
