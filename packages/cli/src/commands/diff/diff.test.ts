import { describe, expect, it } from 'vitest'
import { folderWith, runCli } from '../../test/run-cli.ts'
import { GOOD_THEME, LOW_CONTRAST_THEME, SHADCN_V4_CSS } from '../../test/themes.ts'

const darker = SHADCN_V4_CSS.replace('--primary: oklch(0.922 0 0);', '--primary: oklch(0.8 0 0);')

const folder = folderWith({
  'a.json': GOOD_THEME,
  'b.json': LOW_CONTRAST_THEME,
  'a.css': SHADCN_V4_CSS,
  'b.css': darker,
})

describe('theme-a-roo diff', () => {
  it('lists each token that differs at its JSON pointer, and exits 1', () => {
    const run = runCli(['diff', 'a.json', 'b.json', '--json'], folder)
    expect(run.status).toBe(1)
    expect(JSON.parse(run.stdout)).toEqual([
      { path: '/name', before: 'harbour', after: 'faded' },
      { path: '/colors/mutedForeground', before: 'hsl(0 0% 35%)', after: 'hsl(210 40% 75%)' },
    ])
    const human = runCli(['diff', 'a.json', 'b.json'], folder)
    expect(human.stdout).toContain(
      '~ /colors/mutedForeground: "hsl(0 0% 35%)" → "hsl(210 40% 75%)"',
    )
  })

  it('names the mode when both files hold two', () => {
    const run = runCli(['diff', 'a.css', 'b.css', '--json'], folder)
    expect(run.status).toBe(1)
    expect(JSON.parse(run.stdout)).toEqual([
      {
        mode: 'dark',
        path: '/colors/primary',
        before: 'oklch(0.922 0 0)',
        after: 'oklch(0.8 0 0)',
      },
    ])
  })

  it('exits 0 with nothing to say for the same theme, 2 for a missing file', () => {
    expect(runCli(['diff', 'a.css', 'a.css', '--json'], folder)).toMatchObject({
      status: 0,
      stdout: '[]\n',
    })
    expect(runCli(['diff', 'a.json', 'a.json'], folder)).toMatchObject({ status: 0, stdout: '' })
    expect(runCli(['diff', 'a.json', 'nope.json'], folder).status).toBe(2)
  })
})
