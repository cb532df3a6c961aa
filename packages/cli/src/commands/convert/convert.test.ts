import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { exportTheme, readThemeText, type Theme } from '@theme-a-roo/theme'
import { describe, expect, it } from 'vitest'
import { folderWith, runCli } from '../../test/run-cli.ts'
import { DTCG_TOKENS, GOOD_THEME, NOT_A_THEME, SHADCN_V4_CSS } from '../../test/themes.ts'

const folder = folderWith({
  'harbour.json': GOOD_THEME,
  'globals.css': SHADCN_V4_CSS,
  'tokens.json': DTCG_TOKENS,
  'notes.txt': NOT_A_THEME,
})

const only = (text: string): Theme => {
  const { modes } = readThemeText(text)
  return (modes.light ?? modes.dark) as Theme
}

describe('theme-a-roo convert', () => {
  it("writes each format byte for byte as the engine's exportTheme does for the app's Export", () => {
    const theme = only(GOOD_THEME)
    const cases = [
      ['theme-o-rama', 'theme-o-rama'],
      ['shadcn-v4', 'shadcn-css-v4'],
      ['shadcn-v3', 'shadcn-css-v3'],
      ['registry', 'shadcn-registry'],
      ['dtcg', 'design-tokens'],
    ] as const
    for (const [target, format] of cases) {
      const run = runCli(
        ['convert', 'harbour.json', '--to', target, '--color-format', 'hex'],
        folder,
      )
      expect(run.status).toBe(0)
      const expected = exportTheme(theme, {
        format,
        displayName: theme.displayName,
        colorFormat: 'hex',
        counterpart: 'derived',
        mode: 'light',
      })
      expect(run.stdout).toBe(expected.text)
    }
  })

  it("keeps a two-mode file's own other mode, and takes one from another file or none", () => {
    const { modes } = readThemeText(SHADCN_V4_CSS)
    const light = modes.light as Theme
    const dark = modes.dark as Theme
    const expected = (counterpart: Theme | undefined) =>
      exportTheme(light, {
        format: 'design-tokens',
        displayName: light.displayName,
        colorFormat: 'oklch',
        counterpart,
        mode: 'light',
      }).text
    expect(runCli(['convert', 'globals.css', '--to', 'dtcg'], folder).stdout).toBe(expected(dark))
    expect(
      runCli(['convert', 'globals.css', '--to', 'dtcg', '--counterpart', 'none'], folder).stdout,
    ).toBe(expected(undefined))
    const darkFirst = runCli(
      ['convert', 'globals.css', '--to', 'shadcn-v4', '--mode', 'dark'],
      folder,
    )
    expect(darkFirst.stdout).toBe(
      exportTheme(dark, {
        format: 'shadcn-css-v4',
        displayName: dark.displayName,
        colorFormat: 'oklch',
        counterpart: light,
        mode: 'dark',
      }).text,
    )
    const tokens = only(DTCG_TOKENS)
    const withFile = runCli(
      ['convert', 'tokens.json', '--to', 'shadcn-v4', '--counterpart', 'globals.css'],
      folder,
    )
    expect(withFile.stdout).toBe(
      exportTheme(tokens, {
        format: 'shadcn-css-v4',
        displayName: tokens.displayName,
        colorFormat: 'oklch',
        counterpart: dark,
        mode: 'light',
      }).text,
    )
  })

  it('writes to -o instead of stdout', () => {
    const run = runCli(['convert', 'globals.css', '--to', 'theme-o-rama', '-o', 'out.json'], folder)
    expect(run.status).toBe(0)
    expect(run.stdout).toBe('')
    expect(JSON.parse(readFileSync(join(folder, 'out.json'), 'utf8'))).toMatchObject({
      schemaVersion: 1,
    })
  })

  it('exits 2 for no theme, a missing --to or an unknown format', () => {
    const none = runCli(['convert', 'notes.txt', '--to', 'dtcg'], folder)
    expect(none.status).toBe(2)
    expect(none.stderr).toMatch(/notes\.txt: Not a theme in any format/)
    expect(runCli(['convert', 'harbour.json'], folder).status).toBe(2)
    expect(runCli(['convert', 'harbour.json', '--to', 'sass'], folder).status).toBe(2)
  })
})
