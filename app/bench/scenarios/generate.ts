import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { largePhoto } from '../../e2e/support/photo'
import { coldContext, longestTaskBetween, pageNow, type BenchEnv } from '../lib/browser'

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
  await page.evaluate(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('[aria-label="Seed colours from the image"]')) return
      ;(window as unknown as { __seedsAt: number }).__seedsAt = performance.now()
      observer.disconnect()
    }).observe(document.body, { childList: true, subtree: true })
  })
  const chosen = await pageNow(page)
  await panel.getByLabel('Image to take seed colours from').setInputFiles(photoPath)
  const seeds = await page.waitForFunction(
    () => (window as unknown as { __seedsAt?: number }).__seedsAt,
    undefined,
    { timeout: 30_000 },
  )
  const seedsAt = (await seeds.jsonValue()) as number
  const longest = await longestTaskBetween(page, chosen, seedsAt)
  await context.close()
  return {
    'generate.imageSeedsMs': seedsAt - chosen,
    'generate.longestTaskMs': longest,
  }
}
