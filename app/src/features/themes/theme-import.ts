import { needsSeparateUpload } from '@theme-a-roo/theme'
import { reportError } from '@/lib/error-queue'
import { platform } from '@/platform/current-platform'
import { loadWorkingThemeFromJson } from '@/theming/working-theme'

/** Theme files embed their background image, so allow far more than a plain theme needs. */
const MAX_THEME_FILE_BYTES = 20 * 1024 * 1024

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

export type ThemeImportResult = 'cancelled' | 'failed' | 'imported' | 'imported-needs-background'

/**
 * Lets the user pick a theme file and makes it the working theme. A file that cannot be read or
 * is not a valid theme goes to the error dialog and leaves the working theme as it was.
 */
export async function importThemeFile(): Promise<ThemeImportResult> {
  let file
  try {
    file = await platform.openThemeFile(MAX_THEME_FILE_BYTES)
  } catch (error) {
    reportError('invalid', `Failed to open theme file: ${describe(error)}`)
    return 'failed'
  }
  if (!file) return 'cancelled'
  try {
    const theme = await loadWorkingThemeFromJson(file.text)
    return needsSeparateUpload(theme.backgroundImage) ? 'imported-needs-background' : 'imported'
  } catch (error) {
    reportError('invalid', `Failed to load theme file: ${describe(error)}`)
    return 'failed'
  }
}
