import type { Locator, Page } from '@playwright/test'
import { DESKTOP, expect, MOBILE, pageHeading, test } from './support/fixtures'
import { computedColor, computedValue } from './support/css'
import { storeWorkingTheme } from './support/working-theme'

/*
 * A theme's background fields may be gradients, not only colours, as the Sage wallet's Circuit
 * Board sets its buttons: theme-o-rama paints buttons, tables and the sidebar with the `background`
 * shorthand, so the preview must too, on every page, in every state, for both runtimes. Colours
 * such as the card's stay colours: theme-o-rama and shadcn apps paint them as `background-color`.
 */

const gradient = (from: string, to: string) => `linear-gradient(135deg, ${from} 0%, ${to} 100%)`

const PRIMARY = gradient('#0ea5e9', '#0284c7')
const PRIMARY_HOVER = gradient('#0284c7', '#0369a1')
const PRIMARY_ACTIVE = gradient('#0369a1', '#075985')
const DESTRUCTIVE = gradient('#ef4444', '#dc2626')
const DESTRUCTIVE_HOVER = gradient('#dc2626', '#b91c1c')
const SIDEBAR = gradient('#0b1220', '#10243d')
const TABLE_HEADER = gradient('#0e2e54', '#0b1f3a')
const ROW_HOVER = gradient('#123a66', '#0e2e54')
/** Not only linear gradients: any CSS image function but url() (refused outside backgroundImage). */
const OUTLINE =
  'radial-gradient(circle at 30% 20%, rgba(14, 165, 233, 0.5), rgba(14, 165, 233, 0.1) 70%)'

const GRADIENT_BOARD = {
  name: 'theme-a-roo-design',
  displayName: 'Gradient Board',
  schemaVersion: 1,
  inherits: 'dark',
  mostLike: 'dark',
  buttonStyle: 'rounded-buttons',
  sidebar: { background: SIDEBAR },
  tables: { header: { background: TABLE_HEADER }, row: { hover: { background: ROW_HOVER } } },
  buttons: {
    default: {
      background: PRIMARY,
      hover: { background: PRIMARY_HOVER },
      active: { background: PRIMARY_ACTIVE },
    },
    destructive: { background: DESTRUCTIVE, hover: { background: DESTRUCTIVE_HOVER } },
    outline: { background: OUTLINE },
  },
}

/** The same fields as plain colours. */
const PLAIN_BOARD = {
  ...GRADIENT_BOARD,
  displayName: 'Plain Board',
  colors: { card: '#1e1b4b', popover: '#172554', inputBackground: '#0c4a6e' },
  sidebar: { background: '#052e16' },
  tables: { header: { background: '#3b0764' }, row: { hover: { background: '#4c0519' } } },
  buttons: {
    default: { background: '#0369a1', hover: { background: '#075985' } },
    destructive: { background: '#b91c1c' },
    outline: { background: '#134e4a' },
  },
}

const painted = (element: Locator) =>
  element.evaluate((node) => {
    const style = getComputedStyle(node)
    return { image: style.backgroundImage, color: style.backgroundColor }
  })

/** Expects the element to paint `image`, with nothing of a colour underneath. */
async function expectImage(page: Page, element: Locator, image: string) {
  const expected = {
    image: await computedValue(page, 'background-image', image),
    color: 'rgba(0, 0, 0, 0)',
  }
  expect(expected.image).not.toBe('none')
  await expect.poll(() => painted(element)).toEqual(expected)
}

async function expectColor(page: Page, element: Locator, color: string) {
  const expected = { image: 'none', color: await computedColor(page, color) }
  await expect.poll(() => painted(element)).toEqual(expected)
}

async function open(page: Page, path: string, title: string) {
  await page.goto(path)
  await expect(pageHeading(page)).toHaveText(title)
}

const SAGE = 'Sage wallet (theme-o-rama 0.2)'

