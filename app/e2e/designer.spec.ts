import type { Page } from '@playwright/test'
import { seriousViolations } from './support/axe'
import { DESKTOP, expect, pageHeading, test } from './support/fixtures'

/*
 * The Designer: every field of the working theme with a control, its inheritance, and the same
 * document as the JSON editor. A fresh context starts with the default working theme (inherits
 * light) selected.
 */
test.use({ viewport: DESKTOP, permissions: ['clipboard-read', 'clipboard-write'] })

const field = (page: Page, id: string) => page.locator(`[data-field="${id}"]`)
const source = (page: Page, id: string) => field(page, id).getByTestId('field-source')
const cssVariable = (page: Page, name: string) =>
  page.evaluate(
    (variable) => getComputedStyle(document.documentElement).getPropertyValue(variable).trim(),
    name,
  )
const storedTheme = (page: Page) =>
  page.evaluate(
    () => JSON.parse(localStorage.getItem('working-theme') ?? '{}') as Record<string, unknown>,
  )

async function openDesigner(page: Page) {
  await page.goto('/designer')
  await expect(pageHeading(page)).toHaveText('Designer')
  await expect(field(page, 'colors.primary')).toBeVisible()
}

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search fields' }).fill(text)
}

test('the sidebar entry opens the Designer', async ({ page }) => {
  await page.goto('/')
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Designer' })
    .click()
  await expect(page).toHaveURL('/designer')
  await expect(pageHeading(page)).toHaveText('Designer')
})

test('a colour, a corner radius, a shadow and a button hover colour: the page changes and the JSON editor agrees', async ({
  page,
}) => {
  await openDesigner(page)
  await search(page, 'primary action background')
  await page.getByLabel('Primary', { exact: true }).fill('#aa3300')
  await expect.poll(() => cssVariable(page, '--primary')).not.toBe('')
  const primary = await page.evaluate(() => {
    const probe = document.createElement('div')
    probe.style.color = 'var(--primary)'
    document.body.append(probe)
    const color = getComputedStyle(probe).color
    probe.remove()
    return color
  })
  expect(primary).toBe('rgb(170, 51, 0)')

  await search(page, 'corners lg')
  await page.getByLabel('Lg', { exact: true }).fill('14px')
  await expect.poll(() => cssVariable(page, '--radius-lg')).toBe('14px')

  await search(page, 'shadows card')
  await page.getByLabel('Card', { exact: true }).fill('0 4px 12px rgba(0, 0, 0, 0.3)')
  await expect.poll(() => cssVariable(page, '--shadow-card')).toBe('0 4px 12px rgba(0, 0, 0, 0.3)')

  await search(page, 'default hover background')
  await page.getByLabel('Default › Hover › Background', { exact: true }).fill('rgb(1, 2, 3)')
  await expect.poll(() => cssVariable(page, '--btn-default-hover-background')).toBe('rgb(1, 2, 3)')

  const stored = await storedTheme(page)
  expect(stored).toMatchObject({
    colors: { primary: '#aa3300' },
    corners: { lg: '14px' },
    shadows: { card: '0 4px 12px rgba(0, 0, 0, 0.3)' },
    buttons: { default: { hover: { background: 'rgb(1, 2, 3)' } } },
  })

  // The JSON editor shows the very same document, and its edits come back here.
  await page.getByRole('link', { name: 'JSON Editor' }).first().click()
  const lines = page.locator('.monaco-editor .view-lines')
  await expect(lines).toContainText('"primary": "#aa3300"')
  await expect(lines).toContainText('"lg": "14px"')
  await page.getByRole('link', { name: 'Designer' }).first().click()
  await search(page, 'primary action background')
  await expect(page.getByLabel('Primary', { exact: true })).toHaveValue('#aa3300')
})

test('own and inherited values, Reset to inherited, and a change of base', async ({ page }) => {
  await openDesigner(page)
  await search(page, 'colors card')
  await expect(source(page, 'colors.card')).toHaveText('Inherited from light')
  const inherited = await page.getByLabel('Card', { exact: true }).inputValue()
  expect(inherited).not.toBe('')
  await expect(
    field(page, 'colors.card').getByRole('button', { name: 'Reset to inherited' }),
  ).toHaveCount(0)

  await page.getByLabel('Card', { exact: true }).fill('#123456')
  await expect(source(page, 'colors.card')).toHaveText('Own value')
  await field(page, 'colors.card').getByRole('button', { name: 'Reset to inherited' }).click()
  await expect(source(page, 'colors.card')).toHaveText('Inherited from light')
  await expect(page.getByLabel('Card', { exact: true })).toHaveValue(inherited)
  expect(await storedTheme(page)).not.toHaveProperty('colors.card')

  // Another base: inherited fields now come from it at once.
  await search(page, 'inherits')
  await page.getByRole('combobox', { name: 'Inherits' }).click()
  await page.getByRole('option', { name: 'dark', exact: true }).click()
  await search(page, 'colors card')
  await expect(source(page, 'colors.card')).toHaveText('Inherited from dark')
  await expect(page.getByLabel('Card', { exact: true })).not.toHaveValue(inherited)
  expect(await storedTheme(page)).toMatchObject({ inherits: 'dark' })
})

