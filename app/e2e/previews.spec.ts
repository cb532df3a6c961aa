import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { seriousViolations } from './support/axe'
import { DESKTOP, expect, MOBILE, test } from './support/fixtures'

const themeSchema: unknown = JSON.parse(
  readFileSync(new URL('../../packages/theme/src/schema.json', import.meta.url), 'utf8'),
)

async function openPage(page: Page, path: string, title: string) {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
}

test.describe('Tables page', () => {
  test('shows the sample table with its count lines and an empty table', async ({ page }) => {
    await openPage(page, '/tables', 'Tables')
    const sample = page.getByRole('table').first()
    for (const name of ['Name', 'Status', 'Value']) {
      await expect(sample.getByRole('columnheader', { name })).toBeVisible()
    }
    // Header row plus the four sample rows.
    await expect(sample.getByRole('row')).toHaveCount(5)
    await expect(page.getByText('Showing 4 row(s)', { exact: true })).toBeVisible()
    await expect(page.getByText('Showing 2 of 4 rows', { exact: true })).toBeVisible()
    await expect(page.getByRole('cell', { name: 'No results.' })).toBeVisible()
  })
})

test.describe('Dialogs page', () => {
  test('shows the alert; the dialog opens, cancels and validates its field', async ({ page }) => {
    await openPage(page, '/dialogs', 'Dialogs')
    await expect(page.getByRole('alert').filter({ hasText: 'This is an alert.' })).toBeVisible()

    await page.getByRole('button', { name: 'Open Dialog' }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await expect(dialog.getByText('This is a dialog.')).toBeVisible()
    await expect(dialog.getByLabel('Number of spoons')).toBeVisible()
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()

    await page.getByRole('button', { name: 'Open Dialog' }).click()
    await dialog.getByRole('button', { name: 'Ok' }).click()
    await expect(dialog.getByText('Not enough funds to cover the fee')).toBeVisible()
    await expect(dialog.getByLabel('Number of spoons')).toHaveAttribute('aria-invalid', 'true')

    await dialog.getByLabel('Number of spoons').fill('2')
    await dialog.getByRole('button', { name: 'Ok' }).click()
    await expect(dialog).toBeHidden()
  })

  test('Confirm Action asks with a destructive confirm button and Cancel', async ({ page }) => {
    await openPage(page, '/dialogs', 'Dialogs')
    await page.getByRole('button', { name: 'Confirm Action' }).click()
    const confirm = page.getByRole('alertdialog')
    await expect(confirm).toBeVisible()
    await expect(confirm.getByRole('button', { name: 'Continue' })).toBeVisible()
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await expect(confirm).toBeHidden()
  })
})

test.describe('Components page', () => {
  test('the dropdown menu holds exactly its items and one separator, one item disabled', async ({
    page,
  }) => {
    await openPage(page, '/components', 'Components')
    await page.getByRole('button', { name: 'Open Menu' }).click()
    const menu = page.getByRole('menu')
    await expect(menu).toBeVisible()
    await expect(menu.getByRole('menuitem')).toHaveText(['Transfer', 'Disabled', 'Item', 'Copy'])
    await expect(menu.getByRole('menuitem', { name: 'Disabled' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    // Nothing else: no heading label, a single separator between Item and Copy.
    await expect(menu.locator('> *')).toHaveCount(5)
    await expect(menu.locator('> *').nth(3)).toHaveAttribute('role', 'separator')
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
  })

  test('the select offers None, One and Two', async ({ page }) => {
    await openPage(page, '/components', 'Components')
    const trigger = page.getByRole('combobox', { name: 'Choose an option' })
    await trigger.click()
    const listbox = page.getByRole('listbox')
    await expect(listbox.getByRole('option')).toHaveText(['None', 'One', 'Two'])
    await listbox.getByRole('option', { name: 'Two' }).click()
    await expect(listbox).toBeHidden()
    await expect(trigger).toHaveText('Two')
  })

  test('shows the palette, radius samples, controls and buttons', async ({ page }) => {
    await openPage(page, '/components', 'Components')
    for (const name of ['Primary', 'Secondary', 'Accent', 'Destructive']) {
      await expect(page.getByText(name, { exact: true }).first()).toBeVisible()
    }
    for (const name of ['none', 'sm', 'md', 'lg', 'xl']) {
      await expect(page.getByText(name, { exact: true })).toBeVisible()
    }
    await expect(page.getByRole('switch')).toBeVisible()
    await expect(page.getByRole('checkbox').first()).toBeVisible()
    for (const name of ['Primary', 'Outline', 'Destructive', 'Ghost', 'Link']) {
      await expect(page.getByRole('button', { name, exact: true })).toBeVisible()
    }
  })
})

test.describe('About page', () => {
  test('links open in a new tab', async ({ page }) => {
    await openPage(page, '/about', 'About')
    const links = page.getByRole('link', { name: /theme-a-roo|theme-o-rama/i })
    await expect(links).toHaveCount(3)
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
  })

  test('Copy Schema puts the theme schema on the clipboard and says so', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await openPage(page, '/about', 'About')
    await page.getByRole('button', { name: 'Copy Schema' }).click()
    await expect(page.getByText('Schema copied to clipboard')).toBeVisible()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(JSON.parse(copied)).toEqual(themeSchema)
  })
})

test.describe('Accessibility of the preview and About pages', () => {
  for (const [path, title] of [
    ['/components', 'Components'],
    ['/tables', 'Tables'],
    ['/dialogs', 'Dialogs'],
    ['/about', 'About'],
  ] as const) {
    for (const [size, viewport] of [
      ['desktop', DESKTOP],
      ['mobile', MOBILE],
    ] as const) {
      test(`${title} (${size}) has no serious or critical violations`, async ({ page }) => {
        await page.setViewportSize(viewport)
        await openPage(page, path, title)
        expect(await seriousViolations(page)).toEqual([])
      })
    }
  }

  test('the open dialog and its validation message have no serious or critical violations', async ({
    page,
  }) => {
    await openPage(page, '/dialogs', 'Dialogs')
    await page.getByRole('button', { name: 'Open Dialog' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Ok' }).click()
    await expect(page.getByText('Not enough funds to cover the fee')).toBeVisible()
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([])
  })

  test('the open menu and select list have no serious or critical violations', async ({ page }) => {
    await openPage(page, '/components', 'Components')
    await page.getByRole('button', { name: 'Open Menu' }).click()
    await expect(page.getByRole('menu')).toBeVisible()
    expect(await seriousViolations(page, '[role="menu"]')).toEqual([])
    await page.keyboard.press('Escape')
    await page.getByRole('combobox', { name: 'Choose an option' }).click()
    await expect(page.getByRole('listbox')).toBeVisible()
    expect(await seriousViolations(page, '[role="listbox"]')).toEqual([])
  })
})
