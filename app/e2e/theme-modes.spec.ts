import type { Page } from '@playwright/test'
import { DESKTOP, expect, pageHeading, test } from './support/fixtures'

/*
 * A theme with a light and a dark mode keeps both: the mode imported is the working theme, the
 * other is kept with it, and the Designer switches which one is edited. Both are saved, undone,
 * shared and exported together.
 */
test.use({ viewport: DESKTOP, permissions: ['clipboard-read', 'clipboard-write'] })

// Shaped as shadcn/ui's neutral theme is (every token it publishes), with values of our own.
const LIGHT_TOKENS = {
  radius: '0.625rem',
  background: 'oklch(1 0 0)',
  foreground: 'oklch(0.16 0.01 250)',
  card: 'oklch(0.99 0.002 250)',
  'card-foreground': 'oklch(0.16 0.01 250)',
  popover: 'oklch(1 0 0)',
  'popover-foreground': 'oklch(0.16 0.01 250)',
  primary: 'oklch(0.3 0.05 250)',
  'primary-foreground': 'oklch(0.98 0.005 250)',
  secondary: 'oklch(0.96 0.01 250)',
  'secondary-foreground': 'oklch(0.3 0.05 250)',
  muted: 'oklch(0.95 0.01 250)',
  'muted-foreground': 'oklch(0.55 0.02 250)',
  accent: 'oklch(0.94 0.02 200)',
  'accent-foreground': 'oklch(0.3 0.05 250)',
  destructive: 'oklch(0.58 0.22 27)',
  border: 'oklch(0.92 0.01 250)',
  input: 'oklch(0.91 0.01 250)',
  ring: 'oklch(0.7 0.03 250)',
  'chart-1': 'oklch(0.65 0.21 40)',
  'chart-2': 'oklch(0.6 0.12 185)',
  'chart-3': 'oklch(0.4 0.07 227)',
  'chart-4': 'oklch(0.83 0.19 84)',
  'chart-5': 'oklch(0.77 0.19 70)',
  sidebar: 'oklch(0.98 0.003 250)',
  'sidebar-foreground': 'oklch(0.16 0.01 250)',
  'sidebar-primary': 'oklch(0.3 0.05 250)',
  'sidebar-primary-foreground': 'oklch(0.98 0.005 250)',
  'sidebar-accent': 'oklch(0.96 0.01 250)',
  'sidebar-accent-foreground': 'oklch(0.3 0.05 250)',
  'sidebar-border': 'oklch(0.92 0.01 250)',
  'sidebar-ring': 'oklch(0.7 0.03 250)',
}

const DARK_TOKENS = {
  background: 'oklch(0.16 0.01 250)',
  foreground: 'oklch(0.98 0.005 250)',
  card: 'oklch(0.22 0.015 250)',
  'card-foreground': 'oklch(0.98 0.005 250)',
  popover: 'oklch(0.22 0.015 250)',
  'popover-foreground': 'oklch(0.98 0.005 250)',
  primary: 'oklch(0.9 0.02 250)',
  'primary-foreground': 'oklch(0.22 0.015 250)',
  secondary: 'oklch(0.27 0.02 250)',
  'secondary-foreground': 'oklch(0.98 0.005 250)',
  muted: 'oklch(0.27 0.02 250)',
  'muted-foreground': 'oklch(0.7 0.02 250)',
  accent: 'oklch(0.3 0.03 200)',
  'accent-foreground': 'oklch(0.98 0.005 250)',
  destructive: 'oklch(0.7 0.19 22)',
  border: 'oklch(1 0 0 / 10%)',
  input: 'oklch(1 0 0 / 15%)',
  ring: 'oklch(0.55 0.02 250)',
  'chart-1': 'oklch(0.49 0.24 264)',
  'chart-2': 'oklch(0.7 0.17 162)',
  'chart-3': 'oklch(0.77 0.19 70)',
  'chart-4': 'oklch(0.63 0.27 304)',
  'chart-5': 'oklch(0.65 0.25 16)',
  sidebar: 'oklch(0.22 0.015 250)',
  'sidebar-foreground': 'oklch(0.98 0.005 250)',
  'sidebar-primary': 'oklch(0.49 0.24 264)',
  'sidebar-primary-foreground': 'oklch(0.98 0.005 250)',
  'sidebar-accent': 'oklch(0.27 0.02 250)',
  'sidebar-accent-foreground': 'oklch(0.98 0.005 250)',
  'sidebar-border': 'oklch(1 0 0 / 10%)',
  'sidebar-ring': 'oklch(0.55 0.02 250)',
}

