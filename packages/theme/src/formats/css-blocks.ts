// The custom properties of a stylesheet, block by block, read the way a browser reads them: with
// css-tree's tokenizer (CSS Syntax Level 3), comments dropped, and blocks left open at the end of
// the text closed there. One pass over the tokens, so any paste takes time in proportion to its
// length, however it nests or breaks off.
// The app's program compiles this file from source without the engine's other files, so the
// types of css-tree's tokenizer are referenced here rather than found through tsconfig.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./css-tree-tokenizer.d.ts" />
import {
  Colon,
  Comment,
  Function as FunctionToken,
  Ident,
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

export interface CssBlock {
  /** The preludes from the outermost block in, e.g. `['@layer base', ':root']`. */
  preludes: string[]
  /** The block's own custom properties, names without `--`, in source order. */
  declarations: [string, string][]
  /** Offset of the block's prelude (of its `{` when it has none), for a writer to replace it. */
  start: number
  /** Offset just after the block's `}`; the text's length for a block left open. */
  end: number
}

export interface CssBlocks {
  blocks: CssBlock[]
  /** Blocks still open at the end of the text (closed there, as a browser does). */
  unclosedBlocks: number
  /** True when a "(" or "[" was still open at the end, so the rest was read as one value. */
  unclosedBracket: boolean
  /** True when the text held more custom properties than are read (MAX_DECLARATIONS). */
  truncated: boolean
}

/** Blocks nested deeper than this are skipped: theme variables sit one or two levels down. */
const MAX_DEPTH = 8
/** Custom properties read at most: a theme file has a few hundred. */
export const MAX_DECLARATIONS = 10_000

/**
 * The tokens since the last `;`, `{` or `}`, as types and source offsets; texts are cut from the
 * source only for the few statements that are kept (a prelude, a custom property).
 */
class Statement {
  // Reused for every statement (a paste may hold millions): `size` entries are current.
  private readonly types: number[] = []
  private readonly starts: number[] = []
  private readonly ends: number[] = []
  private size = 0

  constructor(private readonly source: string) {}

  push(type: number, start: number, end: number): void {
    this.types[this.size] = type
    this.starts[this.size] = start
    this.ends[this.size] = end
    this.size++
  }

  clear(): void {
    this.size = 0
  }

  /** The text from token `from` on, with whitespace and comments collapsed to single spaces. */
  text(from = 0): string {
    let result = ''
    for (let index = from; index < this.size; index++) {
      const type = this.types[index]
      if (type === WhiteSpace || type === Comment) {
        if (result !== '' && !result.endsWith(' ')) result += ' '
      } else {
        result += this.source.slice(this.starts[index], this.ends[index])
      }
    }
    return result.trim()
  }

  /** `[name, value]` when the statement is a custom property declaration (`--name: value`). */
  customProperty(): [string, string] | undefined {
    let index = this.skipSpace(0)
    if (index >= this.size || this.types[index] !== Ident) return undefined
    const name = this.source.slice(this.starts[index], this.ends[index])
    if (!name.startsWith('--')) return undefined
    index = this.skipSpace(index + 1)
    if (index >= this.size || this.types[index] !== Colon) return undefined
    return [name.slice(2), withoutImportant(this.text(index + 1))]
  }

  /** The offset of the first token that is no whitespace or comment, else `fallback`. */
  startOr(fallback: number): number {
    const index = this.skipSpace(0)
    return index < this.size ? (this.starts[index] as number) : fallback
  }

  private skipSpace(index: number): number {
    let at = index
    while (at < this.size && (this.types[at] === WhiteSpace || this.types[at] === Comment)) at++
    return at
  }
}

/**
 * Every block's custom properties and where it lies in the text (recorded blocks only: MAX_DEPTH
 * levels).
 */
export function readCssBlocks(text: string): CssBlocks {
  const blocks: CssBlock[] = []
  // The open blocks that are recorded, outermost first; `depth` counts every open block.
  const recorded: CssBlock[] = []
  let depth = 0
  const statement = new Statement(text)
  let brackets = 0
  let declarations = 0
  let truncated = false

  const finishStatement = () => {
    const block = depth === recorded.length ? recorded[depth - 1] : undefined
    const declaration = block && statement.customProperty()
    if (declaration) {
      if (declarations < MAX_DECLARATIONS) block.declarations.push(declaration)
      else truncated = true
      declarations++
    }
    statement.clear()
  }

  tokenize(text, (type, start, end) => {
    // Inside brackets everything belongs to the value, `;` and braces included (CSS Syntax 5.4.7).
    if (type === FunctionToken || type === LeftParenthesis || type === LeftSquareBracket) {
      brackets++
    } else if (brackets > 0 && (type === RightParenthesis || type === RightSquareBracket)) {
      brackets--
    } else if (brackets === 0 && type === LeftCurlyBracket) {
      if (depth === recorded.length && depth < MAX_DEPTH) {
        const preludes = [...(recorded[depth - 1]?.preludes ?? []), statement.text()]
        const block: CssBlock = {
          preludes,
          declarations: [],
          start: statement.startOr(start),
          end: text.length,
        }
        blocks.push(block)
        recorded.push(block)
      }
      depth++
      statement.clear()
      return
    } else if (brackets === 0 && (type === RightCurlyBracket || type === Semicolon)) {
      finishStatement()
      if (type === RightCurlyBracket && depth > 0) {
        if (depth === recorded.length) (recorded.pop() as CssBlock).end = end
        depth--
      }
      return
    }
    statement.push(type, start, end)
  })
  finishStatement()
  return { blocks, unclosedBlocks: depth, unclosedBracket: brackets > 0, truncated }
}

/** `!important` changes which rule wins, not the value; the value is what a theme keeps. */
function withoutImportant(value: string): string {
  // Whitespace is already collapsed to single spaces, so this cannot backtrack far.
  return value.replace(/ ?! ?important$/i, '')
}
