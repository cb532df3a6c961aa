import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { DESKTOP, expect, pageHeading, test } from './support/fixtures'

/*
 * The JSON editor runs the real Monaco, bundled with the app. Every test runs offline: requests
 * that would leave 127.0.0.1 are aborted, and at the end none may have been attempted.
 */

const LOCAL = /^http:\/\/127\.0\.0\.1(:\d+)?\//

let outsideRequests: string[] = []

test.use({ viewport: DESKTOP, permissions: ['clipboard-read', 'clipboard-write'] })

test.beforeEach(async ({ page }) => {
  outsideRequests = []
  page.on('request', (request) => {
    const url = request.url()
    if (!LOCAL.test(url) && !/^(data|blob):/.test(url)) outsideRequests.push(url)
  })
  await page.route('**/*', (route) =>
    LOCAL.test(route.request().url()) ? route.continue() : route.abort(),
  )
})

test.afterEach(() => {
  expect(outsideRequests, 'requests that left 127.0.0.1').toEqual([])
})

const editor = (page: Page) => page.locator('.monaco-editor')
const validationResult = (page: Page) => page.getByTestId('validation-result')
const errorDialog = (page: Page) => page.getByRole('dialog', { name: 'Error' })
const bodyBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor)

async function openEditor(page: Page) {
  await page.goto('/json-editor')
  await expect(pageHeading(page)).toHaveText('JSON Editor')
  await expect(editor(page).locator('.view-lines')).toContainText('"schemaVersion": 1')
}

/**
 * Replaces the editor's whole text by select-all and paste. Pasting, unlike typing, gets no
 * auto-closed brackets or quotes, so the editor holds exactly `text`.
 */
async function setEditorText(page: Page, text: string) {
  await editor(page).locator('.view-lines').click()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.press('Delete')
  if (!text) return
  await page.evaluate((value) => navigator.clipboard.writeText(value), text)
  await page.keyboard.press('ControlOrMeta+V')
}

function themeJson(fields: Record<string, unknown> = {}) {
  return JSON.stringify(
    { name: 'anything', displayName: 'Edited', schemaVersion: 1, ...fields },
    null,
    2,
  )
}

/** Every problem the editor shows, read by stepping through them with F8 (next problem). */
async function problems(page: Page, count: number) {
  const messages: string[] = []
  await editor(page).locator('.view-lines').click()
  await page.keyboard.press('ControlOrMeta+Home')
  for (let i = 0; i < count; i++) {
    await page.keyboard.press('F8')
    messages.push((await page.locator('.marker-widget .message').textContent()) ?? '')
  }
  await page.keyboard.press('Escape')
  return messages.sort()
}

async function expectErrorDialog(page: Page, message: string | RegExp) {
  await expect(errorDialog(page)).toContainText(message)
  await errorDialog(page).getByRole('button', { name: 'Ok' }).click()
  await expect(errorDialog(page)).toBeHidden()
}

