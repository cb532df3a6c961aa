import {
  exportThemeORama,
  type ColorFormat,
  type ExportedTheme,
  type ModeFormat,
  type ThemeExportOptions,
  type ThemeFormat,
} from '@theme-a-roo/theme'
import { themeIsLight, type ThemeEntry } from '@/theming/theme-runtime'
import { exportInWorker } from './export-in-worker'
import { readBackgroundImage } from './read-background-image'

export const EXPORT_FORMATS: readonly { value: ThemeFormat; label: string }[] = [
  { value: 'theme-o-rama', label: 'theme-o-rama JSON' },
  { value: 'shadcn-css-v4', label: 'shadcn/ui CSS (Tailwind v4)' },
  { value: 'shadcn-css-v3', label: 'shadcn/ui CSS (Tailwind v3)' },
  { value: 'shadcn-registry', label: 'shadcn registry item' },
  { value: 'design-tokens', label: 'Design tokens (DTCG)' },
]

export const COLOR_FORMATS: readonly { value: ColorFormat; label: string }[] = [
  { value: 'oklch', label: 'oklch' },
  { value: 'hex', label: 'hex' },
  { value: 'hsl', label: 'hsl' },
  { value: 'rgb', label: 'rgb' },
]

/**
 * Where the theme's other mode comes from: the one kept with it (a two-mode import), made from
 * it, another theme by name, or nowhere.
 */
export type CounterpartChoice = 'counterpart' | 'derived' | 'none' | `theme:${string}`

/** The other mode a theme exports with unless the user picks another: its own, when it has one. */
export function defaultCounterpart(entry: ThemeEntry): CounterpartChoice {
  return entry.counterpart ? 'counterpart' : 'derived'
}

/** Whether the shown theme is the light one of the two modes an export writes. */
export function exportsAsLight(entry: ThemeEntry): boolean {
  return entry.counterpart ? entry.counterpart.mode === 'dark' : themeIsLight(entry.theme)
}

export interface ExportChoices {
  format: ThemeFormat
  colorFormat: ColorFormat
  counterpart: CounterpartChoice
}

/** Whether the format holds the other mode (theme-o-rama themes have one mode each). */
export function holdsTwoModes(format: ThemeFormat): format is ModeFormat {
  return format !== 'theme-o-rama'
}

/**
 * The exported text for the chosen format. The theme is the one shown, as it is held (its base
 * named, image embedded, as 'Save Theme as...' writes it); its other mode is the one kept with
 * it, derived, taken from another theme, or left out.
 */
export async function buildExport(
  entry: ThemeEntry,
  themes: readonly ThemeEntry[],
  choices: ExportChoices,
): Promise<ExportedTheme> {
  const options: ThemeExportOptions = {
    format: choices.format,
    displayName: entry.theme.displayName,
    colorFormat: choices.colorFormat,
    counterpart: counterpartTheme(entry, themes, choices.counterpart),
    mode: exportsAsLight(entry) ? 'light' : 'dark',
    image: await readBackgroundImage(entry),
  }
  // A theme-o-rama file is the theme as it is held: written here, without loading the formats.
  if (!holdsTwoModes(choices.format)) return exportThemeORama(entry.source, options)
  return exportInWorker({ theme: entry.source, options })
}

function counterpartTheme(
  entry: ThemeEntry,
  themes: readonly ThemeEntry[],
  choice: CounterpartChoice,
): ThemeExportOptions['counterpart'] {
  if (choice === 'derived') return 'derived'
  if (choice === 'none') return undefined
  if (choice === 'counterpart') return entry.counterpart?.theme
  return themes.find((other) => `theme:${other.name}` === choice)?.source
}

/** 'Dark' or 'Light': the mode the export's other theme stands for. */
export function otherModeLabel(entry: ThemeEntry): string {
  return exportsAsLight(entry) ? 'Dark' : 'Light'
}
