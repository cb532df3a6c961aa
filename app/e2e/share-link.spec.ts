import { randomBytes } from 'node:crypto'
import { deflateRawSync } from 'node:zlib'
import type { Browser, Page } from '@playwright/test'
import sharp from 'sharp'
import { seriousViolations } from './support/axe'
import { DESKTOP, expect, test } from './support/fixtures'
import { backgroundImageOf, HARBOUR_WITH_IMAGE, openThemeFile } from './support/theme-files'

test.use({ viewport: DESKTOP, permissions: ['clipboard-read', 'clipboard-write'] })

const DAMAGED = 'This share link is damaged or is not a theme'
const HARBOUR_BACKGROUND = 'rgb(12, 34, 56)'
const MEADOW_BACKGROUND = 'rgb(200, 220, 180)'

/** The visitor's own working theme, before any link is opened. */
const MEADOW = JSON.stringify({
  name: 'meadow',
  displayName: 'Meadow',
  schemaVersion: 1,
  inherits: 'light',
  colors: { background: MEADOW_BACKGROUND },
})

const toastWith = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]', { hasText: text })
const sharedNotice = (page: Page) => page.getByRole('status').filter({ hasText: 'Shared theme:' })
/** The page colour the applied theme sets (a page with an image paints the image over it). */
const backgroundOf = (page: Page) =>
  page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--background').trim(),
  )
/** What the browser keeps, less the marks (one a tab) set for the two frames of every apply. */
const storage = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(
      Object.entries(localStorage).filter(([key]) => !key.startsWith('working-theme-applying')),
    ),
  )
const storedWorkingTheme = (page: Page) =>
  page.evaluate(
    () => JSON.parse(localStorage.getItem('working-theme') ?? '{}') as { displayName?: string },
  )

/** A link written by hand, as another program (or an attacker) could write one. */
const fragmentOf = (content: string | Buffer) =>
  `#theme=${deflateRawSync(content).toString('base64url')}`

/** A browser of someone else's: its own storage, working theme Meadow. */
async function visitor(browser: Browser, baseURL: string) {
  const context = await browser.newContext({
    baseURL,
    viewport: DESKTOP,
    reducedMotion: 'reduce',
  })
  const page = await context.newPage()
  const errors: Error[] = []
  page.on('pageerror', (error) => errors.push(error))
  await page.goto('/')
  await openThemeFile(page, MEADOW)
  await expect.poll(() => backgroundOf(page)).toBe(MEADOW_BACKGROUND)
  return { page, context, errors }
}

async function copyShareLink(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Copy share link' }).click()
  await expect(toastWith(page, 'Share link copied to clipboard')).toBeVisible()
  return page.evaluate(() => navigator.clipboard.readText())
}

test('a copied link shows the theme elsewhere, which keeps its own until it starts with it', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto('/')
  await openThemeFile(page, HARBOUR_WITH_IMAGE)
  await expect.poll(() => backgroundImageOf(page)).toContain('blob:')
  await page.getByLabel('Working Theme Name').fill('Harbour at Dusk')
  const link = await copyShareLink(page)
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/#theme=[\w-]+$/)

  const { page: other, context, errors } = await visitor(browser, baseURL!)
  const own = await storage(other)

  // A new load of the link: shown at once, read-only, the address cleaned.
  await other.goto('about:blank')
  await other.goto(link)
  await expect(sharedNotice(other)).toContainText('Shared theme: Harbour at Dusk')
  await expect(sharedNotice(other)).toContainText(
    'Your working theme stays as it is until you start with this one.',
  )
  expect(await backgroundOf(other)).toBe(HARBOUR_BACKGROUND)
  // The small image came along in the link.
  expect(await backgroundImageOf(other)).toContain('data:image/png')
  expect(new URL(other.url()).hash).toBe('')
  expect(await storage(other)).toEqual(own)

  // A reload returns to the visitor's own theme.
  await other.reload()
  await expect(other.getByRole('heading', { name: 'Themes', level: 1 })).toBeVisible()
  await expect(sharedNotice(other)).toHaveCount(0)
  expect(await backgroundOf(other)).toBe(MEADOW_BACKGROUND)
  expect(await storage(other)).toEqual(own)

  // Pasted into the address bar of the open app; then left.
  await other.goto(link)
  await expect(sharedNotice(other)).toBeVisible()
  expect(await backgroundOf(other)).toBe(HARBOUR_BACKGROUND)
  await sharedNotice(other).getByRole('button', { name: 'Back to my theme' }).click()
  await expect(sharedNotice(other)).toHaveCount(0)
  expect(await backgroundOf(other)).toBe(MEADOW_BACKGROUND)
  expect(await storage(other)).toEqual(own)

  // Started with, after the same confirmation as an example: one undoable step.
  await other.goto(link)
  await sharedNotice(other).getByRole('button', { name: 'Start with this theme' }).click()
  const confirmation = other.getByRole('alertdialog', { name: 'Start with this theme' })
  await expect(confirmation).toContainText('replaced by a copy of "Harbour at Dusk"')
  await confirmation.getByRole('button', { name: 'Start with this theme' }).click()
  await expect(sharedNotice(other)).toHaveCount(0)
  await expect
    .poll(() => storedWorkingTheme(other))
    .toMatchObject({
      displayName: 'Harbour at Dusk',
    })
  await other.reload()
  await expect.poll(() => backgroundOf(other)).toBe(HARBOUR_BACKGROUND)
  await expect.poll(() => backgroundImageOf(other)).toContain('blob:')
  await other.goto('/designer')
  await other.getByRole('button', { name: 'Undo' }).click()
  await expect.poll(() => storedWorkingTheme(other)).toMatchObject({ displayName: 'Meadow' })

  await context.close()
  expect(errors).toEqual([])
})

