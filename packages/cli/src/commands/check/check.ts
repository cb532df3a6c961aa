import { Command, Option } from 'commander'
import { readInput, type Input } from '../../read-input.ts'
import { EXIT_FINDINGS, EXIT_OK, EXIT_USAGE, UsageError } from '../../usage-error.ts'
import { findingsFor, type CheckOptions, type Finding } from './findings.ts'
import { humanReport } from './report.ts'
import { toSarif } from './sarif.ts'

interface CheckFlags {
  contrast: CheckOptions['contrast']
  target?: 'sage'
  json?: boolean
  format?: 'sarif'
}

export function checkCommand(version: string): Command {
  return new Command('check')
    .description(
      "Check themes: the engine's schema and safety rules, WCAG 2 AA contrast, Sage compatibility",
    )
    .argument('<files...>', 'theme files in any format theme-a-roo reads')
    .addOption(
      new Option('--contrast <severity>', 'how failing contrast pairs count')
        .choices(['error', 'warn', 'off'])
        .default('error'),
    )
    .addOption(
      new Option(
        '--target <target>',
        'also check what the Sage wallet does with the theme',
      ).choices(['sage']),
    )
    .option('--json', 'print the findings as a JSON array')
    .addOption(
      new Option('--format <format>', 'print the findings in another format').choices(['sarif']),
    )
    .addHelpText(
      'after',
      `
Examples:
  $ theme-a-roo check themes/*.json app/globals.css
  $ theme-a-roo check --target sage --format sarif my-theme.json > results.sarif

Exit codes: 0 no errors, 1 some error, 2 bad usage or an unreadable file.`,
    )
    .action(async (files: string[], flags: CheckFlags) => {
      if (flags.json && flags.format)
        throw new UsageError('Choose --json or --format sarif, not both.')
      const options: CheckOptions = {
        contrast: flags.contrast,
        sage: flags.target === 'sage',
        onDisk: true,
      }
      const findings: Finding[] = []
      const read: string[] = []
      for (const file of files) {
        let input: Input
        try {
          input = await readInput(file)
        } catch (error) {
          if (!(error instanceof UsageError)) throw error
          // The other files are still checked; the exit code says the step itself failed.
          process.stderr.write(`theme-a-roo: ${error.message}\n`)
          continue
        }
        read.push(file)
        findings.push(...findingsFor(input, options))
      }
      if (flags.format === 'sarif') print(JSON.stringify(toSarif(findings, version), null, 2))
      else if (flags.json) print(JSON.stringify(findings, null, 2))
      else process.stdout.write(humanReport(read, findings))
      const failed = findings.some((finding) => finding.severity === 'error')
      process.exitCode = read.length < files.length ? EXIT_USAGE : failed ? EXIT_FINDINGS : EXIT_OK
    })
}

function print(text: string): void {
  process.stdout.write(`${text}\n`)
}
