import {
  needsSeparateUpload,
  readThemeText,
  type ImportedTheme,
  type ImportOptions,
  type MostLike,
  type SchemaViolation,
} from '@theme-a-roo/theme'
import {
  isThemeTextTooLarge,
  themeTextBytes,
  themeTextTooLargeMessage,
} from '@/components/theme-transfer/theme-text-limit'
import { otherMode, parseCounterpart } from '@/theming/counterpart'
import { loadWorkingThemeFromJson } from '@/theming/working-background'
import { acceptOpenedTheme } from './theme-import'

export interface ImportedWorkingTheme {
  /** The background is a separate file the user must supply. */
  needsBackground: boolean
  /** What the import and the engine noted but did not refuse. */
  notes: SchemaViolation[]
}

/** Reads pasted or opened text in any format Import knows, with the user's choices (which theme
 * of a CSS file, corrections of a token mapping); throws a message for the user. */
export function readImportText(text: string, options?: ImportOptions): ImportedTheme {
  if (isThemeTextTooLarge(text)) throw new Error(themeTextTooLargeMessage(themeTextBytes(text)))
  return readThemeText(text, options)
}

/**
 * Makes the chosen mode of an imported theme the working theme, through the same checks as a
 * theme file opened from disk, and keeps the other mode, when the source has one, as its
 * counterpart (a one-mode source drops the old one). Nothing changes when it throws.
 */
export async function importAsWorkingTheme(
  text: string,
  imported: ImportedTheme,
  mode: MostLike,
): Promise<ImportedWorkingTheme> {
  const theme = imported.modes[mode]
  if (!theme) throw new Error(`This theme has no ${mode} mode.`)
  // A theme-o-rama file is taken as written, so its own warnings point into the text.
  const json = imported.format === 'theme-o-rama' ? text : JSON.stringify(theme)
  const other = imported.modes[otherMode(mode)]
  const counterpart = other && parseCounterpart({ mode: otherMode(mode), theme: other })
  const { theme: loaded, warnings } = await loadWorkingThemeFromJson(
    json,
    acceptOpenedTheme,
    counterpart,
  )
  const importNotes =
    imported.format === 'theme-o-rama'
      ? []
      : imported.notes.map((message): SchemaViolation => ({
          severity: 'warning',
          path: '',
          message,
          keyword: 'import',
        }))
  return {
    needsBackground: needsSeparateUpload(loaded.backgroundImage),
    notes: [...importNotes, ...warnings],
  }
}
