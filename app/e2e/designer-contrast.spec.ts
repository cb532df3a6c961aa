import type { Page } from '@playwright/test'
import { DESKTOP, expect, pageHeading, test } from './support/fixtures'
import { storeWorkingTheme } from './support/working-theme'

/*
 * The Designer's contrast check on a theme of long gradients: it is measured off the page's
 * thread, says so while it is, and the page keeps answering meanwhile.
 */
test.use({ viewport: DESKTOP })

/** A gradient of `count` different colours (about 5 characters a stop). */
function longGradient(count: number, seed: number): string {
  const stops = Array.from(
    { length: count },
    (_, i) => `#${((i * 2731 + seed * 977) % 4096).toString(16).padStart(3, '0')}`,
  )
  return `linear-gradient(${stops.join(',')})`
}

/** Page, cards and primary each a 40-stop gradient, over a plain base or one with an image. */
const gradientTheme = (base: string) => ({
  name: 'theme-a-roo-design',
  displayName: 'Long gradients',
  schemaVersion: 1,
  inherits: base,
  colors: {
    background: longGradient(40, 1),
    card: longGradient(40, 2),
    primary: longGradient(40, 3),
  },
})

/** Records the longest task the page's thread ran, from the first script on. */
async function watchLongTasks(page: Page) {
  await page.addInitScript(() => {
    const record = window as unknown as { longestTask: number }
    record.longestTask = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        record.longestTask = Math.max(record.longestTask, entry.duration)
      }
    }).observe({ type: 'longtask', buffered: true })
  })
}

const longestTask = (page: Page) =>
  page.evaluate(() => (window as unknown as { longestTask: number }).longestTask)

for (const base of ['light', 'glass-dark']) {
  test(`a theme of 40-stop gradients on ${base}: the Designer answers at once and the contrast list follows`, async ({
    page,
  }) => {
    await watchLongTasks(page)
    await storeWorkingTheme(page, gradientTheme(base))
    // Hold the contrast worker back to see the panel while it measures.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/contrast-worker-[^/]*\.js$/, async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/designer')
    await expect(pageHeading(page)).toHaveText('Designer')

    const panel = page.locator('[aria-busy]').filter({ has: page.locator('#designer-contrast') })
    await expect(panel).toHaveAttribute('aria-busy', 'true')
    await expect(panel.getByRole('status')).toHaveText('Checking contrast...')

    // The fields answer a search while contrast is being checked.
    const fields = page.getByTestId('designer-fields')
    await page
      .getByRole('searchbox', { name: 'Search fields' })
      .fill('muted text', { timeout: 2000 })
    await expect(page.getByLabel('Muted foreground', { exact: true })).toBeVisible({
      timeout: 2000,
    })
    await expect(fields).toHaveAttribute('aria-busy', 'false', { timeout: 2000 })

    release()
    await expect(panel).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 })
    await expect(panel.getByRole('status')).toHaveText(/pairs (reach|are below) AA/)
    await panel.getByRole('button', { name: /^Show all \d+ pairs$/ }).click()
    await expect(panel.locator('[data-pair="Text on primary"]')).toBeVisible()
    const mutedOnMuted = panel.locator('[data-pair="Muted text on muted"]')
    const before = await mutedOnMuted.textContent()

    // An edit is measured again without holding the page back.
    await page.getByLabel('Muted foreground', { exact: true }).fill('#777777')
    await page
      .getByRole('searchbox', { name: 'Search fields' })
      .fill('text on cards', { timeout: 2000 })
    await expect(page.getByLabel('Card foreground', { exact: true })).toBeVisible({ timeout: 2000 })
    await expect(mutedOnMuted).not.toHaveText(before ?? '', { timeout: 15_000 })
    await expect(panel).toHaveAttribute('aria-busy', 'false')

    // Fix all searches off the page's thread as well.
    const failing = await panel.getByText('Fails AA').count()
    await panel.getByRole('button', { name: 'Fix all' }).click()
    await page
      .getByRole('searchbox', { name: 'Search fields' })
      .fill('text on popovers', { timeout: 2000 })
    await expect(page.getByLabel('Popover foreground', { exact: true })).toBeVisible({
      timeout: 2000,
    })
    await expect(panel.getByText('Fails AA')).not.toHaveCount(failing, { timeout: 15_000 })
    await expect(panel).toHaveAttribute('aria-busy', 'false')
    expect(await longestTask(page), 'the longest time the page did not answer (ms)').toBeLessThan(
      2000,
    )
  })
}

test('on a direct visit the contrast worker is asked for with the Designer’s code, not after it', async ({
  page,
}) => {
  // The Designer's code is held back: the worker's script is asked for all the same.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/DesignerPage-[^/]*\.js$/, async (route) => {
    await held
    await route.continue()
  })
  const workerAsked = page.waitForRequest(/\/assets\/contrast-worker-[^/]*\.js$/, {
    timeout: 5000,
  })
  await page.goto('/designer')
  await workerAsked
  release()
  await expect(page.getByText(/pairs (reach|are below) AA/)).toBeVisible()
})

test('an edit shows in the preview in the next frame, not eased in, and its contrast figures follow', async ({
  page,
}) => {
  await page.goto('/designer')
  const panel = page.locator('[aria-busy]').filter({ has: page.locator('#designer-contrast') })
  await expect(panel.getByRole('status')).toHaveText(/pairs (reach|are below) AA/)
  await panel.getByRole('button', { name: /^Show all \d+ pairs$/ }).click()
  await expect(panel.locator('[data-pair="Text on primary"]')).toBeVisible()

  // Each frame records, before it is painted, whether it shows the edit and the new figures.
  const frames = await page.evaluate(
    () =>
      new Promise<{ preview: boolean; figures: boolean }[]>((resolve) => {
        const input = document.querySelector<HTMLInputElement>(
          '[data-field="colors.primary"] input',
        )
        const button = document.querySelector('[aria-label="Preview"] button')
        const pair = document.querySelector('[data-pair="Text on primary"]')
        if (!input || !button || !pair) throw new Error('field, preview or pair not found')
        const colour = getComputedStyle(button).backgroundColor
        const figures = pair.textContent
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(
          input,
          '#101010',
        )
        input.dispatchEvent(new Event('input', { bubbles: true }))
        const seen: { preview: boolean; figures: boolean }[] = []
        const frame = () => {
          seen.push({
            preview: getComputedStyle(button).backgroundColor !== colour,
            figures: pair.textContent !== figures,
          })
          if (seen.at(-1)?.figures || seen.length > 300) return resolve(seen)
          requestAnimationFrame(frame)
        }
        requestAnimationFrame(frame)
      }),
  )
  const shown = frames.findIndex((frame) => frame.preview)
  expect(shown, `the first frame after the edit shows it: ${JSON.stringify(frames)}`).toBe(0)
  expect(frames[0]?.figures, 'its contrast figures, in that same frame').toBe(false)
  expect(frames.at(-1)?.figures, 'the figures, a frame or more later').toBe(true)
})
