import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import type { BuiltInTheme } from '../builtins.ts'
import type { Rgb } from '../color.ts'

/**
 * What the page is painted over. Without a background image that is the browser's white canvas
 * (it only shows through a translucent background). With one it is the image: its mean colour and
 * the mean colour of each cell of a 16x9 grid, which is roughly what a blurred glass card or a
 * line of text sees, so every pair must hold over the image's darkest and lightest areas too.
 */
export async function backdropsOf(entry: BuiltInTheme): Promise<Rgb[]> {
  if (!entry.backgroundImageUrl) return [{ r: 255, g: 255, b: 255 }]
  const file = fileURLToPath(entry.backgroundImageUrl)
  const { channels } = await sharp(file).stats()
  const mean = {
    r: Math.round(channels[0]?.mean ?? 0),
    g: Math.round(channels[1]?.mean ?? 0),
    b: Math.round(channels[2]?.mean ?? 0),
  }
  const grid = await sharp(file).resize(16, 9, { fit: 'fill' }).removeAlpha().raw().toBuffer()
  const cells: Rgb[] = []
  for (let i = 0; i + 2 < grid.length; i += 3)
    cells.push({ r: grid[i] ?? 0, g: grid[i + 1] ?? 0, b: grid[i + 2] ?? 0 })
  return [mean, ...cells]
}
