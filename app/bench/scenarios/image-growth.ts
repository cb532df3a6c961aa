import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import { GrowthTimes, type GrowthRow } from '../../../packages/theme/bench/growth'
import {
  afterNextPaint,
  coldContext,
  longestTaskBetween,
  pageNow,
  stageTimesBetween,
  type BenchEnv,
} from '../lib/browser'
import { summarize } from '../lib/stats'

const IMAGE_MEGAPIXELS = [1, 5, 20, 50]

/** A PNG of about `megapixels` million pixels, 4:3, a smooth pattern so the file stays small. */
async function writeImage(directory: string, megapixels: number): Promise<string> {
  const width = Math.round(Math.sqrt((megapixels * 1e6 * 4) / 3))
  const height = Math.round((width * 3) / 4)
  const pixels = Buffer.alloc(width * height * 3)
  for (let y = 0, i = 0; y < height; y++) {
    for (let x = 0; x < width; x++, i += 3) {
      pixels[i] = (x >> 4) & 255
      pixels[i + 1] = (y >> 4) & 255
      pixels[i + 2] = ((x + y) >> 5) & 255
    }
  }
  const png = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer()
  const path = join(directory, `background-${megapixels}mp.png`)
  await writeFile(path, png)
  return path
}

/**
 * One image size: chosen on the Background page until its preview is painted, then the Designer
 * opened until the contrast panel has measured over it (the image read off the main thread).
 */
async function measureImageSize(env: BenchEnv, path: string) {
  const context = await coldContext(env.browser)
  const page = await context.newPage()
  await page.goto(`${env.base}/background-editor`)
  await page.getByRole('heading', { name: 'Background Editor', level: 1 }).waitFor()
  const start = await pageNow(page)
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Choose File to Upload' }).click()
  await (await chooser).setFiles(path)
  await page.waitForFunction(
    () => {
      const image = document.querySelector<HTMLImageElement>('img[alt="Current background image"]')
      return image?.complete === true && image.naturalWidth > 0
    },
    undefined,
    { timeout: 120_000 },
  )
  const previewEnd = await afterNextPaint(page)
  const previewLongest = await longestTaskBetween(page, start, previewEnd)

  const designerStart = await pageNow(page)
  await page.getByRole('link', { name: 'Designer' }).first().click()
  await page.waitForFunction(
    () => /pairs (reach|are below) AA/.test(document.body.textContent ?? ''),
    undefined,
    {
      timeout: 120_000,
    },
  )
  const designerEnd = await afterNextPaint(page)
  const stages = await stageTimesBetween(page, designerStart, designerEnd)
  const designerLongest = await longestTaskBetween(page, designerStart, designerEnd)
  await context.close()
  return {
    previewMs: previewEnd - start,
    previewLongestTaskMs: previewLongest,
    contrastReadyMs: designerEnd - designerStart,
    backdropsReadMs: stages['backdrops-read'] ?? NaN,
    designerLongestTaskMs: designerLongest,
  }
}

/*
 * Each size is measured a few times and the median kept: how many times the browser decodes a
 * large image (for the preview and for the page's background, once or twice each) varies from
 * one choice of the same file to the next, and one sample at 50 MP swings by a factor of five.
 */
const REPETITIONS = 3

/** How the image costs grow with the image's size, one row per cost. */
export async function measureImageGrowth(env: BenchEnv, directory: string): Promise<GrowthRow[]> {
  const times = new GrowthTimes()
  for (const megapixels of IMAGE_MEGAPIXELS) {
    const path = await writeImage(directory, megapixels)
    const runs: Awaited<ReturnType<typeof measureImageSize>>[] = []
    for (let repetition = 0; repetition < REPETITIONS; repetition++) {
      runs.push(await measureImageSize(env, path))
    }
    const median = (figure: (run: (typeof runs)[number]) => number) =>
      summarize(runs.map(figure)).median
    times.put(
      'Background preview (choose to painted)',
      megapixels,
      median((run) => run.previewMs),
    )
    times.put(
      'Designer contrast over the image (open to measured)',
      megapixels,
      median((run) => run.contrastReadyMs),
    )
    times.put(
      'contrast backdrops read (off the main thread)',
      megapixels,
      median((run) => run.backdropsReadMs),
    )
    times.put(
      'longest main-thread task (preview or Designer)',
      megapixels,
      Math.max(...runs.map((run) => Math.max(run.previewLongestTaskMs, run.designerLongestTaskMs))),
    )
  }
  return times.rows()
}
