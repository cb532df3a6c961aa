import type { Server } from 'node:http'
import type { Page } from '@playwright/test'
import { DESKTOP, expect, test } from './support/fixtures'
import {
  APP_PRIMARY,
  brightest,
  connectInFrame,
  EDITOR_PRIMARY,
  editPrimary,
  frameAt,
  lookOf,
  recolouredAt,
  watchForRecolour,
  type AppView,
} from './support/live-app'
import { buildLiveFixture, FIXTURE_PAGES, REFUSES_FRAMING } from './support/live-fixture'
import { serveFiles, serverOrigin } from './support/static-server'

/*
 * 'Live in your own app' against a real app: e2e/live-fixture, a Vite + React + Tailwind v4 app
 * with shadcn-style components and a page on theme-o-rama's variables, built here for this
 * editor's /live.js and served on 127.0.0.1, once as it is and once refusing to be framed.
 */
test.use({ viewport: DESKTOP })

/** #aa3300 as the app paints it (the editor sends it as oklch). */
const EDITED_PRIMARY = /^1(69|70|71), 5[0-2], [0-1]$/
/**
 * Two documents updated in one frame get one animation frame timestamp; their times on the
 * browser-wide clock agree to within the clock's coarsening, far below this.
 */
const SAME_FRAME_MS = 1

let app: Server
let unframeable: Server

test.beforeAll(async ({ baseURL }) => {
  const files = await buildLiveFixture(baseURL ?? '')
  app = await serveFiles(files)
  unframeable = await serveFiles(files, REFUSES_FRAMING)
})

test.afterAll(() => {
  app?.close()
  unframeable?.close()
})

async function plainLook(page: Page, address: string) {
  const plain = await page.context().newPage()
  await plain.goto(address)
  await expect(plain.locator(APP_PRIMARY)).toBeVisible()
  const look = await lookOf(plain)
  await plain.close()
  return look
}

const primaryOf = async (view: AppView) => (await lookOf(view)).elements['primary-button']
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' })

async function chooseTheme(page: Page, displayName: string) {
  await mainNav(page).getByRole('link', { name: 'Themes' }).click()
  const card = page.getByRole('button', { name: new RegExp(`^${displayName} theme`) })
  await card.click()
  await expect(card).toHaveAttribute('aria-pressed', 'true')
}

test('a shadcn/ui app follows an edit within a frame of the editor, the dark theme and back, and Disconnect leaves it as it was', async ({
  page,
}) => {
  const address = `${serverOrigin(app)}${FIXTURE_PAGES.shadcn}`
  const before = await plainLook(page, address)
  expect(before.elements['dark-only']?.display).toBe('none')

  await page.goto('/designer')
  await connectInFrame(page, address)
  await expect(page.getByTestId('live-app-status')).toHaveText(
    'Connected: the page uses shadcn/ui variables.',
  )
  const frame = await frameAt(page, serverOrigin(app))
  // The first paint (the editor's theme) is in and its colour transitions have ended: what
  // changes next is the edit's.
  await expect.poll(async () => (await lookOf(frame)).rootStyle).toContain('--primary')
  await expect.poll(() => frame.evaluate(() => document.getAnimations().length)).toBe(0)

  // The editor's own paint: its sample preview, written first at each edit (behind the 'Your
  // app' tab, so the page around it follows once edits pause).
  await page.getByRole('searchbox', { name: 'Search fields' }).fill('primary action background')
  await watchForRecolour(page, EDITOR_PRIMARY)
  await watchForRecolour(frame, APP_PRIMARY)
  await editPrimary(page, '#aa3300')
  const editor = await recolouredAt(page)
  const shown = await recolouredAt(frame)
  // The app shows the edit in the editor's frame or the next one, whatever that frame's length.
  expect(shown.frame, 'frame the app showed it in').toBeLessThanOrEqual(
    editor.nextFrame + SAME_FRAME_MS,
  )
  // The button's own colour transition takes it the rest of the way.
  await expect.poll(async () => (await primaryOf(frame))?.background).toMatch(EDITED_PRIMARY)

  await chooseTheme(page, 'Dark')
  await expect(frame.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/)
  const dark = await lookOf(frame)
  expect(brightest(dark.elements.body?.background)).toBeLessThan(40)
  expect(brightest(dark.elements.card?.background)).toBeLessThan(40)
  expect(brightest(dark.elements.body?.color)).toBeGreaterThan(200)
  expect(dark.elements['dark-only']?.display).not.toBe('none')
  expect(dark.elements['light-only']?.display).toBe('none')

  await chooseTheme(page, 'Light')
  await expect(frame.locator('html')).not.toHaveClass(/(^|\s)dark(\s|$)/)
  const light = await lookOf(frame)
  expect(brightest(light.elements.body?.background)).toBeGreaterThan(240)
  expect(light.elements['light-only']?.display).not.toBe('none')
  expect(light.elements).not.toEqual(before.elements)

  await mainNav(page).getByRole('link', { name: 'Designer' }).click()
  await page.getByRole('tab', { name: 'Your app' }).click()
  await page.getByRole('button', { name: 'Disconnect' }).click()
  await expect.poll(() => lookOf(frame)).toEqual(before)
})

