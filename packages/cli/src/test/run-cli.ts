import { spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The built binary, as npm links it: the tests never run the TypeScript source. */
export const CLI = fileURLToPath(new URL('../../dist/cli.js', import.meta.url))

export interface Run {
  status: number | null
  stdout: string
  stderr: string
}

/** Runs `theme-a-roo <args>` in `cwd`. */
export function runCli(args: readonly string[], cwd: string): Run {
  const { status, stdout, stderr } = spawnSync(process.execPath, [CLI, ...args], {
    cwd,
    encoding: 'utf8',
  })
  return { status, stdout, stderr }
}

/** A fresh folder holding the given files (name → text). */
export function folderWith(files: Record<string, string>): string {
  const folder = mkdtempSync(join(tmpdir(), 'theme-a-roo-cli-'))
  for (const [name, text] of Object.entries(files)) writeFileSync(join(folder, name), text)
  return folder
}
