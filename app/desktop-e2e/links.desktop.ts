import { describe, expect, it } from 'vitest'
import { invoke, launchApp, link, openedUrls, TIMEOUT, waitForHeading } from './app'

/*
 * Links leave the app through the opener plugin, which runs the system's `xdg-open`; the suite
 * puts a stub of that program first on the app's PATH, which writes down each address it gets.
 */

describe('links in the desktop window', () => {
  it('opens an About page link in the system browser and stays on the page', async () => {
    const app = await launchApp()
    await app.get('tauri://localhost/about')
    await waitForHeading(app, 'About')
    const before = openedUrls()
    await (await link(app, 'theme-o-rama on npm')).click()
    await app.wait(() => openedUrls().length > before.length, TIMEOUT)
    expect(openedUrls().slice(before.length)).toEqual([
      'https://www.npmjs.com/package/theme-o-rama',
    ])
    // The webview itself did not navigate away.
    expect(await app.getCurrentUrl()).toBe('tauri://localhost/about')
  })

  it('refuses anything but https, as the capability says', async () => {
    const app = await launchApp()
    await waitForHeading(app, 'Themes')
    const before = openedUrls()
    for (const url of ['http://127.0.0.1:9/page', 'file:///etc/passwd', 'javascript:alert(1)']) {
      const result = (await invoke(app, 'plugin:opener|open_url', { url })) as { ok: boolean }
      expect(result.ok, url).toBe(false)
    }
    expect(openedUrls()).toEqual(before)
  })
})
