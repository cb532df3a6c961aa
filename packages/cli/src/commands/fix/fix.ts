import { readFile, writeFile } from 'node:fs/promises'
import type { Theme } from '@theme-a-roo/theme'
import { Command } from 'commander'
import { FORMAT_NAMES, readThemeInput } from '../../read-input.ts'
import { EXIT_FINDINGS, EXIT_OK, UsageError } from '../../usage-error.ts'
import { fixThemeContrast, writtenLike } from './fix-contrast.ts'

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
      const { fixed, changes, stillFailing } = fixThemeContrast(
        input.modes[input.primary] as Theme,
        file,
      )
      for (const { path, before, after } of changes) {
        process.stdout.write(`${path}: ${before} → ${after}\n`)
      }
      for (const pair of stillFailing) {
        process.stderr.write(
          `still failing: ${pair.label} (${pair.ratio.toFixed(2)}:1, needs ${pair.target}:1)\n`,
        )
      }
      if (!changes.length) process.stdout.write('No contrast pair to fix.\n')
      else if (!flags.dryRun)
        await writeFile(file, writtenLike(await readFile(file, 'utf8'), fixed))
      process.exitCode = stillFailing.length ? EXIT_FINDINGS : EXIT_OK
    })
}
