import { writeFile } from 'node:fs/promises'
import { createDeflateRaw, deflateRawSync } from 'node:zlib'
import type { Browser, Page } from '@playwright/test'
import { DESKTOP, expect, test } from './support/fixtures'
import { pasteIntoEditor } from './support/editor'
import { dataUri, pngBomb, svgOfSize } from './support/image-bombs'
import { watchNewRenderers } from './support/renderer-memory'
import { backgroundImageOf, HARBOUR_WITH_IMAGE, openThemeFile } from './support/theme-files'

/*
 * Small links and files that state huge pictures: each is refused from its header, or drawn at a
 * bounded size, and the page's memory is measured (the renderer's peak, which holds decoded
 * pixels) rather than assumed. Before images were measured, each of these cost a gigabyte or more.
 */

/** Far above the app's own peak (about 250 MB), far below what any of these bombs cost decoded. */
const MEMORY_BOUND_MB = 600

const LIMITS = 'Images may have at most 200 megapixels and 32767 pixels a side.'
const TOO_LARGE_16000 = `is too large: 16000 x 16000 pixels (256 megapixels). ${LIMITS}`

const themeWith = (backgroundImage: string) => ({
  name: 'bomb',
  displayName: 'Bomb',
  schemaVersion: 1,
  inherits: 'light',
  backgroundImage,
})
const linkTo = (content: string | Buffer) =>
  `/#theme=${deflateRawSync(content).toString('base64url')}`

const PNG_BOMB = pngBomb(16000, 16000)

const toastWith = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]', { hasText: text })
const sharedNotice = (page: Page) => page.getByRole('status').filter({ hasText: 'Shared theme:' })
const errorDialog = (page: Page) => page.getByRole('dialog', { name: 'Error' })
/** What the browser keeps, less the marks set for the two frames of every apply. */
const storage = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(
      Object.entries(localStorage).filter(([key]) => !key.startsWith('working-theme-applying')),
    ),
  )
const preview = (page: Page) => page.getByRole('img', { name: 'Current background image' })
const naturalWidth = (page: Page) =>
  preview(page).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)

/** A page in a context of its own, whose renderer's memory is watched from its start. */
async function watchedPage(browser: Browser, baseURL: string | undefined) {
  const renderers = await watchNewRenderers(browser)
  const context = await browser.newContext({
    baseURL,
    viewport: DESKTOP,
    reducedMotion: 'reduce',
    permissions: ['clipboard-read', 'clipboard-write'],
  })
  const page = await context.newPage()
  const errors: Error[] = []
  page.on('pageerror', (error) => errors.push(error))
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Themes', level: 1 })).toBeVisible()
  return {
    page,
    peakMegabytes: async () => {
      const peak = await renderers.peakMegabytes()
      test.info().annotations.push({ type: 'renderer peak', description: `${Math.round(peak)} MB` })
      return peak
    },
    close: async () => {
      await context.close()
      expect(errors, 'uncaught errors in the page').toEqual([])
    },
  }
}

test('share links whose background states 16000 x 16000 pixels are refused with its size, cheaply', async ({
  browser,
  baseURL,
}) => {
  const { page, peakMegabytes, close } = await watchedPage(browser, baseURL)
  const own = await storage(page)
  const bombs = [
    dataUri(PNG_BOMB, 'image/png'),
    dataUri(svgOfSize('16000', '16000'), 'image/svg+xml'),
  ]
  for (const bomb of bombs) {
    const link = linkTo(JSON.stringify(themeWith(bomb)))
    expect(link.length).toBeLessThan(1000)
    // Opened as a new page would be, from another page of the app.
    await page.goto('/about')
    await page.goto(link)
    await expect(
      toastWith(page, `This share link was not opened. The background image ${TOO_LARGE_16000}`),
    ).toBeVisible()
    await expect(sharedNotice(page)).toHaveCount(0)
    expect(await backgroundImageOf(page)).toBe('none')
    expect(await storage(page)).toEqual(own)
  }
  // The Designer reads the background for its contrast check: there is none to read.
  await page.goto('/designer')
  await expect(page.getByRole('heading', { name: 'Designer', level: 1 })).toBeVisible()
  expect(await peakMegabytes()).toBeLessThan(MEMORY_BOUND_MB)
  await close()
})

