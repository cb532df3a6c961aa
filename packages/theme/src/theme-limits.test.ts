import { describe, expect, it } from 'vitest'
import { color, dark, light } from 'theme-o-rama'
import { listBuiltInThemes } from './builtins.ts'
import { CORPUS } from './test/corpus/index.ts'
import { TRAVEL_THEMES } from './test/travel-corpus/index.ts'
import {
  MAX_ARRAY_LENGTH,
  MAX_DISPLAY_NAME_LENGTH,
  MAX_NAME_LENGTH,
  MAX_TAG_LENGTH,
  MAX_THEME_JSON_LENGTH,
} from './theme-limits.ts'
import { findSchemaViolations, parseTheme } from './validate.ts'

const minimal = { name: 'limits', displayName: 'Limits', schemaVersion: 1 }

const REAL_THEMES: [string, object][] = [
  ...listBuiltInThemes().map(({ theme }): [string, object] => [`built-in ${theme.name}`, theme]),
  ...CORPUS.map(({ file, theme }): [string, object] => [`corpus ${file}`, theme]),
  ...TRAVEL_THEMES.map(({ file, theme }): [string, object] => [`travel ${file}`, theme]),
  ['theme-o-rama light', light],
  ['theme-o-rama dark', dark],
  ['theme-o-rama color', color],
]

/** `count` unknown top-level properties of `length` characters each. */
function padded(count: number, length: number) {
  const notes = Object.fromEntries(
    Array.from({ length: count }, (_, i) => [`note${i}`, 'x'.repeat(length)]),
  )
  return { ...minimal, ...notes }
}

describe('theme limits', () => {
  it.each(REAL_THEMES)('leave room for five times %s', (_, theme) => {
    // Four more copies beside the theme: each measure of a real theme is under a fifth of its
    // limit. An embedded background image does not count, so the copies leave it out.
    const { backgroundImage: _image, ...copy } = theme as { backgroundImage?: string }
    const fivefold = { ...theme, a: copy, b: copy, c: copy, d: copy }
    expect(() => parseTheme(fivefold)).not.toThrow()
  })

  it.each([
    [
      'tags',
      { tags: Array.from({ length: 5000 }, () => 't') },
      '/tags',
      'tags has 5,000 entries; at most 100 are allowed',
    ],
    [
      'one tag',
      { tags: ['dark', 'x'.repeat(MAX_TAG_LENGTH + 1)] },
      '/tags/1',
      'tags/1 has 51 characters; at most 50 are allowed',
    ],
    [
      'name',
      { name: 'n'.repeat(MAX_NAME_LENGTH + 1) },
      '/name',
      'name has 101 characters; at most 100 are allowed',
    ],
    [
      'inherits',
      { inherits: 'b'.repeat(MAX_NAME_LENGTH + 1) },
      '/inherits',
      'inherits has 101 characters; at most 100 are allowed',
    ],
    [
      'displayName',
      { displayName: 'D'.repeat(MAX_DISPLAY_NAME_LENGTH + 1) },
      '/displayName',
      'displayName has 101 characters; at most 100 are allowed',
    ],
    [
      'an array anywhere',
      { extra: { list: Array.from({ length: MAX_ARRAY_LENGTH + 1 }, (_, i) => i) } },
      '/extra/list',
      'extra/list has 101 entries; at most 100 are allowed',
    ],
  ])('refuses %s over its limit, naming the field and the limit', (_, fields, path, message) => {
    expect(() => parseTheme({ ...minimal, ...fields })).toThrow(
      `Invalid theme JSON structure. ${path}: ${message}`,
    )
  })

  it('accepts every field at its limit', () => {
    const theme = {
      ...minimal,
      name: 'n'.repeat(MAX_NAME_LENGTH),
      displayName: 'D'.repeat(MAX_DISPLAY_NAME_LENGTH),
      inherits: 'b'.repeat(MAX_NAME_LENGTH),
      tags: Array.from({ length: MAX_ARRAY_LENGTH }, () => 'x'.repeat(MAX_TAG_LENGTH)),
    }
    expect(findSchemaViolations(theme).filter((v) => v.severity === 'error')).toEqual([])
  })

  it('refuses a theme of more JSON than the limit, and accepts one just under', () => {
    expect(() => parseTheme(padded(55, 1900))).toThrow(
      'Invalid theme JSON structure. (root): The theme has more than 100,000 characters of JSON, the most allowed (an embedded background image does not count)',
    )
    expect(JSON.stringify(padded(50, 1900)).length).toBeLessThan(MAX_THEME_JSON_LENGTH)
    expect(() => parseTheme(padded(50, 1900))).not.toThrow()
  })

  it('does not count an embedded background image, and counts a web address', () => {
    const image = `data:image/png;base64,${'A'.repeat(5_000_000)}`
    expect(parseTheme({ ...minimal, backgroundImage: image }).backgroundImage).toBe(image)
    const address = `https://images.example.com/${'a'.repeat(MAX_THEME_JSON_LENGTH)}.png`
    expect(() => parseTheme({ ...minimal, backgroundImage: address })).toThrow(
      'more than 100,000 characters of JSON',
    )
  })

  it('refuses values nested under long names that, each with its path, take too much', () => {
    const leaves = Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`v${i}`, 'x']))
    let nested: object = leaves
    for (let level = 0; level < 10; level++) nested = { [`${'k'.repeat(90)}${level}`]: nested }
    const theme = { ...minimal, extra: nested }
    expect(JSON.stringify(theme).length).toBeLessThan(MAX_THEME_JSON_LENGTH / 10)
    expect(() => parseTheme(theme)).toThrow(
      'Invalid theme JSON structure. (root): Written value by value, each with its full path, the theme has more than 160,000 characters, the most allowed (values nested under long names repeat those names)',
    )
  })
})
