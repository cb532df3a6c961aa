import type { Page } from '@playwright/test'
import { pasteIntoEditor } from './support/editor'
import { openThemeFile } from './support/theme-files'
import { DESKTOP, expect, pageHeading, test } from './support/fixtures'

/*
 * Themes that would take the page down, and values that would make the next load throw the
 * working theme away. A theme is applied again on every load, so one that crashes the renderer
 * once would crash it for good; each of these is refused on the way in, and a start that finds
 * the page died while the working theme was applied begins on the default instead.
 */
test.use({ viewport: DESKTOP, permissions: ['clipboard-read', 'clipboard-write'] })

/** colors k0 … k{n-1}, each naming the next in var(), the last one red: 9,000 links crash
 * Chromium's renderer when applied. */
function varChainTheme(links: number, displayName = 'Chain') {
  const colors: Record<string, string> = {}
  for (let i = 0; i < links; i++) colors[`k${i}`] = i === links - 1 ? 'red' : `var(--k${i + 1})`
  return JSON.stringify({ name: 'chain', displayName, schemaVersion: 1, colors })
}
const CRASHING_FILE = varChainTheme(9000)

const errorDialog = (page: Page) => page.getByRole('dialog', { name: 'Error' })
const storedTheme = (page: Page) => page.evaluate(() => localStorage.getItem('working-theme'))

async function expectRefusal(page: Page, message: string | RegExp) {
  const dialog = errorDialog(page)
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText(message)
  await dialog.getByRole('button', { name: 'Ok' }).click()
  await expect(dialog).toBeHidden()
}

/**
 * Reloads the page. Just after a navigation commits, Chromium may refuse a reload for a moment
 * ("Not attached to an active page") while the new document's frame takes over: that is the
 * browser's timing, not the app's, so the reload is asked for again.
 */
async function reloadWhenAttached(page: Page, waitUntil: 'commit' | 'load') {
  for (let attempt = 1; ; attempt++) {
    try {
      return await page.reload({ waitUntil })
    } catch (error) {
      if (attempt === 20 || !String(error).includes('Not attached to an active page')) throw error
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
}

/** Starts with a working theme of the user's own, stored, so that a change to it would show. */
async function startWithOwnTheme(page: Page) {
  await page.goto('/')
  await page.getByLabel('Working Theme Name').fill('Mine')
  await expect.poll(() => storedTheme(page)).toContain('"displayName":"Mine"')
}

test('the 9,000-link var() chain is refused by Open Theme, naming the limits', async ({ page }) => {
  await startWithOwnTheme(page)
  const before = await storedTheme(page)
  await openThemeFile(page, CRASHING_FILE)
  await expectRefusal(page, 'at most 256 are allowed')
  expect(await storedTheme(page)).toBe(before)
  await page.reload()
  await expect(page.getByLabel('Working Theme Name')).toHaveValue('Mine')
})

test('a 40-link chain is refused by Open Theme for its depth', async ({ page }) => {
  await startWithOwnTheme(page)
  await openThemeFile(page, varChainTheme(40))
  await expectRefusal(page, 'go more than 32 links deep')
  await expect(page.getByLabel('Working Theme Name')).toHaveValue('Mine')
})

test('the JSON editor refuses the 9,000-link chain on Apply', async ({ page }) => {
  await startWithOwnTheme(page)
  const before = await storedTheme(page)
  await page.getByRole('link', { name: 'JSON Editor' }).first().click()
  await expect(page.locator('.monaco-editor .view-lines')).toContainText('Mine')
  await pasteIntoEditor(page, CRASHING_FILE)
  await page.getByRole('button', { name: 'Apply Theme' }).click()
  await expectRefusal(page, 'at most 256 are allowed')
  expect(await storedTheme(page)).toBe(before)
  await page.getByRole('link', { name: 'Themes' }).first().click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Discard Changes' }).click()
  await expect(page.getByLabel('Working Theme Name')).toHaveValue('Mine')
})

test('the chain stored by an earlier version opens on the default, kept under the backup key', async ({
  page,
}) => {
  await page.goto('/')
  await page.evaluate((text) => {
    localStorage.setItem('working-theme', text)
    localStorage.setItem('theme', 'theme-a-roo-design')
  }, CRASHING_FILE)
  await page.goto('/designer')
  await expect(pageHeading(page)).toHaveText('Designer')
  await expect(page.getByText('Your saved working theme could not be read')).toBeVisible()
  await expect(page.getByLabel('Display name', { exact: true })).toHaveValue('Design')
  expect(await page.evaluate(() => localStorage.getItem('working-theme-backup'))).toBe(
    CRASHING_FILE,
  )
})

/** The crash marks in storage: one per page applying the working theme, or the record of a crash. */
const applyMarks = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage).filter((key) => key.startsWith('working-theme-applying')),
  )

