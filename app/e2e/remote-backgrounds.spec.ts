import type { BrowserContext, Page } from '@playwright/test'
import { makeGradientPng } from './fakes/fake-openai'
import { backgroundImageOf, HARBOUR_WITH_IMAGE, openThemeFile } from './support/theme-files'
import { pasteIntoEditor } from './support/editor'
import { DESKTOP, expect, pageHeading, test } from './support/fixtures'
import { pngBomb } from './support/image-bombs'
import { watchNewRenderers } from './support/renderer-memory'

/*
 * Backgrounds that point away from the app. A theme from outside (Open Theme, JSON Apply) whose
 * background is on a private network or this machine is refused; one on a public web server is
 * not requested until the user chooses Show, and then measured before it is painted. Nothing
 * leaves the app's own server: every other request is recorded, then answered by the test (the
 * public images) or aborted.
 */
test.use({ viewport: DESKTOP, permissions: ['clipboard-read', 'clipboard-write'] })

const REMOTE = 'https://images.example.com/backgrounds/harbour.png'
const ROUTER = 'http://192.168.1.1/cgi-bin/reboot?x=1'
/** 31 KB that state 16000 x 16000 pixels: a gigabyte once decoded. */
const HUGE = 'https://images.example.com/backgrounds/huge.png'

const PUBLIC_IMAGES = new Map([
  [REMOTE, makeGradientPng(16)],
  [HUGE, pngBomb(16000, 16000)],
])

const themeFrom = (backgroundImage: string) =>
  JSON.stringify({
    name: 'harbour-web',
    displayName: 'Harbour Web',
    schemaVersion: 1,
    inherits: 'dark',
    colors: { background: 'transparent' },
    backgroundImage,
  })
const remoteTheme = themeFrom(REMOTE)

/** Every request the page made to anything but the app's own server. */
let outsideRequests: string[]

/** Answers the public images from the test itself and aborts every other request off the app. */
async function servePublicImages(target: Page | BrowserContext, app: string) {
  await target.route(
    (url) => url.origin !== app,
    (route) => {
      const image = PUBLIC_IMAGES.get(route.request().url())
      return image ? route.fulfill({ contentType: 'image/png', body: image }) : route.abort()
    },
  )
}

test.beforeEach(async ({ page, baseURL }) => {
  const app = new URL(baseURL ?? '').origin
  outsideRequests = []
  page.on('request', (request) => {
    const url = request.url()
    if (!url.startsWith(`${app}/`) && !/^(data|blob):/.test(url)) outsideRequests.push(url)
  })
  await servePublicImages(page, app)
})

const errorDialog = (page: Page) => page.getByRole('dialog', { name: 'Error' })
const notice = (page: Page) =>
  page
    .getByRole('status')
    .filter({ hasText: 'This theme loads its background from images.example.com' })
const savedWorkingTheme = (page: Page) => page.evaluate(() => localStorage.getItem('working-theme'))

async function expectRefused(page: Page, message: string) {
  const dialog = errorDialog(page)
  await expect(dialog).toBeVisible()
  await expect(dialog.locator('p').first()).toHaveText(message)
  await dialog.getByRole('button', { name: 'Ok' }).click()
  await expect(dialog).toBeHidden()
}

