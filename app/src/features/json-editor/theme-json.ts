import { readTheme, type SchemaViolation, type Theme } from '@theme-a-roo/theme'
import {
  isThemeTextTooLarge,
  themeTextBytes,
  themeTextTooLargeMessage,
} from '@/components/theme-transfer/theme-text-limit'
import { embeddedImageRefusal } from '@/lib/display-copy/image-limits'
import { errorMessage } from '@/lib/error-message'
import { outsideThemeRefusal } from '@/theming/base-themes'

/** What the Validate button last found; any edit sets it back to none. */
export type ValidationState =
  | { status: 'none' }
  | { status: 'valid'; warnings: SchemaViolation[] }
  | { status: 'invalid'; message: string }

export const VALIDATION_NONE: ValidationState = { status: 'none' }

/** Shown when Validate finds nothing wrong. */
const VALID_THEME_MESSAGE = 'Theme JSON is valid'

/** Validate's verdict for a theme that applies: 'valid', with the number of warnings if any. */
export function validMessage(warningCount: number): string {
  if (warningCount === 0) return VALID_THEME_MESSAGE
  return `${VALID_THEME_MESSAGE}, with ${warningCount} warning${warningCount === 1 ? '' : 's'}`
}

type ThemeJsonCheck =
  { ok: true; theme: Theme; warnings: SchemaViolation[] } | { ok: false; message: string }

/** The two buttons word the same problems a little differently; Validate says what to check. */
const MESSAGES = {
  apply: {
    blank: 'Please enter theme JSON',
    syntax: (reason: string) => `Invalid JSON format: ${reason}`,
  },
  validate: {
    blank: 'Please enter theme JSON to validate',
    syntax: (reason: string) => `Invalid JSON format. Please check your syntax. ${reason}`,
  },
} as const

/**
 * Reads editor text as a theme for Apply or Validate: blank text, JSON syntax and then the
 * engine's rules, each failure with its fixed message (the engine's own for its rules).
 * Pasted text comes from outside, so a background on a private network is refused, unless it is
 * `currentBackgroundImage`, the one the working theme already has, and so is an embedded
 * background image too large to decode.
 */
export function checkThemeJson(
  text: string,
  purpose: 'apply' | 'validate',
  currentBackgroundImage?: string,
): ThemeJsonCheck {
  const messages = MESSAGES[purpose]
  if (isThemeTextTooLarge(text))
    return { ok: false, message: themeTextTooLargeMessage(themeTextBytes(text)) }
  if (!text.trim()) return { ok: false, message: messages.blank }
  let document: unknown
  try {
    document = JSON.parse(text)
  } catch (error) {
    return { ok: false, message: messages.syntax(errorMessage(error)) }
  }
  let theme: Theme
  let warnings: SchemaViolation[]
  try {
    ;({ theme, warnings } = readTheme(document))
  } catch (error) {
    return { ok: false, message: errorMessage(error) }
  }
  const refusal =
    outsideThemeRefusal(theme, currentBackgroundImage) ??
    embeddedImageRefusal(theme.backgroundImage)
  if (refusal) return { ok: false, message: refusal }
  return { ok: true, theme, warnings }
}

/** Editor text for a theme: pretty-printed with 2 spaces. */
export function themeToText(theme: Theme): string {
  return JSON.stringify(theme, null, 2)
}
