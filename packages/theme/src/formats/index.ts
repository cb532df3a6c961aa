// Theme export and import: one entry for each direction, over the format modules.
import { isPlainObject } from '../objects.ts'
import type { Theme } from '../types.ts'
import { readTheme, ThemeValidationError } from '../validate.ts'
import { exportDesignTokens } from './design-tokens.ts'
import { readDesignTokens } from './design-tokens-read.ts'
import { themeAsExported } from './export-values.ts'
import { exportShadcnCss, readShadcnCss } from './shadcn-css.ts'
import { exportShadcnRegistryItem, readShadcnRegistryItem } from './shadcn-registry.ts'
import {
  ThemeImportError,
  type ExportedTheme,
  type ExportOptions,
  type ImportedTheme,
  type ImportOptions,
  type ThemeFormat,
  type ThemeModes,
} from './types.ts'

/** The formats that hold both modes of a theme (theme-o-rama JSON holds one: exportThemeORama). */
export type ModeFormat = Exclude<ThemeFormat, 'theme-o-rama'>

/**
 * Writes a theme's modes in one of the shadcn or design-token formats. Each mode is given as it
 * is held (`inherits` kept), and written as themeAsExported gives it: nothing of the base it
 * builds on but shadcn's core colours.
 */
export function exportThemeModes(
  format: ModeFormat,
  given: ThemeModes,
  options: ExportOptions,
): ExportedTheme {
  const modes: ThemeModes = {}
  if (given.light) modes.light = themeAsExported(given.light)
  if (given.dark) modes.dark = themeAsExported(given.dark)
  switch (format) {
    case 'shadcn-css-v4':
      return exportShadcnCss(modes, { ...options, tailwind: 4 })
    case 'shadcn-css-v3':
      return exportShadcnCss(modes, { ...options, tailwind: 3 })
    case 'shadcn-registry':
      return exportShadcnRegistryItem(modes, options)
    case 'design-tokens':
      return exportDesignTokens(modes, options)
  }
}

/**
 * Reads pasted or opened text in whichever format it is: shadcn/ui CSS, a shadcn registry item,
 * design tokens or a theme-o-rama theme. Throws ThemeImportError with a message for the user.
 */
export function readThemeText(text: string, options: ImportOptions = {}): ImportedTheme {
  const imported = readAnyFormat(text, options)
  // A theme-o-rama theme may rightly be all base; a converted one with nothing left is an error.
  if (imported.format !== 'theme-o-rama' && !Object.values(imported.modes).some(holdsValues)) {
    // Every value was refused: importing would only bring back the base theme.
    const reasons = imported.notes.slice(0, 3).join(' ')
    throw new ThemeImportError(`Nothing in this text can be used as a theme. ${reasons}`.trim())
  }
  return imported
}

/** Whether a read theme carries any value of its own, beyond its names and base. */
function holdsValues(theme: Theme | undefined): boolean {
  if (!theme) return false
  const ownKeys = Object.keys(theme).filter((key) => !IDENTITY_KEYS.has(key))
  return ownKeys.some((key) => {
    const value = (theme as unknown as Record<string, unknown>)[key]
    return !isPlainObject(value) || Object.keys(value).length > 0
  })
}

const IDENTITY_KEYS = new Set([
  'name',
  'displayName',
  'schemaVersion',
  'inherits',
  'mostLike',
  'tags',
])

function readAnyFormat(text: string, options: ImportOptions): ImportedTheme {
  const trimmed = text.trim()
  if (trimmed === '') throw new ThemeImportError('Paste a theme or choose a file first.')
  // CSS never starts with a bracket; JSON documents here always do.
  if (!/^[[{]/.test(trimmed)) return readShadcnCss(trimmed, options)
  let document: unknown
  try {
    document = JSON.parse(trimmed)
  } catch (error) {
    throw new ThemeImportError(`This text is not valid JSON: ${(error as Error).message}`)
  }
  if (!isPlainObject(document)) throw new ThemeImportError('This JSON is not a theme.')
  if ('cssVars' in document || document.type === 'registry:theme')
    return readShadcnRegistryItem(document, options)
  if ('schemaVersion' in document) return readThemeORama(document)
  return readDesignTokens(document, options.tokenMapping)
}

function readThemeORama(document: Record<string, unknown>): ImportedTheme {
  try {
    const { theme, warnings } = readTheme(document)
    const mode = theme.mostLike ?? 'light'
    return {
      format: 'theme-o-rama',
      modes: { [mode]: theme },
      notes: warnings.map((warning) => `${warning.path || '(document)'}: ${warning.message}`),
    }
  } catch (error) {
    if (error instanceof ThemeValidationError) throw new ThemeImportError(error.message)
    throw error
  }
}
