import type { Page } from '@playwright/test'
import { shownImageHash, uploadBackground } from './support/backgrounds'
import { pasteIntoEditor } from './support/editor'
import { backgroundImageOf, HARBOUR_WITH_IMAGE, openThemeFile } from './support/theme-files'
import { DESKTOP, expect, pageHeading, test } from './support/fixtures'

/*
 * Undo and redo bring background images back: a removed or replaced image is kept (by content)
 * while an undo step names it, across reloads of the tab. A user action is one undo step, and a
 * reload adds none.
 */
test.use({ viewport: DESKTOP, permissions: ['clipboard-read', 'clipboard-write'] })

const undo = (page: Page) => page.getByRole('button', { name: 'Undo' })
const redo = (page: Page) => page.getByRole('button', { name: 'Redo' })

test('upload, remove, undo: the image comes back, and again after a reload', async ({ page }) => {
  const uploaded = await uploadBackground(page, 24)
  await page.getByRole('button', { name: 'Remove background image' }).click()
  await expect.poll(() => backgroundImageOf(page)).toBe('none')
  await undo(page).click()
  await expect.poll(() => shownImageHash(page)).toBe(uploaded)

  await redo(page).click()
  await expect.poll(() => backgroundImageOf(page)).toBe('none')
  await page.reload()
  await expect(pageHeading(page)).toHaveText('Background Editor')
  await undo(page).click()
  await expect.poll(() => shownImageHash(page)).toBe(uploaded)
  await page.reload()
  await expect.poll(() => shownImageHash(page)).toBe(uploaded)
})

test('upload, open a theme with its own image, undo, redo: each image in turn', async ({
  page,
}) => {
  const uploaded = await uploadBackground(page, 24)
  await page.goto('/')
  await openThemeFile(page, HARBOUR_WITH_IMAGE)
  await expect(page.getByLabel('Working Theme Name')).toHaveValue('Harbour')
  await expect.poll(() => shownImageHash(page)).not.toBe(uploaded)
  const harbour = await shownImageHash(page)
  expect(harbour).not.toBe('')

  await page.getByRole('link', { name: 'Designer' }).first().click()
  await undo(page).click()
  await expect.poll(() => shownImageHash(page)).toBe(uploaded)
  await redo(page).click()
  await expect.poll(() => shownImageHash(page)).toBe(harbour)
  await undo(page).click()
  await expect.poll(() => shownImageHash(page)).toBe(uploaded)
})

test('a JSON Apply with an embedded image is one undo step, and a reload adds none', async ({
  page,
}) => {
  await page.goto('/json-editor')
  await expect(page.locator('.monaco-editor .view-lines')).toContainText('Design')
  await expect(undo(page)).toBeDisabled()
  await pasteIntoEditor(page, HARBOUR_WITH_IMAGE)
  await page.getByRole('button', { name: 'Apply Theme' }).click()
  await expect.poll(() => backgroundImageOf(page)).toMatch(/^url\("blob:/)

  // The stored image is looked up again at start: that is no step of the user's.
  await page.reload()
  await expect.poll(() => backgroundImageOf(page)).toMatch(/^url\("blob:/)
  await undo(page).click()
  await expect.poll(() => backgroundImageOf(page)).toBe('none')
  await expect(undo(page)).toBeDisabled()
  await expect(page.locator('.monaco-editor .view-lines')).toContainText('Design')
})

test('a reload with a stored image and no history offers nothing to undo', async ({ page }) => {
  await uploadBackground(page, 16)
  // Once the upload's step is kept, the tab forgets it, as a new tab would have none.
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('theme-history')))
    .toContain('past')
  await page.evaluate(() => sessionStorage.removeItem('theme-history'))
  await page.reload()
  await expect.poll(() => backgroundImageOf(page)).toMatch(/^url\("blob:/)
  await expect(undo(page)).toBeDisabled()
})

test("another tab's Reset keeps the image copies this tab's undo needs", async ({ context }) => {
  const first = await context.newPage()
  const red = await uploadBackground(first, 24)
  const blue = await uploadBackground(first, 16)
  const second = await context.newPage()
  await second.goto('/')
  await expect.poll(() => shownImageHash(second)).toBe(blue)
  // Reset lets go of the copies kept for undo that no tab's steps name any more.
  await second.getByRole('button', { name: 'Reset' }).click()
  await second.getByRole('alertdialog').getByRole('button', { name: 'Reset' }).click()
  await expect.poll(() => backgroundImageOf(first)).toBe('none')

  await undo(first).click()
  await expect.poll(() => shownImageHash(first)).toBe(red)
  await expect.poll(() => shownImageHash(second)).toBe(red)
})

test('after an upload, a remove, its undo and a reload, no stored value names a page address', async ({
  page,
}) => {
  const uploaded = await uploadBackground(page, 24)
  await page.getByRole('button', { name: 'Remove background image' }).click()
  await expect.poll(() => backgroundImageOf(page)).toBe('none')
  await undo(page).click()
  await expect.poll(() => shownImageHash(page)).toBe(uploaded)
  await page.reload()
  await expect.poll(() => shownImageHash(page)).toBe(uploaded)

  const stored = await page.evaluate(() =>
    [localStorage, sessionStorage].flatMap((storage) =>
      Object.keys(storage).map((key) => [key, storage.getItem(key) ?? ''] as const),
    ),
  )
  expect(stored.map(([key]) => key)).toContain('working-theme')
  expect(stored.filter(([, value]) => value.includes('blob:'))).toEqual([])
})
