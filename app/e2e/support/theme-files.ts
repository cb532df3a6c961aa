import type { Page } from '@playwright/test'
import { makeGradientPng } from '../fakes/fake-openai'

/** A working theme with its own colours and an embedded background image (stored on opening). */
export const HARBOUR_WITH_IMAGE = JSON.stringify({
  name: 'harbour',
  displayName: 'Harbour',
  schemaVersion: 1,
  inherits: 'light',
  colors: { background: 'rgb(12, 34, 56)' },
  backgroundImage: `data:image/png;base64,${makeGradientPng(16).toString('base64')}`,
})

/** Open Theme, confirm, and give the file chooser a file holding `content`. */
export async function openThemeFile(page: Page, content: string | Buffer) {
  await page.getByRole('button', { name: 'Open Theme' }).click()
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('alertdialog').getByRole('button', { name: 'Open Theme' }).click()
  await (
    await chooser
  ).setFiles({ name: 'theme.json', mimeType: 'application/json', buffer: Buffer.from(content) })
}

/** The page's background image as painted (a stored image shows as url("blob:…")). */
export function backgroundImageOf(page: Page) {
  return page.evaluate(() => getComputedStyle(document.documentElement).backgroundImage)
}
