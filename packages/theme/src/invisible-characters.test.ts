import { describe, expect, it } from 'vitest'
import { invisibleCharacterIn } from './invisible-characters.ts'
import { findSchemaViolations, parseTheme } from './validate.ts'

const minimal = { name: 'plain', displayName: 'Plain', schemaVersion: 1 }

const WHY = 'an invisible character that can make the text read differently from how it is used'

/** Bidirectional controls, zero-width and invisible characters, and line and paragraph separators. */
const REFUSED: [string, string][] = [
  ['\u202a', 'U+202A LEFT-TO-RIGHT EMBEDDING'],
  ['\u202b', 'U+202B RIGHT-TO-LEFT EMBEDDING'],
  ['\u202c', 'U+202C POP DIRECTIONAL FORMATTING'],
  ['\u202d', 'U+202D LEFT-TO-RIGHT OVERRIDE'],
  ['\u202e', 'U+202E RIGHT-TO-LEFT OVERRIDE'],
  ['\u2066', 'U+2066 LEFT-TO-RIGHT ISOLATE'],
  ['\u2067', 'U+2067 RIGHT-TO-LEFT ISOLATE'],
  ['\u2068', 'U+2068 FIRST STRONG ISOLATE'],
  ['\u2069', 'U+2069 POP DIRECTIONAL ISOLATE'],
  ['\u200e', 'U+200E LEFT-TO-RIGHT MARK'],
  ['\u200f', 'U+200F RIGHT-TO-LEFT MARK'],
  ['\u061c', 'U+061C ARABIC LETTER MARK'],
  ['\u200b', 'U+200B ZERO WIDTH SPACE'],
  ['\u200c', 'U+200C ZERO WIDTH NON-JOINER'],
  ['\u200d', 'U+200D ZERO WIDTH JOINER'],
  ['\u2060', 'U+2060 WORD JOINER'],
  ['\u2063', 'U+2063 INVISIBLE SEPARATOR'],
  ['\ufeff', 'U+FEFF ZERO WIDTH NO-BREAK SPACE'],
  ['\u00ad', 'U+00AD SOFT HYPHEN'],
  ['\u180e', 'U+180E MONGOLIAN VOWEL SEPARATOR'],
  ['\u2028', 'U+2028 LINE SEPARATOR'],
  ['\u2029', 'U+2029 PARAGRAPH SEPARATOR'],
]

describe('invisibleCharacterIn', () => {
  it.each(REFUSED)('finds %j and names it %s', (character, name) => {
    expect(invisibleCharacterIn(`a${character}b`)).toBe(name)
  })

  it('names every character it finds', () => {
    const unnamed: string[] = []
    for (let code = 0; code <= 0xffff; code++) {
      const found = invisibleCharacterIn(String.fromCharCode(code))
      if (found !== undefined && !/^U\+[0-9A-F]{4} [A-Z]/.test(found)) unnamed.push(found)
    }
    expect(unnamed).toEqual([])
  })

  it.each([
    'Glass Dark',
    'Café Crème',
    'Ночная тема',
    'مظلم',
    'ダーク',
    '🌙 Night',
    // Emoji joined into one by zero width joiners.
    'Dev 👩\u200d💻 theme',
    'Family 👨🏽\u200d👩\u200d👧',
    '🏳️\u200d🌈 Pride',
    'oklch(62.8% 0.25768 29.23)',
    `'Inter', "Segoe UI", sans-serif`,
    'hyphen-ated – dash — and\u00a0no-break space',
  ])('leaves %j alone', (text) => {
    expect(invisibleCharacterIn(text)).toBeUndefined()
  })

  it.each(['A\u200dB', '👩\u200d', '\u200d💻', 'x 👩 \u200d💻'])(
    'refuses a zero width joiner that joins no two emoji in %j',
    (text) => {
      expect(invisibleCharacterIn(text)).toBe('U+200D ZERO WIDTH JOINER')
    },
  )
})

describe('themes with invisible characters', () => {
  it.each([
    [
      '/displayName',
      { ...minimal, displayName: 'Glass\u202eDark' },
      'U+202E RIGHT-TO-LEFT OVERRIDE',
    ],
    ['/name', { ...minimal, name: 'plain\u200b' }, 'U+200B ZERO WIDTH SPACE'],
    ['/inherits', { ...minimal, inherits: 'da\u200drk' }, 'U+200D ZERO WIDTH JOINER'],
    [
      '/tags/1',
      { ...minimal, tags: ['dark', '\u2066hidden\u2069'] },
      'U+2066 LEFT-TO-RIGHT ISOLATE',
    ],
    ['/colors/primary', { ...minimal, colors: { primary: 'red\u2028' } }, 'U+2028 LINE SEPARATOR'],
    [
      '/fonts/body',
      { ...minimal, fonts: { body: '"Inter\u00ad", sans-serif' } },
      'U+00AD SOFT HYPHEN',
    ],
    [
      '/backgroundImage',
      { ...minimal, backgroundImage: 'https://images.example.com/\u202egnp.png' },
      'U+202E RIGHT-TO-LEFT OVERRIDE',
    ],
    [
      '/backgroundImage',
      { ...minimal, backgroundImage: 'data:image/svg+xml,<svg>\u2067</svg>' },
      'U+2067 RIGHT-TO-LEFT ISOLATE',
    ],
    [
      '/extra/notes/0',
      { ...minimal, extra: { notes: ['made by\ufeff me'] } },
      'U+FEFF ZERO WIDTH NO-BREAK SPACE',
    ],
  ])('refuses one in %s, naming the character', (path, theme, character) => {
    expect(() => parseTheme(theme)).toThrow(
      `Invalid theme JSON structure. ${path}: Contains ${character}, ${WHY}`,
    )
  })

  it('refuses one in a property name, pointing at that property', () => {
    const theme = { ...minimal, colors: { 'primary\u200b': 'red' } }
    expect(findSchemaViolations(theme)).toContainEqual({
      severity: 'error',
      path: '/colors/primary\u200b',
      message: `Its name contains U+200B ZERO WIDTH SPACE, ${WHY}`,
      keyword: 'character',
    })
  })

  it('does not read the bytes of an embedded base64 image as text', () => {
    const image = `data:image/png;base64,${'iVBORw0KGgo'.repeat(1000)}`
    expect(parseTheme({ ...minimal, backgroundImage: image }).backgroundImage).toBe(image)
    expect(() =>
      parseTheme({ ...minimal, backgroundImage: `data:image/png;name=\u202ex;base64,AAAA` }),
    ).toThrow('/backgroundImage: Contains U+202E RIGHT-TO-LEFT OVERRIDE')
  })

  it('reads a file that starts with a byte order mark, which is not part of the theme', () => {
    expect(parseTheme(`\ufeff${JSON.stringify(minimal)}`)).toEqual(minimal)
  })
})
