import type { Page } from '@playwright/test'
import { STORAGE_KEYS } from '../src/storage/keys'
import { makeGradientPng } from './fakes/fake-openai'
import { backgroundImageOf, HARBOUR_WITH_IMAGE, openThemeFile } from './support/theme-files'
import { DESKTOP, ROUTE_TITLES, expect, pageHeading, test } from './support/fixtures'

/*
 * Browser storage that fails under the app, injected into the page before any of its code runs:
 * localStorage refusing every write, localStorage holding garbage, the image database refusing to
 * open, and the image database failing in the middle of a write. The app starts, says once what
 * went wrong, keeps working with what it has, and never replaces saved data with defaults.
 * A fault is switched on by a sessionStorage flag, so a test can reload without it.
 */
test.use({ viewport: DESKTOP })

type Fault =
  'local-storage-full' | 'image-database-closed' | 'image-database-hangs' | 'image-database-write'

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const fault = sessionStorage.getItem('storage-fault')
    if (fault === 'local-storage-full') {
      const original = Object.getOwnPropertyDescriptor(Storage.prototype, 'setItem')?.value as (
        this: Storage,
        key: string,
        value: string,
      ) => void
      Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
        if (this === localStorage)
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
        original.call(this, key, value)
      }
    }
    if (fault === 'image-database-closed') {
      IDBFactory.prototype.open = () => {
        throw new DOMException('IndexedDB is turned off', 'InvalidStateError')
      }
    }
    if (fault === 'image-database-hangs') {
      // An open request that never answers, as a database stuck behind a blocked upgrade.
      IDBFactory.prototype.open = () => ({}) as IDBOpenDBRequest
    }
    if (fault === 'image-database-write') {
      IDBObjectStore.prototype.put = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      }
    }
  })
})

async function withFault(page: Page, fault: Fault | null) {
  await page.evaluate((name) => {
    if (name) sessionStorage.setItem('storage-fault', name)
    else sessionStorage.removeItem('storage-fault')
  }, fault)
  await page.reload()
}

