import { describe, expect, it } from 'vitest'
import { locateJsonPointer, parsePointer } from './json-pointer'

/** The located value's text (and key's text), to keep expectations readable. */
function textAt(text: string, pointer: string) {
  const located = locateJsonPointer(text, pointer)
  if (!located) return undefined
  return {
    value: text.slice(located.value.start, located.value.end),
    key: located.key && text.slice(located.key.start, located.key.end),
  }
}

const theme = `{
  "name": "demo",
  "schemaVersion": 2,
  "colors": { "background": "#fff", "primary" : "hsl(0 0% 9%)" },
  "tags": ["a", "b\\"c", 3, true, null, [1, {"x": -1.5e3}]],
  "buttons": { "default": { "hover": { "color": "red" } } }
}`

describe('parsePointer', () => {
  it('reads the document pointer and unescapes ~1 and ~0', () => {
    expect(parsePointer('')).toEqual([])
    expect(parsePointer('/a~1b/c~0d/~01')).toEqual(['a/b', 'c~d', '~1'])
    expect(parsePointer('/')).toEqual([''])
  })

  it('refuses a pointer that does not start with a slash', () => {
    expect(parsePointer('name')).toBeUndefined()
  })
})

describe('locateJsonPointer', () => {
  it('finds top-level values with their keys', () => {
    expect(textAt(theme, '/name')).toEqual({ value: '"demo"', key: '"name"' })
    expect(textAt(theme, '/schemaVersion')).toEqual({ value: '2', key: '"schemaVersion"' })
  })

  it('finds the whole document', () => {
    expect(textAt(`  ${theme}\n`, '')).toEqual({ value: theme, key: undefined })
  })

  it('finds nested members, whitespace before the colon included', () => {
    expect(textAt(theme, '/colors/primary')).toEqual({ value: '"hsl(0 0% 9%)"', key: '"primary"' })
    expect(textAt(theme, '/buttons/default/hover/color')).toEqual({
      value: '"red"',
      key: '"color"',
    })
    expect(textAt(theme, '/colors')?.value).toBe(
      '{ "background": "#fff", "primary" : "hsl(0 0% 9%)" }',
    )
  })

  it('finds array items by index, through strings with escaped quotes', () => {
    expect(textAt(theme, '/tags/1')).toEqual({ value: '"b\\"c"', key: undefined })
    expect(textAt(theme, '/tags/2')?.value).toBe('3')
    expect(textAt(theme, '/tags/3')?.value).toBe('true')
    expect(textAt(theme, '/tags/4')?.value).toBe('null')
    expect(textAt(theme, '/tags/5/1/x')).toEqual({ value: '-1.5e3', key: '"x"' })
  })

  it('matches keys by their decoded text and pointer escapes', () => {
    const text = '{"a/b": 1, "c~d": 2, "\\u0065": 3, "": 4}'
    expect(textAt(text, '/a~1b')?.value).toBe('1')
    expect(textAt(text, '/c~0d')?.value).toBe('2')
    expect(textAt(text, '/e')).toEqual({ value: '3', key: '"\\u0065"' })
    expect(textAt(text, '/')?.value).toBe('4')
  })

  it('takes the last of repeated keys, as JSON.parse does', () => {
    const text = '{"mostLike": "dark", "mostLike": "grey"}'
    expect(locateJsonPointer(text, '/mostLike')?.value).toEqual({ start: 33, end: 39 })
  })

  it('counts offsets in UTF-16 code units, like the editor', () => {
    const text = '{"displayName": "🦘 roo", "buttonStyle": "x"}'
    const located = locateJsonPointer(text, '/buttonStyle')
    expect(located?.value.start).toBe(text.indexOf('"x"'))
  })

  it('handles empty containers and CRLF line ends', () => {
    const text = '{\r\n  "tags": [],\r\n  "colors": {},\r\n  "name": "n"\r\n}'
    expect(textAt(text, '/tags')?.value).toBe('[]')
    expect(textAt(text, '/colors')?.value).toBe('{}')
    expect(textAt(text, '/name')?.value).toBe('"n"')
  })

  it('finds nothing for paths that are not in the document', () => {
    expect(locateJsonPointer(theme, '/missing')).toBeUndefined()
    expect(locateJsonPointer(theme, '/name/length')).toBeUndefined()
    expect(locateJsonPointer(theme, '/tags/9')).toBeUndefined()
    expect(locateJsonPointer(theme, '/tags/01')).toBeUndefined()
    expect(locateJsonPointer(theme, '/tags/-')).toBeUndefined()
    expect(locateJsonPointer(theme, 'name')).toBeUndefined()
  })

  it('gives up on malformed text instead of guessing', () => {
    expect(locateJsonPointer('{"a": }', '/a')).toBeUndefined()
    expect(locateJsonPointer('{"a": 1', '/a')).toBeUndefined()
    expect(locateJsonPointer('{"a" 1}', '/a')).toBeUndefined()
    expect(locateJsonPointer('{"a": "open', '/a')).toBeUndefined()
    expect(locateJsonPointer('', '')).toBeUndefined()
  })
})
