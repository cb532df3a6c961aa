// Themes generated from a seed colour or an image with Material colour schemes. A subpath of its
// own (`@theme-a-roo/theme/generate`) so that the main entry never carries the colour library. It
// loads in plain Node from the build, which bundles the library (see material-library.ts).
export { SCHEME_STYLES, type SchemeStyle } from './styles.ts'
export { generateThemeColors, type GenerateOptions, type GeneratedColors } from './scheme-theme.ts'
export { seedsFromPixels, pixelsFromRgba } from './image-seeds.ts'
