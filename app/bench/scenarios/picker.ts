import type { Locator, Page } from '@playwright/test'
import { coldContext, pageNow, storedWorkingTheme, type BenchEnv } from '../lib/browser'

const DRAG_MS = 2000

/** The Background page's picker: every move recolours the whole app from the theme colour. */
async function backgroundPicker(page: Page, base: string): Promise<Locator> {
  await page.goto(`${base}/background-editor`)
  return page
    .getByRole('group', { name: 'Theme color picker' })
    .locator('.react-colorful__saturation')
}

/** The Designer's picker for the primary colour, with the preview beside the fields. */
async function designerPicker(page: Page, base: string): Promise<Locator> {
  await page.goto(`${base}/designer`)
  await page.getByRole('searchbox', { name: 'Search fields' }).fill('primary action background')
  await page.locator('[data-testid="designer-fields"][aria-busy="false"]').waitFor()
  await page.getByRole('button', { name: 'Pick Primary', exact: true }).click()
  await page.getByRole('region', { name: 'Preview' }).waitFor()
  return page.locator('[data-field="colors.primary"] .react-colorful__saturation')
}

export const measurePicker = (env: BenchEnv) => measureDrag(env, 'picker', backgroundPicker)
export const measureDesignerPicker = (env: BenchEnv) =>
  measureDrag(env, 'designerPicker', designerPicker)

/**
 * A colour picker dragged across its area for 2 s, as a hand would (a mouse event every few
 * milliseconds), counting the frames the page painted meanwhile.
 */
async function measureDrag(
  env: BenchEnv,
  name: string,
  open: (page: Page, base: string) => Promise<Locator>,
) {
  const context = await coldContext(env.browser)
  const page = await context.newPage()
  const area = await open(page, env.base)
  await area.waitFor()
  const box = await area.boundingBox()
  if (!box) throw new Error('colour picker not found')
  await page.evaluate(() => {
    const frames: number[] = []
    ;(window as unknown as { __frames: number[] }).__frames = frames
    const frame = (now: number) => {
      frames.push(now)
      if ((window as unknown as { __frames?: number[] }).__frames === frames)
        requestAnimationFrame(frame)
    }
    requestAnimationFrame(frame)
  })
  await page.mouse.move(box.x + 2, box.y + 2)
  await page.mouse.down()
  const from = await pageNow(page)
  const started = Date.now()
  for (let step = 0; Date.now() - started < DRAG_MS; step++) {
    // A figure of eight over the whole area.
    const t = step / 40
    await page.mouse.move(
      box.x + box.width * (0.5 + 0.45 * Math.sin(t)),
      box.y + box.height * (0.5 + 0.45 * Math.sin(2 * t)),
    )
  }
  await page.mouse.up()
  const to = await pageNow(page)
  const frames = await page.evaluate(() => {
    const times = (window as unknown as { __frames: number[] }).__frames
    delete (window as unknown as { __frames?: number[] }).__frames
    return times
  })
  // A fresh context stores no working theme until something changes it.
  const stored = await storedWorkingTheme(page)
  await context.close()
  if (stored === '') throw new Error('the drag did not change the theme')
  const during = frames.filter((time) => time >= from && time <= to)
  const gaps = during.slice(1).map((time, index) => time - (during[index] ?? time))
  return {
    [`${name}.fps`]: ((during.length - 1) / ((during.at(-1) ?? to) - (during[0] ?? from))) * 1000,
    [`${name}.slowestFrameMs`]: Math.max(...gaps),
  }
}
