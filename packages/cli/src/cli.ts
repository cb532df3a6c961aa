#!/usr/bin/env node
import { readFileSync } from 'node:fs'
import { Command, CommanderError } from 'commander'
import { applyCommand } from './commands/apply/apply.ts'
import { checkCommand } from './commands/check/check.ts'
import { convertCommand } from './commands/convert/convert.ts'
import { diffCommand } from './commands/diff/diff.ts'
import { fixCommand } from './commands/fix/fix.ts'
import { mcpCommand } from './commands/mcp/mcp.ts'
import { renderCommand } from './commands/render/render.ts'
import { EXIT_USAGE, UsageError } from './usage-error.ts'

/*
 * The `theme-a-roo` command: a dispatcher over one folder per command. Commander prints help and
 * usage errors; its exits are taken over so that bad usage is exit code 2 everywhere, which CI
 * scripts tell apart from a theme with errors (1).
 */

const { version } = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
) as { version: string }

const program = new Command('theme-a-roo')
  .description(
    'Check, convert, diff, fix, apply and render themes, or serve them to AI agents over MCP (theme-o-rama, shadcn/ui CSS, registry items, DTCG tokens, share links)',
  )
  .version(version)
  .showHelpAfterError('(add --help for usage)')
  .addHelpText(
    'after',
    `
Example:
  $ theme-a-roo check themes/*.json --target sage`,
  )
  .addCommand(checkCommand(version))
  .addCommand(convertCommand())
  .addCommand(diffCommand())
  .addCommand(fixCommand())
  .addCommand(applyCommand())
  .addCommand(renderCommand())
  .addCommand(mcpCommand(version))

// Subcommands inherit neither the override nor the output settings, so each gets them.
for (const command of [program, ...program.commands]) command.exitOverride()

try {
  await program.parseAsync()
} catch (error) {
  if (error instanceof CommanderError) {
    // Help and --version end with 0; everything else Commander reports is bad usage.
    process.exitCode = error.exitCode === 0 ? 0 : EXIT_USAGE
  } else if (error instanceof UsageError) {
    process.stderr.write(`theme-a-roo: ${error.message}\n`)
    process.exitCode = EXIT_USAGE
  } else {
    // A crash must not read as "the theme has errors" (1).
    process.stderr.write(
      `theme-a-roo: unexpected error: ${(error as Error).stack ?? String(error)}\n`,
    )
    process.exitCode = EXIT_USAGE
  }
}
