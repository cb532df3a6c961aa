import type { Page } from '@playwright/test'
import { makeGradientPng } from './fakes/fake-openai'
import { HARBOUR_WITH_IMAGE, openThemeFile } from './support/theme-files'
import { pasteIntoEditor } from './support/editor'
import { DESKTOP, expect, pageHeading, test } from './support/fixtures'

/*
 * A sample of malformed and hostile theme files, opened the way a user would (Open Theme) and
 * pasted into the JSON editor (Apply). Each is either refused with a clear message from the error
 * dialog, leaving the saved working theme and its stored background exactly as they were, or read
 * with notes; nothing throws uncaught (the fixture fails the test), and the page keeps working.
 * The engine's own corpus test covers thousands more of these without a browser.
 */
test.use({ viewport: DESKTOP, permissions: ['clipboard-read', 'clipboard-write'] })

const base = { name: 'hostile', displayName: 'Hostile', schemaVersion: 1 }

function set(path: string, value: unknown): string {
  const document: Record<string, unknown> = structuredClone(base)
  const keys = path.split('.')
  let node = document
  for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>
  node[keys[keys.length - 1] ?? ''] = value
  return JSON.stringify(document)
}

const FIELDS = [
  'colors.background',
  'fonts.body',
  'corners.md',
  'shadows.card',
  'sidebar.background',
  'switches.thumb.background',
  'tables.row.hover.background',
  'buttons.outline.hover.background',
  'backgroundImage',
  'mostLike',
]

const MALFORMED: [string, string | Buffer][] = [
  ['an empty file', ''],
  ['only spaces', '   \n  '],
  ['truncated after the brace', '{'],
  ['truncated in a key', '{"name": "x", "displ'],
  ['truncated in a string', '{"name": "x", "displayName": "Hal'],
  ['truncated full theme', HARBOUR_WITH_IMAGE.slice(0, Math.floor(HARBOUR_WITH_IMAGE.length / 2))],
  ['a trailing comma', '{"name": "x", "displayName": "X", "schemaVersion": 1,}'],
  ['single quotes', "{'name': 'x'}"],
  ['an array', '[]'],
  ['a string', '"theme"'],
  ['a number', '42'],
  ['null', 'null'],
  ['true', 'true'],
  [
    'invalid UTF-8',
    Buffer.concat([Buffer.from('{"name": "'), Buffer.from([0xff, 0xfe, 0xc0]), Buffer.from('"}')]),
  ],
  ['a PNG named .json', makeGradientPng(8)],
  ['schemaVersion 2', JSON.stringify({ ...base, schemaVersion: 2 })],
  ['schemaVersion as text', JSON.stringify({ ...base, schemaVersion: '1' })],
  ['no name', JSON.stringify({ displayName: 'X', schemaVersion: 1 })],
  ['a base that does not exist', JSON.stringify({ ...base, inherits: 'nope' })],
  ['10,000-deep nesting', `{"colors":${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}}`],
  [
    '100,000 keys',
    JSON.stringify({
      ...base,
      colors: Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`k${i}`, 'red'])),
    }),
  ],
]

const WRONG_TYPES: [string, string][] = FIELDS.flatMap((field) =>
  [5, null, ['a'], { nested: true }].map((value): [string, string] => [
    `${field} = ${JSON.stringify(value)}`,
    set(field, value),
  ]),
)

const BREAKING: [string, string][] = [
  'red; } body { display: none',
  'x</style><script>alert(1)</script>',
  'url(https://tracker.example/p.gif)',
  '@import "evil.css"',
].flatMap((value) =>
  FIELDS.slice(0, 5).map((field): [string, string] => [`${field} breaks out`, set(field, value)]),
)

const PROTOTYPE_KEYS: [string, string][] = ['__proto__', 'constructor', 'prototype'].flatMap(
  (key) => [
    [
      `${key} at the root`,
      `{"name":"x","displayName":"X","schemaVersion":1,"${key}":{"polluted":true}}`,
    ],
    [
      `${key} in colors`,
      `{"name":"x","displayName":"X","schemaVersion":1,"colors":{"${key}":{"polluted":true}}}`,
    ],
  ],
)

const HUGE: [string, string | Buffer][] = [
  [
    'a byte order mark before a valid theme',
    `\uFEFF${JSON.stringify({ ...base, displayName: 'Marked' })}`,
  ],
  ['a 100 KB colour', set('colors.background', `hsl(${'9'.repeat(100_000)}x, 1%, 1%)`)],
  ['a 2 MB display name', set('displayName', 'x'.repeat(2_000_000))],
  ['a 21 MB file', Buffer.alloc(21 * 1024 * 1024, 0x20)],
]

const errorDialog = (page: Page) => page.getByRole('dialog', { name: 'Error' })

/** What a refusal must leave alone: the saved working theme and every stored image. */
function savedState(page: Page) {
  return page.evaluate(async () => {
    const name = 'theme-a-roo-image-blobs'
    // Opening a database that does not exist would create an empty one under the app's feet.
    const exists = (await indexedDB.databases()).some((database) => database.name === name)
    const images = await new Promise<string[]>((resolve, reject) => {
      if (!exists) return resolve([])
      const open = indexedDB.open(name)
      open.onerror = () => reject(new Error(String(open.error)))
      open.onsuccess = () => {
        const request = open.result.transaction('images').objectStore('images').getAll()
        request.onsuccess = () => {
          const records = request.result as { id: string; data: Blob }[]
          resolve(records.map((record) => `${record.id}:${record.data.size}`).sort())
          open.result.close()
        }
        request.onerror = () => reject(new Error(String(request.error)))
      }
    })
    return { theme: localStorage.getItem('working-theme'), images }
  })
}

