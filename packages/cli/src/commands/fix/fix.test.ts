import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Theme } from '@theme-a-roo/theme'
import { describe, expect, it } from 'vitest'
import { folderWith, runCli } from '../../test/run-cli.ts'
import { LOW_CONTRAST_THEME, SHADCN_V4_CSS } from '../../test/themes.ts'

describe('theme-a-roo fix --contrast', () => {
  it('--dry-run prints the change and writes nothing', () => {
    const folder = folderWith({ 'faded.json': LOW_CONTRAST_THEME })
    const run = runCli(['fix', '--contrast', 'faded.json', '--dry-run'], folder)
    expect(run.status).toBe(0)
    expect(run.stdout).toMatch(/^\/colors\/mutedForeground: hsl\(210 40% 75%\) → hsl\(/m)
    expect(readFileSync(join(folder, 'faded.json'), 'utf8')).toBe(LOW_CONTRAST_THEME)
  })

  it('darkens the failing colour in place, keeping its hue, and then the theme checks clean', () => {
    const folder = folderWith({ 'faded.json': LOW_CONTRAST_THEME })
    expect(runCli(['check', 'faded.json'], folder).status).toBe(1)
    expect(runCli(['fix', '--contrast', 'faded.json'], folder).status).toBe(0)
    const fixed = JSON.parse(readFileSync(join(folder, 'faded.json'), 'utf8')) as Theme
    const before = JSON.parse(LOW_CONTRAST_THEME) as Theme
    expect(fixed.colors?.mutedForeground).toMatch(/^hsl\(21[01](\.\d+)? /)
    expect({ ...fixed, colors: { ...fixed.colors, mutedForeground: 'x' } }).toEqual({
      ...before,
      colors: { ...before.colors, mutedForeground: 'x' },
    })
    expect(runCli(['check', 'faded.json'], folder).status).toBe(0)
  })

  it('asks for --contrast, and refuses to rewrite a file that is not theme-o-rama JSON', () => {
    const folder = folderWith({ 'faded.json': LOW_CONTRAST_THEME, 'globals.css': SHADCN_V4_CSS })
    expect(runCli(['fix', 'faded.json'], folder).status).toBe(2)
    const css = runCli(['fix', '--contrast', 'globals.css'], folder)
    expect(css.status).toBe(2)
    expect(css.stderr).toContain('Convert it first')
    expect(readFileSync(join(folder, 'globals.css'), 'utf8')).toBe(SHADCN_V4_CSS)
  })
})
