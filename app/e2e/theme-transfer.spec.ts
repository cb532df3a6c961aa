import type { Page } from '@playwright/test'
import { DESKTOP, expect, test } from './support/fixtures'

test.use({ viewport: DESKTOP, permissions: ['clipboard-read', 'clipboard-write'] })

// A theme as tweakcn-style editors write it: both modes, oklch colours, chart tokens, a radius.
const TWO_MODE_CSS = `
:root {
  --background: oklch(0.98 0.01 95);
  --foreground: oklch(0.25 0.02 260);
  --card: oklch(1 0 0);
  --card-foreground: oklch(0.25 0.02 260);
  --primary: oklch(0.55 0.18 150);
  --primary-foreground: oklch(0.99 0 0);
  --chart-1: oklch(0.65 0.2 40);
  --radius: 0.75rem;
}
.dark {
  --background: #101826;
  --foreground: #e8edf5;
  --card: #162033;
  --card-foreground: #e8edf5;
  --primary: hsl(150 60% 45%);
  --primary-foreground: #06140c;
  --chart-1: oklch(0.7 0.18 40);
}
`

const storedWorkingTheme = (page: Page) =>
  page.evaluate(() => localStorage.getItem('working-theme'))

const bodyBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor)

/** The body's background as painted, 8-bit sRGB, however the colour is spelled. */
const paintedBackground = (page: Page) =>
  page.evaluate(() => {
    const context = document.createElement('canvas').getContext('2d')!
    context.fillStyle = getComputedStyle(document.body).backgroundColor
    context.fillRect(0, 0, 1, 1)
    return [...context.getImageData(0, 0, 1, 1).data]
  })

async function openImport(page: Page) {
  await page.getByRole('button', { name: 'Import...' }).click()
  return page.getByRole('dialog', { name: 'Import a theme' })
}

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

test('a pasted two-mode CSS theme becomes the working theme in the chosen mode', async ({
  page,
}) => {
  await page.goto('/')
  const dialog = await openImport(page)
  await dialog.getByLabel('Theme text').fill(TWO_MODE_CSS)
  await expect(
    dialog.getByText('Read as shadcn/ui CSS, with a light and a dark mode.'),
  ).toBeVisible()
  await dialog.getByRole('radio', { name: 'Dark' }).check()
  await dialog.getByRole('button', { name: 'Import' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Import' }).click()
  await expect(dialog).toBeHidden()
  await expect.poll(() => bodyBackground(page)).toBe('rgb(16, 24, 38)')
  // The chart colour has no field of its own, yet it is still written as the same variable.
  const chart = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--chart-1').trim(),
  )
  expect(chart).toBe('oklch(0.7 0.18 40)')

  // Chained: rename, reload; the imported theme and the name are kept.
  await page.getByLabel('Working Theme Name').fill('Meadow Night')
  await page.reload()
  await expect(page.getByLabel('Working Theme Name')).toHaveValue('Meadow Night')
  await expect.poll(() => bodyBackground(page)).toBe('rgb(16, 24, 38)')
})

test('text that is not a theme is refused with a message and changes nothing', async ({ page }) => {
  await page.goto('/')
  const before = await storedWorkingTheme(page)
  const dialog = await openImport(page)
  for (const text of [
    'hello, this is not a theme',
    '{"colors": ',
    ':root { --primary: red; } body { display: none }'.replace('red', 'url(javascript:alert(1))'),
    '{"__proto__": {"polluted": true}, "light": {"color": {}}}',
  ]) {
    await dialog.getByLabel('Theme text').fill(text)
    await dialog.getByRole('button', { name: 'Import' }).click()
    await expect(dialog.getByRole('alert')).toBeVisible()
    await expect(page.getByRole('alertdialog')).toBeHidden()
  }
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  expect(await storedWorkingTheme(page)).toBe(before)
  expect(await page.evaluate(() => 'polluted' in Object.prototype)).toBe(false)
})

test('each export format shows its text, copies it and downloads it under its file name', async ({
  page,
}) => {
  await page.goto('/')
  await page.getByLabel('Working Theme Name').fill('Harbour Light')
  await page.getByRole('button', { name: 'Export...' }).click()
  const dialog = page.getByRole('dialog', { name: 'Export theme' })
  const text = dialog.getByLabel('Exported text')
  const formats = [
    ['theme-o-rama JSON', '"schemaVersion": 1', 'harbour-light.json'],
    ['shadcn/ui CSS (Tailwind v4)', '@theme inline', 'harbour-light.css'],
    ['shadcn/ui CSS (Tailwind v3)', '.dark {', 'harbour-light.css'],
    ['shadcn registry item', '"registry:theme"', 'harbour-light.json'],
    ['Design tokens (DTCG)', '"$type"', 'harbour-light.tokens.json'],
  ] as const
  for (const [format, marker, fileName] of formats) {
    await chooseOption(page, 'Format', format)
    await expect(text).toContainText(marker)
    await dialog.getByRole('button', { name: 'Copy' }).click()
    await expect(page.getByText('Copied to clipboard').last()).toBeVisible()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied.trim()).toBe((await text.textContent())?.trim())
    const download = page.waitForEvent('download')
    await dialog.getByRole('button', { name: 'Download' }).click()
    expect((await download).suggestedFilename()).toBe(fileName)
  }
})

