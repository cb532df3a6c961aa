// Themes generated from a seed colour or an image with Material colour schemes. A subpath of its
// own (`@theme-a-roo/theme/generate`): @material/material-color-utilities 0.4.0 ships ESM that
// Node cannot import without a bundler, and the main entry must keep loading everywhere.
export { SCHEME_STYLES, type SchemeStyle } from './styles.ts'
export { generateThemeColors, type GenerateOptions, type GeneratedColors } from './scheme-theme.ts'
export { seedsFromPixels, pixelsFromRgba } from './image-seeds.ts'