test('a damaged or hostile link says so and changes nothing', async ({ page }) => {
  const theme = (extra: object) =>
    JSON.stringify({ name: 'x', displayName: 'X', schemaVersion: 1, ...extra })
  const privateRequests: string[] = []
  await page.route('http://192.168.1.1/**', (route) => {
    privateRequests.push(route.request().url())
    return route.abort()
  })
  await page.goto('/')
  await openThemeFile(page, MEADOW)
  await expect.poll(() => backgroundOf(page)).toBe(MEADOW_BACKGROUND)
  const own = await storage(page)

  const links: [string, string][] = [
    ['not base64url', '#theme=not~base64!'],
    ['not compressed', `#theme=${Buffer.from('plain text').toString('base64url')}`],
    ['not JSON', fragmentOf('not json')],
    ['not a theme', fragmentOf('{"hello":"world"}')],
    ['a forbidden key', fragmentOf(theme({}).replace('}', ',"__proto__":{"inherits":"dark"}}'))],
    ['CSS that breaks out', fragmentOf(theme({ colors: { background: 'red; } body { x: y' } }))],
    ['a private network image', fragmentOf(theme({ backgroundImage: 'http://192.168.1.1/a.png' }))],
    ['16 MB once inflated', fragmentOf(Buffer.alloc(16 * 1024 * 1024, ' '))],
  ]
  for (const [index, [what, fragment]] of links.entries()) {
    // Alternately a new load and a link pasted into the open app.
    if (index % 2 === 0) await page.goto('about:blank')
    await page.goto(`/components${fragment}`)
    await expect(toastWith(page, DAMAGED), what).toBeVisible()
    await expect(sharedNotice(page)).toHaveCount(0)
    expect(await backgroundOf(page), what).toBe(MEADOW_BACKGROUND)
    expect(await storage(page), what).toEqual(own)
    expect(new URL(page.url()).hash, what).toBe('')
    await page.locator('[data-sonner-toast]').getByRole('button', { name: 'Close toast' }).click()
    await expect(toastWith(page, DAMAGED)).toHaveCount(0)
  }
  expect(privateRequests).toEqual([])
})

test('a theme too large for a link is offered as a file instead', async ({ page }) => {
  // Random pixels do not compress: 64 x 64 of them make a PNG of about 12 KB.
  const noise = await sharp(randomBytes(64 * 64 * 3), {
    raw: { width: 64, height: 64, channels: 3 },
  })
    .png()
    .toBuffer()
  const large = JSON.stringify({
    ...(JSON.parse(HARBOUR_WITH_IMAGE) as object),
    backgroundImage: `data:image/png;base64,${noise.toString('base64')}`,
  })
  await page.goto('/')
  await openThemeFile(page, large)
  await expect.poll(() => backgroundImageOf(page)).toContain('blob:')
  await page.evaluate(() => navigator.clipboard.writeText('before'))

  await page.getByRole('button', { name: 'Copy share link' }).click()
  const refusal = toastWith(page, 'This theme is too large for a link')
  await expect(refusal).toContainText(
    /This theme is too large for a link \(\d+ KB\)\. Save it as a file instead\./,
  )
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('before')
  await refusal.getByRole('button', { name: 'Save Theme as...' }).click()
  await expect(page.getByRole('dialog', { name: 'Save Theme as...' })).toBeVisible()
})

test('a shared web background is not loaded until asked for; the notice is accessible', async ({
  page,
}) => {
  const requests: string[] = []
  await page.route('https://images.example.test/**', (route) => {
    requests.push(route.request().url())
    return route.abort()
  })
  const sea = JSON.stringify({
    name: 'sea',
    displayName: 'Sea',
    schemaVersion: 1,
    inherits: 'dark',
    colors: { background: HARBOUR_BACKGROUND },
    backgroundImage: 'https://images.example.test/sea.png',
  })
  await page.goto(`/${fragmentOf(sea)}`)
  await expect(sharedNotice(page)).toContainText(
    'Its background image from images.example.test is not loaded; after you start with it, choose Show to load it.',
  )
  expect(await backgroundOf(page)).toBe(HARBOUR_BACKGROUND)
  expect(await backgroundImageOf(page)).toBe('none')
  expect(requests).toEqual([])
  expect(await seriousViolations(page)).toEqual([])
})
