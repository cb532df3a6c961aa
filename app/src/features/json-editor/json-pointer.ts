/*
 * Finds where a JSON pointer's value sits in JSON text, so a problem reported against the parsed
 * document (a pointer such as '/colors/background') can be underlined in the editor. Offsets are
 * UTF-16 indices into the text, the unit the editor's model uses as well.
 */

/** Half-open range [start, end) of text offsets. */
export interface TextSpan {
  start: number
  end: number
}

interface LocatedValue {
  /** The value itself: a string with its quotes, a number, an object from `{` to `}`, ... */
  value: TextSpan
  /** The member's key with its quotes, when the value is an object member. */
  key?: TextSpan
}

/** Splits a JSON pointer (RFC 6901) into its unescaped reference tokens; '' is the document. */
export function parsePointer(pointer: string): string[] | undefined {
  if (pointer === '') return []
  if (!pointer.startsWith('/')) return undefined
  return pointer
    .slice(1)
    .split('/')
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'))
}

/**
 * Locates the value a pointer names. Returns undefined when the text is not well-formed JSON up to
 * that value or the pointer names nothing in it. When an object repeats a key, the last one wins,
 * as it does for JSON.parse.
 */
export function locateJsonPointer(text: string, pointer: string): LocatedValue | undefined {
  const tokens = parsePointer(pointer)
  if (!tokens) return undefined
  const scanner = new Scanner(text)
  const start = scanner.skipWhitespace(0)
  const end = scanner.skipValue(start)
  if (end === undefined) return undefined
  let located: LocatedValue = { value: { start, end } }
  for (const token of tokens) {
    const child = scanner.findChild(located.value.start, token)
    if (!child) return undefined
    located = child
  }
  return located
}

const WHITESPACE = new Set([' ', '\t', '\n', '\r'])
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y
const LITERALS = ['true', 'false', 'null']

interface Entry extends LocatedValue {
  /** The member's key, or the item's index as text. */
  name: string
}

/** A minimal reader over JSON text: it skips values and lists the entries of objects and arrays. */
class Scanner {
  constructor(private readonly text: string) {}

  skipWhitespace(offset: number): number {
    let at = offset
    while (at < this.text.length && WHITESPACE.has(this.text[at]!)) at++
    return at
  }

  /** The offset just past the value starting at `offset`, or undefined if there is none. */
  skipValue(offset: number): number | undefined {
    const char = this.text[offset]
    if (char === '"') return this.skipString(offset)
    if (char === '{' || char === '[') return this.readContainer(offset)?.end
    for (const literal of LITERALS) {
      if (this.text.startsWith(literal, offset)) return offset + literal.length
    }
    NUMBER.lastIndex = offset
    const match = NUMBER.exec(this.text)
    return match ? offset + match[0].length : undefined
  }

  /** The member or item named `token` inside the object or array starting at `offset`. */
  findChild(offset: number, token: string): LocatedValue | undefined {
    const container = this.readContainer(offset)
    if (!container) return undefined
    // With a repeated key the last one is the one that counts.
    const entry = container.entries.findLast((candidate) => candidate.name === token)
    if (!entry) return undefined
    return entry.key ? { key: entry.key, value: entry.value } : { value: entry.value }
  }

  private skipString(offset: number): number | undefined {
    for (let at = offset + 1; at < this.text.length; at++) {
      const char = this.text[at]
      if (char === '\\') at++
      else if (char === '"') return at + 1
      else if (char === '\n' || char === '\r') return undefined
    }
    return undefined
  }

  /** The entries of the object or array at `offset` and the offset past its closing bracket. */
  private readContainer(offset: number): { entries: Entry[]; end: number } | undefined {
    const open = this.text[offset]
    if (open !== '{' && open !== '[') return undefined
    const isObject = open === '{'
    const close = isObject ? '}' : ']'
    const entries: Entry[] = []
    let at = this.skipWhitespace(offset + 1)
    if (this.text[at] === close) return { entries, end: at + 1 }
    for (;;) {
      let name = String(entries.length)
      let key: TextSpan | undefined
      if (isObject) {
        const keyEnd = this.text[at] === '"' ? this.skipString(at) : undefined
        if (keyEnd === undefined) return undefined
        key = { start: at, end: keyEnd }
        name = decodeString(this.text.slice(at, keyEnd))
        at = this.skipWhitespace(keyEnd)
        if (this.text[at] !== ':') return undefined
        at = this.skipWhitespace(at + 1)
      }
      const valueEnd = this.skipValue(at)
      if (valueEnd === undefined) return undefined
      entries.push(
        key
          ? { name, key, value: { start: at, end: valueEnd } }
          : { name, value: { start: at, end: valueEnd } },
      )
      at = this.skipWhitespace(valueEnd)
      if (this.text[at] === close) return { entries, end: at + 1 }
      if (this.text[at] !== ',') return undefined
      at = this.skipWhitespace(at + 1)
    }
  }
}

function decodeString(raw: string): string {
  try {
    return JSON.parse(raw) as string
  } catch {
    return raw.slice(1, -1)
  }
}
