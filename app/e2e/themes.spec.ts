import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'

/** What a person sees change: page background (colour or image), text colour and button colour. */
const lookOf = (page: Page) =>
  page.evaluate(() => {
    const html = getComputedStyle(document.documentElement)
    const body = getComputedStyle(document.body)
    const button = getComputedStyle(document.querySelector('main button')!)
    return [
      html.backgroundColor,
      html.backgroundImage,
      body.backgroundColor,
      body.color,
      button.color,
    ].join(' | ')
  })

const backgroundOf = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor)

function themeCard(page: Page, displayName: string) {
  return page.getByRole('button', { name: new RegExp(`^${displayName} theme`) })
}

function errorDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Error' })
}

async function openThemeFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByRole('button', { name: 'Open Theme' }).click()
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('alertdialog').getByRole('button', { name: 'Open Theme' }).click()
  await (await chooser).setFiles(file)
}

const jsonFile = (content: string) => ({
  name: 'theme.json',
  mimeType: 'application/json',
  buffer: Buffer.from(content),
})

test('each example theme recolours the page and is still chosen after a reload', async ({
  page,
}) => {
  await page.goto('/')
  await expect(themeCard(page, 'Windows 95')).toBeVisible()
  const names = await page
    .locator('[data-testid^="theme-card-"]')
    .evaluateAll((cards) =>
      cards.map((card) => card.getAttribute('data-testid')!.replace('theme-card-', '')),
    )
  expect(names.length).toBeGreaterThanOrEqual(9)

  const seen = new Set<string>()
  for (const name of names.filter((candidate) => !candidate.startsWith('theme-a-roo'))) {
    const before = await lookOf(page)
    await page.getByTestId(`theme-card-${name}`).locator('[aria-pressed]').click()
    await expect(page.getByTestId(`theme-card-${name}`).locator('[aria-pressed]')).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(page.locator('html')).toHaveClass(new RegExp(`theme-${name}`))
    const after = await lookOf(page)
    expect.soft(after, name).not.toBe(before)
    seen.add(after)
  }
  // Every theme looks different from every other one.
  expect(seen.size).toBe(names.length - 1)

  await themeCard(page, 'Windows 95').click()
  await page.reload()
  await expect(page.locator('html')).toHaveClass(/theme-win95/)
  await expect(themeCard(page, 'Windows 95')).toHaveAttribute('aria-pressed', 'true')
})

test('start with an example theme, rename it, and find it again after a reload', async ({
  page,
}) => {
  await page.goto('/')
  const nameField = page.getByLabel('Working Theme Name')
  await themeCard(page, 'Windows 95').click()
  await expect(nameField).toBeDisabled()
  await page.getByRole('button', { name: 'Start with this theme' }).click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText(
    'Your working theme will be replaced by a copy of "Windows 95". Undo brings it back.',
  )
  await confirm.getByRole('button', { name: 'Start with this theme' }).click()
  await expect(confirm).toBeHidden()

  await expect(nameField).toBeEnabled()
  await expect(nameField).toHaveValue('Windows 95')
  await nameField.fill('My Retro Theme')
  await page.reload()
  await expect(page.getByLabel('Working Theme Name')).toHaveValue('My Retro Theme')
  await expect(themeCard(page, 'My Retro Theme')).toHaveAttribute('aria-pressed', 'true')
  // It kept the look it was copied from.
  await expect(page.locator('html')).toHaveClass(/theme-theme-a-roo-design/)
  const retro = await backgroundOf(page)
  await themeCard(page, 'Windows 95').click()
  expect(await backgroundOf(page)).toBe(retro)
})

