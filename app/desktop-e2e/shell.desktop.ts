import { By, until, type WebDriver } from 'selenium-webdriver'
import { describe, expect, it } from 'vitest'
import { bodyBackground, button, invoke, launchApp, ROUTES, TIMEOUT, waitForHeading } from './app'

/* The window itself: where it opens, its routes, reloads, theme switching, a restart. */

const path = (app: WebDriver) => app.executeScript<string>('return location.pathname')

function themeCard(app: WebDriver, name: string) {
  return app.wait(
    until.elementLocated(By.css(`[data-testid="theme-card-${name}"] [aria-pressed]`)),
    TIMEOUT,
  )
}

describe('the desktop window', () => {
  it('opens on the Themes page, painted, with Prepare NFT among the actions', async () => {
    const started = performance.now()
    const app = await launchApp()
    await waitForHeading(app, 'Themes')
    await themeCard(app, 'dark')
    // The first frame with the theme grid in it, measured from asking tauri-driver for a window.
    await app.executeAsyncScript('requestAnimationFrame(() => arguments[0]())')
    console.log(`start-up to painted Themes page: ${Math.round(performance.now() - started)} ms`)

    expect(await app.getCurrentUrl()).toMatch(/^tauri:\/\/localhost\/?$/)
    expect(await path(app)).toBe('/')
    expect(await app.getTitle()).toBe('Themes · Theme-a-roo')
    await (await button(app, 'Prepare NFT')).click()
    await waitForHeading(app, 'Theme NFT')
    expect(await path(app)).toBe('/prepare-nft')
  })

  it('lets no script in it reach the app, window, menu or tray commands', async () => {
    const app = await launchApp()
    await waitForHeading(app, 'Themes')
    // Each of these is in core:default, which the window is not granted.
    const commands: [string, object][] = [
      ['plugin:app|version', {}],
      ['plugin:window|title', { label: 'main' }],
      ['plugin:menu|new', { kind: 'Menu', options: {} }],
      ['plugin:tray|new', { options: {} }],
      ['plugin:event|listen', { event: 'tauri://focus', target: { kind: 'Any' }, handler: 0 }],
    ]
    for (const [command, args] of commands) {
      expect(await invoke(app, command, args), command).toEqual({
        ok: false,
        error: expect.stringMatching(/not allowed/) as unknown,
      })
    }
  })

  it('reaches every page from the sidebar, and each survives a reload', async () => {
    const app = await launchApp()
    await waitForHeading(app, 'Themes')
    for (const { nav: entry, path: route, title } of ROUTES.filter((page) => page.nav)) {
      const nav = await app.findElement(By.css('nav'))
      await (await nav.findElement(By.xpath(`.//a[normalize-space()='${entry}']`))).click()
      await waitForHeading(app, title)
      expect(await path(app)).toBe(route)
      await app.navigate().refresh()
      await waitForHeading(app, title)
      expect(await path(app)).toBe(route)
    }
    // The wizard's route too, which only the desktop shell offers.
    await app.get('tauri://localhost/prepare-nft')
    await waitForHeading(app, 'Theme NFT')
    await app.navigate().refresh()
    await waitForHeading(app, 'Theme NFT')
  })

  it('recolours the window for each chosen theme and remembers the choice after a restart', async () => {
    const app = await launchApp()
    await waitForHeading(app, 'Themes')
    const seen = new Set([await bodyBackground(app)])
    for (const name of ['dark', 'colorful', 'light']) {
      const before = await bodyBackground(app)
      await (await themeCard(app, name)).click()
      await app.wait(async () => (await bodyBackground(app)) !== before, TIMEOUT)
      expect(await (await themeCard(app, name)).getAttribute('aria-pressed')).toBe('true')
      seen.add(await bodyBackground(app))
    }
    expect(seen.size).toBe(4)

    const before = await bodyBackground(app)
    await (await themeCard(app, 'dark')).click()
    await app.wait(async () => (await bodyBackground(app)) !== before, TIMEOUT)
    const dark = await bodyBackground(app)
    await app.quit()
    const restarted = await launchApp({ keepData: true })
    await waitForHeading(restarted, 'Themes')
    expect(await (await themeCard(restarted, 'dark')).getAttribute('aria-pressed')).toBe('true')
    expect(await bodyBackground(restarted)).toBe(dark)
  })
})
