import { diffThemes, readField, type MostLike, type Theme } from '@theme-a-roo/theme'
import { Command } from 'commander'
import { jsonPointer } from '../../json-pointer.ts'
import { readThemeInput, type ThemeInput } from '../../read-input.ts'
import { EXIT_FINDINGS, EXIT_OK } from '../../usage-error.ts'

/** One token that differs; a field that is absent on one side is `null` there. */
export interface TokenDifference {
  /** Set only when both files hold two modes, whose pointers would otherwise look alike. */
  mode?: MostLike
  path: string
  before: unknown
  after: unknown
}

export function diffCommand(): Command {
  return new Command('diff')
    .description('List the token-level differences between two themes (any formats)')
    .argument('<a>', 'the theme before')
    .argument('<b>', 'the theme after')
    .option('--json', 'print the differences as a JSON array of { path, before, after }')
    .addHelpText(
      'after',
      `
Examples:
  $ theme-a-roo diff main/harbour.json harbour.json
  $ theme-a-roo diff app/globals.css harbour.json --json

Exit codes: 0 the same, 1 different, 2 bad usage or an unreadable file (as diff(1)).`,
    )
    .action(async (a: string, b: string, flags: { json?: boolean }) => {
      const differences = themeDifferences(await readThemeInput(a), await readThemeInput(b))
      if (flags.json) process.stdout.write(`${JSON.stringify(differences, null, 2)}\n`)
      else process.stdout.write(differences.map(describe).join(''))
      process.exitCode = differences.length ? EXIT_FINDINGS : EXIT_OK
    })
}

/**
 * The theme each file opens as, compared as held (its base named, not merged in), with the
 * engine's diff; when both hold a light and a dark mode, the other modes are compared too.
 */
export function themeDifferences(before: ThemeInput, after: ThemeInput): TokenDifference[] {
  const { light: lightBefore, dark: darkBefore } = before.modes
  const { light: lightAfter, dark: darkAfter } = after.modes
  if (lightBefore && darkBefore && lightAfter && darkAfter) {
    return [
      ...modeDifferences(lightBefore, lightAfter, 'light'),
      ...modeDifferences(darkBefore, darkAfter, 'dark'),
    ]
  }
  const from = before.modes[before.primary] as Theme
  const to = after.modes[after.primary] as Theme
  return modeDifferences(from, to, undefined)
}

function modeDifferences(from: Theme, to: Theme, mode: MostLike | undefined): TokenDifference[] {
  return diffThemes(from, to).map(([path, value]) => ({
    ...(mode ? { mode } : {}),
    path: jsonPointer(path),
    before: readField(from, path) ?? null,
    after: value ?? null,
  }))
}

function describe({ mode, path, before, after }: TokenDifference): string {
  const where = `${mode ? `${mode} ` : ''}${path}`
  if (before === null) return `+ ${where}: ${JSON.stringify(after)}\n`
  if (after === null) return `- ${where}: ${JSON.stringify(before)}\n`
  return `~ ${where}: ${JSON.stringify(before)} → ${JSON.stringify(after)}\n`
}
