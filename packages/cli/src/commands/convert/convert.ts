import { writeFile } from 'node:fs/promises'
import {
  exportTheme,
  type ColorFormat,
  type MostLike,
  type Theme,
  type ThemeExportOptions,
  type ThemeFormat,
} from '@theme-a-roo/theme'
import { Command, Option } from 'commander'
import { readBesideImage } from '../../background-image.ts'
import { modeOf } from '../../library.ts'
import { readThemeInput, type ThemeInput } from '../../read-input.ts'

/** The command line's names for the engine's formats (shorter, as people type them). */
const TARGETS: Record<string, ThemeFormat> = {
  'theme-o-rama': 'theme-o-rama',
  'shadcn-v4': 'shadcn-css-v4',
  'shadcn-v3': 'shadcn-css-v3',
  registry: 'shadcn-registry',
  dtcg: 'design-tokens',
}

interface ConvertFlags {
  to: string
  mode?: MostLike
  counterpart?: string
  colorFormat: ColorFormat
  output?: string
}

export function convertCommand(): Command {
  return new Command('convert')
    .description("Convert a theme to another format, byte for byte as the app's Export writes it")
    .argument('<file>', 'a theme file in any format theme-a-roo reads')
    .addOption(
      new Option('--to <format>', 'the format to write')
        .choices(Object.keys(TARGETS))
        .makeOptionMandatory(),
    )
    .addOption(
      new Option(
        '--mode <mode>',
        'which mode of a two-mode file to convert, or which mode the theme is',
      ).choices(['light', 'dark']),
    )
    .option(
      '--counterpart <file|derived|none>',
      "the other mode: a theme file, 'derived' (made from the theme) or 'none'; by default the file's own other mode, else derived",
    )
    .addOption(
      new Option('--color-format <format>', 'how the shadcn formats spell colours')
        .choices(['oklch', 'hex', 'hsl', 'rgb'])
        .default('oklch'),
    )
    .option('-o, --output <file>', 'write here instead of to stdout')
    .addHelpText(
      'after',
      `
Examples:
  $ theme-a-roo convert harbour.json --to shadcn-v4 --color-format hex -o app/globals.css
  $ theme-a-roo convert globals.css --to theme-o-rama --mode dark`,
    )
    .action(async (file: string, flags: ConvertFlags) => {
      const input = await readThemeInput(file)
      const theme = chosenTheme(input, flags.mode)
      const counterpart = await counterpartOf(input, theme, flags)
      const options: ThemeExportOptions = {
        format: TARGETS[flags.to] as ThemeFormat,
        displayName: theme.displayName,
        colorFormat: flags.colorFormat,
        counterpart: counterpart.theme,
        mode: counterpart.mode,
        image: await readBesideImage(theme, file),
      }
      const exported = exportTheme(theme, options)
      // Notes say what the format cannot hold; stdout carries only the file's text.
      for (const note of exported.notes) process.stderr.write(`note: ${note}\n`)
      if (flags.output) await writeFile(flags.output, exported.text)
      else process.stdout.write(exported.text)
    })
}

/** The mode asked for when the file holds two, else the file's only (or primary) mode. */
function chosenTheme(input: ThemeInput, mode: MostLike | undefined): Theme {
  const twoModes = input.modes.light && input.modes.dark
  const chosen = twoModes && mode ? mode : input.primary
  return input.modes[chosen] as Theme
}

/**
 * The other mode and which mode the theme is, as the app's Export picks them: the file's own
 * other mode by default, else one derived from the theme; `--mode` says which one a one-mode
 * theme is when its own colours should not decide.
 */
async function counterpartOf(
  input: ThemeInput,
  theme: Theme,
  flags: ConvertFlags,
): Promise<{ theme: ThemeExportOptions['counterpart']; mode: MostLike }> {
  const own = input.modes.light === theme ? input.modes.dark : input.modes.light
  const mode: MostLike = own
    ? input.modes.light === theme
      ? 'light'
      : 'dark'
    : (flags.mode ?? modeOf(theme))
  const choice = flags.counterpart ?? (own ? 'own' : 'derived')
  if (choice === 'own') return { theme: own, mode }
  if (choice === 'derived' || choice === 'none') {
    return { theme: choice === 'derived' ? 'derived' : undefined, mode }
  }
  const other = await readThemeInput(choice)
  const otherMode: MostLike = mode === 'light' ? 'dark' : 'light'
  return { theme: other.modes[otherMode] ?? other.modes[other.primary], mode }
}
