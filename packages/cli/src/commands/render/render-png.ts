import { readFile } from 'node:fs/promises'
import { Resvg } from '@resvg/resvg-js'
import satori from 'satori'
import type { CardStyle } from './card-style.ts'
import { CARD_SIZE, cardTree, SCALE } from './card-tree.ts'

/*
 * Draws the preview card without a browser: satori lays the tree out into an SVG (text as paths,
 * in the font shipped with the package), resvg paints it at twice the size, as the wizard saves
 * its card (pixelRatio 2). Outside the rounded card the PNG stays transparent.
 */

const FONT = new URL('../../../fonts/Roboto-Regular.ttf', import.meta.url)

let font: Promise<Buffer> | undefined

export async function renderCardPng(style: CardStyle): Promise<Buffer> {
  font ??= readFile(FONT)
  const data = await font
  const svg = await satori(cardTree(style) as unknown as Parameters<typeof satori>[0], {
    width: CARD_SIZE,
    height: CARD_SIZE,
    // One face for every weight: satori picks the nearest, as a browser does with one loaded face.
    fonts: [{ name: 'Card', data, weight: 400, style: 'normal' }],
  })
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: CARD_SIZE * SCALE },
    font: { loadSystemFonts: false },
  })
  return resvg.render().asPng()
}
