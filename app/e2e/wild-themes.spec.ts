import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { seriousViolations } from './support/axe'
import { rootVariable } from './support/css'
import { expect, test } from './support/fixtures'

/*
 * Themes as apps already use them: extra properties and now and then a malformed value. They open,
 * say what was noted, keep what they carry through edit and save, and can be cleaned in one click.
 */

async function openThemeFile(page: Page, theme: unknown) {
  await page.getByRole('button', { name: 'Open Theme' }).click()
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('alertdialog').getByRole('button', { name: 'Open Theme' }).click()
  await (
    await chooser
  ).setFiles({
    name: 'wild.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(theme)),
  })
}

const WILD = {
  name: 'ledger-night',
  displayName: 'Ledger Night',
  schemaVersion: 1,
  inherits: 'dark',
  mostLike: 'dark',
  author: 'Someone',
  colors: {
    primary: 'hsl(160 84% 39%)',
    surface: 'hsl(222 47% 11%)',
    border: 'rgba(255,255,255,0.15',
  },
  corners: { lg: '0.75rem', '2xl': '1.5rem' },
  dialogs: { background: 'hsl(222 47% 8%)' },
}

const notes = (page: Page) => page.getByRole('status').filter({ hasText: /Opened with \d+ notes?/ })

test('a theme with extra properties and a malformed value opens, applies and says what it noted', async ({
  page,
}) => {
  await page.goto('/')
  await openThemeFile(page, WILD)
  await expect(page.getByRole('dialog', { name: 'Error' })).toHaveCount(0)
  await expect(page.getByLabel('Working Theme Name')).toHaveValue('Ledger Night')

  const notice = notes(page)
  await expect(notice).toContainText('Opened with 5 notes')
  await expect(notice).toContainText('/author: Not part of the theme format and has no effect')
  await expect(notice).toContainText('/dialogs: Not part of the theme format and has no effect')
  await expect(notice).toContainText(
    '/corners/2xl: Not part of the theme format; it is still written as --corner-2xl, as theme-o-rama does',
  )
  await expect(notice).toContainText(
    '/colors/border: Malformed CSS value: Missing ")" at the end, which is added',
  )
  expect(await seriousViolations(page)).toEqual([])

  // Applied: the known values, the repaired one, and the extra corner as theme-o-rama writes it.
  expect(await rootVariable(page, '--primary')).toBe('hsl(160 84% 39%)')
  expect(await rootVariable(page, '--border')).toBe('rgba(255,255,255,0.15)')
  expect(await rootVariable(page, '--corner-2xl')).toBe('1.5rem')
  const border = await page.evaluate(() => {
    const probe = document.createElement('div')
    probe.style.borderColor = 'var(--color-border)'
    document.body.append(probe)
    const color = getComputedStyle(probe).borderColor
    probe.remove()
    return color
  })
  expect(border).toBe('rgba(255, 255, 255, 0.15)')
})

test('open, edit, save gives the unknown properties back untouched', async ({ page }) => {
  await page.goto('/')
  await openThemeFile(page, WILD)
  await page.getByLabel('Working Theme Name').fill('Ledger Night 2')
  await page.getByRole('button', { name: 'Save Theme as...' }).click()
  const download = page.waitForEvent('download')
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click()
  const saved = JSON.parse(await readFile((await (await download).path()) ?? '', 'utf8')) as Record<
    string,
    unknown
  >
  expect(saved).toEqual({ ...WILD, name: 'ledger-night-2', displayName: 'Ledger Night 2' })
})

test('Remove unknown properties cleans the working theme and keeps the other notes', async ({
  page,
}) => {
  await page.goto('/')
  await openThemeFile(page, WILD)
  await notes(page).getByRole('button', { name: 'Remove unknown properties' }).click()
  await expect(notes(page)).toContainText('Opened with 1 note')
  await expect(notes(page).getByRole('button', { name: 'Remove unknown properties' })).toHaveCount(
    0,
  )
  const stored = JSON.parse(
    (await page.evaluate(() => localStorage.getItem('working-theme'))) ?? '{}',
  ) as Record<string, unknown>
  expect(stored).not.toHaveProperty('author')
  expect(stored).not.toHaveProperty('dialogs')
  expect(stored.colors).toEqual({ primary: 'hsl(160 84% 39%)', border: 'rgba(255,255,255,0.15' })
  expect(stored.corners).toEqual({ lg: '0.75rem' })
  expect(await rootVariable(page, '--corner-2xl')).toBe('')
  await notes(page).getByRole('button', { name: 'Dismiss notes' }).click()
  await expect(notes(page)).toHaveCount(0)
})

