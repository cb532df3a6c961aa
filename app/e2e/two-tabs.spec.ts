import type { BrowserContext, Page } from '@playwright/test'
import { photo, shownImageHash, uploadBackground } from './support/backgrounds'
import { backgroundImageOf } from './support/theme-files'
import { expect, test } from './support/fixtures'

// Two tabs of the app share one working theme: an edit in one shows in the other, instead of the
// other tab overwriting it with its older copy on its next edit.
test('an edit in one tab reaches the other, and the next edit there keeps it', async ({
  context,
}) => {
  const first = await context.newPage()
  const second = await context.newPage()
  await first.goto('/')
  await second.goto('/')
  await first.getByLabel('Working Theme Name').fill('Edited in the first tab')
  await expect(second.getByLabel('Working Theme Name')).toHaveValue('Edited in the first tab')

  await second.getByLabel('Most Like').selectOption('Dark')
  // Storage written in one tab reaches the other's view of it a moment later.
  await expect
    .poll(
      async () =>
        JSON.parse(
          (await first.evaluate(() => localStorage.getItem('working-theme'))) ?? '{}',
        ) as Record<string, unknown>,
    )
    .toMatchObject({ displayName: 'Edited in the first tab', mostLike: 'dark' })
})

/** Counts, in every page of the context, how often the page writes the stored working theme. */
async function countWorkingThemeWrites(context: BrowserContext) {
  await context.addInitScript(() => {
    const counted = window as unknown as { workingThemeWrites: number }
    counted.workingThemeWrites = 0
    const setItem = Object.getOwnPropertyDescriptor(Storage.prototype, 'setItem')
      ?.value as Storage['setItem']
    Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
      if (this === localStorage && key === 'working-theme') counted.workingThemeWrites++
      setItem.call(this, key, value)
    }
  })
  /** Writes since the page was loaded. */
  return (page: Page) =>
    page.evaluate(() => (window as unknown as { workingThemeWrites: number }).workingThemeWrites)
}

const QUIET_MS = 3000

test('with a stored background, a second tab reads it back once, and both tabs stay quiet', async ({
  context,
}) => {
  const writesOf = await countWorkingThemeWrites(context)
  const first = await context.newPage()
  const image = await uploadBackground(first, 24)
  const second = await context.newPage()
  await second.goto('/')
  // Until it has read the image back, the second tab paints the first tab's address (which
  // works while the first tab is open); then its own.
  await expect.poll(() => shownImageHash(second)).toBe(image)
  await expect
    .poll(async () => (await backgroundImageOf(second)) !== (await backgroundImageOf(first)))
    .toBe(true)

  // Neither tab writes the theme for reading the image back, so neither hears from the other
  // and reads it again.
  const writes = [await writesOf(first), await writesOf(second)]
  expect(writes[1]).toBe(0)
  const shown = [await backgroundImageOf(first), await backgroundImageOf(second)]
  await first.waitForTimeout(QUIET_MS)
  expect([await writesOf(first), await writesOf(second)]).toEqual(writes)
  expect([await backgroundImageOf(first), await backgroundImageOf(second)]).toEqual(shown)

  // An edit is one write, taken by the other tab, which keeps showing the image it has.
  await first.getByRole('link', { name: 'Themes' }).first().click()
  await first.getByLabel('Working Theme Name').fill('Sky')
  await expect(second.getByLabel('Working Theme Name')).toHaveValue('Sky')
  await first.waitForTimeout(QUIET_MS)
  expect([await writesOf(first), await writesOf(second)]).toEqual([(writes[0] ?? 0) + 1, 0])
  expect(await backgroundImageOf(second)).toBe(shown[1])
  expect(await shownImageHash(first)).toBe(image)
})

test("undo in one tab takes back that tab's own step while another tab is open, and the other follows", async ({
  context,
}) => {
  test.setTimeout(90_000)
  const first = await context.newPage()
  // Large photos: undo's reading back and storing takes long enough for other writes to cut in.
  const red = await uploadBackground(first, await photo(0))
  const blue = await uploadBackground(first, await photo(100))
  const second = await context.newPage()
  await second.goto('/designer')
  await expect.poll(() => shownImageHash(second)).toBe(blue)
  // The new tab has no steps of its own.
  await expect(second.getByRole('button', { name: 'Undo' })).toBeDisabled()

  await first.getByRole('button', { name: 'Undo' }).click()
  await expect.poll(() => shownImageHash(first)).toBe(red)
  await expect.poll(() => shownImageHash(second)).toBe(red)
  await expect(second.getByRole('button', { name: 'Undo' })).toBeDisabled()
  await first.getByRole('button', { name: 'Redo' }).click()
  await expect.poll(() => shownImageHash(first)).toBe(blue)
  await expect.poll(() => shownImageHash(second)).toBe(blue)
})
