// Types for the part of css-tree used here: its CSS Syntax Level 3 tokenizer (css-tree ships no
// type declarations). Token types are the numbers of css-tree's lib/tokenizer/types.js.
declare module 'css-tree/tokenizer' {
  /** Calls onToken for each token of the source, in order; start and end are offsets. */
  export function tokenize(
    source: string,
    onToken: (type: number, start: number, end: number) => void,
  ): void
  export const Function: number
  export const WhiteSpace: number
  export const Comment: number
  export const Semicolon: number
  export const LeftParenthesis: number
  export const RightParenthesis: number
  export const LeftSquareBracket: number
  export const RightSquareBracket: number
  export const LeftCurlyBracket: number
  export const RightCurlyBracket: number
}
