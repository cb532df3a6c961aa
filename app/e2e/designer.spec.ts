import type { Page } from '@playwright/test'
import { seriousViolations } from './support/axe'
import { computedColor, rootVariable } from './support/css'
import { watchReactRenders } from './support/react-commits'
import { restyledElementsDuring } from './support/restyle'
import { DESKTOP, expect, pageHeading, test } from './support/fixtures'

/*
 * The Designer: every field of the working theme with a control, its inheritance, and the same
 * document as the JSON editor. A fresh context starts with the default working theme (inherits
 * light) selected.
 */
test.use({ viewport: DESKTOP, permissions: ['clipboard-read', 'clipboard-write'] })

const field = (page: Page, id: string) => page.locator(`[data-field="${id}"]`)
const source = (page: Page, id: string) => field(page, id).getByTestId('field-source')
const storedTheme = (page: Page) =>
  page.evaluate(
    () => JSON.parse(localStorage.getItem('working-theme') ?? '{}') as Record<string, unknown>,
  )

async function openDesigner(page: Page) {
  await page.goto('/designer')
  await expect(pageHeading(page)).toHaveText('Designer')
  await expect(field(page, 'colors.primary')).toBeVisible()
}

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search fields' }).fill(text)
  await expect(page.getByTestId('designer-fields')).toHaveAttribute('aria-busy', 'false')
}

test('the sidebar entry opens the Designer', async ({ page }) => {
  await page.goto('/')
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Designer' })
    .click()
  await expect(page).toHaveURL('/designer')
  await expect(pageHeading(page)).toHaveText('Designer')
})

test('a colour, a corner radius, a shadow and a button hover colour: the page changes and the JSON editor agrees', async ({
  page,
}) => {
  await openDesigner(page)
  await search(page, 'primary action background')
  await page.getByLabel('Primary', { exact: true }).fill('#aa3300')
  await expect.poll(() => computedColor(page, 'var(--primary)')).toBe('rgb(170, 51, 0)')

  await search(page, 'corners lg')
  await page.getByLabel('Lg', { exact: true }).fill('14px')
  await expect.poll(() => rootVariable(page, '--radius-lg')).toBe('14px')

  await search(page, 'shadows card')
  await page.getByLabel('Card', { exact: true }).fill('0 4px 12px rgba(0, 0, 0, 0.3)')
  await expect.poll(() => rootVariable(page, '--shadow-card')).toBe('0 4px 12px rgba(0, 0, 0, 0.3)')

  await search(page, 'default hover background')
  await page.getByLabel('Default › Hover › Background', { exact: true }).fill('rgb(1, 2, 3)')
  await expect.poll(() => rootVariable(page, '--btn-default-hover-background')).toBe('rgb(1, 2, 3)')

  const stored = await storedTheme(page)
  expect(stored).toMatchObject({
    colors: { primary: '#aa3300' },
    corners: { lg: '14px' },
    shadows: { card: '0 4px 12px rgba(0, 0, 0, 0.3)' },
    buttons: { default: { hover: { background: 'rgb(1, 2, 3)' } } },
  })

  // The JSON editor shows the very same document, and its edits come back here.
  await page.getByRole('link', { name: 'JSON Editor' }).first().click()
  const lines = page.locator('.monaco-editor .view-lines')
  await expect(lines).toContainText('"primary": "#aa3300"')
  await expect(lines).toContainText('"lg": "14px"')
  await page.getByRole('link', { name: 'Designer' }).first().click()
  await search(page, 'primary action background')
  await expect(page.getByLabel('Primary', { exact: true })).toHaveValue('#aa3300')
})

test('own and inherited values, Reset to inherited, and a change of base', async ({ page }) => {
  await openDesigner(page)
  await search(page, 'colors card')
  await expect(source(page, 'colors.card')).toHaveText('Inherited from light')
  const inherited = await page.getByLabel('Card', { exact: true }).inputValue()
  expect(inherited).not.toBe('')
  await expect(
    field(page, 'colors.card').getByRole('button', { name: 'Reset to inherited' }),
  ).toHaveCount(0)

  await page.getByLabel('Card', { exact: true }).fill('#123456')
  await expect(source(page, 'colors.card')).toHaveText('Own value')
  await field(page, 'colors.card').getByRole('button', { name: 'Reset to inherited' }).click()
  await expect(source(page, 'colors.card')).toHaveText('Inherited from light')
  await expect(page.getByLabel('Card', { exact: true })).toHaveValue(inherited)
  expect(await storedTheme(page)).not.toHaveProperty('colors.card')

  // Another base: inherited fields now come from it at once.
  await search(page, 'inherits')
  await page.getByRole('combobox', { name: 'Inherits' }).click()
  await page.getByRole('option', { name: 'dark', exact: true }).click()
  await search(page, 'colors card')
  await expect(source(page, 'colors.card')).toHaveText('Inherited from dark')
  await expect(page.getByLabel('Card', { exact: true })).not.toHaveValue(inherited)
  expect(await storedTheme(page)).toMatchObject({ inherits: 'dark' })
})

