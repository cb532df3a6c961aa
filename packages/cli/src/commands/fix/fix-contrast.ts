import {
  checkThemeContrast,
  fixAllContrast,
  readField,
  writeField,
  type ContrastPair,
  type Theme,
} from '@theme-a-roo/theme'
import { jsonPointer } from '../../json-pointer.ts'
import { backdropsOf } from '../../image-backdrops.ts'
import { resolveTheme } from '../../library.ts'

/** One colour the fix changed, at its JSON pointer; `before` as the theme shows it (base merged). */
export interface ColorFix {
  path: string
  before: string
  after: string
}

export interface ContrastFixResult {
  fixed: Theme
  changes: ColorFix[]
  /** Pairs no colour can bring to their target. */
  stillFailing: ContrastPair[]
}

/**
 * The Designer's Fix all on a theme-o-rama theme: lightness only, hue kept, every failing pair,
 * over its background image when it can be read (see backdropsOf; `themeFile` undefined: no file).
 */
export function fixThemeContrast(theme: Theme, themeFile: string | undefined): ContrastFixResult {
  const shown = resolveTheme(theme)
  const fixes = fixAllContrast(
    checkThemeContrast(shown, backdropsOf(shown, themeFile).colors).pairs,
  )
  const fixed = fixes.reduce((next, [field, color]) => writeField(next, field, color), theme)
  const changes = fixes.map(([field, color]) => ({
    path: jsonPointer(field),
    before: String(readField(shown, field)),
    after: color,
  }))
  const shownFixed = resolveTheme(fixed)
  const stillFailing = checkThemeContrast(
    shownFixed,
    backdropsOf(shownFixed, themeFile).colors,
  ).pairs.filter((pair) => pair.ratio < pair.target)
  return { fixed, changes, stillFailing }
}

/** The fixed theme as JSON indented as the original text was, so its diff shows only the colours. */
export function writtenLike(original: string, theme: Theme): string {
  const indent = /^\{\r?\n([ \t]+)"/.exec(original)?.[1] ?? '  '
  const newline = original.endsWith('\n') ? '\n' : ''
  return JSON.stringify(theme, null, indent) + newline
}
