import { topLevelBlocks } from './stylesheet-blocks.ts'

/*
 * A theme written into an app's stylesheet: the top-level `:root`, `.dark` and `@theme inline`
 * blocks become those of the theme's shadcn/ui CSS, and everything else (comments, imports,
 * layers, other rules, whitespace, line endings) stays byte for byte. A block the stylesheet lacks
 * is added at its end, so applying the same theme again changes nothing.
 */

/** The blocks a shadcn/ui theme for Tailwind v4 owns in an app's stylesheet, in the order written. */
export const THEME_BLOCKS = [':root', '.dark', '@theme inline'] as const

/** The stylesheet with the theme's blocks in place of its own; `themeCss` as convert writes it. */
export function applyThemeBlocks(stylesheet: string, themeCss: string): string {
  const newline = stylesheet.includes('\r\n') ? '\r\n' : '\n'
  const written = topLevelBlocks(themeCss)
  const present = topLevelBlocks(stylesheet)
  const replacements: { start: number; end: number; text: string }[] = []
  const added: string[] = []
  for (const prelude of THEME_BLOCKS) {
    const block = written.find((candidate) => candidate.prelude === prelude)
    // A block the theme does not write (no dark mode) is the app's to keep.
    if (!block) continue
    const text = themeCss.slice(block.start, block.end).replace(/\r?\n/g, newline)
    // The first one is the theme's; a later block of the same name is the app's own addition.
    const target = present.find((candidate) => candidate.prelude === prelude)
    if (target) replacements.push({ start: target.start, end: target.end, text })
    else added.push(text)
  }
  replacements.sort((a, b) => a.start - b.start)
  let result = ''
  let at = 0
  for (const { start, end, text } of replacements) {
    result += stylesheet.slice(at, start) + text
    at = end
  }
  result += stylesheet.slice(at)
  if (!added.length) return result
  const separator = result === '' ? '' : result.endsWith(newline) ? newline : newline + newline
  return result + separator + added.join(newline + newline) + newline
}