test('a value no control can read stays as typed', async ({ page }) => {
  await openDesigner(page)
  await search(page, 'colors background page')
  const value = 'linear-gradient(90deg, red, blue)'
  await page.getByLabel('Background', { exact: true }).fill(value)
  await expect(page.getByRole('button', { name: 'Pick Background' })).toBeDisabled()
  await page.getByLabel('Background', { exact: true }).blur()
  await page.reload()
  await search(page, 'colors background page')
  await expect(page.getByLabel('Background', { exact: true })).toHaveValue(value)
  expect(await storedTheme(page)).toMatchObject({ colors: { background: value } })
})

test('the colour picker recolours the page and writes the colour', async ({ page }) => {
  await openDesigner(page)
  await search(page, 'primary action background')
  await page.getByRole('button', { name: 'Pick Primary' }).click()
  const area = field(page, 'colors.primary').locator('.react-colorful__saturation')
  const box = await area.boundingBox()
  if (!box) throw new Error('picker not shown')
  await page.mouse.move(box.x + box.width * 0.9, box.y + box.height * 0.1)
  await page.mouse.down()
  await page.mouse.move(box.x + box.width * 0.8, box.y + box.height * 0.2, { steps: 5 })
  await page.mouse.up()
  const typed = await page.getByLabel('Primary', { exact: true }).inputValue()
  expect(typed).toMatch(/^#[0-9a-f]{6}$/)
  expect(typed).not.toBe('#324053')
  await expect.poll(async () => (await storedTheme(page)).colors).toMatchObject({ primary: typed })
})

test('an example theme is read-only, with Switch and Start with this theme', async ({ page }) => {
  await page.goto('/')
  await page.evaluate(() => localStorage.setItem('theme', 'dark'))
  await openDesigner(page)
  await expect(
    page.getByRole('status').filter({ hasText: 'You are viewing an example theme' }),
  ).toBeVisible()
  await search(page, 'primary action background')
  await expect(page.getByLabel('Primary', { exact: true })).toHaveAttribute('readonly', '')
  await expect(page.getByRole('button', { name: 'Reset to inherited' })).toHaveCount(0)

  await page.getByRole('button', { name: 'Start with this theme' }).click()
  // The same question as on the Themes page.
  await expect(page.getByRole('alertdialog')).toContainText(
    'Your working theme will be replaced by a copy of "Dark". Undo brings it back.',
  )
  await page.getByRole('alertdialog').getByRole('button', { name: 'Start with this theme' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'You are viewing an example theme' }),
  ).toHaveCount(0)
  await expect(page.getByLabel('Primary', { exact: true })).not.toHaveAttribute('readonly', '')
  expect(await storedTheme(page)).toMatchObject({ name: 'theme-a-roo-design', displayName: 'Dark' })
})

test("shadcn/ui's chart and sidebar colours are edited in their own groups and reach the page", async ({
  page,
}) => {
  await openDesigner(page)
  const groups = page.getByRole('navigation', { name: 'Field groups' })
  await groups.getByRole('link', { name: 'Charts', exact: true }).click()
  const charts = page.getByRole('region', { name: 'Charts' })
  await charts.getByLabel('Chart 1', { exact: true }).fill('#12ab34')
  await expect.poll(() => rootVariable(page, '--chart-1')).toBe('#12ab34')

  await search(page, 'sidebar-primary')
  const sidebar = page.getByRole('region', { name: 'Sidebar' })
  await sidebar.getByLabel('Sidebar primary', { exact: true }).fill('#345678')
  await expect.poll(() => rootVariable(page, '--sidebar-primary')).toBe('#345678')
  // Kept under the keys an import of shadcn CSS uses, so an export writes the same tokens.
  expect(await storedTheme(page)).toMatchObject({
    colors: { 'chart-1': '#12ab34', sidebarPrimary: '#345678' },
  })
})

test('search narrows the fields and says when nothing matches', async ({ page }) => {
  await openDesigner(page)
  await search(page, 'ghost hover')
  await expect(page.locator('[data-field]')).toHaveCount(6)
  await search(page, 'no such thing')
  await expect(page.getByRole('status').filter({ hasText: 'No field matches' })).toBeVisible()
})

