import { readFile, writeFile } from 'node:fs/promises'
import {
  checkThemeContrast,
  fixAllContrast,
  readField,
  writeField,
  type Theme,
} from '@theme-a-roo/theme'
import { Command } from 'commander'
import { jsonPointer } from '../../json-pointer.ts'
import { CANVAS_BACKDROPS, resolveTheme } from '../../library.ts'
import { FORMAT_NAMES, readThemeInput } from '../../read-input.ts'
import { EXIT_FINDINGS, EXIT_OK, UsageError } from '../../usage-error.ts'

interface FixFlags {
  contrast?: boolean
  dryRun?: boolean
}

export function fixCommand(): Command {
  return new Command('fix')
    .description(
      "Fix failing contrast pairs as the Designer's Fix all does (lightness only, hue kept)",
    )
    .argument('<file>', 'a theme-o-rama theme file, rewritten in place')
    .option('--contrast', 'fix every contrast pair below WCAG 2 AA (the one fix there is so far)')
    .option('--dry-run', 'print the changes and write nothing')
    .addHelpText(
      'after',
      `
Examples:
  $ theme-a-roo fix --contrast harbour.json --dry-run
  $ theme-a-roo fix --contrast harbour.json

Exit codes: 0 every pair passes afterwards, 1 some pair still fails (no colour reaches it),
2 bad usage or an unreadable file.`,
    )
    .action(async (file: string, flags: FixFlags) => {
      if (!flags.contrast)
        throw new UsageError('Say what to fix: theme-a-roo fix --contrast <file>')
      const input = await readThemeInput(file)
      if (input.format !== 'theme-o-rama') {
        // Writing other formats back would re-export the whole file, not change a few colours.
        throw new UsageError(
          `${file} is ${FORMAT_NAMES[input.format]}; fix rewrites theme-o-rama JSON. Convert it first: theme-a-roo convert ${file} --to theme-o-rama -o theme.json`,
        )
      }
      const theme = input.modes[input.primary] as Theme
      const changes = fixAllContrast(
        checkThemeContrast(resolveTheme(theme), CANVAS_BACKDROPS).pairs,
      )
      const fixed = changes.reduce((next, [field, color]) => writeField(next, field, color), theme)
      for (const [field, color] of changes) {
        const before = readField(resolveTheme(theme), field)
        process.stdout.write(`${jsonPointer(field)}: ${String(before)} → ${color}\n`)
      }
      const stillFailing = checkThemeContrast(resolveTheme(fixed), CANVAS_BACKDROPS).pairs.filter(
        (pair) => pair.ratio < pair.target,
      )
      for (const pair of stillFailing) {
        process.stderr.write(
          `still failing: ${pair.label} (${pair.ratio.toFixed(2)}:1, needs ${pair.target}:1)\n`,
        )
      }
      if (!changes.length) process.stdout.write('No contrast pair to fix.\n')
      else if (!flags.dryRun) await writeFile(file, await asWritten(file, fixed))
      process.exitCode = stillFailing.length ? EXIT_FINDINGS : EXIT_OK
    })
}

/** The fixed theme as JSON indented as the file was, so its diff shows only the colours. */
async function asWritten(file: string, theme: Theme): Promise<string> {
  const original = await readFile(file, 'utf8')
  const indent = /^\{\r?\n([ \t]+)"/.exec(original)?.[1] ?? '  '
  const newline = original.endsWith('\n') ? '\n' : ''
  return JSON.stringify(theme, null, indent) + newline
}
