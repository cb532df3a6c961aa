import { deflateRawSync } from 'node:zlib'
import type { Page } from '@playwright/test'
import { pasteIntoEditor } from './support/editor'
import { DESKTOP, expect, pageHeading, test } from './support/fixtures'
import { openThemeFile } from './support/theme-files'

/*
 * A theme may set its own variables, never Tailwind's (--spacing, --text-sm, ...), which lay out
 * this page and every app a theme goes to. However the theme arrives, from a file, pasted JSON, a
 * share link or imported CSS, the page keeps Tailwind's own sizes.
 */
test.use({ viewport: DESKTOP, permissions: ['clipboard-read', 'clipboard-write'] })

/** A 200-character theme that would shrink text to a pixel and space everything 100 px apart. */
const HOSTILE = JSON.stringify({
  name: 'hostile',
  displayName: 'Hostile',
  schemaVersion: 1,
  colors: { spacing: '100px', 'text-sm': '1px' },
})

const REFUSAL =
  '/colors: "spacing" and "text-sm" would overwrite --spacing and --text-sm, Tailwind\'s own variables, and restyle the whole page around the theme: rename or remove them'

/** Tailwind's sizes as the page's root has them, and where a button ends up. */
const layout = (page: Page) =>
  page.evaluate(() => {
    const root = getComputedStyle(document.documentElement)
    const heading = document.querySelector('h1')?.getBoundingClientRect()
    return {
      spacing: root.getPropertyValue('--spacing').trim(),
      textSm: root.getPropertyValue('--text-sm').trim(),
      heading: heading && [heading.x, heading.y, heading.height],
    }
  })

/** Tailwind's own values (as the built stylesheet spells them), which no theme changes. */
const TAILWIND = { spacing: '.25rem', textSm: '.875rem' }

const storedWorkingTheme = (page: Page) =>
  page.evaluate(() => localStorage.getItem('working-theme'))
const errorDialog = (page: Page) => page.getByRole('dialog', { name: 'Error' })

async function expectRefused(page: Page, ...messages: string[]) {
  for (const message of messages) await expect(errorDialog(page)).toContainText(message)
  await errorDialog(page).getByRole('button', { name: 'Ok' }).click()
  await expect(errorDialog(page)).toBeHidden()
}

test('a theme file or pasted JSON that sets Tailwind variables is refused, naming them', async ({
  page,
}) => {
  await page.goto('/')
  const before = await layout(page)
  expect(before).toMatchObject(TAILWIND)
  const stored = await storedWorkingTheme(page)

  await openThemeFile(page, HOSTILE)
  await expectRefused(page, 'Failed to load theme file', REFUSAL)
  expect(await layout(page)).toEqual(before)

  await page.goto('/json-editor')
  await expect(pageHeading(page)).toHaveText('JSON Editor')
  await expect(page.locator('.monaco-editor .view-lines')).toContainText('"schemaVersion": 1')
  await pasteIntoEditor(page, HOSTILE)
  await page.getByRole('button', { name: 'Apply Theme' }).click()
  await expectRefused(page, REFUSAL)
  expect(await layout(page)).toMatchObject(TAILWIND)
  expect(await storedWorkingTheme(page)).toBe(stored)
})

test('a share link that sets Tailwind variables is refused and the page keeps its layout', async ({
  page,
}) => {
  await page.goto('/')
  const before = await layout(page)
  const stored = await storedWorkingTheme(page)
  await page.goto(`/#theme=${deflateRawSync(HOSTILE).toString('base64url')}`)
  await expect(
    page.locator('[data-sonner-toast]', {
      hasText: `This share link was not opened. ${REFUSAL.replace('/colors: ', '')}`,
    }),
  ).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Shared theme:' })).toHaveCount(0)
  expect(await layout(page)).toEqual(before)
  expect(before).toMatchObject(TAILWIND)
  expect(await storedWorkingTheme(page)).toBe(stored)
})

test('imported CSS that customises --spacing imports without it, and says so', async ({ page }) => {
  await page.goto('/')
  const before = await layout(page)
  await page.getByRole('button', { name: 'Import...' }).click()
  const dialog = page.getByRole('dialog', { name: 'Import a theme' })
  await dialog
    .getByLabel('Theme text')
    .fill(
      ':root { --background: #10223a; --foreground: #f1f5f9; --radius: 0.75rem; --spacing: 0.3rem; --text-sm: 1px; --success: #16a34a; }',
    )
  await dialog.getByRole('button', { name: 'Import' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Import' }).click()
  await expect(dialog).toBeHidden()
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
    .toBe('rgb(16, 34, 58)')
  await expect(page.getByRole('list', { name: 'Notes' })).toContainText(
    "--spacing and --text-sm were left out: they are Tailwind's own variables, which a theme may not set, since they would restyle the whole page around it.",
  )
  expect(await layout(page)).toEqual(before)
  expect(before).toMatchObject(TAILWIND)

  // Exported again, the theme's own --success is named under the text.
  await page.getByRole('button', { name: 'Export...' }).click()
  const exportDialog = page.getByRole('dialog', { name: 'Export theme' })
  await page.getByRole('combobox', { name: 'Format', exact: true }).click()
  await page.getByRole('option', { name: 'shadcn/ui CSS (Tailwind v4)', exact: true }).click()
  await expect(exportDialog.getByLabel('Exported text')).toContainText('--success:')
  await expect(exportDialog.getByLabel('Exported text')).not.toContainText('--spacing')
  await expect(exportDialog.getByRole('list', { name: 'Export notes' })).toContainText(
    'Also written, from keys outside the theme format that neither shadcn/ui nor theme-o-rama defines: --success and --color-success.',
  )
})
