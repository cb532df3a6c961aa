import { By } from 'selenium-webdriver'
import { describe, expect, it } from 'vitest'
import { button, launchApp, setClipboard, TIMEOUT, waitForHeading, waitForText } from './app'

/*
 * The clipboard plugin would answer any script at any time; the app reads the clipboard only
 * right after the user clicks or presses a key to paste, as a browser would let it.
 */

const IMAGE_URL = 'https://images.example.com/from-the-clipboard.png'

describe('the clipboard in the desktop window', () => {
  it('pastes an image address when the user presses Paste, and not for a made-up click', async () => {
    const app = await launchApp()
    await app.get('tauri://localhost/background-editor')
    await waitForHeading(app, 'Background Editor')
    await setClipboard(app, IMAGE_URL)
    const field = await app.findElement(By.css('input[aria-label="Image URL"]'))

    // A click a script makes is not the user's: nothing is read.
    await app.executeScript(
      `document.querySelector('button[aria-label="Paste from clipboard"]').click()`,
    )
    await waitForText(app, 'Failed to read from clipboard')
    expect(await field.getAttribute('value')).toBe('')

    await (await button(app, 'Paste from clipboard')).click()
    await app.wait(async () => (await field.getAttribute('value')) === IMAGE_URL, TIMEOUT)
  })
})
