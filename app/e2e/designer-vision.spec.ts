import type { Locator, Page } from '@playwright/test'
import { DESKTOP, expect, pageHeading, test } from './support/fixtures'
import { storeWorkingTheme } from './support/working-theme'

/*
 * 'Vision' on the Designer's preview: the preview alone is shown as someone with a colour-vision
 * deficiency sees it, the choice is remembered, and swatches that come to look alike are named.
 */
test.use({ viewport: DESKTOP })

/** A light working theme whose primary and destructive differ in hue only: red and green. */
const RED_AND_GREEN = {
  name: 'theme-a-roo-design',
  displayName: 'Red and Green',
  schemaVersion: 1,
  inherits: 'light',
  mostLike: 'light',
  colors: { primary: '#c62828', destructive: '#2e7d32' },
}

const SIMULATED = ['protanopia', 'deuteranopia', 'tritanopia', 'achromatopsia'] as const

/** The primary, #c62828, as culori's filters show it under each vision (clamped to 8 bits). */
const SEEN_RED = {
  protanopia: { r: 64, g: 58, b: 39 },
  deuteranopia: { r: 98, g: 84, b: 38 },
  tritanopia: { r: 238, g: 28, b: 41 },
  achromatopsia: { r: 103, g: 103, b: 103 },
}

test.beforeEach(async ({ page }) => {
  await storeWorkingTheme(page, RED_AND_GREEN)
})

async function openDesigner(page: Page) {
  await page.goto('/designer')
  await expect(pageHeading(page)).toHaveText('Designer')
  await expect(page.getByTestId('designer-fields').getByRole('heading').first()).toBeVisible()
}

const visionSelect = (page: Page) => page.getByLabel('Vision', { exact: true })
const preview = (page: Page) => page.getByTestId('designer-vision-preview')
const filterOf = (locator: Locator) =>
  locator.evaluate((element) => getComputedStyle(element).filter)

/** Every filter on the element and its ancestors: what it is painted through. */
const filtersAbove = (locator: Locator) =>
  locator.evaluate((element) => {
    const filters: string[] = []
    for (let node: Element | null = element; node; node = node.parentElement) {
      const filter = getComputedStyle(node).filter
      if (filter !== 'none') filters.push(filter)
    }
    return filters
  })

/** The colour of one pixel of an element's screenshot, read back in the page. */
async function pixelOf(page: Page, locator: Locator, x: number, y: number) {
  const png = (await locator.screenshot()).toString('base64')
  return page.evaluate(
    async ({ png, x, y }) => {
      const image = await createImageBitmap(
        await (await fetch(`data:image/png;base64,${png}`)).blob(),
      )
      const canvas = new OffscreenCanvas(image.width, image.height)
      const context = canvas.getContext('2d')!
      context.drawImage(image, 0, 0)
      const [r = 0, g = 0, b = 0] = context.getImageData(x, y, 1, 1).data
      return { r, g, b }
    },
    { png, x, y },
  )
}

/**
 * A screenshot of the part of an element inside the window. (Rows of the fields out of view are
 * not drawn until they scroll in, so a picture of the whole column would vary.)
 */
async function shownPart(page: Page, locator: Locator) {
  // The fields may start below the fold, under a long contrast list.
  await locator.scrollIntoViewIfNeeded()
  const box = await locator.boundingBox()
  const viewport = page.viewportSize()
  if (!box || !viewport) throw new Error('element or window size unknown')
  const y = Math.max(0, box.y)
  const height = Math.min(viewport.height, box.y + box.height) - y
  return page.screenshot({ clip: { x: box.x, y, width: box.width, height } })
}

const distance = (a: { r: number; g: number; b: number }, b: typeof a) =>
  Math.hypot(a.r - b.r, a.g - b.g, a.b - b.b)

/** The fill of a preview button, read at its left padding (away from its label). */
const buttonFill = (page: Page, label: string) =>
  pixelOf(page, preview(page).locator('button', { hasText: label }), 3, 12)

