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
