// What the formats do about Tailwind's own variables (--spacing, --text-sm, ...): an export never
// writes one, whatever theme it is handed, and says so; an import leaves them out with a note, so
// a real globals.css still imports; and every variable an export writes from a key outside the
// format is named in its notes. Tailwind's own compiler builds the exported CSS as a project does.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { compile } from 'tailwindcss'
import { describe, expect, it } from 'vitest'
import { resolveTheme } from '../test/resolved-themes.ts'
import type { Theme } from '../types.ts'
import { readDesignTokens } from './design-tokens-read.ts'
import { exportThemeModes, readThemeText, type ModeFormat } from './index.ts'

/**
 * A theme as a hostile link carries it, never validated: colour keys that would re-scale the
 * page, a font weight, and keys of its own the format does not list.
 */
const HOSTILE = resolveTheme({
  name: 'hostile',
  displayName: 'Hostile',
  schemaVersion: 1,
  inherits: 'light',
  colors: { primary: '#1d4ed8', spacing: '100px', 'text-sm': '1px', surface: '#f4f4f5' },
  fonts: { 'weight-bold': '100' },
  corners: { card: '1.25rem' },
} as Theme)

const TAILWIND_OWN = ['--spacing', '--text-sm', '--font-weight-bold']
const FORMATS: ModeFormat[] = ['shadcn-css-v4', 'shadcn-css-v3', 'shadcn-registry', 'design-tokens']

const tailwindIndex = createRequire(import.meta.url).resolve('tailwindcss/index.css')

/** What Tailwind v4 generates for a project's CSS, for the given utilities. */
async function buildWithTailwind(css: string, utilities: string[]): Promise<string> {
  const compiler = await compile(`@import "tailwindcss";\n${css}`, {
    base: '/',
    loadStylesheet: (_id, base) =>
      Promise.resolve({ path: tailwindIndex, base, content: readFileSync(tailwindIndex, 'utf8') }),
  })
  return compiler.build(utilities)
}

describe("exports and Tailwind's own variables", () => {
  for (const format of FORMATS) {
    it(`${format} writes none of them and says what it left out`, () => {
      const { text, notes } = exportThemeModes(format, { light: HOSTILE }, { displayName: 'X' })
      for (const name of TAILWIND_OWN) {
        expect(text, name).not.toMatch(new RegExp(`"?${name.slice(2)}"?\\s*:`))
      }
      for (const path of ['/colors/spacing', '/colors/text-sm', '/fonts/weight-bold']) {
        expect(notes.join('\n'), path).toMatch(
          new RegExp(`${path} was left out: Would overwrite --[a-z-]+, one of Tailwind's own`),
        )
      }
      // The theme's own key is still written.
      expect(text).toContain('surface')
    })
  }

  it('names every variable it writes from a key outside the format, utilities included', () => {
    const notes = (format: ModeFormat) =>
      exportThemeModes(format, { light: HOSTILE }, { displayName: 'X' }).notes.filter((note) =>
        note.includes('outside the theme format'),
      )
    const check = 'Check that your app uses none of these names for something else.'
    const named = (names: string) =>
      `Also written, from keys outside the theme format that neither shadcn/ui nor theme-o-rama defines: ${names}. ${check}`
    expect(notes('shadcn-css-v4')).toEqual([
      named('--surface, --corner-card, --color-surface and --radius-card'),
    ])
    expect(notes('shadcn-css-v3')).toEqual([named('--surface and --corner-card')])
    // A corner both modes share goes into cssVars.theme alone, as Tailwind's radius.
    expect(notes('shadcn-registry')).toEqual([named('--surface and --radius-card')])
    expect(notes('design-tokens')).toEqual([`Light: ${named('--surface and --corner-card')}`])
  })

  it("leaves Tailwind's --spacing and --text-sm alone in an app built from the export", async () => {
    const { text } = exportThemeModes('shadcn-css-v4', { light: HOSTILE }, { displayName: 'X' })
    const built = await buildWithTailwind(text, ['p-4', 'text-sm', 'bg-surface'])
    const declared = (name: string) =>
      [...built.matchAll(new RegExp(`${name}:\\s*([^;]+);`, 'g'))].map((match) => match[1])
    expect(declared('--spacing')).toEqual(['0.25rem'])
    expect(declared('--text-sm')).toEqual(['0.875rem'])
    // The theme's own colour still becomes a utility.
    expect(built).toMatch(/\.bg-surface\s*\{\s*background-color: var\(--surface\)/)
  })
})

describe("imports and Tailwind's own variables", () => {
  it('imports a real globals.css that customises them, leaving them out with a note', () => {
    const globals = `
      @import "tailwindcss";
      @theme inline {
        --font-sans: Inter, sans-serif;
        --font-weight-bold: 650;
        --color-background: var(--background);
        --radius-sm: calc(var(--radius) - 4px);
      }
      :root {
        --radius: 0.625rem;
        --spacing: 0.3rem;
        --background: oklch(1 0 0);
        --foreground: oklch(0.145 0 0);
        --primary: oklch(0.205 0 0);
      }`
    const imported = readThemeText(globals)
    const light = imported.modes.light
    expect(light?.colors).toMatchObject({
      background: 'oklch(1 0 0)',
      foreground: 'oklch(0.145 0 0)',
      primary: 'oklch(0.205 0 0)',
    })
    expect(light?.colors).not.toHaveProperty('spacing')
    expect(light?.corners?.lg).toBe('0.625rem')
    expect(light?.fonts).toEqual({ sans: 'Inter, sans-serif' })
    expect(imported.notes).toEqual([
      expect.stringContaining("come from shadcn/ui's Neutral base colour"),
      "--spacing and --font-weight-bold were left out: they are Tailwind's own variables, which a theme may not set, since they would restyle the whole page around it.",
    ])
  })

  it('leaves them out of design tokens and registry items too', () => {
    const tokens = readDesignTokens({
      color: { $type: 'color', primary: { $value: '#1d4ed8' } },
      dimension: { $type: 'dimension', spacing: { $value: { value: 3, unit: 'px' } } },
    })
    expect(tokens.modes.light?.colors).toEqual({ primary: '#1d4ed8' })
    expect(tokens.notes).toEqual([
      "dimension.spacing was left out: would overwrite --spacing, one of Tailwind's own variables, and restyle the whole page around the theme.",
    ])
    const item = readThemeText(
      JSON.stringify({
        type: 'registry:theme',
        cssVars: { theme: { 'text-sm': '1px' }, light: { primary: '#1d4ed8' } },
      }),
    )
    expect(item.modes.light?.colors).toMatchObject({ primary: '#1d4ed8' })
    expect(item.modes.light?.colors).not.toHaveProperty('textSm')
    expect(item.notes.join('\n')).toContain('--text-sm was left out')
  })
})
