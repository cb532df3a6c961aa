import { randomBytes } from 'node:crypto'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import {
  afterNextPaint,
  coldContext,
  longestTaskBetween,
  pageNow,
  type BenchEnv,
} from '../lib/browser'

/** Random pixels do not compress: a 2600 x 2600 RGB PNG is about 20 MB. */
export async function writeTwentyMegabytePng(directory: string): Promise<string> {
  const side = 2600
  const png = await sharp(randomBytes(side * side * 3), {
    raw: { width: side, height: side, channels: 3 },
  })
    .png({ compressionLevel: 0 })
    .toBuffer()
  const path = join(directory, 'large-background.png')
  await writeFile(path, png)
  return path
}

/** A 20 MB PNG chosen on the Background page until its preview is painted. */
export async function measureImage(env: BenchEnv, imagePath: string) {
  const context = await coldContext(env.browser)
  const page = await context.newPage()
  await page.goto(`${env.base}/background-editor`)
  await page.getByRole('heading', { name: 'Background Editor', level: 1 }).waitFor()
  await page.waitForTimeout(300)
  const start = await pageNow(page)
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Choose File to Upload' }).click()
  await (await chooser).setFiles(imagePath)
  await page.waitForFunction(() => {
    const image = document.querySelector<HTMLImageElement>('img[alt="Current background image"]')
    return image?.complete === true && image.naturalWidth > 0
  })
  const end = await afterNextPaint(page)
  const longest = await longestTaskBetween(page, start, end)
  await context.close()
  return { 'image.uploadToPreviewMs': end - start, 'image.longestTaskMs': longest }
}
