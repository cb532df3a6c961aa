import { By, until, type WebDriver } from 'selenium-webdriver'
import { describe, expect, it } from 'vitest'
import { bodyBackground, launchApp, ROUTES, saveScreenshot, TIMEOUT, waitForHeading } from './app'

/*
 * Every page as WebKitGTK draws it, in a light and a dark theme and at phone width, saved under
 * app/test-results/desktop/ for a person to look at. The checks are the ones a glance makes:
 * the page is there, in the chosen theme's colours, and nothing spills past the window's width.
 */

async function chooseTheme(app: WebDriver, name: string): Promise<string> {
  await app.get('tauri://localhost/')
  await waitForHeading(app, 'Themes')
  const before = await bodyBackground(app)
  const card = await app.wait(
    until.elementLocated(By.css(`[data-testid="theme-card-${name}"] [aria-pressed]`)),
    TIMEOUT,
  )
  await card.click()
  await app.wait(async () => (await card.getAttribute('aria-pressed')) === 'true', TIMEOUT)
  if (name !== 'light') await app.wait(async () => (await bodyBackground(app)) !== before, TIMEOUT)
  return bodyBackground(app)
}

/** Widest element edge beyond the window's width, in CSS pixels (0 when nothing spills). */
function horizontalOverflow(app: WebDriver): Promise<number> {
  return app.executeScript(
    `return Math.max(0, document.documentElement.scrollWidth - document.documentElement.clientWidth)`,
  )
}

async function photographEveryPage(app: WebDriver, label: string, background: string) {
  for (const { path: route, title, loaded } of ROUTES) {
    await app.get(`tauri://localhost${route}`)
    await waitForHeading(app, title)
    await app.wait(until.elementLocated(By.css(loaded)), TIMEOUT)
    await app.executeScript('return document.fonts.ready.then(() => true)')
    expect(await bodyBackground(app), `${route} keeps the theme`).toBe(background)
    expect(await horizontalOverflow(app), `${route} fits the window`).toBe(0)
    await saveScreenshot(app, `${label}${route === '/' ? '-themes' : route.replace('/', '-')}`)
  }
}

describe('every page in the WebKitGTK window', () => {
  it('in a light and a dark theme, at the window size the app opens with', async () => {
    const app = await launchApp()
    await waitForHeading(app, 'Themes')
    await photographEveryPage(app, 'light', await chooseTheme(app, 'light'))
    await photographEveryPage(app, 'dark', await chooseTheme(app, 'dark'))
  })

  it('at phone width', async () => {
    const app = await launchApp()
    await waitForHeading(app, 'Themes')
    await app.manage().window().setRect({ width: 390, height: 844 })
    await app.wait(
      async () => (await app.executeScript<number>('return innerWidth')) <= 400,
      TIMEOUT,
    )
    await photographEveryPage(app, 'phone-glass-dark', await chooseTheme(app, 'glass-dark'))
  })
})
