import { readCssBlocks } from '@theme-a-roo/theme'

/*
 * Where each top-level rule of a stylesheet starts and ends, from the engine's reading of CSS
 * (css-tree's tokenizer, CSS Syntax Level 3, as the app's Import reads it), so braces inside
 * strings, comments, url() or brackets are never taken for a block's edges. Only offsets are
 * kept: `apply` rewrites the text between them and leaves every other byte alone.
 */

export interface TopLevelBlock {
  /** The prelude with comments dropped and whitespace collapsed: `:root`, `@theme inline`. */
  prelude: string
  /** Offset of the prelude's first character. */
  start: number
  /** Offset just after the block's closing `}`. */
  end: number
}

export class UnbalancedStylesheetError extends Error {
  override name = 'UnbalancedStylesheetError'
}

export function topLevelBlocks(text: string): TopLevelBlock[] {
  const { blocks, unclosedBlocks, unclosedBracket } = readCssBlocks(text)
  if (unclosedBlocks > 0 || unclosedBracket) {
    // Replacing a block whose end is unknown could swallow the rest of the file.
    throw new UnbalancedStylesheetError(
      'The stylesheet has a block or bracket that is never closed; fix it before applying a theme.',
    )
  }
  return blocks
    .filter(({ preludes }) => preludes.length === 1)
    .map(({ preludes, start, end }) => ({ prelude: preludes[0] as string, start, end }))
}