test('the editor loads offline with the working theme and its settings', async ({ page }) => {
  // Hold the editor's code back to see the page say that it is loading.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/ThemeJsonEditor-[^/]*\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/json-editor')
  await expect(page.getByText('Loading editor...')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Apply Theme' })).toBeVisible()
  release()

  await openEditor(page)
  await expect(page.getByText('Loading editor...')).toBeHidden()
  await expect(editor(page)).toHaveClass(/\bvs\b/)
  await expect(editor(page).locator('.line-numbers').first()).toBeVisible()
  await expect(editor(page).locator('.minimap')).toBeVisible()
  await expect(editor(page).locator('.view-lines')).toContainText('"name": "theme-a-roo-design"')
  // As tall as the viewport minus 300px.
  const box = await page.getByTestId('json-editor').boundingBox()
  expect(Math.round(box?.height ?? 0)).toBe(DESKTOP.height - 300)
  await expect(
    page.getByText(
      'Edit your theme directly in JSON format. Changes are applied when you click Apply.',
    ),
  ).toBeVisible()
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
})

test('unknown properties are warnings; wrong types and engine rules are errors, as you type', async ({
  page,
}) => {
  await openEditor(page)
  await expect(editor(page).locator('.squiggly-error')).toHaveCount(0)

  // An unknown property typed into the document: a warning (yellow), not an error.
  await editor(page).locator('.view-lines').click()
  await page.keyboard.press('ControlOrMeta+Home')
  await page.keyboard.press('End')
  await page.keyboard.press('Enter')
  await page.keyboard.insertText('"colour": "red",')
  await expect(editor(page).locator('.squiggly-warning').first()).toBeVisible()
  await expect(editor(page).locator('.squiggly-error')).toHaveCount(0)
  await expect
    .poll(() => problems(page, 1))
    .toEqual(['Not part of the theme format and has no effect'])

  // A wrong type deep in the document (schema) and a bad schemaVersion and buttonStyle (engine).
  await setEditorText(
    page,
    themeJson({ schemaVersion: 2, buttonStyle: 'wobbly', colors: { background: 5 } }),
  )
  await expect
    .poll(() => problems(page, 3))
    .toEqual([
      'Incorrect type. Expected "string".',
      'Invalid button style: wobbly',
      'Invalid theme JSON structure. Unrecognized schemaVersion: 2',
    ])
  await expect(editor(page).locator('.squiggly-error')).toHaveCount(3)

  await setEditorText(page, themeJson({ mostLike: 'grey' }))
  await expect
    .poll(() => problems(page, 1))
    .toEqual(['Invalid theme JSON structure. mostLike must be "dark" or "light"'])

  await setEditorText(page, themeJson())
  await expect(editor(page).locator('.squiggly-error')).toHaveCount(0)
})

test('Validate shows each result on the page and forgets it on the next edit', async ({ page }) => {
  await openEditor(page)
  const validate = page.getByRole('button', { name: 'Validate' })

  await setEditorText(page, '')
  await expect(validate).toBeDisabled()

  const cases: [string, string | RegExp][] = [
    ['   ', 'Please enter theme JSON to validate'],
    ['{"name": ', /^Invalid JSON format\. Please check your syntax\. \S/],
    [
      themeJson({ schemaVersion: 2 }),
      'Invalid theme JSON structure. Unrecognized schemaVersion: 2',
    ],
    [themeJson({ buttonStyle: 'x' }), 'Invalid button style: x'],
    [themeJson(), 'Theme JSON is valid'],
    [
      themeJson({ corners: { '2xl': '1.5rem' } }),
      'Theme JSON is valid, with 1 warning/corners/2xl: Not part of the theme format; it is still written as --corner-2xl, as theme-o-rama does',
    ],
  ]
  for (const [text, message] of cases) {
    await setEditorText(page, text)
    await expect(validationResult(page)).toBeHidden()
    await validate.click()
    await expect(validationResult(page)).toHaveText(message)
  }
  await editor(page).locator('.view-lines').click()
  await page.keyboard.press('End')
  await page.keyboard.insertText(' ')
  await expect(validationResult(page)).toBeHidden()
  await expect(errorDialog(page)).toBeHidden()
})

test('Apply reports every problem in the error dialog and leaves the theme alone', async ({
  page,
}) => {
  await openEditor(page)
  const apply = page.getByRole('button', { name: 'Apply Theme' })
  const before = await bodyBackground(page)
  const storedBefore = await page.evaluate(() => localStorage.getItem('working-theme'))

  const cases: [string, string | RegExp][] = [
    ['', 'Please enter theme JSON'],
    ['{"name": ', /Invalid JSON format: \S/],
    [
      themeJson({ schemaVersion: 2 }),
      'Invalid theme JSON structure. Unrecognized schemaVersion: 2',
    ],
    [themeJson({ buttonStyle: 'x' }), 'Invalid button style: x'],
    [
      themeJson({ inherits: 'sepia' }),
      /Base theme "sepia" was not found\. It must be one of: light, dark, /,
    ],
  ]
  for (const [text, message] of cases) {
    await setEditorText(page, text)
    await apply.click()
    await expectErrorDialog(page, message)
  }
  expect(await bodyBackground(page)).toBe(before)
  expect(await page.evaluate(() => localStorage.getItem('working-theme'))).toBe(storedBefore)
})

test('Apply makes the text the working theme and recolours the page at once', async ({ page }) => {
  await openEditor(page)
  const before = await bodyBackground(page)
  await setEditorText(
    page,
    themeJson({
      displayName: 'Night',
      mostLike: 'dark',
      colors: { background: 'rgb(10, 20, 30)', foreground: '#eeeeee' },
    }),
  )
  await page.getByRole('button', { name: 'Validate' }).click()
  await expect(validationResult(page)).toHaveText('Theme JSON is valid')

  await page.getByRole('button', { name: 'Apply Theme' }).click()
  await expect.poll(() => bodyBackground(page)).toBe('rgb(10, 20, 30)')
  expect(before).not.toBe('rgb(10, 20, 30)')
  await expect(validationResult(page)).toBeHidden()
  await expect(page.getByRole('button', { name: 'Apply Theme' })).toBeEnabled()
  // The editor follows the theme's mostLike.
  await expect(editor(page)).toHaveClass(/\bvs-dark\b/)
  const stored = JSON.parse(
    (await page.evaluate(() => localStorage.getItem('working-theme'))) ?? '{}',
  ) as Record<string, unknown>
  expect(stored).toMatchObject({
    name: 'theme-a-roo-design',
    displayName: 'Night',
    mostLike: 'dark',
  })

  // Applied text is the new baseline: leaving does not ask, and the theme stays after a reload.
  await page.getByRole('link', { name: 'Themes' }).click()
  await expect(pageHeading(page)).toHaveText('Themes')
  await page.reload()
  expect(await bodyBackground(page)).toBe('rgb(10, 20, 30)')
})

test('leaving with unapplied edits asks first: Cancel stays, Discard Changes leaves', async ({
  page,
}) => {
  await openEditor(page)
  await setEditorText(page, themeJson({ displayName: 'Unsaved' }))
  const dialog = page.getByRole('alertdialog', { name: 'Unsaved Changes' })

  await page.getByRole('link', { name: 'Components' }).click()
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL('/json-editor')
  await expect(editor(page).locator('.view-lines')).toContainText('"displayName": "Unsaved"')

  await page.getByRole('link', { name: 'Components' }).click()
  await dialog.getByRole('button', { name: 'Discard Changes' }).click()
  await expect(page).toHaveURL('/components')
  await expect(pageHeading(page)).toHaveText('Components')
})

test('closing the tab with unapplied edits brings up the browser prompt', async ({ page }) => {
  await openEditor(page)
  await setEditorText(page, themeJson({ displayName: 'Unsaved' }))
  const prompt = page.waitForEvent('dialog')
  await page.close({ runBeforeUnload: true })
  const dialog = await prompt
  expect(dialog.type()).toBe('beforeunload')
  await dialog.accept()
})

test('an example theme is read-only until the user switches to the working theme', async ({
  page,
}) => {
  await page.goto('/')
  await page.getByRole('button', { name: /^Windows 95 theme/ }).click()
  await page.getByRole('link', { name: 'JSON Editor' }).click()
  await expect(pageHeading(page)).toHaveText('JSON Editor')
  await expect(editor(page).locator('.view-lines')).toContainText('"name": "win95"')

  await expect(
    page.getByText('You are viewing an example theme. Switch to the working theme to make edits.'),
  ).toBeVisible()
  await expect(
    page.getByText('View the current theme in JSON format. Switch to the working theme to edit.'),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Validate' })).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Apply Theme' })).toBeDisabled()
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
  await editor(page).locator('.view-lines').click()
  await page.keyboard.insertText('typed')
  await expect(editor(page).locator('.view-lines')).not.toContainText('typed')

  await page.getByRole('button', { name: 'Switch to working theme' }).click()
  await expect(page.getByText(/You are viewing an example theme/)).toBeHidden()
  await expect(editor(page).locator('.view-lines')).toContainText('"name": "theme-a-roo-design"')
  await expect(page.getByRole('button', { name: 'Apply Theme' })).toBeEnabled()
  await expect(page.locator('html')).toHaveClass(/theme-theme-a-roo-design/)
  // Now it can be edited.
  await setEditorText(page, themeJson({ displayName: 'Mine' }))
  await expect(editor(page).locator('.view-lines')).toContainText('"displayName": "Mine"')
})
