import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { folderWith, runCli } from './test/run-cli.ts'

const folder = folderWith({})
const { version } = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
) as {
  version: string
}

describe('theme-a-roo', () => {
  it('prints its version', () => {
    expect(runCli(['--version'], folder)).toMatchObject({ status: 0, stdout: `${version}\n` })
  })

  it('has help with an example for itself and every command', () => {
    const helps = new Map<string, string>()
    for (const args of [
      [],
      ['check'],
      ['convert'],
      ['diff'],
      ['fix'],
      ['apply'],
      ['render'],
      ['mcp'],
    ]) {
      const help = runCli([...args, '--help'], folder)
      expect(help.status).toBe(0)
      expect(help.stdout).toMatch(/Examples?:\n {2}\$ theme-a-roo /)
      helps.set(args.join(' '), help.stdout)
    }
    expect(helps.get('')).toMatch(
      /check .*\n.*convert .*\n.*diff .*\n.*fix .*\n.*apply .*\n.*render .*\n.*mcp /s,
    )
  })
})
