/**
 * The scheme styles offered, each one of the colour library's schemes (see scheme-theme.ts). A
 * module of its own so that a form listing them does not load the library.
 */
export const SCHEME_STYLES = ['tonal', 'vibrant', 'neutral', 'expressive'] as const
export type SchemeStyle = (typeof SCHEME_STYLES)[number]
