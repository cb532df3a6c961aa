/**
 * Generates the built-in themes' files that are computed rather than written by hand:
 * - themes/<name>/background.webp (1920x1080) and thumbnail.webp (320x180) for the themes with a
 *   background image, drawn as SVG (svg-drawing.ts, soft-backgrounds.ts, circuit-background.ts)
 *   and rendered here with sharp;
 * - themes/{light,dark,color}/theme.json, copied from the installed theme-o-rama (base-themes.ts).
 * Deterministic: all randomness comes from a fixed-seed generator, so reruns give the same files.
 *
 * Run: npm run assets -w @theme-a-roo/theme   (or: npx tsx scripts/generate-assets.ts)
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { copyBaseThemes } from './base-themes.ts'
import { circuit } from './circuit-background.ts'
import { colorful, glassDark, glassLight } from './soft-backgrounds.ts'
import { seededRandom } from './svg-drawing.ts'

const THUMB_WIDTH = 320
const THUMB_HEIGHT = 180
const themesDir = fileURLToPath(new URL('../themes/', import.meta.url))

/** Each background: its SVG and how much to blur the rendered picture (0 for none). */
const backgrounds: Record<string, { draw: () => string; blur: number }> = {
  circuit: { draw: circuit, blur: 0 },
  colorful: { draw: colorful, blur: 0 },
  'glass-dark': { draw: glassDark, blur: 90 },
  'glass-light': { draw: glassLight, blur: 90 },
}

/**
 * Adds faint seeded grain to a smooth picture. Without it the encoder shows wide gradients as
 * visible steps and blocks; with it they stay smooth for a few extra kilobytes.
 */
async function addGrain(png: Buffer, seed: number): Promise<Buffer> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const random = seededRandom(seed)
  for (let i = 0; i < data.length; i += 1) {
    const noise = (random() + random() - 1) * 3
    data[i] = Math.max(0, Math.min(255, Math.round((data[i] ?? 0) + noise)))
  }
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .png()
    .toBuffer()
}

async function writeImages(name: string, source: string, blur: number): Promise<void> {
  const dir = `${themesDir}${name}/`
  await mkdir(dir, { recursive: true })
  const rendered = sharp(Buffer.from(source))
  const png =
    blur > 0
      ? await addGrain(await rendered.blur(blur).png().toBuffer(), blur)
      : await rendered.png().toBuffer()
  const background = await sharp(png)
    .webp({ quality: blur > 0 ? 90 : 80, smartSubsample: true, effort: 6 })
    .toBuffer()
  const thumbnail = await sharp(png)
    .resize(THUMB_WIDTH, THUMB_HEIGHT, { fit: 'cover', kernel: 'lanczos3' })
    .webp({ quality: 78, effort: 6 })
    .toBuffer()
  await writeFile(`${dir}background.webp`, background)
  await writeFile(`${dir}thumbnail.webp`, thumbnail)
  console.log(
    `${name}: background ${(background.length / 1024).toFixed(1)} KB, thumbnail ${(thumbnail.length / 1024).toFixed(1)} KB`,
  )
}

async function main(): Promise<void> {
  for (const [name, { draw, blur }] of Object.entries(backgrounds))
    await writeImages(name, draw(), blur)
  await copyBaseThemes()
}

await main()
