/** The name used when a display name has no character that can go into a theme name. */
export const DEFAULT_THEME_NAME_SLUG = 'my-custom-theme'

/**
 * Derives a theme's `name` (and file name) from its display name: trimmed and lower-cased; every
 * character outside a-z, 0-9 and '-' becomes '-'; runs of '-' collapse to one; leading and
 * trailing '-' are stripped. An empty result gives 'my-custom-theme'.
 */
export function themeNameSlug(displayName: string): string {
  const slug = displayName
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9-]/gu, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')
  return slug === '' ? DEFAULT_THEME_NAME_SLUG : slug
}
