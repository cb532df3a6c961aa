import { describe, expect, it } from 'vitest'
import {
  FIGMA_SYSTEM_TOKENS,
  STYLE_DICTIONARY_TOKENS,
  TOKENS_STUDIO_TOKENS,
} from '../test/token-files.ts'
import type { Theme } from '../types.ts'
import { themeToVariables } from './css-variables.ts'
import { readDesignTokens } from './design-tokens-read.ts'
import { exportDesignTokens } from './design-tokens.ts'
import type { TokenMappingRow } from './dtcg-mapping.ts'
import { readThemeText } from './index.ts'

function row(rows: readonly TokenMappingRow[], token: string): TokenMappingRow {
  const found = rows.find((candidate) => candidate.token === token)
  if (!found) throw new Error(`no row for ${token}`)
  return found
}

/** token → field of every row that fills one. */
function mapped(rows: readonly TokenMappingRow[]): Record<string, string> {
  return Object.fromEntries(
    rows.flatMap(({ token, field }) => (field === undefined ? [] : [[token, field]])),
  )
}

describe('design tokens fill fields by their $type and role', () => {
  it('never makes a dimension named border the border colour (Figma design system)', () => {
    const read = readDesignTokens(FIGMA_SYSTEM_TOKENS)
    expect(read.modes.light?.colors?.border).toBe('#c9ced8')
    expect(row(read.mapping, 'size.stroke.border')).toMatchObject({
      type: 'dimension',
      field: undefined,
      reason: '--border takes a colour, and this is a dimension',
      values: [{ mode: 'light', css: '0.0625rem', display: '0.0625rem' }],
    })
    expect(mapped(read.mapping)).toEqual({
      'color.background.default.default': 'background',
      'color.background.default.secondary': 'secondary',
      'color.background.brand.default': 'primary',
      'color.background.danger.default': 'destructive',
      'color.border.default.default': 'border',
      'color.text.default.default': 'foreground',
      'color.text.default.secondary': 'secondary-foreground',
      'color.text.brand.on-brand': 'primary-foreground',
      'color.text.danger.on-danger': 'destructive-foreground',
      'size.radius.200': 'radius-200',
      'size.radius.full': 'radius-full',
      'font.family-sans': 'font-sans',
      'typography.heading.font-family': 'font-heading',
    })
    // The brand text colour lost primary-foreground to the text on brand, and says so.
    expect(row(read.mapping, 'color.text.brand.default').reason).toBe(
      '--primary-foreground is filled by color.text.brand.on-brand',
    )
    expect(read.modes.light?.fonts).toEqual({ sans: 'Inter', heading: 'Inter' })
    // A border colour is never a surface, and the table says so.
    expect(row(read.mapping, 'color.border.brand.default').reason).toBe(
      'a token under "border" is a border colour, and --primary is not',
    )
    expect(read.modes.light?.colors).toMatchObject({
      background: '#f1f3f6',
      foreground: '#1b1f29',
      primaryForeground: '#f7f8ff',
    })
    expect(read.notes).toContain(
      'size.stroke.border was left out: --border takes a colour, and this is a dimension.',
    )
  })

  it('takes text colours as foregrounds and backgrounds as surfaces (Style Dictionary)', () => {
    const read = readDesignTokens(STYLE_DICTIONARY_TOKENS)
    expect(mapped(read.mapping)).toEqual({
      'color.background.primary': 'primary',
      'color.background.secondary': 'secondary',
      'color.text.primary': 'primary-foreground',
      'color.text.secondary': 'secondary-foreground',
      'color.border': 'border',
      'font.family.base': 'font-sans',
    })
    expect(read.modes.light).toMatchObject({
      colors: {
        secondary: '#eef1f5',
        secondaryForeground: '#59616d',
        primaryForeground: '#2a2e35',
        border: '#d6d9de',
      },
      fonts: { sans: `'Source Sans 3', sans-serif` },
    })
    expect(row(read.mapping, 'size.padding.medium')).toMatchObject({
      field: undefined,
      reason: 'no theme field is named like it',
      choices: expect.arrayContaining(['radius', 'corner-sm']) as unknown,
    })
  })

  it("reads Tokens Studio's sets, `_` and `$root` tokens and aliases into another set", () => {
    const read = readDesignTokens(TOKENS_STUDIO_TOKENS)
    expect(read.modes.light?.colors).toMatchObject({
      background: '#ffffff',
      foreground: '#161a22',
      muted: '#f0f3f4',
      mutedForeground: '#55606a',
      primary: '#0f8b8d',
      primaryForeground: '#ffffff',
      accent: '#ffe9a8',
    })
    expect(read.modes.dark?.colors).toMatchObject({
      background: '#161a22',
      primary: '#5cc3c4',
      primaryForeground: '#161a22',
      accent: '#5c4a12',
    })
    expect(row(read.mapping, 'bg._')).toMatchObject({
      field: 'background',
      values: [
        { mode: 'light', css: '#ffffff' },
        { mode: 'dark', css: '#161a22' },
      ],
    })
    expect(row(read.mapping, 'accent.$root').field).toBe('accent')
    expect(read.notes).toEqual([])
  })
})

