import type { ColorFormat } from '../color-writing.ts'
import type { Theme } from '../types.ts'
import type { TokenMappingEdits, TokenMappingRow } from './dtcg-mapping.ts'
import type { ShadcnBaseColor } from './shadcn-base-colors.ts'

/** The formats a theme can be written in and read from. */
export type ThemeFormat =
  'theme-o-rama' | 'shadcn-css-v4' | 'shadcn-css-v3' | 'shadcn-registry' | 'design-tokens'

// The colour core defines the spellings (formats build on it, never the reverse); the formats
// offer them beside their own types.
export type { ColorFormat }

/**
 * A theme in its two modes, as shadcn/ui and design-token files hold them. Each is a resolved
 * theme (inheritance merged); at least one is present.
 */
export interface ThemeModes {
  light?: Theme
  dark?: Theme
}

export interface ExportOptions {
  /** Shown as the title of a registry item and used for the file name. */
  displayName: string
  colorFormat?: ColorFormat
}

/** Text ready to copy or download, with what the target format could not hold. */
export interface ExportedTheme {
  text: string
  /** `<slug>.css`, `<slug>.json` or `<slug>.tokens.json`. */
  fileName: string
  notes: string[]
}

/**
 * What an import read: each mode the source held, as a complete theme-o-rama theme that inherits
 * `light` or `dark`, and notes on what could not be used.
 */
export interface ImportedTheme {
  format: ThemeFormat
  modes: ThemeModes
  notes: string[]
  /** For design tokens: which field each token fills, for the user to check and correct. */
  mapping?: TokenMappingRow[]
  /** A partial shadcn theme was completed from a base colour (ImportOptions.baseColor). */
  completedFromBaseColor?: true
}

/** Choices for reading a theme from text. */
export interface ImportOptions {
  /**
   * The shadcn/ui base colour that completes a partial theme, one that sets only some of
   * shadcn's colours (its amber or rose theme): `neutral` unless given.
   */
  baseColor?: ShadcnBaseColor
  /**
   * For CSS that holds several themes: the `selector` of the one to read, as listCssThemes gives
   * it (`.theme-zinc`; '' for the file's own `:root` and `.dark`). Else the file's own theme, or
   * the first when it has none.
   */
  cssTheme?: string
  /** For design tokens: the user's corrections of the mapping (see ImportedTheme.mapping). */
  tokenMapping?: TokenMappingEdits
}

/** Input that is not a theme in any readable format; the message is shown to the user. */
export class ThemeImportError extends Error {
  override name = 'ThemeImportError'
}
