import { coldContext, pageNow, type BenchEnv } from '../lib/browser'

const DRAG_MS = 2000

/**
 * The Background page's colour picker dragged across its area for 2 s, as a hand would (a mouse
 * event every few milliseconds), counting the frames the page painted meanwhile. Every move
 * recolours the whole app.
 */
export async function measurePicker(env: BenchEnv) {
  const context = await coldContext(env.browser)
  const page = await context.newPage()
  await page.goto(`${env.base}/background-editor`)
  const area = page
    .getByRole('group', { name: 'Theme color picker' })
    .locator('.react-colorful__saturation')
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
  const background = await page.evaluate(() => localStorage.getItem('working-theme') ?? '')
  await context.close()
  if (!background.includes('themeColor')) throw new Error('the drag did not change the theme')
  const during = frames.filter((time) => time >= from && time <= to)
  const gaps = during.slice(1).map((time, index) => time - (during[index] ?? time))
  return {
    'picker.fps': ((during.length - 1) / ((during.at(-1) ?? to) - (during[0] ?? from))) * 1000,
    'picker.slowestFrameMs': Math.max(...gaps),
  }
}
