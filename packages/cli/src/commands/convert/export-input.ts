import {
  exportTheme,
  type ColorFormat,
  type ExportedTheme,
  type MostLike,
  type Theme,
  type ThemeExportOptions,
  type ThemeFormat,
} from '@theme-a-roo/theme'
import { modeOf } from '../../library.ts'
import type { ThemeInput } from '../../read-input.ts'

/*
 * The one way a read theme becomes another format's text: `convert`, `apply` and the MCP server's
 * convert_theme all come through here, so they write the same bytes as the app's Export.
 */

/** The command line's names for the engine's formats (shorter, as people type them). */
export const TARGETS = {
  'theme-o-rama': 'theme-o-rama',
  'shadcn-v4': 'shadcn-css-v4',
  'shadcn-v3': 'shadcn-css-v3',
  registry: 'shadcn-registry',
  dtcg: 'design-tokens',
} as const satisfies Record<string, ThemeFormat>

export type Target = keyof typeof TARGETS

export interface ExportChoices {
  to: Target
  /** Which mode of a two-mode input to convert, or which mode a one-mode theme is. */
  mode?: MostLike
  /** The other mode: another theme, derived from this one, none; by default the input's own, else derived. */
  counterpart?: ThemeInput | 'derived' | 'none'
  colorFormat: ColorFormat
  /** The background image, when the theme names a file the caller has read. */
  image?: { dataUri: string }
}

export function exportInput(input: ThemeInput, choices: ExportChoices): ExportedTheme {
  const theme = chosenTheme(input, choices.mode)
  const counterpart = counterpartOf(input, theme, choices)
  return exportTheme(theme, {
    format: TARGETS[choices.to],
    displayName: theme.displayName,
    colorFormat: choices.colorFormat,
    counterpart: counterpart.theme,
    mode: counterpart.mode,
    image: choices.image,
  })
}

/** The mode asked for when the input holds two, else its only (or primary) mode. */
export function chosenTheme(input: ThemeInput, mode: MostLike | undefined): Theme {
  const twoModes = input.modes.light && input.modes.dark
  const chosen = twoModes && mode ? mode : input.primary
  return input.modes[chosen] as Theme
}

/**
 * The other mode and which mode the theme is, as the app's Export picks them: the input's own
 * other mode by default, else one derived from the theme; `mode` says which one a one-mode
 * theme is when its own colours should not decide.
 */
function counterpartOf(
  input: ThemeInput,
  theme: Theme,
  choices: ExportChoices,
): { theme: ThemeExportOptions['counterpart']; mode: MostLike } {
  const own = input.modes.light === theme ? input.modes.dark : input.modes.light
  const mode: MostLike = own
    ? input.modes.light === theme
      ? 'light'
      : 'dark'
    : (choices.mode ?? modeOf(theme))
  const choice = choices.counterpart
  if (choice === undefined) return { theme: own ?? 'derived', mode }
  if (choice === 'derived') return { theme: 'derived', mode }
  if (choice === 'none') return { theme: undefined, mode }
  const otherMode: MostLike = mode === 'light' ? 'dark' : 'light'
  return { theme: choice.modes[otherMode] ?? choice.modes[choice.primary], mode }
}