async function startFromBaseline(page: Page) {
  await page.goto('/')
  await openThemeFile(page, HARBOUR_WITH_IMAGE)
  await expect(page.getByLabel('Working Theme Name')).toHaveValue('Harbour')
  // The background is stored (copies of earlier ones may be kept beside it for undo).
  await expect
    .poll(async () =>
      (await savedState(page)).images.filter((id) => id.startsWith('background-image:')),
    )
    .toHaveLength(1)
}

/** A clear message names what failed and why, and is not a raw exception. */
function expectClearMessage(
  text: string,
  what: string,
  prefix = /^Failed to (load|open) theme file: \S/,
) {
  expect(text, what).toMatch(prefix)
  expect(text, what).not.toMatch(/undefined|\[object|RangeError|TypeError|call stack/)
}

async function openEach(page: Page, cases: [string, string | Buffer][]) {
  let refused = 0
  for (const [what, content] of cases) {
    const before = await savedState(page)
    await openThemeFile(page, content)
    // The import ends either in the error dialog or with the opened theme's name in the field.
    const dialog = errorDialog(page)
    const outcome = await Promise.race([
      dialog.waitFor({ timeout: 15_000 }).then(
        () => 'refused' as const,
        () => 'neither' as const,
      ),
      expect(page.getByLabel('Working Theme Name'))
        .not.toHaveValue('Harbour', { timeout: 15_000 })
        .then(
          () => 'read' as const,
          () => 'neither' as const,
        ),
    ])
    expect(outcome, `${what}: refused or read`).not.toBe('neither')
    if (outcome === 'refused') {
      refused++
      expectClearMessage((await dialog.locator('p').first().textContent()) ?? '', what)
      await dialog.getByRole('button', { name: 'Ok' }).click()
      await expect(dialog).toBeHidden()
      expect(await savedState(page), `${what}: nothing saved changed`).toEqual(before)
    } else {
      // Read with its problems noted (or none): back to the baseline for the next case.
      await expect(errorDialog(page)).toBeHidden()
      await startFromBaseline(page)
    }
  }
  return refused
}

async function expectPageStillWorks(page: Page) {
  await page.getByRole('link', { name: 'Themes' }).first().click()
  await expect(pageHeading(page)).toHaveText('Themes')
  const before = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
  await page.getByTestId('theme-card-dark').locator('[aria-pressed]').click()
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
    .not.toBe(before)
  await page.getByRole('link', { name: 'JSON Editor' }).first().click()
  await expect(pageHeading(page)).toHaveText('JSON Editor')
}

test.describe('hostile theme files through Open Theme', () => {
  test.setTimeout(180_000)

  test('malformed text, non-objects, wrong versions and bases are refused clearly', async ({
    page,
  }) => {
    await startFromBaseline(page)
    expect(await openEach(page, MALFORMED)).toBe(MALFORMED.length)
    await expectPageStillWorks(page)
  })

  test('wrong types in every group are refused and change nothing', async ({ page }) => {
    await startFromBaseline(page)
    expect(await openEach(page, WRONG_TYPES)).toBe(WRONG_TYPES.length)
    await expectPageStillWorks(page)
  })

  test('CSS-breaking values, prototype keys and huge values are refused or read harmlessly', async ({
    page,
  }) => {
    await startFromBaseline(page)
    const cases = [...BREAKING, ...PROTOTYPE_KEYS, ...HUGE]
    await openEach(page, cases)
    // Whatever was read, nothing reached a prototype or broke out of the theme's style sheet.
    expect(
      await page.evaluate(() => ({
        polluted: 'polluted' in {},
        hidden: getComputedStyle(document.body).display,
        scripts: document.querySelectorAll('style script, script:not([src])').length,
      })),
    ).toEqual({ polluted: false, hidden: 'block', scripts: 0 })
    await expectPageStillWorks(page)
  })
})

test.describe('hostile theme text through the JSON editor', () => {
  test.setTimeout(180_000)

  test('Apply refuses each with a clear message and leaves the saved theme alone', async ({
    page,
  }) => {
    await startFromBaseline(page)
    await page.getByRole('link', { name: 'JSON Editor' }).first().click()
    await expect(page.locator('.monaco-editor .view-lines')).toContainText('Harbour')
    const cases = [
      ...MALFORMED.filter(([, content]) => typeof content === 'string' && content.trim()),
      ...WRONG_TYPES.filter((_, index) => index % 4 === 0),
    ].slice(0, 24) as [string, string][]
    for (const [what, text] of cases) {
      const before = await savedState(page)
      await pasteIntoEditor(page, text)
      await page.getByRole('button', { name: 'Apply Theme' }).click()
      const dialog = errorDialog(page)
      await expect(dialog, what).toBeVisible()
      expectClearMessage((await dialog.locator('p').first().textContent()) ?? '', what, /\S/)
      await dialog.getByRole('button', { name: 'Ok' }).click()
      await expect(dialog).toBeHidden()
      expect(await savedState(page), `${what}: nothing saved changed`).toEqual(before)
    }
    // Leaving asks about the refused text still in the editor; it is the user's to discard.
    await page.getByRole('link', { name: 'Themes' }).first().click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Discard Changes' }).click()
    await expectPageStillWorks(page)
  })
})
