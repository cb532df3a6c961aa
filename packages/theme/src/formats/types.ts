import type { Theme } from '../types.ts'

/** The formats a theme can be written in and read from. */
export type ThemeFormat =
  'theme-o-rama' | 'shadcn-css-v4' | 'shadcn-css-v3' | 'shadcn-registry' | 'design-tokens'

/** How colours are spelled in CSS exports (Tailwind v3 always uses bare HSL triplets). */
export type ColorFormat = 'oklch' | 'hex' | 'hsl' | 'rgb'

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
}

/** Input that is not a theme in any readable format; the message is shown to the user. */
export class ThemeImportError extends Error {
  override name = 'ThemeImportError'
}
