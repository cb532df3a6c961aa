import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { Builder, By, until, type WebDriver, type WebElement } from 'selenium-webdriver'
import { expect, inject, type TestContext } from 'vitest'

/*
 * The real desktop app, started by tauri-driver for each test. Its data folder is emptied
 * first (unless a test continues a previous session's data), so every test starts as a new user.
 */

export const TIMEOUT = 15_000

/** Every page: its path, title, sidebar entry (the wizard has none) and what shows once loaded. */
export const ROUTES = [
  { path: '/', title: 'Themes', nav: 'Themes', loaded: '[data-testid="theme-card-dark"]' },
  {
    path: '/json-editor',
    title: 'JSON Editor',
    nav: 'JSON Editor',
    loaded: '.monaco-editor .view-lines',
  },
  {
    path: '/designer',
    title: 'Designer',
    nav: 'Designer',
    loaded: '[data-field="colors.primary"]',
  },
  {
    path: '/background-editor',
    title: 'Background Editor',
    nav: 'Background',
    loaded: '.react-colorful',
  },
  { path: '/components', title: 'Components', nav: 'Components', loaded: 'h1' },
  { path: '/tables', title: 'Tables', nav: 'Tables', loaded: 'table' },
  { path: '/dialogs', title: 'Dialogs', nav: 'Dialogs', loaded: 'h1' },
  { path: '/about', title: 'About', nav: 'About', loaded: 'textarea' },
  { path: '/prepare-nft', title: 'Theme NFT', nav: undefined, loaded: 'textarea' },
] as const

/** The app the current test started last; setup.ts closes it after each test. */
let session: WebDriver | undefined

export async function launchApp({ keepData = false } = {}): Promise<WebDriver> {
  // The webview keeps localStorage and IndexedDB under the data folder; its caches can stay.
  if (!keepData) {
    rmSync(join(inject('appHome'), 'data'), {
      recursive: true,
      force: true,
      maxRetries: 10,
      retryDelay: 200,
    })
  }
  const driver = await new Builder()
    .usingServer(inject('driverUrl'))
    .withCapabilities({
      browserName: 'wry',
      'tauri:options': { application: inject('application') },
    })
    .build()
  await driver.manage().setTimeouts({ script: 30_000 })
  session = driver
  return driver
}

/**
 * Waits for the page's h1 to say `text`. Text is read from the DOM: WebKitWebDriver's own text
 * reading answers '' for headings and buttons here.
 */
export async function waitForHeading(driver: WebDriver, text: string): Promise<void> {
  await driver
    .wait(
      async () =>
        (await driver.executeScript<string | null>(
          `return document.querySelector('h1')?.textContent ?? null`,
        )) === text,
      TIMEOUT,
    )
    .catch(async (error: Error) => {
      const shown = await driver.executeScript<string | null>(
        `return document.querySelector('h1')?.textContent ?? null`,
      )
      throw new Error(`Expected the page heading "${text}", found ${JSON.stringify(shown)}`, {
        cause: error,
      })
    })
}

const quoted = (text: string) => (text.includes("'") ? `"${text}"` : `'${text}'`)

export function button(driver: WebDriver, name: string): Promise<WebElement> {
  return driver.wait(
    until.elementLocated(
      By.xpath(`//button[normalize-space()=${quoted(name)} or @aria-label=${quoted(name)}]`),
    ),
    TIMEOUT,
  )
}

/** A link whose text, or the text of one of its parts, is `name`. */
export function link(driver: WebDriver, name: string): Promise<WebElement> {
  const text = quoted(name)
  return driver.wait(
    until.elementLocated(
      By.xpath(`//a[normalize-space()=${text} or .//*[normalize-space()=${text}]]`),
    ),
    TIMEOUT,
  )
}

/** Waits for a toast (or any status text) with exactly this text. */
export async function waitForText(driver: WebDriver, text: string): Promise<WebElement> {
  return driver.wait(
    until.elementLocated(By.xpath(`//*[normalize-space(text())=${quoted(text)}]`)),
    TIMEOUT,
  )
}

/** Fills a labelled field the way typing would (the field fires its input events). */
export async function fillField(driver: WebDriver, label: string, value: string) {
  const field = await driver.wait(
    // A label's own text, so that a required mark beside it does not count.
    until.elementLocated(By.xpath(`//label[normalize-space(text())=${quoted(label)}]`)),
    TIMEOUT,
  )
  const id = await field.getAttribute('for')
  if (!id) throw new Error(`The label "${label}" names no field`)
  const input = await driver.findElement(By.id(id))
  await input.clear()
  await input.sendKeys(value)
}

export function bodyBackground(driver: WebDriver): Promise<string> {
  return driver.executeScript('return getComputedStyle(document.body).backgroundColor')
}

/** Calls a desktop command the way the app's platform layer does. */
export function invoke(driver: WebDriver, command: string, args: object = {}): Promise<unknown> {
  return driver.executeAsyncScript(
    `const done = arguments[arguments.length - 1]
     window.__TAURI_INTERNALS__.invoke(arguments[0], arguments[1]).then(
       (value) => done({ ok: true, value }),
       (error) => done({ ok: false, error: String(error) }),
     )`,
    command,
    args,
  )
}

/** Puts text on the system clipboard through the app's clipboard plugin. */
export async function setClipboard(driver: WebDriver, text: string) {
  expect(await invoke(driver, 'plugin:clipboard-manager|write_text', { text })).toEqual({
    ok: true,
    value: null,
  })
}

interface Problem {
  kind: string
  text: string
  page: string
}

/**
 * What the webview's console reported as a problem since the session started (CSP violations,
 * uncaught errors, unhandled rejections). Fails when the build carries no probe, so an empty list
 * always means nothing went wrong rather than nothing was recorded.
 */
export async function consoleProblems(driver: WebDriver): Promise<Problem[]> {
  const [installed, problems] = await driver.executeScript<[string | null, string | null]>(
    `return [sessionStorage.getItem('desktop-test-probe-installed'), sessionStorage.getItem('desktop-test-probe')]`,
  )
  expect(installed, 'the desktop test probe runs in this build').toBe('1')
  return JSON.parse(problems ?? '[]') as Problem[]
}

export async function expectNoConsoleProblems(driver: WebDriver) {
  expect(await consoleProblems(driver)).toEqual([])
}

/** Where screenshots of the real window go (failures and the page gallery). */
export const SCREENSHOTS = join(import.meta.dirname, '..', 'test-results', 'desktop')

export async function saveScreenshot(driver: WebDriver, name: string): Promise<string> {
  mkdirSync(SCREENSHOTS, { recursive: true })
  const file = join(SCREENSHOTS, `${name.replace(/[^a-z0-9-]+/gi, '-')}.png`)
  writeFileSync(file, Buffer.from(await driver.takeScreenshot(), 'base64'))
  return file
}

/**
 * Ends the test's session: a screenshot when it failed, then the check that the console stayed
 * clean, then the window closes whatever happened.
 */
export async function closeApp(context: TestContext) {
  const driver = session
  session = undefined
  if (!driver) return
  try {
    if (context.task.result?.state === 'fail') {
      console.log(`screenshot: ${await saveScreenshot(driver, `failed-${context.task.name}`)}`)
    }
    await expectNoConsoleProblems(driver)
  } finally {
    await driver.quit()
  }
}

/** Every address the app has handed to the system opener so far, oldest first. */
export function openedUrls(): string[] {
  try {
    return readFileSync(inject('openerLog'), 'utf8').split('\n').filter(Boolean)
  } catch {
    return []
  }
}
