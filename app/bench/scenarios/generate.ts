import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { largePhoto } from '../../e2e/support/photo'
import {
  coldContext,
  longestTaskBetween,
  pageNow,
  watchForElement,
  type BenchEnv,
} from '../lib/browser'

export async function writeLargePhoto(directory: string): Promise<string> {
  const path = join(directory, 'photo-4000x3000.jpg')
  await writeFile(path, await largePhoto())
  return path
}

/**
 * The Designer's Generate panel given a 4000 x 3000 photo: from choosing the file until the seed
 * colours show (decoded and quantized in a worker), and the longest main-thread task meanwhile.
 */
export async function measureGenerate(env: BenchEnv, photoPath: string) {
  const context = await coldContext(env.browser)
  const page = await context.newPage()
  await page.goto(`${env.base}/designer`)
  await page.getByRole('button', { name: 'Generate' }).click()
  const panel = page.getByRole('dialog', { name: 'Generate colours' })
  await panel.getByRole('figure', { name: 'Preview of the generated colours' }).waitFor()
  await page.waitForTimeout(300)
  const seedsShown = await watchForElement(page, {
    selector: '[aria-label="Seed colours from the image"]',
  })
  const chosen = await pageNow(page)
  await panel.getByLabel('Image to take seed colours from').setInputFiles(photoPath)
  const seedsAt = await seedsShown()
  const longest = await longestTaskBetween(page, chosen, seedsAt)
  await context.close()
  return {
    'generate.imageSeedsMs': seedsAt - chosen,
    'generate.longestTaskMs': longest,
  }
}
