import { describe, expect, it } from 'vitest'
import { RESOLVED_BUILT_INS } from '../test/resolved-themes.ts'
import { TRAVEL_CSS } from '../test/travel-corpus/index.ts'
import { exportThemeModes, readThemeText, type ModeFormat } from './index.ts'
import { ThemeImportError } from './types.ts'

const light = RESOLVED_BUILT_INS.find(({ label }) => label === 'built-in light')!.theme
const dark = RESOLVED_BUILT_INS.find(({ label }) => label === 'built-in dark')!.theme

describe('readThemeText', () => {
  it.each<[ModeFormat, ModeFormat]>([
    ['shadcn-css-v4', 'shadcn-css-v4'],
    ['shadcn-registry', 'shadcn-registry'],
    ['design-tokens', 'design-tokens'],
  ])('tells an export as %s apart from the other formats', (format, read) => {
    const { text } = exportThemeModes(format, { light, dark }, { displayName: 'Pair' })
    const imported = readThemeText(text)
    expect(imported.format).toBe(read)
    expect(imported.modes.light?.colors?.background).toBeDefined()
    expect(imported.modes.dark?.colors?.background).toBeDefined()
  })

  it('reads Tailwind v3 CSS as shadcn/ui CSS', () => {
    const v3 = TRAVEL_CSS.find(({ tailwind }) => tailwind === 3)!
    expect(readThemeText(v3.text).format).toMatch(/^shadcn-css/)
  })

  it('reads a theme-o-rama theme in the mode it is most like, with its warnings as notes', () => {
    const text = JSON.stringify({ ...dark, unknownThing: 1 })
    const imported = readThemeText(`  ${text}\n`)
    expect(imported.format).toBe('theme-o-rama')
    expect(imported.modes.dark?.colors?.background).toBe(dark.colors?.background)
    expect(imported.modes.light).toBeUndefined()
    expect(imported.notes.join('\n')).toContain('unknownThing')
  })

  it.each([
    ['', 'Paste a theme or choose a file first.'],
    ['   \n', 'Paste a theme or choose a file first.'],
    ['{"colors": ', 'This text is not valid JSON'],
    ['[1, 2]', 'This JSON is not a theme.'],
    ['{"schemaVersion": 1, "name": 42}', 'Invalid theme JSON structure'],
  ])('refuses %j with a message for the user', (text, message) => {
    expect(() => readThemeText(text)).toThrow(ThemeImportError)
    expect(() => readThemeText(text)).toThrow(message)
  })

  it('refuses CSS whose every value is refused, saying why', () => {
    const hostile = ':root { --primary: url(javascript:alert(1)); } body { display: none }'
    expect(() => readThemeText(hostile)).toThrow('Nothing in this text can be used as a theme.')
    expect(() => readThemeText(hostile)).toThrow('--primary')
  })

  it('refuses text that is neither CSS with theme variables nor JSON', () => {
    expect(() => readThemeText('hello, this is not a theme')).toThrow(ThemeImportError)
  })
})
