import type { Page } from '@playwright/test'
import { DESKTOP, expect, pageHeading, test } from './support/fixtures'

/*
 * shadcn/ui CSS often gives one colour as another (`--card: var(--background)`) or as a word
 * that is no colour of its own (currentColor). Imported as it is, such a theme is measured by the
 * Contrast panel, twinned and exported with a derived other mode; only pairs painted with a
 * value that holds no colour are left out, and the panel says which and why.
 */
test.use({ viewport: DESKTOP })

const REFERENCES_CSS = `:root {
  --background: #f8fafc;
  --foreground: #0f172a;
  --card: var(--background);
  --card-foreground: var(--foreground);
  --popover-foreground: currentColor;
  --primary: #1d4ed8;
  --primary-foreground: #ffffff;
}`

async function importCss(page: Page, css: string) {
  await page.goto('/')
  await page.getByRole('button', { name: 'Import...' }).click()
  const dialog = page.getByRole('dialog', { name: 'Import a theme' })
  await dialog.getByLabel('Theme text').fill(css)
  await dialog.getByRole('button', { name: 'Import' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Import' }).click()
  await expect(dialog).toBeHidden()
}

const contrastPanel = (page: Page) =>
  page.locator('[aria-busy]').filter({ has: page.locator('#designer-contrast') })

const storedTheme = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('working-theme') ?? '{}') as {
        mostLike?: string
        colors?: Record<string, string>
      },
  )

async function openDesigner(page: Page) {
  await page.goto('/designer')
  await expect(pageHeading(page)).toHaveText('Designer')
}

test('a theme with var() references is measured, twinned and exported with a derived mode', async ({
  page,
}) => {
  await importCss(page, REFERENCES_CSS)
  await openDesigner(page)
  const panel = contrastPanel(page)
  await expect(panel).toHaveAttribute('aria-busy', 'false')
  await expect(panel.getByRole('status')).toHaveText(/pairs (reach|are below) AA/)
  // The card is the page's own colour, so its text reads exactly as the page's does.
  await panel.getByRole('button', { name: /^Show all \d+ pairs$/ }).click()
  const ratio = (label: string) =>
    panel.locator(`[data-pair="${label}"]`).locator('.font-mono').textContent()
  expect(await ratio('Text on card')).toBe(await ratio('Text on background'))
  await expect(panel.getByRole('list', { name: /^Not measured: 1 pair/ })).toHaveText(
    'Text on popover: "currentColor" takes the colour of whatever text it is used with',
  )

  await page.getByRole('button', { name: 'Make dark twin' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Make dark twin' })
  await confirm.getByRole('button', { name: 'Make dark twin' }).click()
  await expect(page.getByRole('button', { name: 'Make light twin' })).toBeVisible()
  const twin = await storedTheme(page)
  expect(twin.mostLike).toBe('dark')
  expect(twin.colors).toMatchObject({
    card: 'var(--background)',
    cardForeground: 'var(--foreground)',
    popoverForeground: 'currentColor',
  })
  await expect(panel.getByRole('status')).toHaveText(/^All \d+ pairs reach AA/)

  // The Designer's export derives the light mode from the dark twin.
  await page.getByRole('button', { name: 'Export...' }).click()
  const exportDialog = page.getByRole('dialog', { name: 'Export theme' })
  await page.getByRole('combobox', { name: 'Format', exact: true }).click()
  await page.getByRole('option', { name: 'shadcn/ui CSS (Tailwind v4)', exact: true }).click()
  await expect(exportDialog.getByLabel('Exported text')).toContainText('.dark {')
  await expect(exportDialog.getByLabel('Exported text')).toContainText('--card: var(--background);')
  await expect(exportDialog.getByRole('alert')).toHaveCount(0)
})

test('a page colour that holds no colour leaves every pair out, and the panel says so', async ({
  page,
}) => {
  await importCss(page, ':root { --background: var(--brand-surface); --primary: #1d4ed8; }')
  await openDesigner(page)
  const panel = contrastPanel(page)
  await expect(panel.getByRole('status')).toHaveText('No pair could be measured.')
  await expect(panel.locator('[data-skipped-pair="Text on background"]')).toHaveText(
    'Text on background: "var(--brand-surface)" uses a variable this theme gives no colour',
  )
})
