import type { Page } from '@playwright/test'
import { DESKTOP, MOBILE, expect, pageHeading, test } from './support/fixtures'

/*
 * 'Render as' writes the current theme as the chosen runtime does: theme-o-rama 0.4, or 0.2 as
 * the Sage wallet pins it (color-scheme inverted, the button style on <body> as
 * data-theme-styles). The app's own chrome keeps its colours either way.
 */
test.use({ viewport: DESKTOP })

const SAGE = 'Sage wallet (theme-o-rama 0.2)'
const TOR_04 = 'theme-o-rama 0.4'

const renderAs = (page: Page) => page.getByLabel('Render as')

function rendered(page: Page) {
  return page.evaluate(() => ({
    colorScheme: getComputedStyle(document.documentElement).colorScheme,
    rootStyle: document.documentElement.getAttribute('data-theme-style'),
    rootStyles: document.documentElement.getAttribute('data-theme-styles'),
    bodyStyles: document.body.getAttribute('data-theme-styles'),
    pageColour: getComputedStyle(document.body).backgroundColor,
    buttonStyle: document.querySelector('main button')?.getAttribute('data-theme-style'),
  }))
}

/** win95: a light theme with buttonStyle 3d-effects. */
async function openDesignerWithWin95(page: Page) {
  await page.goto('/')
  await page.getByTestId('theme-card-win95').locator('[aria-pressed]').click()
  await page.getByRole('link', { name: 'Designer' }).first().click()
  await expect(pageHeading(page)).toHaveText('Designer')
}

test("'Render as' Sage writes 0.2's output, survives a reload, and switching back restores 0.4", async ({
  page,
}) => {
  await openDesignerWithWin95(page)
  await expect(renderAs(page)).toHaveValue('theme-o-rama-0.4')
  const options = await renderAs(page).locator('option').allTextContents()
  expect(options).toEqual([TOR_04, SAGE])
  const asTor04 = await rendered(page)
  expect(asTor04).toMatchObject({
    colorScheme: 'light',
    rootStyle: '3d-effects',
    rootStyles: null,
    bodyStyles: null,
    buttonStyle: '3d-effects',
  })

  await renderAs(page).selectOption({ label: SAGE })
  await expect
    .poll(() => rendered(page))
    .toMatchObject({
      colorScheme: 'dark',
      rootStyle: null,
      rootStyles: '3d-effects',
      bodyStyles: '3d-effects',
      // Buttons read the style from <body>, where Sage's runtime puts it.
      buttonStyle: '3d-effects',
      // Without the --color-* aliases the page still takes its colours from the theme.
      pageColour: asTor04.pageColour,
    })

  await page.reload()
  await expect(pageHeading(page)).toHaveText('Designer')
  await expect(renderAs(page)).toHaveValue('sage')
  expect(await rendered(page)).toMatchObject({ colorScheme: 'dark', bodyStyles: '3d-effects' })

  // The preview pages show the same choice.
  for (const [link, title] of [
    ['Components', 'Components'],
    ['Tables', 'Tables'],
    ['Dialogs', 'Dialogs'],
  ] as const) {
    await page.getByRole('link', { name: link }).first().click()
    await expect(pageHeading(page)).toHaveText(title)
    await expect(renderAs(page)).toHaveValue('sage')
  }

  await renderAs(page).selectOption({ label: TOR_04 })
  await expect
    .poll(() => rendered(page))
    .toMatchObject({
      colorScheme: 'light',
      rootStyle: '3d-effects',
      rootStyles: null,
      bodyStyles: null,
      pageColour: asTor04.pageColour,
    })
  await page.reload()
  await expect(renderAs(page)).toHaveValue('theme-o-rama-0.4')
})

test.describe('at phone width', () => {
  test.use({ viewport: MOBILE })

  test("'Render as' is on the Designer and every preview page, and switches the runtime", async ({
    page,
  }) => {
    await page.goto('/')
    await page.getByTestId('theme-card-win95').locator('[aria-pressed]').click()
    for (const path of ['/components', '/tables', '/dialogs', '/designer']) {
      await page.goto(path)
      await expect(renderAs(page)).toBeVisible()
      await expect(renderAs(page)).toBeInViewport()
    }
    await renderAs(page).selectOption({ label: SAGE })
    await expect.poll(() => rendered(page)).toMatchObject({ colorScheme: 'dark' })
  })
})
