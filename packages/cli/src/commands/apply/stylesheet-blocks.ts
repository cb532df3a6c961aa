import {
  Comment,
  Function as FunctionToken,
  LeftCurlyBracket,
  LeftParenthesis,
  LeftSquareBracket,
  RightCurlyBracket,
  RightParenthesis,
  RightSquareBracket,
  Semicolon,
  tokenize,
  WhiteSpace,
} from 'css-tree/tokenizer'

/*
 * Where each top-level rule of a stylesheet starts and ends, found with css-tree's tokenizer (CSS
 * Syntax Level 3), so braces inside strings, comments, url() or brackets are never taken for a
 * block's edges. Only offsets are kept: `apply` rewrites the text between them and leaves every
 * other byte alone.
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
  const blocks: TopLevelBlock[] = []
  let depth = 0
  let brackets = 0
  // The current top-level statement: where it starts and its significant tokens' text.
  let start = -1
  let prelude = ''
  let pendingSpace = false

  tokenize(text, (type, tokenStart, tokenEnd) => {
    if (type === FunctionToken || type === LeftParenthesis || type === LeftSquareBracket) {
      brackets++
    } else if (brackets > 0 && (type === RightParenthesis || type === RightSquareBracket)) {
      brackets--
    } else if (brackets === 0 && type === LeftCurlyBracket) {
      if (depth === 0) blocks.push({ prelude, start: start < 0 ? tokenStart : start, end: -1 })
      depth++
      return
    } else if (brackets === 0 && type === RightCurlyBracket && depth > 0) {
      depth--
      if (depth === 0) {
        const block = blocks[blocks.length - 1] as TopLevelBlock
        block.end = tokenEnd
        start = -1
        prelude = ''
        pendingSpace = false
      }
      return
    } else if (brackets === 0 && type === Semicolon && depth === 0) {
      start = -1
      prelude = ''
      pendingSpace = false
      return
    }
    if (depth > 0) return
    if (type === WhiteSpace || type === Comment) {
      pendingSpace = prelude !== ''
      return
    }
    if (start < 0) start = tokenStart
    prelude += (pendingSpace ? ' ' : '') + text.slice(tokenStart, tokenEnd)
    pendingSpace = false
  })
  if (depth > 0 || brackets > 0) {
    // Replacing a block whose end is unknown could swallow the rest of the file.
    throw new UnbalancedStylesheetError(
      'The stylesheet has a block or bracket that is never closed; fix it before applying a theme.',
    )
  }
  return blocks
}
