import { needsSeparateUpload, type SchemaViolation, type Theme } from '@theme-a-roo/theme'
import { embeddedImageRefusal } from '@/lib/display-copy/image-limits'
import { errorMessage } from '@/lib/error-message'
import { reportError } from '@/lib/error-queue'
import { platform } from '@/platform/current-platform'
import { outsideThemeRefusal } from '@/theming/base-themes'
import { loadWorkingThemeFromJson } from '@/theming/working-background'

/**
 * Refuses, with the reason, a file the app must not take in (see outsideThemeRefusal), or whose
 * embedded background image is too large to decode: nothing changes then.
 */
export function acceptOpenedTheme(theme: Theme) {
  const refusal = outsideThemeRefusal(theme) ?? embeddedImageRefusal(theme.backgroundImage)
  if (refusal) throw new Error(refusal)
}

/** Theme files embed their background image, so allow far more than a plain theme needs. */
export const MAX_THEME_FILE_BYTES = 20 * 1024 * 1024

type ThemeImportResult =
  | { status: 'cancelled' | 'failed' }
  | {
      status: 'imported'
      /** The background is a separate file the user must supply. */
      needsBackground: boolean
      /** What the engine noted but did not refuse: unknown properties, malformed values. */
      warnings: SchemaViolation[]
    }

/**
 * Lets the user pick a theme file and makes it the working theme. A file that cannot be read or
 * is not a valid theme goes to the error dialog and leaves the working theme as it was.
 */
export async function importThemeFile(): Promise<ThemeImportResult> {
  let file
  try {
    file = await platform.openThemeFile(MAX_THEME_FILE_BYTES)
  } catch (error) {
    reportError('invalid', `Failed to open theme file: ${errorMessage(error)}`)
    return { status: 'failed' }
  }
  if (!file) return { status: 'cancelled' }
  try {
    const { theme, warnings } = await loadWorkingThemeFromJson(file.text, acceptOpenedTheme)
    return {
      status: 'imported',
      needsBackground: needsSeparateUpload(theme.backgroundImage),
      warnings,
    }
  } catch (error) {
    reportError('invalid', `Failed to load theme file: ${errorMessage(error)}`)
    return { status: 'failed' }
  }
}
