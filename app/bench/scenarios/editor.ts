import type { Page } from '@playwright/test'
import { coldContext, pageNow, seedWorkingTheme, type BenchEnv } from '../lib/browser'

/** A valid working theme of about 50 KB: every colour set, and a long list of tags. */
export function fiftyKilobyteTheme() {
  const tags = Array.from({ length: 3600 }, (_, index) => `tag-${String(index).padStart(5, '0')}`)
  return {
    name: 'theme-a-roo-bench',
    displayName: 'Bench',
    schemaVersion: 1,
    inherits: 'light',
    mostLike: 'light',
    colors: { background: '#f4f1ea', foreground: '#1d1b16', primary: '#3a5a40' },
    tags,
  }
}

const editorText = (page: Page) => page.locator('.monaco-editor .view-lines')

async function waitForEditorReady(page: Page) {
  await page.waitForFunction(() => {
    const lines = document.querySelector('.monaco-editor .view-lines')
    return lines !== null && (lines.textContent ?? '').includes('schemaVersion')
  })
}

/** Time from pressing a key until the error squiggle the key caused is drawn (or removed). */
async function timeUntilSquiggles(page: Page, press: () => Promise<void>, present: boolean) {
  const start = await pageNow(page)
  await press()
  const end = await page.waitForFunction(
    (wanted) =>
      (document.querySelector('.monaco-editor .squiggly-error') !== null) === wanted &&
      performance.now(),
    present,
    { polling: 'raf', timeout: 10_000 },
  )
  return ((await end.jsonValue()) as number) - start
}

/**
 * The JSON editor on a 50 KB theme: route entered until Monaco shows the document (cold, then
 * warm after leaving and coming back), a keystroke until its diagnostic is drawn, and Apply until
 * the page shows the new colour.
 */
export async function measureEditor(env: BenchEnv) {
  const context = await coldContext(env.browser)
  const page = await context.newPage()
  const theme = fiftyKilobyteTheme()
  if (JSON.stringify(theme, null, 2).length < 50 * 1024) throw new Error('bench theme under 50 KB')
  await seedWorkingTheme(page, env.base, theme)

  const coldStart = Date.now()
  await page.goto(`${env.base}/json-editor`)
  await waitForEditorReady(page)
  const cold = Date.now() - coldStart

  await page.getByRole('link', { name: 'Themes' }).first().click()
  await page.getByRole('heading', { name: 'Themes', level: 1 }).waitFor()
  const warmStart = await pageNow(page)
  await page.getByRole('link', { name: 'JSON Editor' }).first().click()
  await waitForEditorReady(page)
  const warm = (await pageNow(page)) - warmStart

  // A stray character after the document is an error; undoing it clears the error.
  await editorText(page).click()
  const keystrokeToDiagnostic: number[] = []
  for (let round = 0; round < 3; round++) {
    await page.keyboard.press('Control+End')
    keystrokeToDiagnostic.push(await timeUntilSquiggles(page, () => page.keyboard.type('x'), true))
    keystrokeToDiagnostic.push(
      await timeUntilSquiggles(page, () => page.keyboard.press('Control+z'), false),
    )
  }

  // The same theme with another background colour, pasted over the text, then Apply.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const recoloured = { ...theme, colors: { ...theme.colors, background: '#203040' } }
  await page.evaluate(
    (text) => navigator.clipboard.writeText(text),
    JSON.stringify(recoloured, null, 2),
  )
  await page.keyboard.press('Control+a')
  await page.keyboard.press('Control+v')
  // The editor draws only the lines in view: go back to the top, where the colour is.
  await page.keyboard.press('Control+Home')
  await page.waitForFunction(() =>
    (document.querySelector('.monaco-editor .view-lines')?.textContent ?? '').includes('#203040'),
  )
  const before = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
  const applyStart = await pageNow(page)
  await page.getByRole('button', { name: 'Apply Theme' }).click()
  const applied = await page.waitForFunction(
    (previous) => getComputedStyle(document.body).backgroundColor !== previous && performance.now(),
    before,
    { polling: 'raf', timeout: 10_000 },
  )
  const appliedAt = (await applied.jsonValue()) as number
  await context.close()
  return {
    'editor.readyColdMs': cold,
    'editor.readyWarmMs': warm,
    'editor.keystrokeToDiagnosticMs': keystrokeToDiagnostic,
    'editor.applyToRecolourMs': appliedAt - applyStart,
  }
}
