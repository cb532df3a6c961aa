import { readFile, writeFile } from 'node:fs/promises'
import type { ColorFormat, MostLike } from '@theme-a-roo/theme'
import { Command } from 'commander'
import { createTwoFilesPatch, FILE_HEADERS_ONLY } from 'diff'
import { UsageError } from '../../usage-error.ts'
import { colorFormatOption, convertFile, modeOption } from '../convert/convert.ts'
import { applyThemeBlocks } from './apply-blocks.ts'
import { UnbalancedStylesheetError } from './stylesheet-blocks.ts'

interface ApplyFlags {
  to: string
  dryRun?: boolean
  mode?: MostLike
  colorFormat: ColorFormat
}

export function applyCommand(): Command {
  return new Command('apply')
    .description(
      "Write a theme into an app's stylesheet: only its :root, .dark and @theme inline blocks change",
    )
    .argument('<theme>', 'a theme file in any format theme-a-roo reads')
    .requiredOption('--to <stylesheet>', "the app's CSS file (globals.css), rewritten in place")
    .option('--dry-run', 'print a unified diff and write nothing')
    .addOption(modeOption())
    .addOption(colorFormatOption())
    .addHelpText(
      'after',
      `
The blocks hold what \`convert --to shadcn-v4\` writes; a missing block is added at the end, and
every other byte of the stylesheet (comments, @import, other rules, line endings) is kept.

Examples:
  $ theme-a-roo apply harbour.json --to app/globals.css --dry-run
  $ theme-a-roo apply harbour.json --to app/globals.css --color-format hex`,
    )
    .action(async (theme: string, flags: ApplyFlags) => {
      const exported = await convertFile(theme, {
        to: 'shadcn-v4',
        mode: flags.mode,
        colorFormat: flags.colorFormat,
      })
      for (const note of exported.notes) process.stderr.write(`note: ${note}\n`)
      const before = await readStylesheet(flags.to)
      const after = applied(before, exported.text, flags.to)
      if (flags.dryRun) {
        if (after !== before) process.stdout.write(unifiedDiff(flags.to, before, after))
        return
      }
      if (after !== before) await writeFile(flags.to, after)
      process.stderr.write(
        after === before ? `${flags.to} already holds the theme.\n` : `Applied to ${flags.to}.\n`,
      )
    })
}

async function readStylesheet(file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8')
  } catch (error) {
    throw new UsageError(`Cannot read ${file}: ${(error as Error).message}`)
  }
}

function applied(stylesheet: string, themeCss: string, file: string): string {
  try {
    return applyThemeBlocks(stylesheet, themeCss)
  } catch (error) {
    if (error instanceof UnbalancedStylesheetError)
      throw new UsageError(`${file}: ${error.message}`)
    throw error
  }
}

/** As `diff -u` and git print it, so it reads in a terminal and applies with `patch -p1`. */
function unifiedDiff(file: string, before: string, after: string): string {
  return createTwoFilesPatch(`a/${file}`, `b/${file}`, before, after, undefined, undefined, {
    context: 3,
    headerOptions: FILE_HEADERS_ONLY,
  })
}
