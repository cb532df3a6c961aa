import type { Page } from '@playwright/test'
import { makeGradientPng } from './fakes/fake-openai'
import { computedColor, rootVariable } from './support/css'
import { expect, pageHeading, test } from './support/fixtures'
import { backgroundImageOf, openThemeFile } from './support/theme-files'

/*
 * A theme that names its background image as a file beside it (as Sage's themes do) opens
 * without it; supplying that file, from the 'Background Image Required' dialog or from the
 * Background page, gives the theme its own look: the image, under the theme's own tint.
 */

const TINT = 'rgba(255,255,255,0.1)'

const NAMES_ITS_IMAGE = JSON.stringify({
  name: 'harbour-light',
  displayName: 'Harbour Light',
  schemaVersion: 1,
  inherits: 'light',
  mostLike: 'light',
  colors: { background: TINT, primary: '#1f4e79' },
  backgroundImage: 'background.jpg',
  backgroundSize: 'cover',
})

const IMAGE = { name: 'background.png', mimeType: 'image/png', buffer: makeGradientPng(32) }

const requiredDialog = (page: Page) =>
  page.getByRole('dialog', { name: 'Background Image Required' })

async function expectTheThemesOwnLook(page: Page) {
  await expect.poll(() => backgroundImageOf(page)).toMatch(/^url\("blob:/)
  expect(await computedColor(page, await rootVariable(page, '--background'))).toBe(
    await computedColor(page, TINT),
  )
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('working-theme') ?? '{}') as { colors?: object },
  )
  expect(stored.colors).toEqual({ background: TINT, primary: '#1f4e79' })
}

test('the dialog takes the image the theme names, and the theme keeps its own colour', async ({
  page,
}) => {
  await page.goto('/')
  await openThemeFile(page, NAMES_ITS_IMAGE)
  const chooser = page.waitForEvent('filechooser')
  await requiredDialog(page).getByRole('button', { name: 'Choose image...' }).click()
  await (await chooser).setFiles(IMAGE)
  await expect(requiredDialog(page)).toBeHidden()
  await expectTheThemesOwnLook(page)

  await page.goto('/background-editor')
  await expect(page.getByRole('img', { name: 'Current background image' })).toBeVisible()
})

test('the Background page takes the image the theme names, and the theme keeps its own colour', async ({
  page,
}) => {
  await page.goto('/')
  await openThemeFile(page, NAMES_ITS_IMAGE)
  await requiredDialog(page).getByRole('button', { name: 'Got it' }).click()
  await page.goto('/background-editor')
  await expect(pageHeading(page)).toHaveText('Background Editor')
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Choose File to Upload' }).click()
  await (await chooser).setFiles(IMAGE)
  await expect(page.getByRole('img', { name: 'Current background image' })).toBeVisible()
  await expectTheThemesOwnLook(page)
})
