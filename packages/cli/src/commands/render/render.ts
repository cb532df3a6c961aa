import { writeFile } from 'node:fs/promises'
import { ThemeInheritanceError, type MostLike } from '@theme-a-roo/theme'
import { Command, Option } from 'commander'
import { readBesideImage } from '../../background-image.ts'
import { dataUriBytes, tooLargeToDecode } from '../../image-bytes.ts'
import { readThemeInput, type ThemeInput } from '../../read-input.ts'
import { UsageError } from '../../usage-error.ts'
import { chosenTheme } from '../convert/export-input.ts'
import { cardStyle } from './card-style.ts'

interface RenderFlags {
  output: string
  mode?: MostLike
}

export function renderCommand(): Command {
  return new Command('render')
    .description(
      "Draw the theme's preview card (the NFT wizard's, 320x320 at scale 2) as a 640x640 PNG",
    )
    .argument('<theme>', 'a theme file in any format theme-a-roo reads')
    .requiredOption('-o, --output <file>', 'the PNG to write')
    .addOption(
      new Option('--mode <mode>', 'which mode of a two-mode file to draw (default: light)').choices(
        ['light', 'dark'],
      ),
    )
    .addHelpText(
      'after',
      `
No browser and no network: the card's text is drawn in the font shipped with the package. A
background image embedded in the theme (a data: URI) or named as a file beside the theme is drawn;
one at a web address (https://…) is NOT fetched, and the card is drawn without it (a note says so).

Examples:
  $ theme-a-roo render harbour.json -o harbour.png
  $ theme-a-roo render globals.css --mode dark -o dark-card.png`,
    )
    .action(async (file: string, flags: RenderFlags) => {
      const input = await readThemeInput(file)
      const image = await readBesideImage(chosenTheme(input, flags.mode), file)
      const { png, notes } = await renderPreview(input, flags.mode, image?.dataUri)
      for (const note of notes) process.stderr.write(`note: ${note}\n`)
      await writeFile(flags.output, png)
    })
}

/** The card of the input's chosen mode as a PNG, and what of the theme it could not draw. */
export async function renderPreview(
  input: ThemeInput,
  mode: MostLike | undefined,
  besideImage: string | undefined,
): Promise<{ png: Buffer; notes: string[] }> {
  let card
  try {
    card = cardStyle(chosenTheme(input, mode), besideImage)
  } catch (error) {
    if (!(error instanceof ThemeInheritanceError)) throw error
    throw new UsageError(`${input.file}: ${error.message}`)
  }
  const image = card.style.image === undefined ? undefined : dataUriBytes(card.style.image)
  const refusal = image && tooLargeToDecode(image, 'The background image')
  // Never handed to the renderer, which would decode it whole: refused, as the app's Import does.
  if (refusal) throw new UsageError(`${input.file}: ${refusal}`)
  // The renderer (satori, resvg's native binary) loads only here: other commands start without it.
  const { renderCardPng } = await import('./render-png.ts')
  try {
    return { png: await renderCardPng(card.style), notes: card.notes }
  } catch (error) {
    if (!card.style.image) throw error
    // An image the renderer cannot decode must not cost the whole card: drawn without it.
    const { image: _image, ...withoutImage } = card.style
    const note =
      'The background image was not drawn: the renderer cannot decode it (damaged, or not PNG, JPEG, GIF or SVG).'
    return { png: await renderCardPng(withoutImage), notes: [...card.notes, note] }
  }
}
