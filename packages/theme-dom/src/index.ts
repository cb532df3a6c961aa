// Public API of the theme's DOM writer: the one place compiled themes reach a page. See README.md.
export { applyCompiledTheme } from './apply.ts'
// The whole-page half alone, for a first page that never writes on an element: with it, the
// element writer stays out of that page's bundle.
export { writeOnDocument as applyCompiledThemeToDocument } from './document-target.ts'
export { removeCompiledTheme } from './remove.ts'
export {
  THEME_STYLE_ELEMENT_ID,
  type ThemeTarget,
  type WriteOptions as ApplyCompiledThemeOptions,
} from './written.ts'
