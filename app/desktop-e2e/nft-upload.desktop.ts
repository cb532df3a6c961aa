import { createHash } from 'node:crypto'
import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { By, Key, until } from 'selenium-webdriver'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeGradientPng } from '../e2e/fakes/fake-openai'
import { startFakePinata, type FakePinata } from '../e2e/fakes/fake-pinata'
import {
  button,
  fillField,
  launchApp,
  link,
  openedUrls,
  TIMEOUT,
  waitForHeading,
  waitForText,
} from './app'

/*
 * The wizard from the desktop window: an icon chosen through the webview's file input, uploaded
 * by the official SDK to the fake Pinata on 127.0.0.1:4320 (the test build's CSP allows exactly
 * that address), then the uploaded file's link, which the shell hands to the system opener only
 * for https addresses.
 */
const JWT = 'desktop-test-jwt'

let fake: FakePinata
beforeAll(async () => {
  fake = await startFakePinata({ port: 4320, jwt: JWT })
})

afterAll(async () => {
  await fake?.close()
})

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

describe('the Theme NFT wizard in the desktop window', () => {
  it('uploads the icon chosen from disk to the storage provider', async () => {
    const icon = makeGradientPng(48)
    const iconFile = join(await mkdtemp(join(tmpdir(), 'theme-a-roo-icon-')), 'icon.png')
    await writeFile(iconFile, icon)

    const app = await launchApp()
    await waitForHeading(app, 'Themes')
    await app.executeScript(`
      localStorage.setItem('nft-collection-info', JSON.stringify({
        description: 'Calm', author: 'Ada', sponsor: 'Guild', baseName: 'design' }))`)
    await (await button(app, 'Prepare NFT')).click()
    await waitForHeading(app, 'Theme NFT')
    await (await button(app, 'Next')).click()

    // The webview's own file input, given a path the way the file picker would.
    const input = await app.wait(
      until.elementLocated(By.css('input[type="file"][aria-label="Custom NFT Icon file"]')),
      TIMEOUT,
    )
    await input.sendKeys(iconFile)
    await waitForText(app, 'NFT Icon: Ready')
    // The icon's toast opens over the Next button at this window size, a moment after the icon
    // shows, and would take a click meant for the button: press it from the keyboard.
    await waitForText(app, 'Image uploaded successfully')
    await (await button(app, 'Next')).sendKeys(Key.ENTER)

    await fillField(app, 'JWT Token', JWT)
    // The token is masked until the user asks to see it.
    const jwtField = await app.findElement(By.css('input[placeholder="Paste your Pinata JWT"]'))
    expect(await jwtField.getAttribute('type')).toBe('password')
    await (await button(app, 'Show JWT')).click()
    expect(await jwtField.getAttribute('type')).toBe('text')
    expect(await jwtField.getAttribute('value')).toBe(JWT)
    await fillField(app, 'Gateway URL', fake.gatewayUrl)
    await (await button(app, 'Upload to Pinata')).click()
    await waitForText(app, 'Files uploaded successfully')
    expect(fake.files.map((file) => [file.name, file.sha256])).toEqual([
      ['design.png', sha256(icon)],
    ])

    // The link to the pinned file is the gateway's plain-http address here: the opener's
    // capability allows https only, so the shell refuses it and the user is told.
    const upload = await link(app, 'design.png')
    expect(await upload.getAttribute('href')).toBe(`${fake.gatewayUrl}/ipfs/${fake.files[0]?.cid}`)
    const opened = openedUrls()
    await upload.click()
    await waitForText(app, 'Failed to open link')
    expect(openedUrls()).toEqual(opened)
  })
})
