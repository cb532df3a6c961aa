import { describe, expect, it } from 'vitest'
import { checkThemeJson, themeToText, validMessage } from './theme-json'
import { pngHeaderDataUri } from '@/test/png-header'

const valid = '{"name": "n", "displayName": "N", "schemaVersion": 1}'

function syntaxReason(text: string): string {
  try {
    JSON.parse(text)
  } catch (error) {
    return (error as Error).message
  }
  throw new Error('expected a syntax error')
}

describe('checkThemeJson', () => {
  it('asks for text when there is none', () => {
    expect(checkThemeJson(' \n\t', 'apply')).toEqual({
      ok: false,
      message: 'Please enter theme JSON',
    })
    expect(checkThemeJson('', 'validate')).toEqual({
      ok: false,
      message: 'Please enter theme JSON to validate',
    })
  })

  it('gives the parser reason for bad JSON, worded per button', () => {
    const reason = syntaxReason('{"name": }')
    expect(checkThemeJson('{"name": }', 'apply')).toEqual({
      ok: false,
      message: `Invalid JSON format: ${reason}`,
    })
    expect(checkThemeJson('{"name": }', 'validate')).toEqual({
      ok: false,
      message: `Invalid JSON format. Please check your syntax. ${reason}`,
    })
  })

  it('passes on the engine message for JSON that is not a valid theme', () => {
    const cases: [string, string][] = [
      ['[]', 'Invalid theme JSON structure. The theme must be a valid JSON object'],
      [
        '{"displayName": "N", "schemaVersion": 1}',
        'Invalid theme JSON structure. name is required',
      ],
      [
        '{"name": "n", "displayName": "N", "schemaVersion": 2}',
        'Invalid theme JSON structure. Unrecognized schemaVersion: 2',
      ],
      [
        '{"name": "n", "displayName": "N", "schemaVersion": 1, "buttonStyle": "x"}',
        'Invalid button style: x',
      ],
    ]
    for (const [text, message] of cases) {
      expect(checkThemeJson(text, 'apply')).toEqual({ ok: false, message })
      expect(checkThemeJson(text, 'validate')).toEqual({ ok: false, message })
    }
  })

  it('returns the parsed theme for valid JSON', () => {
    expect(checkThemeJson(valid, 'apply')).toEqual({
      ok: true,
      theme: { name: 'n', displayName: 'N', schemaVersion: 1 },
      warnings: [],
    })
  })

  it('applies a theme with only warnings, and says how many', () => {
    const result = checkThemeJson(
      JSON.stringify({ name: 'n', displayName: 'N', schemaVersion: 1, dialogs: {} }),
      'validate',
    )
    expect(result).toMatchObject({ ok: true, theme: { dialogs: {} } })
    expect(result.ok && result.warnings.map(({ path }) => path)).toEqual(['/dialogs'])
    expect(validMessage(0)).toBe('Theme JSON is valid')
    expect(validMessage(1)).toBe('Theme JSON is valid, with 1 warning')
    expect(validMessage(3)).toBe('Theme JSON is valid, with 3 warnings')
  })

  it('refuses a new background on a private network, but keeps the one the theme already has', () => {
    const text = JSON.stringify({
      name: 'n',
      displayName: 'N',
      schemaVersion: 1,
      backgroundImage: 'http://127.1:8080/x.png',
    })
    const message =
      "This theme's background image points to a private network address (127.0.0.1), which is not allowed."
    expect(checkThemeJson(text, 'apply')).toEqual({ ok: false, message })
    expect(checkThemeJson(text, 'validate', 'https://images.example.com/a.png')).toEqual({
      ok: false,
      message,
    })
    expect(checkThemeJson(text, 'apply', 'http://127.1:8080/x.png').ok).toBe(true)
  })
})

describe('themeToText', () => {
  it('refuses, without reading it, text past 2 MB, and a background too large to decode', () => {
    const padded = valid.replace('}', `, "notes": "${' '.repeat(3 * 1024 * 1024)}"}`)
    expect(checkThemeJson(padded, 'validate')).toEqual({
      ok: false,
      message:
        'This text is at least 3.0 MB; theme text may be at most 2 MB. A theme file with its ' +
        'background image embedded opens with Open Theme on the Themes page.',
    })
    const bomb = JSON.stringify({
      ...(JSON.parse(valid) as object),
      backgroundImage: pngHeaderDataUri(16000, 16000),
    })
    expect(checkThemeJson(bomb, 'apply')).toEqual({
      ok: false,
      message:
        'The background image is too large: 16000 x 16000 pixels (256 megapixels). Images may ' +
        'have at most 200 megapixels and 32767 pixels a side.',
    })
  })

  it('pretty-prints with 2 spaces', () => {
    expect(themeToText({ name: 'n', displayName: 'N', schemaVersion: 1 })).toBe(
      '{\n  "name": "n",\n  "displayName": "N",\n  "schemaVersion": 1\n}',
    )
  })

  it('refuses a base theme that does not exist, naming the ones that do', () => {
    const text = '{"name": "n", "displayName": "N", "schemaVersion": 1, "inherits": "sepia"}'
    expect(checkThemeJson(text, 'apply')).toEqual({
      ok: false,
      message:
        'Base theme "sepia" was not found. It must be one of: light, dark, color, circuit, colorful, glass-dark, glass-light, win95, xch-dark, xch-light',
    })
    expect(checkThemeJson(text.replace('sepia', 'dark'), 'validate').ok).toBe(true)
  })
})