test('each vision filters the preview and nothing else: not the fields, not the header', async ({
  page,
}) => {
  await openDesigner(page)
  await expect(visionSelect(page)).toHaveValue('typical')
  expect(await filtersAbove(preview(page))).toEqual([])
  const fields = page.getByTestId('designer-fields')
  const header = page.locator('header').first()
  const fieldsBefore = await shownPart(page, fields)
  const headerBefore = await header.screenshot()
  const typicalRed = await buttonFill(page, 'Default')
  expect(typicalRed.r).toBeGreaterThan(typicalRed.g + 100)

  const filters = new Set<string>()
  for (const vision of SIMULATED) {
    await visionSelect(page).selectOption(vision)
    await expect.poll(() => filterOf(preview(page))).toContain(`designer-vision-${vision}`)
    filters.add(await filterOf(preview(page)))
    // The filter sits on the preview only: nothing above the fields or the header has one.
    expect(await filtersAbove(fields)).toEqual([])
    expect(await filtersAbove(header)).toEqual([])
    // And the pixels say so: the preview's red is the engine's simulation of it (the matrix
    // worked in the space it is written for), the fields and header stay as they were.
    expect(distance(await buttonFill(page, 'Default'), SEEN_RED[vision])).toBeLessThan(5)
    expect(await shownPart(page, fields)).toEqual(fieldsBefore)
    expect(await header.screenshot()).toEqual(headerBefore)
  }
  expect(filters.size).toBe(SIMULATED.length)

  await visionSelect(page).selectOption('typical')
  await expect.poll(() => filterOf(preview(page))).toBe('none')
  expect(distance(await buttonFill(page, 'Default'), typicalRed)).toBeLessThan(3)
})

/** A pixel in the gap below the preview's first card, midway across (away from its edges). */
async function gapPixel(page: Page) {
  const { x, y } = await preview(page).evaluate((wrapper) => {
    const card = wrapper.firstElementChild!.firstElementChild!.getBoundingClientRect()
    const box = wrapper.getBoundingClientRect()
    return { x: Math.round(box.width / 2), y: Math.round(card.bottom - box.top + 8) }
  })
  return pixelOf(page, preview(page), x, y)
}

type Pixel = { r: number; g: number; b: number }

const chroma = ({ r, g, b }: Pixel) => Math.max(r, g, b) - Math.min(r, g, b)

/** WCAG relative luminance: what the achromatopsia simulation keeps of every colour. */
const luminance = ({ r, g, b }: Pixel) => {
  const linear = (c: number) => {
    const v = c / 255
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

const backdrops = [
  ['page colour', { colors: { ...RED_AND_GREEN.colors, background: '#f2b8b8' } }],
  ['background image', { inherits: 'glass-dark', mostLike: 'dark' }],
] as const

for (const [backdrop, changes] of backdrops) {
  test(`the ${backdrop} between the parts of the preview is seen the same way`, async ({
    page,
  }) => {
    const theme = { ...RED_AND_GREEN, ...changes }
    await page.evaluate(
      (theme) => localStorage.setItem('working-theme', JSON.stringify(theme)),
      theme,
    )
    await openDesigner(page)
    const typical = await gapPixel(page)
    expect(chroma(typical)).toBeGreaterThan(30)

    await visionSelect(page).selectOption('achromatopsia')
    await expect.poll(() => filterOf(preview(page))).toContain('designer-vision-achromatopsia')
    // The same place in grey, as light as it was: the same colour, seen through the filter.
    const grey = await gapPixel(page)
    expect(chroma(grey)).toBeLessThan(4)
    expect(Math.abs(luminance(grey) - luminance(typical))).toBeLessThan(0.01)
  })
}

test('the chosen vision survives a reload', async ({ page }) => {
  await openDesigner(page)
  await visionSelect(page).selectOption('tritanopia')
  await expect.poll(() => filterOf(preview(page))).toContain('designer-vision-tritanopia')
  await page.reload()
  await expect(visionSelect(page)).toHaveValue('tritanopia')
  await expect.poll(() => filterOf(preview(page))).toContain('designer-vision-tritanopia')
  expect(await page.evaluate(() => localStorage.getItem('designer-vision'))).toBe('tritanopia')
})

test('a red primary and a green destructive are named under deuteranopia, not under typical vision', async ({
  page,
}) => {
  await openDesigner(page)
  const note = page.getByText(/look alike/)
  await expect(note).toHaveCount(0)
  const typical = distance(await buttonFill(page, 'Default'), await buttonFill(page, 'Destructive'))

  await visionSelect(page).selectOption('deuteranopia')
  await expect(note).toHaveText('Under deuteranopia, Primary and Destructive look alike')
  await expect(note.locator('xpath=ancestor::*[@role="status"]')).toHaveCount(1)
  // As the note says, the two buttons now show nearly the same colour.
  await expect
    .poll(async () =>
      distance(await buttonFill(page, 'Default'), await buttonFill(page, 'Destructive')),
    )
    .toBeLessThan(typical / 3)

  // Blue-yellow blindness keeps red and green apart.
  await visionSelect(page).selectOption('tritanopia')
  await expect(note).toHaveCount(0)
})
