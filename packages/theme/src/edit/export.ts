import { exportTwin } from '../formats/export-values.ts'
import { exportThemeModes } from '../formats/index.ts'
import {
  exportThemeORama,
  selfContainedTheme,
  type ThemeFileOptions,
} from '../formats/theme-o-rama.ts'
import type { ColorFormat, ExportedTheme, ThemeFormat, ThemeModes } from '../formats/types.ts'
import { themeMode } from '../twin.ts'
import type { MostLike, Theme } from '../types.ts'

export interface ThemeExportOptions extends ThemeFileOptions {
  format: ThemeFormat
  /** How the shadcn formats spell colours (`oklch` unless given). */
  colorFormat?: ColorFormat
  /**
   * The theme's other mode, for the formats that hold both: a theme as it is held (`inherits`
   * kept), `'derived'` to make one from the theme (see exportTwin), or none. theme-o-rama JSON
   * holds one mode and leaves it out.
   */
  counterpart?: Theme | 'derived'
  /** Which mode the theme is; else its `mostLike`, or what its page colour looks like. */
  mode?: MostLike
}

/**
 * A theme exported in any format, as the app's Export dialog writes it. The theme is given as it
 * is held (its base named, not merged in) and written self-contained, its image embedded (see
 * ThemeFileOptions.image), whatever the format: the design-token file keeps the image too.
 */
export function exportTheme(theme: Theme, options: ThemeExportOptions): ExportedTheme {
  const { format, colorFormat, counterpart } = options
  if (format === 'theme-o-rama') return exportThemeORama(theme, options)
  const saved = selfContainedTheme(theme, options)
  // Made from the theme as it is shown (its base included), holding only what its export holds.
  const other = counterpart === 'derived' ? exportTwin(saved) : counterpart
  const modes: ThemeModes =
    (options.mode ?? themeMode(saved)) === 'light'
      ? { light: saved, dark: other }
      : { light: other, dark: saved }
  return exportThemeModes(format, modes, { displayName: saved.displayName, colorFormat })
}
