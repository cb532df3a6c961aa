const SELF_CONTAINED_PREFIXES = ['data:', 'http://', 'https://']

/**
 * Whether a theme's background image is a separate file that the user must supply: a non-blank
 * value that is neither embedded (`data:`) nor a web address (`http://`, `https://`), i.e. a path
 * relative to the theme file, such as `background.webp`. The prefixes are matched
 * case-insensitively, as URL schemes are.
 */
export function needsSeparateUpload(backgroundImage?: string): boolean {
  const value = backgroundImage?.trim().toLowerCase() ?? ''
  if (value === '') return false
  return !SELF_CONTAINED_PREFIXES.some((prefix) => value.startsWith(prefix))
}