test('hostile files stay refused and change nothing', async ({ page }) => {
  await page.goto('/')
  const before = await page.evaluate(() => localStorage.getItem('working-theme'))
  const hostile = [
    [{ ...WILD, colors: { primary: 'red; } body { display: none' } }, 'Contains ";"'],
    [{ ...WILD, fonts: { body: 'a'.repeat(5_000_000) } }, 'Longer than 2000 characters'],
    [{ ...WILD, dialogs: { background: '</style><script>alert(1)</script>' } }, 'Contains "<"'],
    [
      JSON.parse('{"name":"x","displayName":"X","schemaVersion":1,"colors":{"__proto__":{}}}'),
      'Forbidden property name',
    ],
    [{ ...WILD, colors: { primary: 5 } }, 'Expected a string'],
    [{ ...WILD, schemaVersion: 2 }, 'Unrecognized schemaVersion: 2'],
  ] as const
  for (const [theme, message] of hostile) {
    await openThemeFile(page, theme)
    const dialog = page.getByRole('dialog', { name: 'Error' })
    await expect(dialog).toContainText(message)
    await dialog.getByRole('button', { name: 'Ok' }).click()
    await expect(notes(page)).toHaveCount(0)
  }
  expect(await page.evaluate(() => localStorage.getItem('working-theme'))).toBe(before)
})

test('a theme built on a base that does not exist is refused on import', async ({ page }) => {
  await page.goto('/')
  const before = await page.evaluate(() => localStorage.getItem('working-theme'))
  await openThemeFile(page, { ...WILD, inherits: 'nope' })
  const dialog = page.getByRole('dialog', { name: 'Error' })
  await expect(dialog).toContainText(
    'Failed to load theme file: Base theme "nope" was not found. It must be one of:',
  )
  await dialog.getByRole('button', { name: 'Ok' }).click()
  expect(await page.evaluate(() => localStorage.getItem('working-theme'))).toBe(before)
})

test('a stored working theme whose base is gone still loads, without the base, and says so', async ({
  page,
}) => {
  await page.goto('/')
  await page.evaluate(() =>
    localStorage.setItem(
      'working-theme',
      JSON.stringify({
        name: 'theme-a-roo-design',
        displayName: 'Orphan',
        schemaVersion: 1,
        inherits: 'nope',
      }),
    ),
  )
  await page.reload()
  await expect(page.getByText(/Base theme "nope" was not found/)).toBeVisible()
  await expect(page.getByText('No Working Theme')).toHaveCount(0)
  await expect(page.getByLabel('Working Theme Name')).toHaveValue('Orphan')
  await expect(page.getByLabel('Working Theme Name')).toBeEnabled()
  const stored = JSON.parse(
    (await page.evaluate(() => localStorage.getItem('working-theme'))) ?? '{}',
  ) as Record<string, unknown>
  expect(stored).not.toHaveProperty('inherits')
})

test('an SVG background is stored as a PNG, and HTML dressed as an image is refused', async ({
  page,
}) => {
  await page.goto('/background-editor')
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><script>window.ran = true</script><rect width="40" height="20" fill="teal"/></svg>'
  await page.getByLabel('Background image file').setInputFiles({
    name: 'pattern.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from(svg),
  })
  await expect(page.locator('html')).toHaveClass(/has-background-image/)
  const stored = await page.evaluate(async () => {
    // The page shows the stored image through its own address; storage names it by content.
    const shown = /url\("([^"]+)"\)/.exec(
      getComputedStyle(document.documentElement).backgroundImage,
    )?.[1]
    const blob = await (await fetch(shown ?? '')).blob()
    const head = [...new Uint8Array(await blob.slice(0, 4).arrayBuffer())]
    return { type: blob.type, head, ran: (window as { ran?: boolean }).ran ?? false }
  })
  expect(stored).toEqual({ type: 'image/png', head: [0x89, 0x50, 0x4e, 0x47], ran: false })
  const before = await page.evaluate(() => localStorage.getItem('working-theme'))
  expect(before).toMatch(/"backgroundImage":"stored-image:[0-9a-f]{64}"/)

  await page.getByLabel('Background image file').setInputFiles({
    name: 'innocent.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<html><script>alert(document.domain)</script></html>'),
  })
  await expect(
    page
      .locator('[data-sonner-toast]')
      .filter({ hasText: 'Not a PNG, JPEG, WebP, GIF or AVIF image' }),
  ).toBeVisible()
  const after = await page.evaluate(() => localStorage.getItem('working-theme'))
  expect(after).toBe(before)
})
