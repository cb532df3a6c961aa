import type { Page, TestInfo } from '@playwright/test'
import { seriousViolations } from './support/axe'
import { DESKTOP, expect, MOBILE, test } from './support/fixtures'

// A design-token file as a design system exports it: colours by role, each group's own value
// under `_`, and a stroke width named `border` (a dimension, which must never become a colour).
const TOKENS = JSON.stringify({
  color: {
    $type: 'color',
    background: { _: { $value: '#f7f8fa' }, secondary: { $value: '#e9edf3' } },
    text: { _: { $value: '#1b1f29' }, secondary: { $value: '#5b6472' } },
    brand: { _: { $value: '#3355ff' }, hover: { $value: '#2a47d6' } },
    danger: { $value: '#c62828' },
  },
  size: {
    stroke: { border: { $type: 'dimension', $value: { value: 0.0625, unit: 'rem' } } },
    radius: { md: { $type: 'dimension', $value: { value: 0.5, unit: 'rem' } } },
  },
})

async function openImportWithTokens(page: Page) {
  await page.getByRole('button', { name: 'Import...' }).click()
  const dialog = page.getByRole('dialog', { name: 'Import a theme' })
  await dialog.getByLabel('Theme text').fill(TOKENS)
  await expect(dialog.getByRole('table')).toBeVisible()
  return dialog
}

async function confirmImport(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Import a theme' })
  await dialog.getByRole('button', { name: 'Import' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Import' }).click()
  await expect(dialog).toBeHidden()
}

/** The painted border colour of the first card on the page. */
const cardBorder = (page: Page) =>
  page
    .locator('.bg-card.border')
    .first()
    .evaluate((card) => getComputedStyle(card).borderTopColor)

const rootVariable = (page: Page, name: string) =>
  page.evaluate(
    (variable) => getComputedStyle(document.documentElement).getPropertyValue(variable).trim(),
    name,
  )

test.describe('at desktop width', () => {
  test.use({ viewport: DESKTOP })

  test('a dimension named border never paints the borders', async ({ page }) => {
    await page.goto('/')
    const before = await cardBorder(page)
    expect(before).not.toBe('rgb(0, 0, 0)')
    const dialog = await openImportWithTokens(page)
    // The stroke width is not mapped, and says why when the unmapped tokens are shown.
    await expect(
      dialog.getByRole('combobox', { name: 'Field for size.stroke.border' }),
    ).toHaveCount(0)
    await dialog.getByRole('button', { name: /^Show \d+ unmapped tokens?$/ }).click()
    await expect(
      dialog.getByRole('combobox', { name: 'Field for size.stroke.border' }),
    ).toHaveValue('')
    await expect(
      dialog.getByText('Not imported: --border takes a colour, and this is a dimension.'),
    ).toBeVisible()
    await confirmImport(page)
    await expect.poll(() => rootVariable(page, '--background')).toBe('#f7f8fa')
    expect(await rootVariable(page, '--border')).not.toContain('rem')
    expect(await cardBorder(page)).toBe(before)
  })

  test('a row changed in the table changes what is imported', async ({ page }) => {
    await page.goto('/')
    const dialog = await openImportWithTokens(page)
    const brand = dialog.getByRole('combobox', { name: 'Field for color.brand._' })
    await expect(brand).toHaveValue('primary')
    await brand.selectOption('accent')
    await dialog
      .getByRole('combobox', { name: 'Field for color.danger' })
      .selectOption('Do not import')
    await expect(dialog.getByTestId('token-mapping-summary')).toHaveText(
      '6 of 9 tokens will be imported.',
    )
    await confirmImport(page)
    await expect.poll(() => rootVariable(page, '--accent')).toBe('#3355ff')
    expect(await rootVariable(page, '--primary')).not.toBe('#3355ff')
    expect(await rootVariable(page, '--destructive')).not.toBe('#c62828')
  })
})

/** The dialog as a picture, for the record (the test's output folder). */
async function recordDialog(page: Page, testInfo: TestInfo, name: string) {
  const dialog = page.getByRole('dialog', { name: 'Import a theme' })
  await dialog
    .getByRole('heading', { name: 'Token mapping' })
    .evaluate((heading) => heading.scrollIntoView({ block: 'start' }))
  // No row is shown hovered.
  await page.mouse.move(0, 0)
  await dialog.screenshot({ path: testInfo.outputPath(`${name}.png`), animations: 'disabled' })
}

for (const theme of ['theme-a-roo-design', 'dark'] as const) {
  for (const [width, viewport] of [
    ['wide', DESKTOP],
    ['phone', MOBILE],
  ] as const) {
    test(`the mapping table in the ${theme} theme, ${width}, fits and is accessible`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize(viewport)
      await page.goto('/')
      await page.evaluate((name) => localStorage.setItem('theme', name), theme)
      await page.reload()
      const dialog = await openImportWithTokens(page)
      // Nothing sticks out sideways: the table and each select fit the dialog.
      const overflow = await dialog.evaluate((element) => element.scrollWidth - element.clientWidth)
      expect(overflow).toBeLessThanOrEqual(0)
      // Every row can be changed from the keyboard.
      const first = dialog.getByRole('combobox', { name: 'Field for color.background._' })
      await first.focus()
      await page.keyboard.press('Tab')
      await expect(
        dialog.getByRole('combobox', { name: 'Field for color.background.secondary' }),
      ).toBeFocused()
      expect(await seriousViolations(page, '[role="dialog"]')).toEqual([])
      await recordDialog(page, testInfo, `token-mapping-${theme}-${width}`)
    })
  }
}
