import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { By, until, type WebDriver } from 'selenium-webdriver'
import { beforeEach, describe, expect, it } from 'vitest'
import { makeGradientPng } from '../e2e/fakes/fake-openai'
import {
  bodyBackground,
  button,
  fillField,
  launchApp,
  TIMEOUT,
  waitForHeading,
  waitForText,
} from './app'
import { cancelFileChooser, chooseFileToOpen, chooseFileToSave } from './file-chooser'

/*
 * Open Theme, Save Theme as... and Download PNG through the real dialog and fs plugins: the GTK
 * file chooser is answered under the virtual display, then the file on disk (or the opened theme)
 * is checked. This proves the capability, the permissions and the file scope that a dialog grants.
 */

let folder: string

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'theme-a-roo-files-'))
})

function dialog(app: WebDriver, name: string) {
  return app.wait(
    until.elementLocated(By.xpath(`//*[@role='dialog'][.//h2[normalize-space()='${name}']]`)),
    TIMEOUT,
  )
}

/** The confirmation that opening a file replaces the working theme. */
function alertDialog(app: WebDriver) {
  return app.wait(until.elementLocated(By.css('[role="alertdialog"]')), TIMEOUT)
}

/**
 * Presses the confirmation's button once it takes clicks: on a busy machine WebKit's driver can
 * find the dialog a moment before its button is interactable.
 */
async function confirmWith(app: WebDriver, label: string) {
  const dialog = await alertDialog(app)
  const confirm = await dialog.findElement(By.xpath(`.//button[normalize-space()='${label}']`))
  await app.wait(async () => {
    try {
      await confirm.click()
      return true
    } catch (error) {
      if ((error as Error).name === 'ElementNotInteractableError') return false
      throw error
    }
  }, TIMEOUT)
}

async function toastTexts(app: WebDriver): Promise<string[]> {
  return app.executeScript(
    `return [...document.querySelectorAll('[data-sonner-toast]')].map((toast) => toast.textContent.trim())`,
  )
}

async function openThemesPage() {
  const app = await launchApp()
  await waitForHeading(app, 'Themes')
  return app
}

describe('native file dialogs', () => {
  it('Save Theme as... writes the renamed working theme where the user chose', async () => {
    const app = await openThemesPage()
    await fillField(app, 'Working Theme Name', 'Ocean Breeze')
    await (await button(app, 'Save Theme as...')).click()
    const saveDialog = await dialog(app, 'Save Theme as...')
    await (await saveDialog.findElement(By.xpath(".//button[normalize-space()='Save']"))).click()

    const target = join(folder, 'my-ocean.json')
    await chooseFileToSave(target)
    await waitForText(app, 'Theme saved successfully!')
    const saved = JSON.parse(await readFile(target, 'utf8')) as Record<string, unknown>
    expect(saved).toMatchObject({
      displayName: 'Ocean Breeze',
      name: 'ocean-breeze',
      schemaVersion: 1,
    })
    // The name the user typed is still theirs after saving.
    await app.navigate().refresh()
    await waitForHeading(app, 'Themes')
    const name = await app.findElement(
      By.xpath("//input[@id=//label[normalize-space()='Working Theme Name']/@for]"),
    )
    expect(await name.getAttribute('value')).toBe('Ocean Breeze')
  })

  it('cancelling the save dialog is not an error and writes nothing', async () => {
    const app = await openThemesPage()
    await (await button(app, 'Save Theme as...')).click()
    const saveDialog = await dialog(app, 'Save Theme as...')
    await (await saveDialog.findElement(By.xpath(".//button[normalize-space()='Save']"))).click()
    await cancelFileChooser('Save File')
    await app.sleep(500)
    expect(await toastTexts(app)).toEqual([])
    // The app still answers: the next action works.
    await (await button(app, 'Save Theme as...')).isDisplayed()
  })

  it('Open Theme reads the chosen file into the working theme; cancelling keeps the old one', async () => {
    const theme = {
      name: 'harbour',
      displayName: 'Harbour',
      schemaVersion: 1,
      inherits: 'dark',
      mostLike: 'dark',
      colors: { background: 'rgb(10, 40, 70)' },
    }
    const file = join(folder, 'harbour.json')
    await writeFile(file, JSON.stringify(theme, null, 2))
    const app = await openThemesPage()

    // Cancel first: nothing changes and nothing is reported.
    const before = await bodyBackground(app)
    await (await button(app, 'Open Theme')).click()
    await confirmWith(app, 'Open Theme')
    await cancelFileChooser('Open File')
    await app.sleep(500)
    expect(await bodyBackground(app)).toBe(before)
    expect(await toastTexts(app)).toEqual([])

    await (await button(app, 'Open Theme')).click()
    await confirmWith(app, 'Open Theme')
    await chooseFileToOpen(file)
    await app.wait(async () => (await bodyBackground(app)) === 'rgb(10, 40, 70)', TIMEOUT)
    const name = await app.findElement(
      By.xpath("//input[@id=//label[normalize-space()='Working Theme Name']/@for]"),
    )
    await app.wait(async () => (await name.getAttribute('value')) === 'Harbour', TIMEOUT)
  })

  it('Download PNG in the wizard writes the preview image where the user chose', async () => {
    const app = await openThemesPage()
    await app.executeScript(`
      localStorage.setItem('nft-collection-info', JSON.stringify({
        description: 'Calm', author: 'Ada', sponsor: 'Guild', baseName: 'design' }))
      sessionStorage.setItem('nft-wizard-step', '2')`)
    await app.get('tauri://localhost/prepare-nft')
    await waitForHeading(app, 'Theme NFT')
    await (await button(app, 'Download PNG')).click()
    const target = join(folder, 'preview.png')
    await chooseFileToSave(target)
    await waitForText(app, 'Image saved successfully.')
    const png = await readFile(target)
    expect(png.subarray(0, 8)).toEqual(makeGradientPng(1).subarray(0, 8))
    // Saved at twice the on-screen 320x320 (IHDR holds width and height, big-endian).
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([640, 640])
    // And painted: the card's centre is opaque once the webview decodes the file.
    const centreAlpha = await app.executeAsyncScript<number>(
      `const done = arguments[arguments.length - 1]
       const image = new Image()
       image.onload = () => {
         const canvas = document.createElement('canvas')
         canvas.width = image.naturalWidth
         canvas.height = image.naturalHeight
         const context = canvas.getContext('2d')
         context.drawImage(image, 0, 0)
         done(context.getImageData(320, 320, 1, 1).data[3])
       }
       image.onerror = () => done(-1)
       image.src = 'data:image/png;base64,' + arguments[0]`,
      png.toString('base64'),
    )
    expect(centreAlpha).toBe(255)
  })
})
