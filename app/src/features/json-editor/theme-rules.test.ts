import { themeSchema } from '@theme-a-roo/theme'
import { describe, expect, it } from 'vitest'
import { buildEditorSchema, findThemeRuleDiagnostics } from './theme-rules'

type Properties = Record<string, Record<string, unknown>>

function themeText(fields: Record<string, unknown>) {
  return JSON.stringify({ name: 'demo', displayName: 'Demo', schemaVersion: 1, ...fields }, null, 2)
}

/** Each diagnostic as the text it underlines and its message. */
function underlined(text: string) {
  return findThemeRuleDiagnostics(text).map((d) => ({
    text: text.slice(d.start, d.end),
    message: d.message,
  }))
}

describe('buildEditorSchema', () => {
  it('leaves the engine-reported value rules out and offers the allowed values instead', () => {
    const properties = (buildEditorSchema() as { properties: Properties }).properties
    expect(properties.schemaVersion).not.toHaveProperty('const')
    expect(properties.schemaVersion).toMatchObject({ type: 'number', examples: [1] })
    expect(properties.mostLike).not.toHaveProperty('enum')
    expect(properties.mostLike).toMatchObject({ type: 'string', examples: ['dark', 'light'] })
    expect(properties.buttonStyle).not.toHaveProperty('enum')
    expect(properties.buttonStyle?.examples).toContain('pixel-art')
  })

  it('keeps every other rule and does not change the engine schema', () => {
    const schema = buildEditorSchema() as Record<string, unknown>
    // Unknown properties are the engine's to report, as warnings, so the editor allows them.
    expect(JSON.stringify(schema)).not.toContain('"additionalProperties":false')
    expect(JSON.stringify(themeSchema)).toContain('"additionalProperties":false')
    expect(schema.required).toEqual(['displayName', 'name', 'schemaVersion'])
    expect((themeSchema as { properties: Properties }).properties.schemaVersion).toHaveProperty(
      'const',
      1,
    )
  })
})

describe('findThemeRuleDiagnostics', () => {
  it('finds nothing in a valid theme', () => {
    expect(
      findThemeRuleDiagnostics(themeText({ mostLike: 'dark', buttonStyle: 'shimmer' })),
    ).toEqual([])
  })

  it('underlines a schemaVersion other than 1 with the engine message', () => {
    expect(underlined(themeText({ schemaVersion: 2 }))).toEqual([
      { text: '2', message: 'Invalid theme JSON structure. Unrecognized schemaVersion: 2' },
    ])
  })

  it('underlines bad mostLike and buttonStyle values, all at once', () => {
    const text = themeText({ schemaVersion: 3, mostLike: 'grey', buttonStyle: 'wobbly' })
    expect(underlined(text)).toEqual([
      { text: '3', message: 'Invalid theme JSON structure. Unrecognized schemaVersion: 3' },
      {
        text: '"grey"',
        message: 'Invalid theme JSON structure. mostLike must be "dark" or "light"',
      },
      { text: '"wobbly"', message: 'Invalid button style: wobbly' },
    ])
  })

  it('leaves wrong types and syntax to the editor schema check', () => {
    expect(findThemeRuleDiagnostics(themeText({ schemaVersion: '1', mostLike: 5 }))).toEqual([])
    expect(findThemeRuleDiagnostics('{"schemaVersion": 2,')).toEqual([])
    expect(findThemeRuleDiagnostics('')).toEqual([])
    expect(findThemeRuleDiagnostics('[1]')).toEqual([])
  })

  it('marks unknown properties at their name and malformed values as warnings, unsafe values as errors', () => {
    const text = themeText({
      colour: 'red',
      colors: { border: 'rgba(0,0,0,0.85', primary: 'red; }' },
    })
    const found = findThemeRuleDiagnostics(text).map((diagnostic) => [
      diagnostic.severity,
      text.slice(diagnostic.start, diagnostic.end),
      diagnostic.message,
    ])
    expect(found).toEqual(
      expect.arrayContaining([
        ['warning', '"colour"', 'Not part of the theme format and has no effect'],
        [
          'warning',
          '"rgba(0,0,0,0.85"',
          'Malformed CSS value: Missing ")" at the end, which is added',
        ],
        ['error', '"red; }"', 'Unsafe CSS value: Contains ";", which would end the declaration'],
      ]),
    )
    expect(found).toHaveLength(3)
  })

  it('points at the last of repeated keys, the one that counts', () => {
    const text =
      '{"name": "a", "displayName": "A", "schemaVersion": 1, "buttonStyle": "gradient", "buttonStyle": "x"}'
    const [diagnostic] = findThemeRuleDiagnostics(text)
    expect(diagnostic?.start).toBe(text.lastIndexOf('"x"'))
  })
})
