import { deflateRawSync } from 'node:zlib'
import type { Page } from '@playwright/test'
import { pasteIntoEditor } from './support/editor'
import { DESKTOP, expect, test } from './support/fixtures'
import { openThemeFile } from './support/theme-files'

/*
 * Replacing the whole working theme is one undo step, whatever the theme: a theme within the
 * engine's limits is undone back to what came before it, and one past them is refused with the
 * limit it breaks before anything changes.
 */
test.use({ viewport: DESKTOP, permissions: ['clipboard-read', 'clipboard-write'] })

/**
 * A theme near the engine's limits: 100 tags of 50 characters and about 90,000 characters of JSON
 * in all, in values of 1,900 characters (within the 2,000 a CSS value may have).
 */
function largeTheme(displayName: string, background: string, values = 44) {
  const notes = Object.fromEntries(
    Array.from({ length: values }, (_, i) => [
      `note${i}`,
      `${displayName[0]}${i}`.padEnd(1900, 'x'),
    ]),
  )
  return JSON.stringify({
    name: 'large',
    displayName,
    schemaVersion: 1,
    inherits: 'light',
    tags: Array.from({ length: 100 }, (_, i) => String(i).padEnd(50, 't')),
    colors: { background },
    notes,
  })
}

const TOO_LARGE =
  'The theme has more than 100,000 characters of JSON, the most allowed (an embedded background image does not count)'

const toastWith = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]', { hasText: text })
const errorDialog = (page: Page) => page.getByRole('dialog', { name: 'Error' })
const sharedNotice = (page: Page) => page.getByRole('status').filter({ hasText: 'Shared theme:' })
const nameField = (page: Page) => page.getByLabel('Working Theme Name')
const pageBackground = (page: Page) =>
  page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--background').trim(),
  )

/** A share link as another program could write one: the theme's JSON, deflated, after `#`. */
const linkTo = (json: string) => `/#theme=${deflateRawSync(json).toString('base64url')}`

/** What the app keeps of the working theme and its undo steps, once the steps are saved. */
async function savedState(page: Page, displayName: string) {
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('theme-history')))
    .toContain(displayName)
  return page.evaluate(() => ({
    theme: localStorage.getItem('working-theme'),
    history: sessionStorage.getItem('theme-history'),
  }))
}

/** Undo on the Designer, then back to the Themes page, where the name field shows the result. */
async function undo(page: Page) {
  await page.getByRole('link', { name: 'Designer' }).first().click()
  await page.getByRole('button', { name: 'Undo' }).click()
  await page.getByRole('link', { name: 'Themes' }).first().click()
}

test('a theme at the limits, opened, started with or imported, is undone back to the edit before it', async ({
  page,
}) => {
  await page.goto('/')
  await nameField(page).fill('Before')
  await savedState(page, 'Before')

  await openThemeFile(page, largeTheme('Opened', 'rgb(10, 20, 30)'))
  await expect(nameField(page)).toHaveValue('Opened')
  await expect.poll(() => pageBackground(page)).toBe('rgb(10, 20, 30)')
  await undo(page)
  await expect(nameField(page)).toHaveValue('Before')

  await page.goto('about:blank')
  await page.goto(linkTo(largeTheme('Shared', 'rgb(40, 50, 60)')))
  await sharedNotice(page).getByRole('button', { name: 'Start with this theme' }).click()
  await page
    .getByRole('alertdialog', { name: 'Start with this theme' })
    .getByRole('button', { name: 'Start with this theme' })
    .click()
  await expect(nameField(page)).toHaveValue('Shared')
  await expect.poll(() => pageBackground(page)).toBe('rgb(40, 50, 60)')
  await undo(page)
  await expect(nameField(page)).toHaveValue('Before')

  await page.getByRole('button', { name: 'Import...' }).click()
  const dialog = page.getByRole('dialog', { name: 'Import a theme' })
  await dialog.getByLabel('Theme text').fill(largeTheme('Imported', 'rgb(70, 80, 90)'))
  await dialog.getByRole('button', { name: 'Import' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Import' }).click()
  await expect(nameField(page)).toHaveValue('Imported')
  await expect.poll(() => pageBackground(page)).toBe('rgb(70, 80, 90)')
  await undo(page)
  await expect(nameField(page)).toHaveValue('Before')
  await expect.poll(() => pageBackground(page)).not.toBe('rgb(70, 80, 90)')
})

test('a theme past the limits is refused with the limit, and the working theme and its undo steps stay', async ({
  page,
}) => {
  await page.goto('/')
  await nameField(page).fill('Mine')
  const before = await savedState(page, 'Mine')

  // About a megabyte of tags in a link of a few kilobytes: they compress to almost nothing.
  const tagBomb = JSON.stringify({
    name: 'tags',
    displayName: 'Tags',
    schemaVersion: 1,
    tags: Array.from({ length: 5000 }, () => 'hidden'.padEnd(195, ' ')),
  })
  const link = linkTo(tagBomb)
  expect(link.length).toBeLessThan(8 * 1024)
  await page.goto('about:blank')
  await page.goto(link)
  await expect(toastWith(page, `This share link was not opened. ${TOO_LARGE}`)).toBeVisible()
  await expect(sharedNotice(page)).toHaveCount(0)
  await expect(nameField(page)).toHaveValue('Mine')
  expect(await savedState(page, 'Mine')).toEqual(before)

  const manyTags = JSON.stringify({
    name: 'tags',
    displayName: 'Tags',
    schemaVersion: 1,
    tags: Array.from({ length: 5000 }, () => 't'),
  })
  await openThemeFile(page, manyTags)
  await expect(errorDialog(page)).toContainText(
    'Failed to load theme file: Invalid theme JSON structure. /tags: tags has 5,000 entries; at most 100 are allowed',
  )
  await errorDialog(page).getByRole('button', { name: 'Ok' }).click()
  await expect(nameField(page)).toHaveValue('Mine')
  expect(await savedState(page, 'Mine')).toEqual(before)

  await page.getByRole('link', { name: 'JSON Editor' }).first().click()
  await expect(page.locator('.monaco-editor .view-lines')).toContainText('Mine')
  await pasteIntoEditor(page, largeTheme('Too large', 'rgb(1, 2, 3)', 60))
  await page.getByRole('button', { name: 'Apply Theme' }).click()
  await expect(errorDialog(page)).toContainText(TOO_LARGE)
  await errorDialog(page).getByRole('button', { name: 'Ok' }).click()
  expect(await savedState(page, 'Mine')).toEqual(before)

  // The step before is still there to undo.
  await page.getByRole('link', { name: 'Themes' }).first().click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Discard Changes' }).click()
  await undo(page)
  await expect(nameField(page)).toHaveValue('Design')
})

test('Save Theme as... will not write a name with an invisible character, which could not be opened again', async ({
  page,
}) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Save Theme as...' }).click()
  const dialog = page.getByRole('dialog', { name: 'Save Theme as...' })
  const name = dialog.getByLabel('Theme name')
  await name.fill('Night\u202eDark')
  await expect(name).toHaveAccessibleDescription(
    'The name contains U+202E RIGHT-TO-LEFT OVERRIDE, which cannot be seen; remove it to save',
  )
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled()
  await name.fill('Night Dark')
  await expect(name).toHaveAccessibleDescription('File name: night-dark.json')
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled()
})