test('each group link brings its heading to the top, and it stays there', async ({ page }) => {
  await page.goto('/designer')
  await expect(page.locator('[data-field]')).toHaveCount(218)
  const groups = page.getByRole('navigation', { name: 'Field groups' })
  const tops: number[] = []
  for (const [group, id] of [
    ['Buttons', 'designer-buttons'],
    ['Tables', 'designer-tables'],
    ['Shadows', 'designer-shadows'],
    ['Switches', 'designer-switches'],
  ] as const) {
    await groups.getByRole('link', { name: group, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`#${id}$`))
    // Rows around the heading are drawn a frame or two after the jump; it must not move then.
    await page.waitForTimeout(300)
    const heading = page.locator(`#${id}`)
    await expect(heading).toBeInViewport()
    tops.push(await heading.evaluate((element) => element.getBoundingClientRect().top))
  }
  expect(new Set(tops).size, `heading tops ${tops.join(', ')}`).toBe(1)
})

test('the page has no serious accessibility issue', async ({ page }) => {
  // axe reads each of the 200-odd field rows: over 20 s on a slower machine.
  test.slow()
  await openDesigner(page)
  expect(await seriousViolations(page)).toEqual([])
})

test('undo and redo with the keyboard and the buttons, across a reload and the JSON editor', async ({
  page,
}) => {
  await openDesigner(page)
  await search(page, 'primary action background')
  const primary = page.getByLabel('Primary', { exact: true })
  const start = await primary.inputValue()
  const undo = page.getByRole('button', { name: 'Undo' })
  const redo = page.getByRole('button', { name: 'Redo' })
  await expect(undo).toBeDisabled()

  await primary.fill('#aa0000')
  await expect(undo).toBeEnabled()
  await page.keyboard.press('ControlOrMeta+z')
  await expect(primary).toHaveValue(start)
  await expect(redo).toBeEnabled()

  // The history outlives a reload of the tab.
  await page.reload()
  await search(page, 'primary action background')
  await page.locator('body').click({ position: { x: 5, y: 5 } })
  await page.keyboard.press('ControlOrMeta+Shift+z')
  await expect(primary).toHaveValue('#aa0000')
  expect(await storedTheme(page)).toMatchObject({ colors: { primary: '#aa0000' } })

  // A change applied in the JSON editor is a step too.
  await page.getByRole('link', { name: 'JSON Editor' }).first().click()
  await expect(page.locator('.monaco-editor .view-lines')).toContainText('"primary": "#aa0000"')
  await page.evaluate(() => {
    const theme = JSON.parse(localStorage.getItem('working-theme') ?? '{}') as {
      colors: Record<string, string>
    }
    theme.colors.primary = '#00aa00'
    return navigator.clipboard.writeText(JSON.stringify(theme, null, 2))
  })
  await page.locator('.monaco-editor .view-lines').click()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.press('ControlOrMeta+V')
  await page.getByRole('button', { name: 'Apply Theme' }).click()
  await expect
    .poll(async () => (await storedTheme(page)).colors)
    .toMatchObject({
      primary: '#00aa00',
    })
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect
    .poll(async () => (await storedTheme(page)).colors)
    .toMatchObject({
      primary: '#aa0000',
    })
})

test('a shadow edited by its parts, and a backdrop filter by its sliders', async ({ page }) => {
  await openDesigner(page)
  await search(page, 'shadows card')
  const row = field(page, 'shadows.card')
  await page.getByLabel('Card', { exact: true }).fill('0 4px 12px rgba(0, 0, 0, 0.3)')
  await row.getByLabel('Y offset (px)').fill('8')
  await row.getByLabel('Colour').fill('#ff000080')
  await row.getByLabel('Inset').check()
  await expect(page.getByLabel('Card', { exact: true })).toHaveValue(
    'inset 0px 8px 12px 0px #ff000080',
  )
  await expect
    .poll(() => rootVariable(page, '--shadow-card'))
    .toBe('inset 0px 8px 12px 0px #ff000080')

  // Several layers are more than the parts show: text only, kept as typed.
  const layered = '0 1px 2px red, 0 2px 4px blue'
  await page.getByLabel('Card', { exact: true }).fill(layered)
  await expect(row.getByLabel('Y offset (px)')).toBeDisabled()
  await expect(row.getByText('edit it as text')).toBeVisible()

  await search(page, 'cardBackdropFilter')
  const blur = field(page, 'colors.cardBackdropFilter').getByLabel(/^Blur/)
  await blur.focus()
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect(page.getByLabel('Card backdrop filter', { exact: true })).toHaveValue('blur(2px)')
  expect(await storedTheme(page)).toMatchObject({
    colors: { cardBackdropFilter: 'blur(2px)' },
    shadows: { card: layered },
  })
})