describe('the user corrects the mapping', () => {
  it('moves a token to another field, and the token that had it gives way', () => {
    const edits = new Map([['color.background.brand.default', 'accent']])
    const moved = readDesignTokens(FIGMA_SYSTEM_TOKENS, edits)
    expect(moved.modes.light?.colors?.accent).toBe('#3d5afe')
    expect(moved.modes.light?.colors?.primary).toBeUndefined()
    const taken = readDesignTokens(
      FIGMA_SYSTEM_TOKENS,
      new Map([['color.text.brand.default', 'primary-foreground']]),
    )
    expect(taken.modes.light?.colors?.primaryForeground).toBe('#2f48d8')
    expect(row(taken.mapping, 'color.text.brand.on-brand')).toMatchObject({
      field: undefined,
      reason: '--primary-foreground is filled by color.text.brand.default',
    })
  })

  it('takes the corrections through the import of any text', () => {
    const text = JSON.stringify(STYLE_DICTIONARY_TOKENS)
    expect(readThemeText(text).mapping).toEqual(readDesignTokens(text).mapping)
    const edits = new Map([['color.text.secondary', 'muted-foreground']])
    const read = readThemeText(text, { tokenMapping: edits })
    expect(read.modes.light?.colors).toMatchObject({ mutedForeground: '#59616d' })
    expect(read.modes.light?.colors?.secondaryForeground).toBeUndefined()
  })

  it('leaves out a dropped row in every mode, without a note', () => {
    const read = readDesignTokens(TOKENS_STUDIO_TOKENS, new Map([['primary._', null]]))
    expect(read.modes.light?.colors?.primary).toBeUndefined()
    expect(read.modes.dark?.colors?.primary).toBeUndefined()
    expect(row(read.mapping, 'primary._')).toMatchObject({
      field: undefined,
      reason: 'you chose not to import it',
    })
    expect(read.notes).toEqual([])
  })

  it('maps a token the guess left out, and refuses a field its type cannot hold', () => {
    const read = readDesignTokens(
      FIGMA_SYSTEM_TOKENS,
      new Map<string, string | null>([
        ['size.stroke.focus', 'corner-sm'],
        ['size.stroke.border', 'border'],
      ]),
    )
    expect(read.modes.light?.corners?.sm).toBe('0.125rem')
    expect(read.modes.light?.colors?.border).toBe('#c9ced8')
    expect(row(read.mapping, 'size.stroke.border')).toMatchObject({
      field: undefined,
      reason: '--border cannot hold its value',
    })
  })
})

describe('var() references and aliases', () => {
  const theme = {
    name: 'linked',
    displayName: 'Linked',
    schemaVersion: 1,
    inherits: 'light',
    mostLike: 'light',
    colors: { primary: '#336699', ring: 'var(--primary)', accent: 'var(--ring)' },
    fonts: { sans: 'Inter', heading: 'var(--font-sans)' },
    corners: { lg: '8px', md: 'var(--radius)' },
  } as Theme

  it('exports a reference to an exported token as an alias, and reads it back as the reference', () => {
    const { text, notes } = exportDesignTokens({ light: theme }, { displayName: 'Linked' })
    const document = JSON.parse(text) as { light: Record<string, Record<string, unknown>> }
    expect(document.light.color?.ring).toEqual({ $value: '{light.color.primary}' })
    expect(document.light.color?.accent).toEqual({ $value: '{light.color.ring}' })
    expect(document.light.font?.['font-heading']).toEqual({ $value: '{light.font.font-sans}' })
    expect(document.light.dimension?.['corner-md']).toEqual({ $value: '{light.dimension.radius}' })
    expect(notes.join(' ')).not.toMatch(/cannot be design tokens/)
    const back = readDesignTokens(text).modes.light as Theme
    const values = new Map(themeToVariables(back).map(({ name, value }) => [name, value]))
    expect(
      Object.fromEntries(
        ['ring', 'accent', 'font-heading', 'corner-md'].map((name) => [name, values.get(name)]),
      ),
    ).toEqual({
      ring: 'var(--primary)',
      accent: 'var(--ring)',
      'font-heading': 'var(--font-sans)',
      'corner-md': 'var(--radius)',
    })
  })
})
