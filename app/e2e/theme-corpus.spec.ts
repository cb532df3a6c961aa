import { readdirSync, readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import {
  compileTheme,
  listBuiltInThemes,
  needsSeparateUpload,
  readTheme,
  resolveInheritance,
  type Theme,
} from '@theme-a-roo/theme'
import { expect, test } from './support/fixtures'

/*
 * Every theme of the real-world corpus (extra properties, malformed values, inheritance, images,
 * glass filters) opened through Open Theme in Chromium. What the page then applies is compared,
 * variable by variable, with what the engine compiles for the same theme; the engine's output is
 * in turn compared with theme-o-rama's applyTheme in the engine's conformance test, over the same
 * corpus. Background variables are left out here: the app keeps images in its database and shows
 * them through object URLs, so their addresses differ by design.
 */
const CORPUS_DIR = new URL('../../packages/theme/src/test/corpus/', import.meta.url)
const corpus = readdirSync(CORPUS_DIR)
  .filter((file) => file.endsWith('.json'))
  .sort()
  .map((file) => ({ file, text: readFileSync(new URL(file, CORPUS_DIR), 'utf8') }))

const builtIns = listBuiltInThemes().map(({ theme }) => theme)

/** The variables the engine writes for the theme as the app resolves it, images aside. */
function expectedVariables(theme: Theme): Record<string, string> {
  const resolved = resolveInheritance(theme, (name) => builtIns.find((t) => t.name === name))
  const variables = compileTheme(resolved).variables
  return Object.fromEntries(
    Object.entries(variables).filter(([name]) => !name.startsWith('--background-')),
  )
}

async function openThemeFile(page: Page, file: string, text: string) {
  await page.getByRole('button', { name: 'Open Theme' }).click()
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('alertdialog').getByRole('button', { name: 'Open Theme' }).click()
  await (
    await chooser
  ).setFiles({ name: file, mimeType: 'application/json', buffer: Buffer.from(text) })
}

test('the corpus has at least 20 themes', () => {
  expect(corpus.length).toBeGreaterThanOrEqual(20)
})

for (const { file, text } of corpus) {
  test(`${file} opens, notes what the engine notes, and applies its variables`, async ({
    page,
  }) => {
    // Nothing leaves the machine: web background images in the corpus are not fetched.
    await page.route(
      (url) => url.hostname !== '127.0.0.1',
      (route) => route.abort(),
    )
    const { theme, warnings } = readTheme(text)
    await page.goto('/')
    await openThemeFile(page, file, text)
    await expect(page.getByRole('dialog', { name: 'Error' })).toHaveCount(0)
    if (needsSeparateUpload(theme.backgroundImage)) {
      const required = page.getByRole('dialog', { name: 'Background Image Required' })
      await required.getByRole('button', { name: 'Got it' }).click()
      await expect(required).toBeHidden()
    }
    await expect(page.getByLabel('Working Theme Name')).toHaveValue(theme.displayName)

    const notes = page.getByRole('status').filter({ hasText: /Opened with \d+ notes?/ })
    if (warnings.length === 0) await expect(notes).toHaveCount(0)
    else
      await expect(notes).toContainText(
        `Opened with ${warnings.length} note${warnings.length === 1 ? '' : 's'}`,
      )

    // The browser substitutes var() in a custom property's computed value (Color's values mix
    // var(--theme-color)), so the engine's values are computed the same way, on a probe element.
    const { applied, expected } = await page.evaluate((variables) => {
      const probe = document.createElement('div')
      document.body.append(probe)
      for (const [name, value] of Object.entries(variables)) probe.style.setProperty(name, value)
      const read = (element: Element) => {
        const style = getComputedStyle(element)
        return Object.fromEntries(
          Object.keys(variables).map((name) => [name, style.getPropertyValue(name).trim()]),
        )
      }
      const result = { applied: read(document.documentElement), expected: read(probe) }
      probe.remove()
      return result
    }, expectedVariables(theme))
    expect(applied).toEqual(expected)
  })
}
