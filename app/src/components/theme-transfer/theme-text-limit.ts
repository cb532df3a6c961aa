/*
 * Theme text pasted, typed or opened into a text field (the Import dialog, the JSON editor) is read
 * on the page's thread, and a field holding megabytes is slow to lay out by itself: 19 MB of CSS
 * froze the page for seconds. A globals.css or a theme is a few kilobytes, so 2 MB is far beyond
 * any; only a theme file with its background image embedded is larger, and Open Theme takes those.
 */

export const MAX_THEME_TEXT_BYTES = 2 * 1024 * 1024

/**
 * Text's size in UTF-8, as the limit counts it. Text longer than the limit is known to be past it
 * (each character is a byte or more), so its length is given instead, the least its size can be:
 * encoding 19 MB only to say so took a third of a second.
 */
export function themeTextBytes(text: string): number {
  return text.length > MAX_THEME_TEXT_BYTES ? text.length : new Blob([text]).size
}

export function isThemeTextTooLarge(text: string): boolean {
  // A character is at most three bytes: short text needs no counting.
  return text.length * 3 > MAX_THEME_TEXT_BYTES && themeTextBytes(text) > MAX_THEME_TEXT_BYTES
}

export function themeTextTooLargeMessage(bytes: number): string {
  // Rounded down, so that 'at least' holds.
  const megabytes = (Math.floor((bytes / 1024 / 1024) * 10) / 10).toFixed(1)
  return (
    `This text is at least ${megabytes} MB; theme text may be at most ` +
    `${MAX_THEME_TEXT_BYTES / 1024 / 1024} MB. A theme file with its background image embedded ` +
    'opens with Open Theme on the Themes page.'
  )
}
