import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'

/*
 * 'Save Theme as...' after the name has changed by another path: the dialog must offer the name
 * as it is now, and a save must keep the name the user confirmed. Each test chains the steps a
 * person takes, since every step passes on its own.
 */

function nameField(page: Page) {
  return page.getByLabel('Working Theme Name')
}

async function saveAs(page: Page, expectedName: string) {
  await page.getByRole('button', { name: 'Save Theme as...' }).click()
  const dialog = page.getByRole('dialog', { name: 'Save Theme as...' })
  await expect(dialog.getByLabel('Theme name')).toHaveValue(expectedName)
  const download = page.waitForEvent('download')
  await dialog.getByRole('button', { name: 'Save' }).click()
  const file = await download
  await expect(page.getByText('Theme saved successfully!').last()).toBeVisible()
  await expect(dialog).toBeHidden()
  return {
    fileName: file.suggestedFilename(),
    theme: JSON.parse(await readFile((await file.path()) ?? '', 'utf8')) as Record<string, unknown>,
  }
}

test('rename, then save: the dialog, the file and the field all carry the new name', async ({
  page,
}) => {
  await page.goto('/')
  // Open and close the dialog once first, as a person might, before renaming.
  await page.getByRole('button', { name: 'Save Theme as...' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()
  await nameField(page).fill('My Cool Theme')

  const saved = await saveAs(page, 'My Cool Theme')
  expect(saved.fileName).toBe('my-cool-theme.json')
  expect(saved.theme).toMatchObject({ name: 'my-cool-theme', displayName: 'My Cool Theme' })
  await expect(nameField(page)).toHaveValue('My Cool Theme')
  await page.reload()
  await expect(nameField(page)).toHaveValue('My Cool Theme')
})

test('a name confirmed in the dialog becomes the working theme name', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Save Theme as...' }).click()
  const dialog = page.getByRole('dialog', { name: 'Save Theme as...' })
  await dialog.getByLabel('Theme name').fill('Evening Tide')
  const download = page.waitForEvent('download')
  await dialog.getByRole('button', { name: 'Save' }).click()
  expect((await download).suggestedFilename()).toBe('evening-tide.json')
  await expect(nameField(page)).toHaveValue('Evening Tide')
})

test('Start with this theme, then save: the dialog offers the copied name', async ({ page }) => {
  await page.goto('/')
  await saveAs(page, 'Design')
  await page.getByRole('button', { name: /^Windows 95 theme/ }).click()
  await page.getByRole('button', { name: 'Start with this theme' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Start with this theme' }).click()
  await expect(nameField(page)).toHaveValue('Windows 95')
  const saved = await saveAs(page, 'Windows 95')
  expect(saved.fileName).toBe('windows-95.json')
  expect(saved.theme.displayName).toBe('Windows 95')
  await expect(nameField(page)).toHaveValue('Windows 95')
})

test('Reset, then save: the dialog offers the default name again', async ({ page }) => {
  await page.goto('/')
  await nameField(page).fill('Temporary')
  await saveAs(page, 'Temporary')
  await page.getByRole('button', { name: 'Reset' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Reset' }).click()
  await expect(nameField(page)).toHaveValue('Design')
  await saveAs(page, 'Design')
})

test('a blank name is refused and nothing is saved or renamed', async ({ page }) => {
  await page.goto('/')
  await nameField(page).fill('Kept Name')
  await page.getByRole('button', { name: 'Save Theme as...' }).click()
  const dialog = page.getByRole('dialog', { name: 'Save Theme as...' })
  let downloads = 0
  page.on('download', () => downloads++)
  await dialog.getByLabel('Theme name').fill('  ')
  await expect(dialog.getByText('Please enter a theme name')).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled()
  await dialog.getByLabel('Theme name').press('Enter')
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  expect(downloads).toBe(0)
  await expect(nameField(page)).toHaveValue('Kept Name')
})