test('the preview sits beside the fields, resizes from the keyboard and shows edits at once', async ({
  page,
}) => {
  await openDesigner(page)
  const preview = page.getByRole('region', { name: 'Preview' })
  await expect(preview).toBeVisible()
  await expect(preview.getByTestId('preview-dialog')).toBeVisible()
  const handle = page.getByRole('separator', { name: 'Resize preview' })
  const before = Number(await handle.getAttribute('aria-valuenow'))
  await handle.focus()
  await page.keyboard.press('ArrowLeft')
  await expect(handle).toHaveAttribute('aria-valuenow', String(before + 24))
  expect((await preview.boundingBox())?.width).toBeCloseTo(before + 24, 0)
  await page.reload()
  await expect(handle).toHaveAttribute('aria-valuenow', String(before + 24))

  await search(page, 'popover background')
  await page.getByLabel('Popover', { exact: true }).fill('rgb(10, 20, 30)')
  await expect(preview.getByTestId('preview-dialog')).toHaveCSS(
    'background-color',
    'rgb(10, 20, 30)',
  )
})

test('on a phone the preview is a tab', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await openDesigner(page)
  const preview = page.getByRole('region', { name: 'Preview' })
  await expect(preview).toBeHidden()
  await page.getByRole('tab', { name: 'Preview' }).click()
  await expect(preview.getByTestId('preview-dialog')).toBeVisible()
  await expect(field(page, 'colors.primary')).toBeHidden()
  await page.getByRole('tab', { name: 'Fields' }).click()
  await expect(field(page, 'colors.primary')).toBeVisible()
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
})

test('the whole page works from the keyboard alone', async ({ page }) => {
  await openDesigner(page)
  await page.getByRole('searchbox', { name: 'Search fields' }).focus()
  await page.keyboard.type('colors ring')
  // The page's ring, not the sidebar's.
  const ring = page.getByRole('region', { name: 'Colors' }).getByLabel('Ring', { exact: true })
  await page.keyboard.press('Tab') // the first group link
  // Tab on to the field's text box (past the group links and the picker button).
  for (let step = 0; step < 15; step++) {
    if (await ring.evaluate((input) => input === document.activeElement)) break
    await page.keyboard.press('Tab')
  }
  await expect(ring).toBeFocused()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type('#00ff00')
  await page.keyboard.press('Shift+Tab') // the picker button
  await page.keyboard.press('Enter')
  await expect(field(page, 'colors.ring').locator('.react-colorful')).toBeVisible()
  await page.keyboard.press('Shift+Tab') // Reset to inherited
  await expect(
    field(page, 'colors.ring').getByRole('button', { name: 'Reset to inherited' }),
  ).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(source(page, 'colors.ring')).toHaveText('Inherited from light')
})

test('a failing pair is fixed with one click, and Fix all fixes the rest in one undo step', async ({
  page,
}) => {
  await openDesigner(page)
  const contrast = page.locator('[data-pair]')
  const pairRow = (label: string) => page.locator(`[data-pair="${label}"]`)

  await search(page, 'muted text')
  await page.getByLabel('Muted foreground', { exact: true }).fill('#c8c8c8')
  await expect(pairRow('Muted text on background')).toContainText('Fails AA')
  await page.getByRole('button', { name: 'Fix Muted text on background' }).click()
  await expect(pairRow('Muted text on background')).toHaveCount(0)
  const fixed = (await storedTheme(page)) as { colors: Record<string, string> }
  expect(fixed.colors.mutedForeground).not.toBe('#c8c8c8')
  await expect(page.getByLabel('Muted foreground', { exact: true })).toHaveValue(
    fixed.colors.mutedForeground ?? '',
  )

  await search(page, 'text on cards')
  await page.getByLabel('Card foreground', { exact: true }).fill('#e0e0e0')
  await search(page, 'text on popovers')
  await page.getByLabel('Popover foreground', { exact: true }).fill('#e0e0e0')
  await expect(pairRow('Text on card')).toBeVisible()
  await expect(pairRow('Text on popover')).toBeVisible()
  const failingBefore = await contrast.count()
  await page.getByRole('button', { name: 'Fix all' }).click()
  await expect(pairRow('Text on card')).toHaveCount(0)
  await expect(pairRow('Text on popover')).toHaveCount(0)
  expect(await contrast.count()).toBeLessThan(failingBefore)

  // Both fixes were one change.
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(pairRow('Text on card')).toBeVisible()
  await expect(pairRow('Text on popover')).toBeVisible()
})