test('a value no control can read stays as typed', async ({ page }) => {
  await openDesigner(page)
  await search(page, 'colors background page')
  const value = 'linear-gradient(90deg, red, blue)'
  await page.getByLabel('Background', { exact: true }).fill(value)
  await expect(page.getByRole('button', { name: 'Pick Background' })).toBeDisabled()
  await page.getByLabel('Background', { exact: true }).blur()
  await page.reload()
  await search(page, 'colors background page')
  await expect(page.getByLabel('Background', { exact: true })).toHaveValue(value)
  expect(await storedTheme(page)).toMatchObject({ colors: { background: value } })
})

test('the colour picker recolours the page and writes the colour', async ({ page }) => {
  await openDesigner(page)
  await search(page, 'primary action background')
  await page.getByRole('button', { name: 'Pick Primary' }).click()
  const area = field(page, 'colors.primary').locator('.react-colorful__saturation')
  const box = await area.boundingBox()
  if (!box) throw new Error('picker not shown')
  await page.mouse.move(box.x + box.width * 0.9, box.y + box.height * 0.1)
  await page.mouse.down()
  await page.mouse.move(box.x + box.width * 0.8, box.y + box.height * 0.2, { steps: 5 })
  await page.mouse.up()
  const typed = await page.getByLabel('Primary', { exact: true }).inputValue()
  expect(typed).toMatch(/^#[0-9a-f]{6}$/)
  expect(typed).not.toBe('#324053')
  await expect.poll(async () => (await storedTheme(page)).colors).toMatchObject({ primary: typed })
})

test('an example theme is read-only, with Switch and Start with this theme', async ({ page }) => {
  await page.goto('/')
  await page.evaluate(() => localStorage.setItem('theme', 'dark'))
  await openDesigner(page)
  await expect(
    page.getByRole('status').filter({ hasText: 'You are viewing an example theme' }),
  ).toBeVisible()
  await search(page, 'primary action background')
  await expect(page.getByLabel('Primary', { exact: true })).toHaveAttribute('readonly', '')
  await expect(page.getByRole('button', { name: 'Reset to inherited' })).toHaveCount(0)

  await page.getByRole('button', { name: 'Start with this theme' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Start with this theme' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'You are viewing an example theme' }),
  ).toHaveCount(0)
  await expect(page.getByLabel('Primary', { exact: true })).not.toHaveAttribute('readonly', '')
  expect(await storedTheme(page)).toMatchObject({ name: 'theme-a-roo-design', displayName: 'Dark' })
})

test('search narrows the fields and says when nothing matches', async ({ page }) => {
  await openDesigner(page)
  await search(page, 'ghost hover')
  await expect(page.locator('[data-field]')).toHaveCount(6)
  await search(page, 'no such thing')
  await expect(page.getByRole('status').filter({ hasText: 'No field matches' })).toBeVisible()
})

test('the page has no serious accessibility issue', async ({ page }) => {
  await openDesigner(page)
  expect(await seriousViolations(page)).toEqual([])
})

test('undo and redo with the keyboard and the buttons, across a reload and the JSON editor', async ({
  page,
}) => {
  await openDesigner(page)
  await search(page, 'primary action background')
  const primary = page.getByLabel('Primary', { exact: true })
  const start = await primary.inputValue()
  const undo = page.getByRole('button', { name: 'Undo' })
  const redo = page.getByRole('button', { name: 'Redo' })
  await expect(undo).toBeDisabled()

  await primary.fill('#aa0000')
  await expect(undo).toBeEnabled()
  await page.keyboard.press('ControlOrMeta+z')
  await expect(primary).toHaveValue(start)
  await expect(redo).toBeEnabled()

  // The history outlives a reload of the tab.
  await page.reload()
  await search(page, 'primary action background')
  await page.locator('body').click({ position: { x: 5, y: 5 } })
  await page.keyboard.press('ControlOrMeta+Shift+z')
  await expect(primary).toHaveValue('#aa0000')
  expect(await storedTheme(page)).toMatchObject({ colors: { primary: '#aa0000' } })

  // A change applied in the JSON editor is a step too.
  await page.getByRole('link', { name: 'JSON Editor' }).first().click()
  await expect(page.locator('.monaco-editor .view-lines')).toContainText('"primary": "#aa0000"')
  await page.evaluate(() => {
    const theme = JSON.parse(localStorage.getItem('working-theme') ?? '{}') as {
      colors: Record<string, string>
    }
    theme.colors.primary = '#00aa00'
    return navigator.clipboard.writeText(JSON.stringify(theme, null, 2))
  })
  await page.locator('.monaco-editor .view-lines').click()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.press('ControlOrMeta+V')
  await page.getByRole('button', { name: 'Apply Theme' }).click()
  await expect
    .poll(async () => (await storedTheme(page)).colors)
    .toMatchObject({
      primary: '#00aa00',
    })
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect
    .poll(async () => (await storedTheme(page)).colors)
    .toMatchObject({
      primary: '#aa0000',
    })
})
