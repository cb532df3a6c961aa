import type { Page } from '@playwright/test'
import { DESKTOP, expect, pageHeading, test } from './support/fixtures'
import { storeWorkingTheme } from './support/working-theme'

/*
 * 'Make dark twin' in the Designer: the working theme becomes its counterpart in the other mode,
 * every contrast pair at AA, in one step that Undo takes back.
 */
test.use({ viewport: DESKTOP })

/** A light working theme with colours in several spellings, a gradient and a shadow. */
const HARBOR = {
  name: 'theme-a-roo-design',
  displayName: 'Harbor',
  schemaVersion: 1,
  inherits: 'light',
  mostLike: 'light',
  colors: {
    background: '#f7f4ee',
    foreground: 'hsl(220 30% 15%)',
    card: 'linear-gradient(180deg, #ffffff, #f1ede4)',
    primary: 'oklch(45% 0.15 250)',
    primaryForeground: '#ffffff',
  },
  shadows: { card: '0 2px 8px rgb(20 30 50 / 0.12)' },
}

test.beforeEach(async ({ page }) => {
  await storeWorkingTheme(page, HARBOR)
})

const storedTheme = (page: Page) =>
  page.evaluate(
    () => JSON.parse(localStorage.getItem('working-theme') ?? '{}') as Record<string, unknown>,
  )

/** The page background's WCAG relative luminance: 0 for black, 1 for white. */
const backgroundLuminance = (page: Page) =>
  page.evaluate(() => {
    const [r = 0, g = 0, b = 0] = (
      getComputedStyle(document.body).backgroundColor.match(/[\d.]+/g) ?? []
    ).map(Number)
    const linear = (c: number) => {
      const v = c / 255
      return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
    }
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
  })

async function openDesigner(page: Page) {
  await page.goto('/designer')
  await expect(pageHeading(page)).toHaveText('Designer')
  await expect(page.getByRole('button', { name: 'Make dark twin' })).toBeEnabled()
}

const confirmation = (page: Page, title: string) => page.getByRole('alertdialog', { name: title })
const contrastPanel = (page: Page) =>
  page.locator('[aria-busy]').filter({ has: page.locator('#designer-contrast') })

test('Make dark twin turns the light working theme dark with every pair at AA, and Undo brings it back exactly', async ({
  page,
}) => {
  await openDesigner(page)
  await expect(contrastPanel(page).getByRole('status')).toHaveText(/pairs (reach|are below) AA/)
  const before = await storedTheme(page)
  expect(before).toEqual(HARBOR)
  expect(await backgroundLuminance(page)).toBeGreaterThan(0.5)

  await page.getByRole('button', { name: 'Make dark twin' }).click()
  const dialog = confirmation(page, 'Make dark twin')
  await expect(dialog).toContainText('replaced by its dark counterpart')
  await expect(dialog).toContainText('Undo brings it back')
  await dialog.getByRole('button', { name: 'Make dark twin' }).click()
  await expect(dialog).toBeHidden()

  await expect(page.getByRole('button', { name: 'Make light twin' })).toBeVisible()
  await expect.poll(() => backgroundLuminance(page)).toBeLessThan(0.1)
  const twin = await storedTheme(page)
  expect(twin).toMatchObject({
    name: 'theme-a-roo-design',
    displayName: 'Harbor Dark',
    mostLike: 'dark',
    inherits: 'light',
    shadows: { card: '0 2px 8px rgb(20 30 50 / 0.12)' },
  })
  // Each colour keeps its spelling: the gradient stays a gradient, oklch stays oklch.
  expect(twin.colors).toMatchObject({
    foreground: expect.stringMatching(/^hsl\(/),
    card: expect.stringMatching(/^linear-gradient\(180deg, #[0-9a-f]{6}, #[0-9a-f]{6}\)$/),
    primary: expect.stringMatching(/^oklch\(/),
  })
  // Every pair the contrast check lists reaches AA, text on the page among them.
  const panel = contrastPanel(page)
  await expect(panel).toHaveAttribute('aria-busy', 'false')
  await expect(panel.getByRole('status')).toHaveText(/^All \d+ pairs reach AA/)
  await panel.getByRole('button', { name: /^Show all \d+ pairs$/ }).click()
  await expect(panel.locator('[data-pair="Text on background"]')).toContainText(/AAA?$/)

  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(page.getByRole('button', { name: 'Make dark twin' })).toBeVisible()
  await expect.poll(() => storedTheme(page)).toEqual(before)
  await expect.poll(() => backgroundLuminance(page)).toBeGreaterThan(0.5)
})

test('Cancel changes nothing', async ({ page }) => {
  await openDesigner(page)
  const before = await storedTheme(page)
  const background = await backgroundLuminance(page)
  await page.getByRole('button', { name: 'Make dark twin' }).click()
  const dialog = confirmation(page, 'Make dark twin')
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  // Long enough for a twin being worked out to have been applied, had Cancel not dropped it.
  await page.waitForTimeout(500)
  expect(await storedTheme(page)).toEqual(before)
  expect(await backgroundLuminance(page)).toBe(background)
  await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled()
})

test('a twin renamed on the Themes page keeps its colours and its new name across a reload', async ({
  page,
}) => {
  await openDesigner(page)
  await page.getByRole('button', { name: 'Make dark twin' }).click()
  await confirmation(page, 'Make dark twin').getByRole('button', { name: 'Make dark twin' }).click()
  await expect(page.getByRole('button', { name: 'Make light twin' })).toBeVisible()
  const twin = await storedTheme(page)

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Themes' }).click()
  await page.getByLabel('Working Theme Name').fill('Night Owl')
  await expect.poll(async () => (await storedTheme(page)).displayName).toBe('Night Owl')

  await page.reload()
  await expect(page.getByLabel('Working Theme Name')).toHaveValue('Night Owl')
  expect(await storedTheme(page)).toEqual({ ...twin, displayName: 'Night Owl' })
  expect(await backgroundLuminance(page)).toBeLessThan(0.1)
  await page.goto('/designer')
  await expect(page.getByRole('button', { name: 'Make light twin' })).toBeEnabled()
})