test('a start that finds the page died while the working theme was applied uses the default', async ({
  page,
}) => {
  await startWithOwnTheme(page)
  // A normal start clears its mark once the theme has painted: reloads keep the user's theme.
  await page.reload()
  await expect(page.getByLabel('Working Theme Name')).toHaveValue('Mine')
  await expect.poll(() => applyMarks(page)).toEqual([])
  // Reloading again before the page has painted is no crash either.
  await reloadWhenAttached(page, 'commit')
  await reloadWhenAttached(page, 'load')
  await expect(page.getByLabel('Working Theme Name')).toHaveValue('Mine')
  const stored = await storedTheme(page)
  // The mark left behind by a page that died (or was closed frozen) while applying the theme: a
  // dead page runs no handler, so its mark is still there at the next start.
  await page.evaluate(() => localStorage.setItem('working-theme-applying:a-page-that-died', '1'))
  await page.reload()
  const notice = page.getByText('The page stopped while your working theme was being applied')
  await expect(notice).toBeVisible()
  await expect(page.getByLabel('Working Theme Name')).toHaveValue('Design')
  // Nothing is removed or overwritten: the stored theme stays, also under the backup key, and
  // every start keeps to the default until the user decides.
  expect(await storedTheme(page)).toBe(stored)
  expect(await page.evaluate(() => localStorage.getItem('working-theme-backup'))).toBe(stored)
  await page.reload()
  await expect(page.getByLabel('Working Theme Name')).toHaveValue('Design')
  await expect(notice).toBeVisible()

  // Taking it back is one undo step, and the next start is an ordinary one.
  await page.getByRole('button', { name: 'Restore the previous working theme' }).click()
  await expect(page.getByLabel('Working Theme Name')).toHaveValue('Mine')
  await expect(notice).toBeHidden()
  await page.getByRole('link', { name: 'Designer' }).first().click()
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(page.getByLabel('Display name', { exact: true })).toHaveValue('Design')
  await page.getByRole('button', { name: 'Redo' }).click()
  await expect(page.getByLabel('Display name', { exact: true })).toHaveValue('Mine')
  await page.reload()
  await expect(page.getByLabel('Display name', { exact: true })).toHaveValue('Mine')
  await expect(notice).toBeHidden()
})

test('a tab that starts while another is applying the working theme keeps it, and one that died leaves the default', async ({
  context,
}) => {
  const first = await context.newPage()
  await startWithOwnTheme(first)
  // The first tab is held between applying an edit and painting it: its frames wait.
  await first.evaluate(() => {
    window.requestAnimationFrame = () => 0
  })
  await first.getByLabel('Working Theme Name').fill('Mine, being applied')
  await expect.poll(() => applyMarks(first)).toHaveLength(1)
  const stored = await storedTheme(first)

  const second = await context.newPage()
  await second.goto('/')
  await expect(second.getByLabel('Working Theme Name')).toHaveValue('Mine, being applied')
  await expect(second.getByText('The page stopped while')).toBeHidden()
  expect(await storedTheme(second)).toBe(stored)

  // The first tab dies with its mark set: a dead page runs no handler, so here its handlers
  // cannot remove the mark as it goes. The next tab to start keeps to the default.
  await second.close()
  await first.evaluate(() => {
    Storage.prototype.removeItem = () => {}
  })
  await first.close()
  const third = await context.newPage()
  await third.goto('/')
  await expect(
    third.getByText('The page stopped while your working theme was being applied'),
  ).toBeVisible()
  await expect(third.getByLabel('Working Theme Name')).toHaveValue('Design')
  expect(await storedTheme(third)).toBe(stored)
  await third.getByRole('button', { name: 'Restore the previous working theme' }).click()
  await expect(third.getByLabel('Working Theme Name')).toHaveValue('Mine, being applied')
})