test("a page on theme-o-rama's variables follows the theme, and Disconnect leaves it as it was", async ({
  page,
}) => {
  const address = `${serverOrigin(app)}${FIXTURE_PAGES.themeORama}`
  const before = await plainLook(page, address)

  await page.goto('/designer')
  await connectInFrame(page, address)
  await expect(page.getByTestId('live-app-status')).toHaveText(
    "Connected: the page uses theme-o-rama's variables.",
  )
  const frame = await frameAt(page, serverOrigin(app))
  await editPrimary(page, '#aa3300')
  await expect.poll(async () => (await primaryOf(frame))?.background).toMatch(EDITED_PRIMARY)
  const edited = await lookOf(frame)
  // The theme's corners, card, border and fonts replace the app's own.
  for (const name of ['card', 'body'] as const) {
    expect(edited.elements[name], name).not.toEqual(before.elements[name])
  }
  expect(edited.rootClass).toMatch(/theme-/)

  await chooseTheme(page, 'Dark')
  await expect
    .poll(async () => brightest((await lookOf(frame)).elements.card?.background))
    .toBeLessThan(40)

  await mainNav(page).getByRole('link', { name: 'Designer' }).click()
  await page.getByRole('tab', { name: 'Your app' }).click()
  await page.getByRole('button', { name: 'Disconnect' }).click()
  await expect.poll(() => lookOf(frame)).toEqual(before)
})

test('an app that refuses to be framed is reported, opens in a window and follows edits there, until the editor closes', async ({
  page,
  context,
}) => {
  const address = `${serverOrigin(unframeable)}${FIXTURE_PAGES.shadcn}`
  const before = await plainLook(page, address)
  await page.goto('/designer')
  await connectInFrame(page, address)
  // The page says hello within the connection's wait (5 s), or never.
  await expect(page.getByTestId('live-app-status')).toHaveText(
    'No Theme-a-roo script found on this page',
    { timeout: 8000 },
  )

  const opened = context.waitForEvent('page')
  await page.getByRole('button', { name: 'Open in a window' }).click()
  const popup = await opened
  await expect(page.getByTestId('live-app-status')).toHaveText(
    'Connected: the page uses shadcn/ui variables.',
  )
  await editPrimary(page, '#aa3300')
  await expect.poll(async () => (await primaryOf(popup))?.background).toMatch(EDITED_PRIMARY)

  // Closing the editor takes the theme off the app it opened, which stays open.
  await page.close({ runBeforeUnload: true })
  await expect.poll(() => lookOf(popup)).toEqual(before)
})