test('Open Theme refuses a background on the local network, requests nothing and keeps the saved theme', async ({
  page,
}) => {
  await page.goto('/')
  await openThemeFile(page, HARBOUR_WITH_IMAGE)
  await expect(page.getByLabel('Working Theme Name')).toHaveValue('Harbour')
  // Its embedded image is stored and shown: the theme is saved as it will stay.
  await expect.poll(() => backgroundImageOf(page)).toMatch(/^url\("blob:/)
  const before = await savedWorkingTheme(page)

  await openThemeFile(
    page,
    JSON.stringify({
      name: 'router',
      displayName: 'Router',
      schemaVersion: 1,
      backgroundImage: ROUTER,
    }),
  )
  await expectRefused(
    page,
    "Failed to load theme file: This theme's background image points to a private network address (192.168.1.1), which is not allowed.",
  )
  await expect(page.getByLabel('Working Theme Name')).toHaveValue('Harbour')
  expect(await savedWorkingTheme(page)).toBe(before)
  await expect.poll(() => backgroundImageOf(page)).toMatch(/^url\("blob:/)
  expect(outsideRequests).toEqual([])
})

test('JSON Apply refuses a new loopback background but keeps one the working theme already has', async ({
  page,
}) => {
  // An address the user typed into the Background page is theirs to choose, even a local one.
  const own = 'http://127.0.0.1:9/own.png'
  await page.goto('/background-editor')
  await page.getByRole('textbox', { name: 'Image URL' }).fill(own)
  await page.getByRole('button', { name: 'Apply Image URL' }).click()
  await expect(page.getByRole('textbox', { name: 'Image URL' })).toHaveValue('')
  await expect.poll(() => backgroundImageOf(page)).toBe(`url("${own}")`)

  await page.getByRole('link', { name: 'JSON Editor' }).first().click()
  await expect(page.locator('.monaco-editor .view-lines')).toContainText('own.png')
  const kept = JSON.parse((await savedWorkingTheme(page)) ?? '{}') as Record<string, unknown>
  await pasteIntoEditor(page, JSON.stringify({ ...kept, displayName: 'Renamed' }))
  await page.getByRole('button', { name: 'Apply Theme' }).click()
  await expect
    .poll(async () => JSON.parse((await savedWorkingTheme(page)) ?? '{}') as unknown)
    .toMatchObject({ displayName: 'Renamed', backgroundImage: own })

  const before = await savedWorkingTheme(page)
  await pasteIntoEditor(page, JSON.stringify({ ...kept, backgroundImage: 'http://0x7f.1:9/x.png' }))
  await page.getByRole('button', { name: 'Apply Theme' }).click()
  await expectRefused(
    page,
    "This theme's background image points to a private network address (127.0.0.1), which is not allowed.",
  )
  expect(await savedWorkingTheme(page)).toBe(before)
  await expect.poll(() => backgroundImageOf(page)).toBe(`url("${own}")`)
  expect(outsideRequests.filter((url) => !url.startsWith(own))).toEqual([])
})

test('a public web background is requested only after Show, and stays shown after a reload', async ({
  page,
}) => {
  await page.goto('/')
  await openThemeFile(page, remoteTheme)
  await expect(page.getByLabel('Working Theme Name')).toHaveValue('Harbour Web')
  await expect(notice(page)).toBeVisible()
  expect(await backgroundImageOf(page)).toBe('none')

  // Neither the Designer (preview, contrast check) nor the Background page loads it meanwhile.
  await page.getByRole('link', { name: 'Designer' }).first().click()
  await expect(pageHeading(page)).toHaveText('Designer')
  await expect(page.getByText(/pairs (reach|are below) AA/)).toBeVisible()
  await expect(notice(page)).toBeVisible()
  await page.getByRole('link', { name: 'Background' }).first().click()
  await expect(page.getByText('Not shown until you choose Show')).toBeVisible()
  await page.getByRole('link', { name: 'Themes' }).first().click()
  await expect(page.getByTestId('theme-card-theme-a-roo-design')).toBeVisible()
  expect(outsideRequests).toEqual([])

  // Show is an ordinary button, reached and pressed from the keyboard.
  await notice(page).getByRole('button', { name: 'Show' }).focus()
  await page.keyboard.press('Enter')
  await expect(notice(page)).toHaveCount(0)
  await expect.poll(() => backgroundImageOf(page)).toBe(`url("${REMOTE}")`)
  // Measured first, then painted from the same download.
  expect(outsideRequests).toEqual([REMOTE])

  await page.reload()
  await expect(page.getByLabel('Working Theme Name')).toHaveValue('Harbour Web')
  await expect.poll(() => backgroundImageOf(page)).toBe(`url("${REMOTE}")`)
  await expect(notice(page)).toHaveCount(0)
})

test('a stored working theme asks again at start, and Remove takes the background out', async ({
  page,
}) => {
  await page.goto('/')
  await page.evaluate(
    (theme) => {
      localStorage.setItem('working-theme', theme)
    },
    JSON.stringify({ ...JSON.parse(remoteTheme), name: 'theme-a-roo-design' }),
  )
  await page.goto('/designer')
  await expect(notice(page)).toBeVisible()
  await expect(page.getByText(/pairs (reach|are below) AA/)).toBeVisible()

  await notice(page).getByRole('button', { name: 'Remove' }).click()
  await expect(notice(page)).toHaveCount(0)
  await expect
    .poll(async () => JSON.parse((await savedWorkingTheme(page)) ?? '{}') as unknown)
    .not.toHaveProperty('backgroundImage')
  expect(await backgroundImageOf(page)).toBe('none')
  expect(outsideRequests).toEqual([])
})

/**
 * The bound memory-bombs.spec.ts holds pages to: far above the app's own peak (about 160 MB), far
 * below what this image costs once painted (1.4 GB).
 */
const MEMORY_BOUND_MB = 600

const TOO_LARGE =
  'The background image is too large: 16000 x 16000 pixels (256 megapixels). ' +
  'Images may have at most 200 megapixels and 32767 pixels a side.'

test('a web background too large to decode is refused by its size, at Show and at Apply Image URL', async ({
  browser,
  baseURL,
}) => {
  // A context of its own, so that its renderer's peak memory is watched from its start.
  const renderers = await watchNewRenderers(browser)
  const context = await browser.newContext({ baseURL, viewport: DESKTOP, reducedMotion: 'reduce' })
  await servePublicImages(context, new URL(baseURL ?? '').origin)
  const page = await context.newPage()
  const errors: Error[] = []
  page.on('pageerror', (error) => errors.push(error))
  await page.goto('/')
  await openThemeFile(page, themeFrom(HUGE))
  await expect(notice(page)).toBeVisible()
  const opened = await savedWorkingTheme(page)

  await notice(page).getByRole('button', { name: 'Show' }).click()
  await expect(notice(page)).toContainText(TOO_LARGE)
  // Nothing to press but Remove: the image would only be refused again.
  await expect(notice(page).getByRole('button', { name: 'Show' })).toHaveCount(0)
  expect(await backgroundImageOf(page)).toBe('none')
  expect(await page.evaluate(() => localStorage.getItem('shown-backgrounds'))).toBeNull()
  expect(await savedWorkingTheme(page)).toBe(opened)

  await notice(page).getByRole('button', { name: 'Remove' }).click()
  await expect(notice(page)).toHaveCount(0)
  await page.getByRole('link', { name: 'Background' }).first().click()
  const field = page.getByRole('textbox', { name: 'Image URL' })
  await field.fill(HUGE)
  const removed = await savedWorkingTheme(page)
  await page.getByRole('button', { name: 'Apply Image URL' }).click()
  await expect(page.locator('[data-sonner-toast]', { hasText: TOO_LARGE })).toBeVisible()
  await expect(field).toHaveValue(HUGE)
  expect(await backgroundImageOf(page)).toBe('none')
  expect(await savedWorkingTheme(page)).toBe(removed)

  const peak = await renderers.peakMegabytes()
  test.info().annotations.push({ type: 'renderer peak', description: `${Math.round(peak)} MB` })
  expect(peak).toBeLessThan(MEMORY_BOUND_MB)
  await context.close()
  expect(errors, 'uncaught errors in the page').toEqual([])
})
