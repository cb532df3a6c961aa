import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { By, until } from 'selenium-webdriver'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { launchApp, TIMEOUT, waitForHeading } from './app'

/*
 * A very large background in the desktop window: WebKitGTK makes the screen-sized copy in a
 * worker as Chromium does, and the page shows that copy while the theme keeps the original.
 */
describe('a very large background image in the desktop window', () => {
  it('is shown through a screen-sized copy', async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'theme-a-roo-large-')), 'large.png')
    await writeFile(
      file,
      await sharp({ create: { width: 6000, height: 4500, channels: 3, background: '#3a6ea5' } })
        .png()
        .toBuffer(),
    )
    const app = await launchApp()
    await app.get('tauri://localhost/background-editor')
    await waitForHeading(app, 'Background Editor')
    const input = await app.wait(
      until.elementLocated(By.css('input[type="file"][aria-label="Background image file"]')),
      TIMEOUT,
    )
    await input.sendKeys(file)

    const preview = await app.wait(
      until.elementLocated(By.css('img[alt="Current background image"]')),
      TIMEOUT,
    )
    await app.wait(
      () =>
        app.executeScript<boolean>(
          'return arguments[0].complete && arguments[0].naturalWidth > 0',
          preview,
        ),
      TIMEOUT,
    )
    const [width, height] = await app.executeScript<[number, number]>(
      'return [arguments[0].naturalWidth, arguments[0].naturalHeight]',
      preview,
    )
    expect(width).toBeLessThan(6000)
    expect(width).toBeGreaterThanOrEqual(2000)
    expect(width / height).toBeCloseTo(6000 / 4500, 2)

    const [pageImage, stored] = await app.executeScript<[string, string]>(`return [
      getComputedStyle(document.documentElement).backgroundImage,
      JSON.parse(localStorage.getItem('working-theme')).backgroundImage]`)
    // Stored by content; the page shows a screen-sized copy through an address of its own.
    expect(stored).toMatch(/^stored-image:[0-9a-f]{64}$/)
    expect(pageImage).toMatch(/blob:/)
  })
})
