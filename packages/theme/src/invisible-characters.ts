// Characters that show nothing, or turn the text around them, in a theme. Every string and every
// property name of a theme can end up in exported CSS or JSON that someone pastes into their own
// code, where a right-to-left override or a zero-width space makes the code read differently
// from how it runs. None of them belongs in a colour, a font name or a theme's name.
import { isPlainObject, pointerSegment } from './objects.ts'

const INVISIBLE_CHARACTER_NAMES: Readonly<Record<string, string>> = {
  '\u00ad': 'SOFT HYPHEN',
  '\u061c': 'ARABIC LETTER MARK',
  '\u180e': 'MONGOLIAN VOWEL SEPARATOR',
  '\u200b': 'ZERO WIDTH SPACE',
  '\u200c': 'ZERO WIDTH NON-JOINER',
  '\u200d': 'ZERO WIDTH JOINER',
  '\u200e': 'LEFT-TO-RIGHT MARK',
  '\u200f': 'RIGHT-TO-LEFT MARK',
  '\u2028': 'LINE SEPARATOR',
  '\u2029': 'PARAGRAPH SEPARATOR',
  '\u202a': 'LEFT-TO-RIGHT EMBEDDING',
  '\u202b': 'RIGHT-TO-LEFT EMBEDDING',
  '\u202c': 'POP DIRECTIONAL FORMATTING',
  '\u202d': 'LEFT-TO-RIGHT OVERRIDE',
  '\u202e': 'RIGHT-TO-LEFT OVERRIDE',
  '\u2060': 'WORD JOINER',
  '\u2061': 'FUNCTION APPLICATION',
  '\u2062': 'INVISIBLE TIMES',
  '\u2063': 'INVISIBLE SEPARATOR',
  '\u2064': 'INVISIBLE PLUS',
  '\u2066': 'LEFT-TO-RIGHT ISOLATE',
  '\u2067': 'RIGHT-TO-LEFT ISOLATE',
  '\u2068': 'FIRST STRONG ISOLATE',
  '\u2069': 'POP DIRECTIONAL ISOLATE',
  '\ufeff': 'ZERO WIDTH NO-BREAK SPACE',
}

/** Any of the characters above. */
const INVISIBLE_CHARACTER =
  /[\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/

/*
 * A zero width joiner between two emoji draws them as one (👩‍💻): it is how such a name is
 * written, not a hidden character, so it is allowed there (after an optional variation selector
 * or skin tone) and nowhere else.
 */
const EMOJI_JOINER =
  /(?<=\p{Extended_Pictographic}(?:\u{fe0f}|\p{Emoji_Modifier})?)\u200d(?=\p{Extended_Pictographic})/gu

/**
 * The first invisible or direction-changing character in the text, as `U+202E RIGHT-TO-LEFT
 * OVERRIDE`, or undefined when there is none.
 */
export function invisibleCharacterIn(text: string): string | undefined {
  const character = INVISIBLE_CHARACTER.exec(text.replace(EMOJI_JOINER, ''))?.[0]
  if (character === undefined) return undefined
  const code = (character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')
  return `U+${code} ${INVISIBLE_CHARACTER_NAMES[character] ?? ''}`
}

/** A finding in the shape of the validator's SchemaViolation. */
interface CharacterViolation {
  severity: 'error'
  path: string
  message: string
  keyword: 'character'
}

const WHY = 'an invisible character that can make the text read differently from how it is used'

/**
 * Every string value and property name of a theme document that holds such a character, by
 * path. The bytes of an embedded (base64) background image are not text and are not read.
 */
export function invisibleCharacterViolations(data: Record<string, unknown>): CharacterViolation[] {
  const found: CharacterViolation[] = []
  const refuse = (path: string, message: string) =>
    found.push({ severity: 'error', path, message, keyword: 'character' })
  const visit = (value: unknown, path: string) => {
    if (typeof value === 'string') {
      const character = invisibleCharacterIn(textOf(value))
      if (character) refuse(path, `Contains ${character}, ${WHY}`)
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, `${path}/${index}`))
    } else if (isPlainObject(value)) {
      for (const [key, child] of Object.entries(value)) {
        const childPath = `${path}/${pointerSegment(key)}`
        const character = invisibleCharacterIn(key)
        if (character) refuse(childPath, `Its name contains ${character}, ${WHY}`)
        visit(child, childPath)
      }
    }
  }
  visit(data, '')
  return found
}

/** A base64 data: URI's header; any other string whole. */
function textOf(value: string): string {
  const base64 = /^\s*data:[^,]*;base64,/i.exec(value)
  return base64 ? base64[0] : value
}
