import { writeFile } from 'node:fs/promises'
import type { ColorFormat, ExportedTheme, MostLike } from '@theme-a-roo/theme'
import { Command, Option } from 'commander'
import { readBesideImage } from '../../background-image.ts'
import { readThemeInput, type ThemeInput } from '../../read-input.ts'
import { chosenTheme, exportInput, TARGETS, type Target } from './export-input.ts'

export interface ConvertFlags {
  to: Target
  mode?: MostLike
  counterpart?: string
  colorFormat: ColorFormat
  output?: string
}

/** `--mode` as convert and apply both take it. */
export const modeOption = () =>
  new Option(
    '--mode <mode>',
    'which mode of a two-mode file to convert, or which mode the theme is',
  ).choices(['light', 'dark'])

/** `--color-format` as convert and apply both take it. */
export const colorFormatOption = () =>
  new Option('--color-format <format>', 'how the shadcn formats spell colours')
    .choices(['oklch', 'hex', 'hsl', 'rgb'])
    .default('oklch')

export function convertCommand(): Command {
  return new Command('convert')
    .description("Convert a theme to another format, byte for byte as the app's Export writes it")
    .argument('<file>', 'a theme file in any format theme-a-roo reads')
    .addOption(
      new Option('--to <format>', 'the format to write')
        .choices(Object.keys(TARGETS))
        .makeOptionMandatory(),
    )
    .addOption(modeOption())
    .option(
      '--counterpart <file|derived|none>',
      "the other mode: a theme file, 'derived' (made from the theme) or 'none'; by default the file's own other mode, else derived",
    )
    .addOption(colorFormatOption())
    .option('-o, --output <file>', 'write here instead of to stdout')
    .addHelpText(
      'after',
      `
Examples:
  $ theme-a-roo convert harbour.json --to shadcn-v4 --color-format hex -o app/globals.css
  $ theme-a-roo convert globals.css --to theme-o-rama --mode dark`,
    )
    .action(async (file: string, flags: ConvertFlags) => {
      const exported = await convertFile(file, flags)
      // Notes say what the format cannot hold; stdout carries only the file's text.
      for (const note of exported.notes) process.stderr.write(`note: ${note}\n`)
      if (flags.output) await writeFile(flags.output, exported.text)
      else process.stdout.write(exported.text)
    })
}

/** A theme file in another format: the file, its counterpart file and its image read from disk. */
export async function convertFile(
  file: string,
  flags: Omit<ConvertFlags, 'output'>,
): Promise<ExportedTheme> {
  const input = await readThemeInput(file)
  const image = await readBesideImage(chosenTheme(input, flags.mode), file)
  return exportInput(input, {
    to: flags.to,
    mode: flags.mode,
    counterpart: await counterpartChoice(flags.counterpart),
    colorFormat: flags.colorFormat,
    image,
  })
}

async function counterpartChoice(
  flag: string | undefined,
): Promise<ThemeInput | 'derived' | 'none' | undefined> {
  if (flag === undefined || flag === 'derived' || flag === 'none') return flag
  return readThemeInput(flag)
}