/** Each class of value the load refuses, as it might be typed or pasted into a Designer field. */
const HOSTILE_VALUES: [string, string, RegExp][] = [
  ['pasted CSS with its semicolon', '#123456;', /";", which would end the declaration/],
  ['a closing brace', 'red } body { display: none', /"\{", which would open a block|"\}"/],
  ['a style element end', 'red</style>', /"<", which could close the style element/],
  ['a CSS escape', 'r\\65 d', /backslash/],
  ['a comment', 'red /* x */', /CSS comment/],
  ['!important', 'red !important', /"!"/],
  ['a resource', 'url(https://tracker.example/p.gif)', /Loads a resource/],
  ['an import', '@import "x.css"', /@import/],
  ['an absurdly long value', `#${'a'.repeat(2001)}`, /Longer than 2000 characters/],
  ['a control character', 'red\u0007', /control character/],
]

async function typeInto(page: Page, label: string, value: string) {
  const input = page.getByLabel(label, { exact: true })
  await input.fill(value)
  return input
}

test('the Designer refuses each value the next load would refuse, and a reload keeps the theme', async ({
  page,
}) => {
  await page.goto('/designer')
  await page.getByRole('searchbox', { name: 'Search fields' }).fill('primary action background')
  const row = page.locator('[data-field="colors.primary"]')
  await typeInto(page, 'Primary', '#224466')
  await expect.poll(() => storedTheme(page)).toContain('"primary":"#224466"')
  const stored = await storedTheme(page)
  for (const [what, value, message] of HOSTILE_VALUES) {
    const input = await typeInto(page, 'Primary', value)
    const alert = row.getByRole('alert')
    await expect(alert, what).toHaveText(message)
    await expect(input, what).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveAccessibleDescription(message)
    expect(await storedTheme(page), `${what}: nothing stored`).toBe(stored)
    // Leaving the field shows the stored value again, and the message goes with the refused text.
    await page.getByRole('searchbox', { name: 'Search fields' }).focus()
    await expect(input).toHaveValue('#224466')
    await expect(alert).toBeHidden()
  }
  await page.reload()
  await expect(page.getByText('could not be read')).toBeHidden()
  await page.getByRole('searchbox', { name: 'Search fields' }).fill('primary action background')
  await expect(page.getByLabel('Primary', { exact: true })).toHaveValue('#224466')
})

test('the Designer refuses a reference that would make a chain too deep, naming where', async ({
  page,
}) => {
  await page.goto('/')
  // 33 links is the most a theme may hold; one more from Primary would be 34.
  await openThemeFile(page, varChainTheme(33, 'Deep'))
  await expect(page.getByLabel('Working Theme Name')).toHaveValue('Deep')
  await page.getByRole('link', { name: 'Designer' }).first().click()
  await page.getByRole('searchbox', { name: 'Search fields' }).fill('primary action background')
  await typeInto(page, 'Primary', 'var(--k0)')
  await expect(page.locator('[data-field="colors.primary"]').getByRole('alert')).toHaveText(
    'Not applied. Its var() references go more than 32 links deep, which can crash a browser',
  )
  await page.reload()
  await page.getByRole('searchbox', { name: 'Search fields' }).fill('primary action background')
  await expect(page.getByLabel('Primary', { exact: true })).not.toHaveValue('var(--k0)')
})