for (const runtime of ['theme-o-rama 0.4', SAGE]) {
  test.describe(`rendered as ${runtime}`, () => {
    test.use({ viewport: DESKTOP })

    test.beforeEach(async ({ page }) => {
      await storeWorkingTheme(page, GRADIENT_BOARD)
      await open(page, '/components', 'Components')
      if (runtime === SAGE) await page.getByLabel('Render as').selectOption({ label: SAGE })
    })

    test('buttons paint their gradients at rest, hovered and pressed, and the sidebar its own', async ({
      page,
    }) => {
      const primary = page.getByRole('button', { name: 'Primary', exact: true })
      await expectImage(page, primary, PRIMARY)
      await expectImage(page, page.getByRole('button', { name: 'Destructive' }), DESTRUCTIVE)
      await expectImage(page, page.getByRole('button', { name: 'Outline' }), OUTLINE)

      await primary.hover()
      await expectImage(page, primary, PRIMARY_HOVER)
      await page.mouse.down()
      await expectImage(page, primary, PRIMARY_ACTIVE)
      await page.mouse.up()
      await page.getByRole('button', { name: 'Destructive' }).hover()
      await expectImage(page, page.getByRole('button', { name: 'Destructive' }), DESTRUCTIVE_HOVER)

      await expectImage(page, page.locator('#app-sidebar'), SIDEBAR)
    })

    test('the table header and a hovered row paint their gradients', async ({ page }) => {
      await open(page, '/tables', 'Tables')
      const table = page.getByRole('table').first()
      await expectImage(page, table.locator('thead'), TABLE_HEADER)
      const row = table.getByRole('row').nth(1)
      await row.hover()
      await expectImage(page, row, ROW_HOVER)
    })

    test('buttons in dialogs paint their gradients', async ({ page }) => {
      await open(page, '/dialogs', 'Dialogs')
      await page.getByRole('button', { name: 'Open Dialog' }).click()
      const dialog = page.getByRole('dialog')
      await expectImage(page, dialog.getByRole('button', { name: 'Ok' }), PRIMARY)
      await dialog.getByRole('button', { name: 'Cancel' }).click()

      await page.getByRole('button', { name: 'Confirm Action' }).click()
      const confirm = page.getByRole('alertdialog')
      await expectImage(page, confirm.getByRole('button', { name: 'Continue' }), DESTRUCTIVE)
    })
  })
}

test('at phone width the app bar and the navigation drawer paint the sidebar gradient', async ({
  page,
}) => {
  await page.setViewportSize(MOBILE)
  await storeWorkingTheme(page, GRADIENT_BOARD)
  await open(page, '/components', 'Components')
  const menuButton = page.getByRole('button', { name: 'Open navigation' })
  await expectImage(page, menuButton.locator('..'), SIDEBAR)
  await menuButton.click()
  await expectImage(page, page.getByRole('dialog'), SIDEBAR)
})

test('plain colours in the same fields still paint as colours', async ({ page }) => {
  await page.setViewportSize(DESKTOP)
  await storeWorkingTheme(page, PLAIN_BOARD)
  await open(page, '/components', 'Components')
  const primary = page.getByRole('button', { name: 'Primary', exact: true })
  await expectColor(page, primary, '#0369a1')
  await expectColor(page, page.getByRole('button', { name: 'Destructive' }), '#b91c1c')
  await expectColor(page, page.getByRole('button', { name: 'Outline' }), '#134e4a')
  await expectColor(page, page.getByLabel('Email'), '#0c4a6e')
  await expectColor(page, page.locator('#app-sidebar'), '#052e16')
  await primary.hover()
  await expectColor(page, primary, '#075985')

  await open(page, '/tables', 'Tables')
  const table = page.getByRole('table').first()
  await expectColor(page, table.locator('thead'), '#3b0764')
  const row = table.getByRole('row').nth(1)
  await row.hover()
  await expectColor(page, row, '#4c0519')
})