test('a share link that inflates to a gigabyte is refused without holding it', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000)
  // 1000 MB of spaces, compressed a piece at a time: a 1.36 MB link.
  const deflate = createDeflateRaw({ level: 9 })
  const compressed: Buffer[] = []
  deflate.on('data', (chunk: Buffer) => compressed.push(chunk))
  const spaces = Buffer.alloc(1024 * 1024, ' ')
  for (let megabyte = 0; megabyte < 1000; megabyte++) deflate.write(spaces)
  await new Promise((resolve) => deflate.end(resolve))
  const link = `/#theme=${Buffer.concat(compressed).toString('base64url')}`
  expect(link.length).toBeGreaterThan(1_300_000)

  const { page, peakMegabytes, close } = await watchedPage(browser, baseURL)
  const own = await storage(page)
  await page.goto(link)
  await expect(toastWith(page, 'This share link is damaged or is not a theme')).toBeVisible({
    timeout: 30_000,
  })
  expect(await storage(page)).toEqual(own)
  expect(await peakMegabytes()).toBeLessThan(MEMORY_BOUND_MB)
  await close()
})

test('an SVG without a size of its own is drawn at a bounded size when started with', async ({
  browser,
  baseURL,
}) => {
  // 1000em: no size the app can read, while the browser takes it as 16000 pixels.
  const svg = dataUri(svgOfSize('1000em', '1000em'), 'image/svg+xml')
  const { page, peakMegabytes, close } = await watchedPage(browser, baseURL)
  await page.goto(linkTo(JSON.stringify(themeWith(svg))))
  await sharedNotice(page).getByRole('button', { name: 'Start with this theme' }).click()
  await page
    .getByRole('alertdialog', { name: 'Start with this theme' })
    .getByRole('button', { name: 'Start with this theme' })
    .click()
  await expect.poll(() => backgroundImageOf(page)).toContain('blob:')

  await page.goto('/background-editor')
  await expect.poll(() => naturalWidth(page)).toBe(1024)
  expect(await peakMegabytes()).toBeLessThan(MEMORY_BOUND_MB)
  await close()
})

test('a shared theme with a very large image is shown through a copy scaled to the screen', async ({
  browser,
  baseURL,
}) => {
  // 27 megapixels: past the size shown as it is, within what may be decoded.
  const large = dataUri(pngBomb(6000, 4500), 'image/png')
  const { page, close } = await watchedPage(browser, baseURL)
  await page.goto(linkTo(JSON.stringify(themeWith(large))))
  await expect(sharedNotice(page)).toBeVisible()
  await expect.poll(() => backgroundImageOf(page)).toMatch(/^url\("blob:/)
  await close()
})

test('a PNG bomb uploaded as the background is refused; the background before it stays', async ({
  browser,
  baseURL,
}, testInfo) => {
  const { page, peakMegabytes, close } = await watchedPage(browser, baseURL)
  await openThemeFile(page, HARBOUR_WITH_IMAGE)
  await expect.poll(() => backgroundImageOf(page)).toContain('blob:')
  await page.goto('/background-editor')
  await expect.poll(() => naturalWidth(page)).toBe(16)
  const before = await storage(page)

  const path = testInfo.outputPath('bomb.png')
  await writeFile(path, PNG_BOMB)
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Choose File to Upload' }).click()
  await (await chooser).setFiles(path)
  await expect(
    toastWith(page, `Failed to store background image: The image ${TOO_LARGE_16000}`),
  ).toBeVisible()
  expect(await storage(page)).toEqual(before)
  await page.reload()
  await expect.poll(() => naturalWidth(page)).toBe(16)
  expect(await peakMegabytes()).toBeLessThan(MEMORY_BOUND_MB)
  await close()
})

test('a theme file or JSON embedding a PNG bomb is refused with its size; nothing changes', async ({
  browser,
  baseURL,
}) => {
  const { page, peakMegabytes, close } = await watchedPage(browser, baseURL)
  const before = await storage(page)
  const bombTheme = JSON.stringify(themeWith(dataUri(PNG_BOMB, 'image/png')))
  await openThemeFile(page, bombTheme)
  const dialog = errorDialog(page)
  await expect(dialog.locator('p').first()).toHaveText(
    `Failed to load theme file: The background image ${TOO_LARGE_16000}`,
  )
  await dialog.getByRole('button', { name: 'Ok' }).click()
  expect(await storage(page)).toEqual(before)

  await page.goto('/json-editor')
  await pasteIntoEditor(page, bombTheme)
  await page.getByRole('button', { name: 'Apply Theme' }).click()
  await expect(dialog.locator('p').first()).toHaveText(`The background image ${TOO_LARGE_16000}`)
  expect(await storage(page)).toEqual(before)
  expect(await peakMegabytes()).toBeLessThan(MEMORY_BOUND_MB)
  await close()
})