test('an exported v4 CSS imported again gives back the same colours', async ({ page }) => {
  await page.goto('/')
  const dialog = await openImport(page)
  await dialog.getByLabel('Theme text').fill(TWO_MODE_CSS)
  await dialog.getByRole('button', { name: 'Import' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Import' }).click()
  await expect(dialog).toBeHidden()
  const imported = await paintedBackground(page)

  await page.getByRole('button', { name: 'Export...' }).click()
  const exportDialog = page.getByRole('dialog', { name: 'Export theme' })
  await chooseOption(page, 'Format', 'shadcn/ui CSS (Tailwind v4)')
  await chooseOption(page, 'Colour format', 'hex')
  await expect(exportDialog.getByLabel('Exported text')).toContainText(':root {')
  const css = (await exportDialog.getByLabel('Exported text').textContent()) ?? ''
  await page.keyboard.press('Escape')

  await page.getByLabel('Working Theme Name').fill('Scratch')
  const again = await openImport(page)
  await again.getByLabel('Theme text').fill(css)
  await again.getByRole('button', { name: 'Import' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Import' }).click()
  await expect(again).toBeHidden()
  // The browser's oklch maths may round a channel that sits on .5 the other way than the
  // exporter's: one step per channel is the same colour.
  const again8bit = await paintedBackground(page)
  again8bit.forEach((channel, index) =>
    expect(Math.abs(channel - imported[index]!)).toBeLessThanOrEqual(1),
  )
})

test('the other mode is derived, taken from another theme, or left out', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Export...' }).click()
  const dialog = page.getByRole('dialog', { name: 'Export theme' })
  const text = dialog.getByLabel('Exported text')
  await chooseOption(page, 'Format', 'shadcn/ui CSS (Tailwind v4)')
  await chooseOption(page, 'Colour format', 'hex')
  const darkBackground = async () =>
    /\.dark \{[^}]*--background: (#[0-9a-f]+);/.exec((await text.textContent()) ?? '')?.[1]

  await expect(text).toContainText('.dark {')
  const derived = await darkBackground()
  // The derived twin of a light theme has a dark page.
  expect(parseInt(derived!.slice(1, 3), 16)).toBeLessThan(64)

  await chooseOption(page, 'Dark mode from', 'Windows 95')
  await expect.poll(darkBackground).not.toBe(derived)

  await chooseOption(page, 'Dark mode from', 'None')
  await expect(text).toContainText(':root {')
  await expect(text).not.toContainText('.dark {')
})

test('Choose File reads a stylesheet into the text, which then imports', async ({ page }) => {
  await page.goto('/')
  const dialog = await openImport(page)
  const chooser = page.waitForEvent('filechooser')
  await dialog.getByRole('button', { name: 'Choose File' }).click()
  const fileChooser = await chooser
  expect(await fileChooser.element().getAttribute('accept')).toContain('.css')
  await fileChooser.setFiles({
    name: 'globals.css',
    mimeType: 'text/css',
    buffer: Buffer.from(TWO_MODE_CSS),
  })
  await expect(dialog.getByLabel('Theme text')).toHaveValue(TWO_MODE_CSS)
  await dialog.getByRole('button', { name: 'Import' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Import' }).click()
  await expect(dialog).toBeHidden()
  await expect.poll(() => paintedBackground(page)).toEqual([250, 249, 241, 255])
})

test("an imported font is the one the pages, the Designer and the theme's card show", async ({
  page,
}) => {
  await page.goto('/')
  const dialog = await openImport(page)
  await dialog
    .getByLabel('Theme text')
    .fill(TWO_MODE_CSS.replace(':root {', ':root {\n  --font-sans: Oxanium, sans-serif;'))
  await dialog.getByRole('button', { name: 'Import' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Import' }).click()
  await expect(dialog).toBeHidden()
  const bodyFont = () => page.evaluate(() => getComputedStyle(document.body).fontFamily)
  await expect.poll(bodyFont).toBe('Oxanium, sans-serif')
  // The working theme's card names the font and is set in it.
  const card = page.getByRole('button', { name: /theme \(selected\)$/ })
  await expect(card).toContainText('Oxanium')
  expect(await card.evaluate((element) => getComputedStyle(element).fontFamily)).toBe(
    'Oxanium, sans-serif',
  )

  await page.goto('/designer')
  const preview = page.getByRole('button', { name: 'Default', exact: true }).first()
  await expect
    .poll(() => preview.evaluate((element) => getComputedStyle(element).fontFamily))
    .toBe('Oxanium, sans-serif')
})
