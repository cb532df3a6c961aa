import type { Server } from 'node:http'
import type { Page } from '@playwright/test'
import { DESKTOP, expect, test } from './support/fixtures'
import { connectInFrame, frameAt, lookOf } from './support/live-app'
import { serveFiles, serverOrigin as origin, type ServedFile } from './support/static-server'

/*
 * 'Your app' in the Designer: a small shadcn-style app, served here on 127.0.0.1 with the
 * editor's /live.js, follows the theme edited in the Designer, and is left exactly as it was on
 * Disconnect. A page on another origin posting theme-shaped messages to it changes nothing.
 */
test.use({ viewport: DESKTOP })

/** The app's own theme: shadcn's variables, read through var() as its components do. */
function fixtureApp(editorOrigin: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <title>Fixture app</title>
    <style>
      :root { --background: rgb(250, 250, 250); --foreground: rgb(20, 20, 20); --primary: rgb(10, 20, 30); --radius: 4px; }
      .dark { --background: rgb(5, 5, 5); --foreground: rgb(240, 240, 240); }
      body { background: var(--background); color: var(--foreground); }
      #cta { background: var(--primary); border-radius: var(--radius); color: white; }
    </style>
    <script src="${editorOrigin}/live.js"></script>
    <script src="/count-messages.js"></script>
  </head>
  <body><button id="cta" data-measure="cta">Go</button></body>
</html>`
}

/*
 * Counts the messages the page receives. It listens after the live client, so once a message is
 * counted here the client has already handled it.
 */
const COUNT_MESSAGES = `window.messagesSeen = 0
addEventListener('message', () => { window.messagesSeen += 1 })`

/** Another origin's page: it frames the app and posts it theme-shaped messages. */
function hostilePage(appUrl: string): string {
  const paint = {
    channel: 'theme-a-roo/live',
    version: 1,
    kind: 'paint',
    seq: 1,
    theme: {
      className: 'theme-evil',
      attributes: {},
      variables: { '--primary': 'red' },
      hasBackgroundImage: false,
    },
    shadcn: { '--primary': 'rgb(255, 0, 0)', '--background': 'rgb(255, 0, 0)' },
    dark: true,
  }
  return `<!doctype html><html><body>
<iframe title="Their app" src="${appUrl}" onload="
  const app = this.contentWindow
  const paint = ${JSON.stringify(paint).replaceAll('"', '&quot;')}
  app.postMessage(paint, '*')
  app.postMessage({ ...paint, seq: 2 }, '*')
  app.postMessage({ channel: 'theme-a-roo/live', version: 1, kind: 'clear' }, '*')
"></iframe></body></html>`
}

const serve = (pages: Record<string, ServedFile>) => serveFiles(new Map(Object.entries(pages)))

let app: Server
let hostile: Server

test.beforeAll(async ({ baseURL }) => {
  const html = { type: 'text/html', body: fixtureApp(baseURL ?? '') }
  const counter = { type: 'text/javascript', body: COUNT_MESSAGES }
  app = await serve({ '/': html, '/count-messages.js': counter })
  hostile = await serve({ '/': { type: 'text/html', body: hostilePage(`${origin(app)}/`) } })
})

test.afterAll(() => {
  app.close()
  hostile.close()
})

/** What the brand row shows under the product's name: the sign that an app is connected, or none. */
function headerSign(page: Page) {
  return page.evaluate(
    () =>
      getComputedStyle(
        document.querySelector('aside [data-product-brand] > span') as Element,
        '::after',
      ).content,
  )
}

test('the app follows an edit in the Designer, and Disconnect leaves it as it was', async ({
  page,
  context,
}) => {
  const plain = await context.newPage()
  await plain.goto(`${origin(app)}/`)
  const before = await lookOf(plain)
  await plain.close()

  await page.goto('/designer')
  await connectInFrame(page, `${origin(app)}/`)
  await expect(page.getByTestId('live-app-status')).toHaveText(
    'Connected: the page uses shadcn/ui variables.',
  )
  await expect.poll(() => headerSign(page)).toContain('App connected')
  const frame = await frameAt(page, origin(app))

  await page.getByRole('searchbox', { name: 'Search fields' }).fill('primary action background')
  await page.getByLabel('Primary', { exact: true }).fill('#aa3300')
  await expect
    .poll(async () => (await lookOf(frame)).elements.cta?.background)
    .toMatch(/^1(69|70|71), 5[0-2], [0-1]$/)

  // The connection stays while the user is on another page.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Themes' }).click()
  await expect.poll(() => headerSign(page)).toContain('App connected')
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Designer' })
    .click()
  await page.getByRole('tab', { name: 'Your app' }).click()

  await page.getByRole('button', { name: 'Disconnect' }).click()
  await expect.poll(() => lookOf(frame)).toEqual(before)
  expect(await headerSign(page)).toBe('none')
})

test('a page on another origin posting theme-shaped messages to the app changes nothing', async ({
  page,
}) => {
  await page.goto(`${origin(hostile)}/`)
  const frame = await frameAt(page, origin(app))
  await expect
    .poll(() => frame.evaluate(() => (window as { messagesSeen?: number }).messagesSeen))
    .toBe(3)
  const plain = await page.context().newPage()
  await plain.goto(`${origin(app)}/`)
  expect(await lookOf(frame)).toEqual(await lookOf(plain))
})

test('a page without the script is reported with the line to add', async ({ page }) => {
  test.setTimeout(20_000)
  await page.goto('/designer')
  await page.getByRole('tab', { name: 'Your app' }).click()
  await page.getByLabel('App address').fill('ftp://example.com/')
  await page.getByRole('button', { name: 'Connect' }).click()
  await expect(page.getByRole('alert')).toHaveText(
    'Only http:// and https:// addresses can be shown.',
  )

  await page.getByLabel('App address').fill(`${origin(app)}/count-messages.js`)
  await page.getByRole('button', { name: 'Connect' }).click()
  await expect(page.getByTestId('live-app-status')).toHaveText(
    'No Theme-a-roo script found on this page',
    { timeout: 8000 },
  )
  const editor = new URL(page.url()).origin
  await expect(page.getByText(`<script src="${editor}/live.js"></script>`)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Open in a window' })).toBeVisible()
})