test('reset brings back the default working theme after confirmation', async ({ page }) => {
  await page.goto('/')
  await themeCard(page, 'Design').click()
  await page.getByLabel('Working Theme Name').fill('Scratch')
  await page.getByRole('button', { name: 'Reset' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByLabel('Working Theme Name')).toHaveValue('Scratch')

  await page.getByRole('button', { name: 'Reset' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Reset' }).click()
  await expect(page.getByLabel('Working Theme Name')).toHaveValue('Design')
  // The default's background is lightgray.
  expect(await backgroundOf(page)).toBe('rgb(211, 211, 211)')
})

test('Save Theme as... downloads <slug>.json that opens back as the same theme', async ({
  page,
}) => {
  await page.goto('/')
  await themeCard(page, 'Design').click()
  await page.getByRole('button', { name: 'Save Theme as...' }).click()
  const dialog = page.getByRole('dialog', { name: 'Save Theme as...' })
  const name = dialog.getByLabel('Theme name')
  await name.fill('   ')
  await expect(dialog.getByText('Please enter a theme name')).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled()
  await name.fill('Sunset Glow!')
  await expect(dialog).toContainText('sunset-glow.json')

  const download = page.waitForEvent('download')
  await dialog.getByRole('button', { name: 'Save' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe('sunset-glow.json')
  await expect(page.getByText('Theme saved successfully!')).toBeVisible()
  const saved = JSON.parse(await readFile(await file.path(), 'utf8')) as Record<string, unknown>
  expect(saved).toMatchObject({
    name: 'sunset-glow',
    displayName: 'Sunset Glow!',
    schemaVersion: 1,
    inherits: 'light',
    colors: { background: 'lightgray', primary: '#324053' },
  })

  // Open it again after a reset: the same theme comes back.
  await page.getByRole('button', { name: 'Reset' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Reset' }).click()
  await openThemeFile(page, jsonFile(JSON.stringify(saved)))
  await expect(page.getByLabel('Working Theme Name')).toHaveValue('Sunset Glow!')
  await expect(errorDialog(page)).toBeHidden()
})

test('a saved example theme embeds its background image', async ({ page }) => {
  await page.goto('/')
  await themeCard(page, 'Glass Dark').click()
  await page.getByRole('button', { name: 'Save Theme as...' }).click()
  const download = page.waitForEvent('download')
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click()
  const saved = JSON.parse(await readFile(await (await download).path(), 'utf8')) as {
    backgroundImage: string
  }
  expect(saved.backgroundImage).toMatch(/^data:image\/webp;base64,/)
})

test('a bad theme file says what is wrong with it and leaves the working theme as it was', async ({
  page,
}) => {
  await page.goto('/')
  await themeCard(page, 'Design').click()
  await page.getByLabel('Working Theme Name').fill('Keep Me')

  const badFiles: [string, string][] = [
    ['this is { not json', 'Invalid theme JSON structure. The theme string must be valid JSON'],
    [
      '{"name":"x","displayName":"X","schemaVersion":2}',
      'Invalid theme JSON structure. Unrecognized schemaVersion: 2',
    ],
    [
      '{"name":"x","displayName":"X","schemaVersion":1,"buttonStyle":"wobbly"}',
      'Invalid button style: wobbly',
    ],
    ['[1, 2, 3]', 'Invalid theme JSON structure. The theme must be a valid JSON object'],
    [
      '{"name":"x","displayName":"X","schemaVersion":1,"colors":{"background":"red; } body { display: none"}}',
      'Invalid theme JSON structure. /colors/background: Unsafe CSS value: Contains ";", which would end the declaration',
    ],
  ]
  for (const [content, message] of badFiles) {
    await openThemeFile(page, jsonFile(content))
    const dialog = errorDialog(page)
    await expect(dialog).toContainText('Failed to load theme file')
    await expect(dialog).toContainText(message)
    await dialog.getByRole('button', { name: 'Ok' }).click()
    await expect(dialog).toBeHidden()
  }
  await page.reload()
  await expect(page.getByLabel('Working Theme Name')).toHaveValue('Keep Me')
})

test('a theme file over 20 MB is refused before it is read', async ({ page }) => {
  await page.goto('/')
  await openThemeFile(
    page,
    jsonFile(
      `{"name":"big","displayName":"Big","schemaVersion":1,"tags":["${'x'.repeat(21 * 1024 * 1024)}"]}`,
    ),
  )
  await expect(errorDialog(page)).toContainText(
    'Failed to open theme file: The file is larger than 20 MB',
  )
  await errorDialog(page).getByRole('button', { name: 'Ok' }).click()
  await expect(page.getByLabel('Working Theme Name')).toHaveValue('Design')
})

test('opening a valid theme makes it the working theme; a separate background asks for an upload', async ({
  page,
}) => {
  await page.goto('/')
  await openThemeFile(
    page,
    jsonFile(
      JSON.stringify({
        name: 'harbour',
        displayName: 'Harbour',
        schemaVersion: 1,
        mostLike: 'dark',
        colors: { background: 'rgb(10, 20, 40)', foreground: 'white' },
        backgroundImage: 'harbour.jpg',
      }),
    ),
  )
  const notice = page.getByRole('dialog', { name: 'Background Image Required' })
  await expect(notice).toContainText('Background page')
  await notice.getByRole('button', { name: 'Got it' }).click()
  await expect(page.getByLabel('Working Theme Name')).toHaveValue('Harbour')
  expect(await backgroundOf(page)).toBe('rgb(10, 20, 40)')
})

test('copy a theme as JSON to the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto('/')
  await page.getByRole('button', { name: 'Copy Windows 95 JSON' }).click()
  await expect(page.getByText('Theme "Windows 95" copied to clipboard!')).toBeVisible()
  const copied = JSON.parse(await page.evaluate(() => navigator.clipboard.readText())) as {
    name: string
  }
  expect(copied.name).toBe('win95')
})

test('the Actions panel stays folded after a reload', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Collapse actions' }).click()
  await expect(page.getByRole('button', { name: 'Open Theme' })).toBeHidden()
  await page.reload()
  await expect(page.getByRole('button', { name: 'Expand actions' })).toHaveAttribute(
    'aria-expanded',
    'false',
  )
  await expect(page.getByRole('button', { name: 'Open Theme' })).toBeHidden()
})

test('an unreadable saved working theme falls back to the default and says so', async ({
  page,
}) => {
  await page.goto('/')
  await page.evaluate(() =>
    localStorage.setItem('working-theme', '{"name": 42, "colors": "red; } body { display: none"}'),
  )
  await page.reload()
  await expect(page.getByText('Your saved working theme could not be read')).toBeVisible()
  await expect(page.getByLabel('Working Theme Name')).toHaveValue('Design')
  await expect(page.locator('body')).toBeVisible()
})

test('on a phone the working theme card takes the whole row and shows its full name', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  await page.getByLabel('Working Theme Name').fill('Evening Tide')
  const card = page.getByTestId('theme-card-theme-a-roo-design')
  const grid = page.getByRole('heading', { name: 'Work in Progress' }).locator('xpath=..')
  const [cardBox, gridBox] = await Promise.all([card.boundingBox(), grid.boundingBox()])
  expect(cardBox?.width).toBeGreaterThan((gridBox?.width ?? 0) * 0.9)
  const title = card.getByText('Evening Tide', { exact: true })
  expect(await title.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true)
})

test('the browser build offers no Prepare NFT: the wizard belongs to the desktop app', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.getByRole('button', { name: 'Open Theme' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Save Theme as...' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Prepare NFT' })).toHaveCount(0)
})
