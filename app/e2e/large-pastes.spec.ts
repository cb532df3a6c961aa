import type { Page } from '@playwright/test'
import { pasteIntoEditor } from './support/editor'
import { DESKTOP, expect, test } from './support/fixtures'

/*
 * Theme text far larger than any theme, pasted where theme text goes: it is refused with its size
 * and the limit, before the page lays it out or reads it, so the page never stops answering.
 */

test.use({ viewport: DESKTOP, permissions: ['clipboard-read', 'clipboard-write'] })

const TOO_LARGE =
  'This text is at least 19.0 MB; theme text may be at most 2 MB. A theme file with its ' +
  'background image embedded opens with Open Theme on the Themes page.'

/**
 * The longest the page's thread stops answering from now on, seen by a heartbeat: a tick more
 * than 50 ms after the last means the thread was busy meanwhile.
 */
async function startHeartbeat(page: Page) {
  await page.evaluate(() => {
    const state = { longest: 0, last: performance.now() }
    ;(window as unknown as { heartbeat: typeof state }).heartbeat = state
    const beat = () => {
      const now = performance.now()
      state.longest = Math.max(state.longest, now - state.last)
      state.last = now
      setTimeout(beat, 0)
    }
    setTimeout(beat, 0)
  })
  return () =>
    page.evaluate(() => (window as unknown as { heartbeat: { longest: number } }).heartbeat.longest)
}

/** 19 MB of CSS variables, on the clipboard. */
async function copyHugeCss(page: Page) {
  await page.evaluate(async () => {
    const lines = [':root {']
    for (let index = 0; lines.length * 40 < 19 * 1024 * 1024 + 40; index++) {
      lines.push(`  --custom-${index}: oklch(0.5 0.1 ${index % 360});`.padEnd(39))
    }
    lines.push('}')
    await navigator.clipboard.writeText(lines.join('\n'))
  })
}

test('19 MB of CSS pasted into Import is refused with its size, and the page keeps answering', async ({
  page,
}) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Import...' }).click()
  const dialog = page.getByRole('dialog', { name: 'Import a theme' })
  const field = dialog.getByLabel('Theme text')
  await copyHugeCss(page)
  const longestStall = await startHeartbeat(page)

  await field.focus()
  await page.keyboard.press('ControlOrMeta+V')
  await expect(dialog.getByRole('alert')).toHaveText(TOO_LARGE)
  await expect(field).toHaveValue('')
  expect(await longestStall()).toBeLessThan(1000)

  // A theme of ordinary size is still taken.
  await page.evaluate(() =>
    navigator.clipboard.writeText(':root {\n  --primary: oklch(0.55 0.2 260);\n}'),
  )
  await page.keyboard.press('ControlOrMeta+V')
  await expect(dialog.getByRole('alert')).toHaveCount(0)
  await expect(dialog).toContainText('Read as shadcn/ui CSS.')
})

test('19 MB pasted into the JSON editor is refused with its size; the text stays as it was', async ({
  page,
}) => {
  await page.goto('/json-editor')
  const editor = page.locator('.monaco-editor .view-lines')
  await expect(editor).toContainText('"schemaVersion": 1')
  const before = await page.evaluate(() => localStorage.getItem('working-theme'))
  await pasteIntoEditor(page, '{}')
  await expect(editor).toContainText('{}')
  await copyHugeCss(page)
  const longestStall = await startHeartbeat(page)

  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.press('ControlOrMeta+V')
  await expect(page.locator('[data-sonner-toast]', { hasText: TOO_LARGE })).toBeVisible()
  await expect(editor).toContainText('{}')
  expect(await longestStall()).toBeLessThan(1000)
  expect(await page.evaluate(() => localStorage.getItem('working-theme'))).toBe(before)
})
