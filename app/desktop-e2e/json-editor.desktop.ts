import { By, Key, until, type WebDriver } from 'selenium-webdriver'
import { describe, expect, it } from 'vitest'
import { bodyBackground, button, launchApp, setClipboard, TIMEOUT, waitForHeading } from './app'

/*
 * The JSON editor in the webview: Monaco and its workers must load under the shell's CSP, the
 * schema checks (which run in the JSON worker) must report, and Apply must recolour the window.
 */

function themeJson(fields: Record<string, unknown>) {
  return JSON.stringify(
    { name: 'edited', displayName: 'Edited', schemaVersion: 1, inherits: 'light', ...fields },
    null,
    2,
  )
}

/** Presses keys with Ctrl held (WebKitWebDriver ignores chords sent to an element). */
async function withControl(app: WebDriver, key: string) {
  await app.actions().keyDown(Key.CONTROL).sendKeys(key).keyUp(Key.CONTROL).perform()
}

/** Replaces the editor's text by select-all and a paste from the system clipboard. */
async function replaceEditorText(app: WebDriver, text: string) {
  await setClipboard(app, text)
  await app.findElement(By.css('.monaco-editor .view-lines')).click()
  await app.wait(
    () => app.executeScript(`return document.activeElement?.closest('.monaco-editor') != null`),
    TIMEOUT,
    'the editor takes focus when clicked',
  )
  await withControl(app, 'a')
  await app.actions().sendKeys(Key.DELETE).perform()
  await withControl(app, 'v')
  const firstLine = text.split('\n')[1]?.trim() ?? text
  await app.wait(
    async () => (await editorText(app)).includes(firstLine),
    TIMEOUT,
    `the editor shows the pasted text (${firstLine})`,
  )
}

/** The visible lines' text; Monaco draws spaces as no-break spaces. */
async function editorText(app: WebDriver): Promise<string> {
  const text = await app.executeScript<string>(
    `return document.querySelector('.monaco-editor .view-lines')?.textContent ?? ''`,
  )
  return text.replace(/\u00a0/g, ' ')
}

/** The message of the first problem Monaco lists, read with F8 (next problem). */
async function firstProblem(app: WebDriver): Promise<string> {
  await withControl(app, Key.HOME)
  await app.actions().sendKeys(Key.F8).perform()
  const message = await app.wait(until.elementLocated(By.css('.marker-widget .message')), TIMEOUT)
  const text = await message.getAttribute('textContent')
  await app.actions().sendKeys(Key.ESCAPE).perform()
  return text ?? ''
}

describe('the JSON editor in the desktop window', () => {
  it('loads Monaco with its workers, reports schema errors, and Apply recolours the window', async () => {
    const app = await launchApp()
    await waitForHeading(app, 'Themes')
    await app.findElement(By.xpath("//nav//a[normalize-space()='JSON Editor']")).click()
    await waitForHeading(app, 'JSON Editor')
    await app.wait(
      async () => (await editorText(app)).includes('"schemaVersion": 1'),
      TIMEOUT,
      'the editor shows the working theme',
    )

    // A wrong type: the JSON worker checks the document against the theme schema.
    await replaceEditorText(app, themeJson({ colors: { background: 5 } }))
    await app.wait(
      until.elementLocated(By.css('.monaco-editor .squiggly-error')),
      TIMEOUT,
      'the wrong type is underlined',
    )
    expect(await firstProblem(app)).toBe('Incorrect type. Expected "string".')

    const before = await bodyBackground(app)
    await replaceEditorText(app, themeJson({ colors: { background: 'rgb(20, 90, 60)' } }))
    await app.wait(async () => {
      const errors = await app.findElements(By.css('.monaco-editor .squiggly-error'))
      return errors.length === 0
    }, TIMEOUT)
    await (await button(app, 'Apply Theme')).click()
    await app.wait(async () => (await bodyBackground(app)) === 'rgb(20, 90, 60)', TIMEOUT)
    expect(before).not.toBe('rgb(20, 90, 60)')

    // Applied means saved: the window shows it again after a reload.
    await app.navigate().refresh()
    await waitForHeading(app, 'JSON Editor')
    expect(await bodyBackground(app)).toBe('rgb(20, 90, 60)')
  })
})
