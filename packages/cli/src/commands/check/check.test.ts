import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { deflateRawSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { folderWith, runCli } from '../../test/run-cli.ts'
import {
  DTCG_TOKENS,
  GOOD_THEME,
  HOSTILE_THEME,
  LOW_CONTRAST_THEME,
  NOT_A_THEME,
  SHADCN_V4_CSS,
} from '../../test/themes.ts'

interface Finding {
  file: string
  path: string
  severity: string
  rule: string
  message: string
}

// File names say nothing of the format on purpose: the reader decides from the text.
const folder = folderWith({
  'good.txt': GOOD_THEME,
  'faded.json': LOW_CONTRAST_THEME,
  'hostile.json': HOSTILE_THEME,
  'globals.css': SHADCN_V4_CSS,
  'tokens.data': DTCG_TOKENS,
  'notes.json': NOT_A_THEME,
  'link.txt': `https://example.com/#theme=${deflateRawSync(GOOD_THEME).toString('base64url')}\n`,
})

function checkJson(...args: string[]): { status: number | null; findings: Finding[] } {
  const run = runCli(['check', '--json', ...args], folder)
  return { status: run.status, findings: JSON.parse(run.stdout) as Finding[] }
}

describe('theme-a-roo check', () => {
  it('passes a good theme whatever its file is called, and a share link to it', () => {
    expect(checkJson('good.txt', 'link.txt')).toEqual({ status: 0, findings: [] })
    const human = runCli(['check', 'good.txt'], folder)
    expect(human.stdout).toContain('good.txt: ok')
  })

  it('reads shadcn CSS and DTCG tokens', () => {
    const { status, findings } = checkJson('globals.css', 'tokens.data', '--contrast', 'off')
    expect(findings.filter((finding) => finding.severity === 'error')).toEqual([])
    expect(status).toBe(0)
  })

  it('fails a contrast pair as an error, a warning or not at all', () => {
    const failing = checkJson('faded.json')
    expect(failing.status).toBe(1)
    expect(failing.findings).toContainEqual({
      file: 'faded.json',
      path: '/colors/mutedForeground',
      severity: 'error',
      rule: 'contrast',
      message: expect.stringContaining('below 4.5:1') as string,
    })
    const warned = checkJson('faded.json', '--contrast', 'warn')
    expect(warned.status).toBe(0)
    expect(warned.findings.every((finding) => finding.severity === 'warning')).toBe(true)
    expect(checkJson('faded.json', '--contrast', 'off')).toEqual({ status: 0, findings: [] })
  })

  // Two files that are each an error, in one run, as CI checks many: each file's findings apart.
  const refused = checkJson('hostile.json', 'notes.json')
  const of = (file: string) => refused.findings.filter((finding) => finding.file === file)

  it('refuses hostile keys and values that break out of their declaration', () => {
    expect(refused.status).toBe(1)
    const at = (path: string) => of('hostile.json').filter((finding) => finding.path === path)
    expect(at('/colors/__proto__')).toContainEqual(expect.objectContaining({ severity: 'error' }))
    expect(at('/colors/primary')).toContainEqual(
      expect.objectContaining({ severity: 'error', rule: 'unsafe-value' }),
    )
  })

  it('says when a file is no theme in any format', () => {
    const findings = of('notes.json')
    expect(findings).toEqual([
      expect.objectContaining({ file: 'notes.json', rule: 'format', severity: 'error' }),
    ])
    expect(findings[0]?.message).toMatch(/Not a theme in any format/)
  })

  it('checks Sage compatibility only when asked', () => {
    const withBackground = folderWith({
      'bg.json': JSON.stringify({ ...JSON.parse(GOOD_THEME), backgroundImage: 'bg.webp' }),
    })
    const plain = runCli(['check', '--json', 'bg.json', '--contrast', 'off'], withBackground)
    expect(JSON.parse(plain.stdout)).toEqual([])
    const sage = runCli(
      ['check', '--json', '--target', 'sage', 'bg.json', '--contrast', 'off'],
      withBackground,
    )
    expect(sage.status).toBe(1)
    expect(JSON.parse(sage.stdout)).toContainEqual(
      expect.objectContaining({
        path: '/backgroundImage',
        rule: 'sage/background',
        severity: 'error',
      }),
    )
    // The file there beside it, as in Sage's own themes folder: Sage ships it, so a note.
    writeFileSync(join(withBackground, 'bg.webp'), 'RIFF')
    const bundled = runCli(
      ['check', '--json', '--target', 'sage', 'bg.json', '--contrast', 'off'],
      withBackground,
    )
    expect(bundled.status).toBe(0)
    expect(JSON.parse(bundled.stdout)).toContainEqual(
      expect.objectContaining({ rule: 'sage/background', severity: 'note' }),
    )
  })

  it('exits 2 for an unreadable file and for bad usage, after checking the rest', () => {
    const missing = runCli(['check', 'good.txt', 'missing.json'], folder)
    expect(missing.status).toBe(2)
    expect(missing.stderr).toContain('Cannot read missing.json')
    expect(missing.stdout).toContain('good.txt: ok')
    expect(runCli(['check', '--contrast', 'loud', 'good.txt'], folder).status).toBe(2)
    expect(runCli(['check'], folder).status).toBe(2)
    expect(runCli(['frobnicate'], folder).status).toBe(2)
  })
})