const block = (selector: string, tokens: Record<string, string>) =>
  `${selector} {\n${Object.entries(tokens)
    .map(([name, value]) => `  --${name}: ${value};`)
    .join('\n')}\n}`

const TWO_MODE_CSS = `${block(':root', LIGHT_TOKENS)}\n\n${block('.dark', DARK_TOKENS)}\n`

/** The custom properties of the first block with this selector in a stylesheet. */
function tokensOf(css: string, selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`)
  if (start < 0) return {}
  const body = css.slice(start, css.indexOf('}', start))
  return Object.fromEntries(
    [...body.matchAll(/--([\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name!, value!.trim()]),
  )
}

/** An oklch() value as numbers (lightness, chroma, hue, alpha), however it is spelled. */
function oklchNumbers(value: string): number[] | undefined {
  const match =
    /^oklch\(\s*([\d.]+)(%?)\s+([\d.]+)\s+([\d.]+|none)\s*(?:\/\s*([\d.]+)(%?))?\s*\)$/.exec(value)
  if (!match) return undefined
  const [, l, lPercent, c, h, a, aPercent] = match
  const lightness = Number(l) / (lPercent ? 100 : 1)
  const alpha = a === undefined ? 1 : Number(a) / (aPercent ? 100 : 1)
  // A grey has no hue: any hue is the same colour.
  const hue = Number(c) === 0 || h === 'none' ? 0 : Number(h)
  return [lightness, Number(c), hue, alpha]
}

/** Where exported tokens differ from the source's: names missing or added, values apart. */
function tokenDifferences(exported: Record<string, string>, source: Record<string, string>) {
  const differences: string[] = []
  for (const name of Object.keys(exported)) {
    if (!(name in source)) differences.push(`added --${name}: ${exported[name]}`)
  }
  for (const [name, value] of Object.entries(source)) {
    const written = exported[name]
    if (written === undefined) {
      differences.push(`missing --${name}`)
      continue
    }
    const want = oklchNumbers(value)
    const got = oklchNumbers(written)
    const same = want
      ? got?.every((number, index) => Math.abs(number - want[index]!) < 0.006)
      : written === value
    if (!same) differences.push(`--${name}: ${written}, not ${value}`)
  }
  return differences
}

const rootBackground = (page: Page) =>
  page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--background').trim(),
  )
const rootPrimary = (page: Page) =>
  page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--primary').trim(),
  )
const storedCounterpart = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('working-theme-counterpart') ?? 'null') as {
        mode: string
        theme: { colors?: Record<string, string> }
      } | null,
  )

const modeSwitch = (page: Page) => page.getByRole('group', { name: 'Mode edited' })
const primaryField = (page: Page) =>
  page.locator('[data-field="colors.primary"]').getByLabel('Primary', { exact: true })

async function importTwoModes(page: Page, mode: 'Light' | 'Dark' = 'Light') {
  await page.goto('/')
  await page.getByRole('button', { name: 'Import...' }).click()
  const dialog = page.getByRole('dialog', { name: 'Import a theme' })
  await dialog.getByLabel('Theme text').fill(TWO_MODE_CSS)
  await expect(dialog.getByText('with a light and a dark mode')).toBeVisible()
  await dialog.getByRole('radio', { name: mode }).check()
  await dialog.getByRole('button', { name: 'Import' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Import' }).click()
  await expect(dialog).toBeHidden()
}

async function openDesigner(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Designer' })
    .click()
  await expect(pageHeading(page)).toHaveText('Designer')
}

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

test('a clean import says so, and exported as v4 CSS gives back the source in both modes', async ({
  page,
}) => {
  await importTwoModes(page)
  const name = await page.getByLabel('Working Theme Name').inputValue()
  await expect(
    page.locator('[data-sonner-toast]', { hasText: `Theme "${name}" imported.` }),
  ).toBeVisible()

  await page.getByRole('button', { name: 'Export...' }).click()
  const dialog = page.getByRole('dialog', { name: 'Export theme' })
  await chooseOption(page, 'Format', 'shadcn/ui CSS (Tailwind v4)')
  // The other mode is the one imported with the theme, unless the user picks another.
  await expect(page.getByRole('combobox', { name: 'Dark mode from' })).toHaveText(
    "This theme's dark mode",
  )
  const text = dialog.getByLabel('Exported text')
  await expect(text).toContainText('.dark {')
  const css = (await text.textContent()) ?? ''
  expect(tokenDifferences(tokensOf(css, ':root'), LIGHT_TOKENS)).toEqual([])
  expect(tokenDifferences(tokensOf(css, '.dark'), DARK_TOKENS)).toEqual([])
})

test('the Designer edits either mode; an edit, Undo and a reload keep both', async ({ page }) => {
  await importTwoModes(page)
  await openDesigner(page)
  const light = modeSwitch(page).getByRole('radio', { name: 'Light' })
  const dark = modeSwitch(page).getByRole('radio', { name: 'Dark' })
  await expect(light).toBeChecked()
  await expect.poll(() => rootBackground(page)).toBe(LIGHT_TOKENS.background)

  // By keyboard, as a radio group: the arrow moves to Dark, which is then edited and shown.
  await light.focus()
  await page.keyboard.press('ArrowRight')
  await expect(dark).toBeChecked()
  await expect.poll(() => rootBackground(page)).toBe(DARK_TOKENS.background)
  await expect(primaryField(page)).toHaveValue(DARK_TOKENS.primary)

  await primaryField(page).fill('#aa0000')
  await expect.poll(() => rootPrimary(page)).toBe('#aa0000')
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(primaryField(page)).toHaveValue(DARK_TOKENS.primary)

  await page.reload()
  await expect(modeSwitch(page).getByRole('radio', { name: 'Dark' })).toBeChecked()
  await expect.poll(() => rootBackground(page)).toBe(DARK_TOKENS.background)
  expect(await storedCounterpart(page)).toMatchObject({
    mode: 'light',
    theme: { colors: { background: LIGHT_TOKENS.background } },
  })
  // Undo once more takes back the switch itself: the light mode is edited again.
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(modeSwitch(page).getByRole('radio', { name: 'Light' })).toBeChecked()
  await expect.poll(() => rootBackground(page)).toBe(LIGHT_TOKENS.background)
})

test('import, switch to dark, edit and share: the link opens both modes elsewhere', async ({
  page,
  browser,
  baseURL,
}) => {
  await importTwoModes(page)
  await openDesigner(page)
  await modeSwitch(page).getByText('Dark', { exact: true }).click()
  await primaryField(page).fill('#336699')
  await expect.poll(() => rootPrimary(page)).toBe('#336699')

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Themes' }).click()
  await page.getByRole('button', { name: 'Copy share link' }).click()
  await expect(
    page.locator('[data-sonner-toast]', { hasText: 'Share link copied to clipboard' }),
  ).toBeVisible()
  const link = await page.evaluate(() => navigator.clipboard.readText())

  // Someone else's browser: the shared theme is the edited dark mode, and starting with it
  // brings the light mode along.
  const context = await browser.newContext({ baseURL, viewport: DESKTOP, reducedMotion: 'reduce' })
  const other = await context.newPage()
  await other.goto(link)
  const notice = other.getByRole('status').filter({ hasText: 'Shared theme:' })
  await expect(notice).toBeVisible()
  await expect.poll(() => rootPrimary(other)).toBe('#336699')
  await notice.getByRole('button', { name: 'Start with this theme' }).click()
  await other
    .getByRole('alertdialog', { name: 'Start with this theme' })
    .getByRole('button', { name: 'Start with this theme' })
    .click()
  await expect(notice).toHaveCount(0)
  await openDesigner(other)
  await expect(modeSwitch(other).getByRole('radio', { name: 'Dark' })).toBeChecked()
  await modeSwitch(other).getByText('Light', { exact: true }).click()
  await expect.poll(() => rootBackground(other)).toBe(LIGHT_TOKENS.background)
  await expect(primaryField(other)).toHaveValue(LIGHT_TOKENS.primary)
  await context.close()
})

test('a one-mode import and Reset leave no mode switch behind', async ({ page }) => {
  await importTwoModes(page)
  await openDesigner(page)
  await expect(modeSwitch(page)).toBeVisible()

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Themes' }).click()
  await expect(pageHeading(page)).toHaveText('Themes')
  await page.getByRole('button', { name: 'Reset', exact: true }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Reset' }).click()
  await openDesigner(page)
  await expect(primaryField(page)).toBeVisible()
  await expect(modeSwitch(page)).toHaveCount(0)
  expect(await storedCounterpart(page)).toBeNull()
})