test('properties the format does not know survive an edit here and in the JSON editor', async ({
  page,
}) => {
  await page.goto('/')
  await page.evaluate(() =>
    localStorage.setItem(
      'working-theme',
      JSON.stringify({
        name: 'theme-a-roo-design',
        displayName: 'Kept',
        schemaVersion: 1,
        inherits: 'light',
        colors: { primary: '#223344', sparkle: '#ffffff' },
        studioNotes: { author: 'Ada', revision: 3 },
      }),
    ),
  )
  await openDesigner(page)
  await search(page, 'primary action background')
  await page.getByLabel('Primary', { exact: true }).fill('#334455')
  await expect
    .poll(async () => (await storedTheme(page)).colors)
    .toMatchObject({
      primary: '#334455',
      sparkle: '#ffffff',
    })
  expect(await storedTheme(page)).toMatchObject({ studioNotes: { author: 'Ada', revision: 3 } })
  await page.getByRole('link', { name: 'JSON Editor' }).first().click()
  await expect(page.locator('.monaco-editor .view-lines')).toContainText('"studioNotes"')
})

test('a colour no lightness can fix says so and changes nothing', async ({ page }) => {
  await openDesigner(page)
  await search(page, 'text on cards')
  await page.getByLabel('Card foreground', { exact: true }).fill('transparent')
  const before = await storedTheme(page)
  await page.getByRole('button', { name: 'Fix Text on card' }).click()
  await expect(
    page
      .locator('[data-sonner-toast]')
      .filter({ hasText: 'No lightness of transparent reaches 4.5:1 here' }),
  ).toBeVisible()
  expect(await storedTheme(page)).toEqual(before)
})

/**
 * Types `values` into a field's text box one input event at a time, as keystrokes do, each
 * waiting for the frame that paints it.
 */
function typeValues(page: Page, fieldId: string, values: string[]) {
  return page.evaluate(
    async ([id, typed]) => {
      const input = document.querySelector<HTMLInputElement>(`[data-field="${id}"] input`)
      const property = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')
      for (const value of typed) {
        property?.set?.call(input, value)
        input?.dispatchEvent(new Event('input', { bubbles: true }))
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
      }
    },
    [fieldId, values] as const,
  )
}

const previewButton = (page: Page) => page.locator('[aria-label="Preview"] button').first()

test('colour edits restyle the preview, not the whole page, which follows once they pause', async ({
  page,
}) => {
  await openDesigner(page)
  // A page background goes on the whole page at once: what one such edit restyles.
  const wholePage = await restyledElementsDuring(page, () =>
    typeValues(page, 'colors.background', ['#fbfaf7']),
  )
  const colourEdits = await restyledElementsDuring(page, () =>
    typeValues(page, 'colors.primary', ['#a1', '#a13', '#a130', '#a1300', '#a13000']),
  )
  // Five edits on the root would restyle five times what one does; on the preview they restyle
  // a few dozen elements each (a catch-up of the page may fall inside the trace once).
  expect(colourEdits).toBeLessThan(wholePage * 1.5)
  await expect(previewButton(page)).toHaveCSS('background-color', 'rgb(161, 48, 0)')
  await expect.poll(() => computedColor(page, 'var(--primary)')).toBe('rgb(161, 48, 0)')
})

test('leaving the Designer right after an edit shows it on the next page at once', async ({
  page,
}) => {
  await openDesigner(page)
  await typeValues(page, 'colors.primary', ['#123456'])
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Components' })
    .click()
  await expect(pageHeading(page)).toHaveText('Components')
  expect(await computedColor(page, 'var(--primary)')).toBe('rgb(18, 52, 86)')
})

test('an edit undone before the page caught up leaves the page and the preview as they were', async ({
  page,
}) => {
  await openDesigner(page)
  const before = await computedColor(page, 'var(--primary)')
  await typeValues(page, 'colors.primary', ['#654321'])
  await expect(previewButton(page)).toHaveCSS('background-color', 'rgb(101, 67, 33)')
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(previewButton(page)).toHaveCSS('background-color', before)
  await page.waitForTimeout(1200)
  expect(await computedColor(page, 'var(--primary)')).toBe(before)
  await expect(previewButton(page)).toHaveCSS('background-color', before)
})

test('an edit renders its own row again, not the other 217', async ({ page }) => {
  const renders = await watchReactRenders(page, 'data-field')
  await openDesigner(page)
  await renders.renderedSince()
  await typeValues(page, 'colors.primary', ['#2a4b6c'])
  await page.waitForTimeout(300)
  expect(await renders.renderedSince()).toEqual(['colors.primary'])
})