/** Opens a theme whose background is a stored image, and returns the saved theme once it is. */
async function startWithStoredBackground(page: Page) {
  await page.goto('/')
  await openThemeFile(page, HARBOUR_WITH_IMAGE)
  await expect(page.getByLabel('Working Theme Name')).toHaveValue('Harbour')
  await expect.poll(() => backgroundImageOf(page)).toMatch(/^url\("blob:/)
  return storedTheme(page)
}

/** The saved working theme; a stored image's object URL is new on every load, so it is masked. */
const storedTheme = (page: Page) =>
  page.evaluate(() => localStorage.getItem('working-theme')?.replace(/blob:[^"]+/g, 'blob:'))
const dexieDialog = (page: Page) => page.getByRole('dialog', { name: 'Dexie Error' })

test('localStorage refusing every write: the page works, says so once, and the saved theme stays', async ({
  page,
}) => {
  const saved = await startWithStoredBackground(page)
  await withFault(page, 'local-storage-full')

  // The saved theme is read as usual.
  await expect(page.getByLabel('Working Theme Name')).toHaveValue('Harbour')
  const name = page.getByLabel('Working Theme Name')
  await name.fill('Harbour at night')
  await name.fill('Harbour at dawn')
  const warning = page
    .locator('[data-sonner-toast]')
    .filter({ hasText: 'Your working theme could not be saved in this browser' })
  await expect(warning).toHaveCount(1)
  await expect(warning).toContainText('Save it as a file to keep your changes.')

  // Still working: themes switch and pages open.
  const before = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
  await page.getByTestId('theme-card-dark').locator('[aria-pressed]').click()
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
    .not.toBe(before)
  await page.getByRole('link', { name: 'Components' }).first().click()
  await expect(pageHeading(page)).toHaveText('Components')
  expect(await storedTheme(page)).toBe(saved)
})

test('garbage under every key: every page opens and nothing saved is replaced by a default', async ({
  page,
}) => {
  // Every page loads once per kind of garbage, some 45 loads: more than the usual time on a
  // slower machine of the same kind.
  test.slow()
  // The mark set while the working theme is applied holds no data of the user's: any value
  // counts as the mark, which the next start acts on and clears.
  const keys = Object.values(STORAGE_KEYS).filter(
    (key) => key !== STORAGE_KEYS.workingThemeApplying,
  )
  const garbage = ['{"broken', '\u0000', '[1,2', 'null', '{"__proto__":{"polluted":true}}']
  await page.goto('/')
  for (const value of garbage) {
    const seeded = Object.fromEntries(keys.map((key) => [key, value]))
    await page.evaluate((entries) => {
      localStorage.clear()
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value)
    }, seeded)
    for (const [route, title] of ROUTE_TITLES) {
      await page.goto(route)
      await expect(pageHeading(page), `${route} with ${JSON.stringify(value)}`).toHaveText(title)
    }
    const stored: Record<string, string> = await page.evaluate(() => ({ ...localStorage }))
    // A value the app could not read is replaced only after its text is kept under a backup key.
    for (const key of keys.filter((key) => !key.endsWith('-backup'))) {
      const kept = stored[key] === value ? stored[key] : stored[`${key}-backup`]
      expect(kept, `${key} after every page, seeded with ${JSON.stringify(value)}`).toBe(value)
    }
    expect(await page.evaluate(() => 'polluted' in {})).toBe(false)
  }
})

test('the image database refusing to open: told once, the background kept for the next start', async ({
  page,
}) => {
  const saved = await startWithStoredBackground(page)
  await withFault(page, 'image-database-closed')

  await expect(dexieDialog(page)).toContainText('Failed to open IndexedDB')
  await dexieDialog(page).getByRole('button', { name: 'Ok' }).click()
  await expect(dexieDialog(page)).toBeHidden()
  // Keeps working with what it has, and does not say it again on every page, loaded anew or not.
  for (const [route, title] of ROUTE_TITLES) {
    await page.goto(route)
    await expect(pageHeading(page)).toHaveText(title)
    await page.waitForLoadState('networkidle')
    await expect(dexieDialog(page), route).toBeHidden()
  }
  await page.goto('/')
  await expect(page.getByLabel('Working Theme Name')).toHaveValue('Harbour')
  expect(await storedTheme(page)).toBe(saved)

  // Once the database opens again, the image is back.
  await withFault(page, null)
  await expect.poll(() => backgroundImageOf(page)).toMatch(/^url\("blob:/)
  await expect(dexieDialog(page)).toBeHidden()
})

test('an image database that never answers holds up no page: the themes show at once', async ({
  page,
}) => {
  const saved = await startWithStoredBackground(page)
  await withFault(page, 'image-database-hangs')
  await expect(page.getByLabel('Working Theme Name')).toHaveValue('Harbour')
  await expect(page.getByTestId('theme-card-dark')).toBeVisible()
  await page.getByTestId('theme-card-dark').locator('[aria-pressed]').click()
  await expect(page.getByTestId('theme-card-dark').locator('[aria-pressed]')).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  for (const [route, title] of ROUTE_TITLES) {
    await page.goto(route)
    await expect(pageHeading(page)).toHaveText(title)
  }
  expect(await storedTheme(page)).toBe(saved)
})

test('the image database failing mid-write: the upload is refused as a Dexie error, nothing lost', async ({
  page,
}) => {
  const saved = await startWithStoredBackground(page)
  await withFault(page, 'image-database-write')
  await page.goto('/background-editor')
  await expect(pageHeading(page)).toHaveText('Background Editor')

  await page
    .getByLabel('Background image file')
    .setInputFiles({ name: 'sky.png', mimeType: 'image/png', buffer: makeGradientPng(32) })
  await expect(dexieDialog(page)).toContainText('Failed to store image')
  await dexieDialog(page).getByRole('button', { name: 'Ok' }).click()
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0)
  expect(await storedTheme(page)).toBe(saved)

  await withFault(page, null)
  await expect.poll(() => backgroundImageOf(page)).toMatch(/^url\("blob:/)
  expect(await storedTheme(page)).toBe(saved)
})
