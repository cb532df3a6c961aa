import { By, Key, type WebDriver } from 'selenium-webdriver'
import { describe, expect, it } from 'vitest'
import {
  button,
  invoke,
  launchApp,
  setClipboard,
  TIMEOUT,
  waitForHeading,
  waitForText,
} from './app'

/*
 * No script in the window can read the clipboard: the shell grants no clipboard read, and
 * WebKitGTK refuses the web clipboard API's read even in answer to a click. Only the user's own
 * paste (Ctrl+V, the context menu) hands the page the clipboard's text, and the paste button gets
 * the field ready for it.
 */

const IMAGE_URL = 'https://images.example.com/from-the-clipboard.png'

async function openBackgroundEditor(app: WebDriver) {
  await app.get('tauri://localhost/background-editor')
  await waitForHeading(app, 'Background Editor')
  return app.findElement(By.css('input[aria-label="Image URL"]'))
}

/** Ctrl+V as the user presses it, into whatever has the focus (its selection kept). */
async function pressPasteKeys(app: WebDriver) {
  await app.actions().keyDown(Key.CONTROL).sendKeys('v').keyUp(Key.CONTROL).perform()
}

describe('the clipboard in the desktop window', () => {
  it('cannot be read by a script, through the shell or the web API', async () => {
    const app = await launchApp()
    await openBackgroundEditor(app)
    await setClipboard(app, IMAGE_URL)

    expect(await invoke(app, 'plugin:clipboard-manager|read_text')).toEqual({
      ok: false,
      error: expect.stringContaining('not allowed') as unknown,
    })
    const webRead = await app.executeAsyncScript<string>(
      `const done = arguments[arguments.length - 1]
       navigator.clipboard.readText().then((text) => done('read: ' + text), (error) => done(error.name))`,
    )
    expect(webRead).toBe('NotAllowedError')
  })

  it('pastes what the user pastes after pressing the paste button, trimmed', async () => {
    const app = await launchApp()
    const field = await openBackgroundEditor(app)
    await field.sendKeys('https://images.example.com/old.png')

    await setClipboard(app, '   ')
    await (await button(app, 'Paste from clipboard')).click()
    await waitForText(app, 'Press Ctrl+V to paste the image address')
    await pressPasteKeys(app)
    await waitForText(app, 'No text found in clipboard')
    expect(await field.getAttribute('value')).toBe('https://images.example.com/old.png')

    await setClipboard(app, `  ${IMAGE_URL}\n`)
    await (await button(app, 'Paste from clipboard')).click()
    await pressPasteKeys(app)
    // The button selected the field's text, so the paste replaced it.
    await app.wait(async () => (await field.getAttribute('value')) === IMAGE_URL, TIMEOUT)
  })
})
