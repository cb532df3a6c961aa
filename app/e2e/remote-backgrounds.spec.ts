import type { Page } from '@playwright/test'
import { makeGradientPng } from './fakes/fake-openai'
import { backgroundImageOf, HARBOUR_WITH_IMAGE, openThemeFile } from './support/theme-files'
import { pasteIntoEditor } from './support/editor'
import { DESKTOP, expect, pageHeading, test } from './support/fixtures'

/*
 * Backgrounds that point away from the app. A theme from outside (Open Theme, JSON Apply) whose
 * background is on a private network or this machine is refused; one on a public web server is
 * not requested until the user chooses Show. Nothing leaves the app's own server: every other
 * request is recorded, then answered by the test (the public image) or aborted.
 */
test.use({ viewport: DESKTOP, permissions: ['clipboard-read', 'clipboard-write'] })

const REMOTE = 'https://images.example.com/backgrounds/harbour.png'
const ROUTER = 'http://192.168.1.1/cgi-bin/reboot?x=1'

const remoteTheme = JSON.stringify({
  name: 'harbour-web',
  displayName: 'Harbour Web',
  schemaVersion: 1,
  inherits: 'dark',
  colors: { background: 'transparent' },
  backgroundImage: REMOTE,
})

/** Every request the page made to anything but the app's own server. */
let outsideRequests: string[]

test.beforeEach(async ({ page, baseURL }) => {
  const app = new URL(baseURL ?? '').origin
  outsideRequests = []
  page.on('request', (request) => {
    const url = request.url()
    if (!url.startsWith(`${app}/`) && !/^(data|blob):/.test(url)) outsideRequests.push(url)
  })
  const png = makeGradientPng(16)
  await page.route(
    (url) => url.origin !== app,
    (route) =>
      route.request().url() === REMOTE
        ? route.fulfill({ contentType: 'image/png', body: png })
        : route.abort(),
  )
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
  await expect.poll(() => outsideRequests).toContain(REMOTE)

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
