import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { By, until, type WebDriver } from 'selenium-webdriver'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { button, fillField, launchApp, TIMEOUT, waitForHeading, waitForText } from './app'

/*
 * 'Your app' in the desktop window: a small shadcn-style app served on 127.0.0.1, with the line
 * the tab shows, follows the Designer's edits in the tab's frame; the same app sent with
 * X-Frame-Options is reported before framing and opens in a second native window that connects.
 */

/** The line the tab tells a user to add, which the desktop app serves to the pages it shows. */
const SNIPPET = '<script src="tauri://localhost/live.js"></script>'

const FIXTURE_APP = `<!doctype html>
<html lang="en">
  <head>
    <title>Fixture app</title>
    <style>
      :root { --background: rgb(250, 250, 250); --foreground: rgb(20, 20, 20); --primary: rgb(10, 20, 30); --radius: 4px; }
      body { background: var(--background); color: var(--foreground); }
      #cta { background: var(--primary); border-radius: var(--radius); color: white; }
    </style>
    ${SNIPPET}
  </head>
  <body><button id="cta">Go</button></body>
</html>`

let server: Server
let appOrigin: string

beforeAll(async () => {
  server = createServer((request, response) => {
    const refusing = request.url === '/refusing'
    response
      .writeHead(200, {
        'Content-Type': 'text/html',
        ...(refusing ? { 'X-Frame-Options': 'SAMEORIGIN' } : {}),
      })
      .end(FIXTURE_APP)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  appOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise((resolve) => server.close(resolve)))

/** The app's button colour as RGB, whatever colour syntax the theme wrote. */
function appPrimary(app: WebDriver): Promise<string> {
  return app.executeScript<string>(`
    const canvas = document.createElement('canvas').getContext('2d', { willReadFrequently: true })
    canvas.fillStyle = getComputedStyle(document.getElementById('cta')).backgroundColor
    canvas.fillRect(0, 0, 1, 1)
    return [...canvas.getImageData(0, 0, 1, 1).data.slice(0, 3)].join(', ')`)
}

function statusText(app: WebDriver): Promise<string> {
  return app.executeScript<string>(
    `return document.querySelector('[data-testid="live-app-status"]')?.textContent ?? ''`,
  )
}

async function waitForStatus(app: WebDriver, text: string) {
  await app
    .wait(async () => (await statusText(app)) === text, TIMEOUT)
    .catch(async (error) => {
      throw new Error(`Expected the status "${text}", found "${await statusText(app)}"`, {
        cause: error,
      })
    })
}

async function connectTo(app: WebDriver, address: string) {
  await app.get('tauri://localhost/designer')
  await waitForHeading(app, 'Designer')
  const tab = By.xpath(`//*[@role='tab' and normalize-space()='Your app']`)
  await (await app.wait(until.elementLocated(tab), TIMEOUT)).click()
  await fillField(app, 'App address', address)
  await (await button(app, 'Connect')).click()
}

/** Types a colour into the Designer's Primary field, as a user would. */
async function editPrimary(app: WebDriver, colour: string) {
  const label = await app.findElement(By.css('[data-field="colors.primary"] label'))
  const field = await app.findElement(By.id((await label.getAttribute('for')) ?? ''))
  await app.executeScript(`arguments[0].scrollIntoView({ block: 'center' })`, field)
  await field.clear()
  await field.sendKeys(colour)
}

const EDITED = '#aa3300'
const EDITED_RGB = /^1(69|70|71), 5[0-2], [0-1]$/

describe("'Your app' in the desktop window", () => {
  it('frames the app and the app follows an edit in the Designer', async () => {
    const app = await launchApp()
    await connectTo(app, `${appOrigin}/`)
    await waitForStatus(app, 'Connected: the page uses shadcn/ui variables.')
    const frame = await app.findElement(By.css('iframe[data-live-app-frame]'))

    await editPrimary(app, EDITED)
    await app.switchTo().frame(frame)
    await app.wait(async () => EDITED_RGB.test(await appPrimary(app)), TIMEOUT)
    // The framed page is the user's own: the shell's commands are not there.
    expect(await app.executeScript('return typeof window.__TAURI_INTERNALS__')).toBe('undefined')
    await app.switchTo().defaultContent()

    await (await button(app, 'Disconnect')).click()
    await app.switchTo().frame(frame)
    await app.wait(async () => (await appPrimary(app)) === '10, 20, 30', TIMEOUT)
    await app.switchTo().defaultContent()
  })

  it('reports a page that refuses frames and opens it in a second native window', async () => {
    const app = await launchApp()
    const main = await app.getWindowHandle()
    await connectTo(app, `${appOrigin}/refusing`)
    await waitForStatus(app, 'This page cannot be shown in a frame')
    await waitForText(app, SNIPPET)
    expect(await app.findElements(By.css('iframe[data-live-app-frame]'))).toEqual([])

    await (await button(app, 'Open in a window')).click()
    await waitForStatus(app, 'Connected: the page uses shadcn/ui variables.')
    const handles = await app.getAllWindowHandles()
    expect(handles).toHaveLength(2)
    const appWindow = handles.find((handle) => handle !== main) as string

    await editPrimary(app, EDITED)
    await app.switchTo().window(appWindow)
    expect(await app.executeScript('return [location.href, window.opener !== null]')).toEqual([
      `${appOrigin}/refusing`,
      true,
    ])
    await app.wait(async () => EDITED_RGB.test(await appPrimary(app)), TIMEOUT)
    // The app's window is granted no command of the shell.
    const call = await app.executeAsyncScript<string>(`
      const done = arguments[arguments.length - 1]
      const internals = window.__TAURI_INTERNALS__
      if (!internals) return done('no IPC')
      internals.invoke('plugin:clipboard-manager|write_text', { text: 'x' }).then(
        () => done('allowed'), (error) => done('refused: ' + error))`)
    expect(call).not.toBe('allowed')
    await app.switchTo().window(main)
  })

  it('opens no window for any other address, even when the user asks', async () => {
    const app = await launchApp()
    await waitForHeading(app, 'Themes')
    // A click of the user's, so that only the shell, not the popup rule, can refuse the window.
    await app.executeScript(
      `
      const opener = document.createElement('button')
      opener.textContent = 'Open another page'
      opener.onclick = () => { window.openedOther = window.open(arguments[0], 'other') !== null }
      document.body.append(opener)`,
      `${appOrigin}/`,
    )
    await (await button(app, 'Open another page')).click()
    await app.wait(() => app.executeScript('return window.openedOther !== undefined'), TIMEOUT)
    expect(await app.executeScript('return window.openedOther')).toBe(false)
    expect(await app.getAllWindowHandles()).toHaveLength(1)
  })
})
