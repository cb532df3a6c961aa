import { createHash, randomBytes } from 'node:crypto'
import { readFile, writeFile } from 'node:fs/promises'
import type { Locator, Page } from '@playwright/test'
import sharp from 'sharp'
import { STORED_BY_CONTENT, shownImageHash } from './support/backgrounds'
import { computedColor } from './support/css'
import { expect, pageHeading, test } from './support/fixtures'

/*
 * The Background page: theme colour, backdrop blur, and the image by address, file or AI, with
 * their messages. A fresh context starts with the working theme current, so every control is
 * editable unless a test picks an example.
 */

interface StoredTheme {
  backgroundImage?: string
  colors?: Record<string, string | undefined>
  sidebar?: Record<string, string | undefined>
  tables?: Record<string, Record<string, string | undefined> | undefined>
}

const storedWorkingTheme = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('working-theme') ?? '{}') as StoredTheme)

const bodyBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor)

const toastWith = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]', { hasText: text })

const imageCard = (page: Page) =>
  page.getByText('Link to, upload or generate a background image').locator('xpath=../..')
const preview = (page: Page) => page.getByRole('img', { name: 'Current background image' })
const imageUrlField = (page: Page) => page.getByRole('textbox', { name: 'Image URL' })
const applySwitch = (page: Page) => page.getByRole('switch', { name: 'Apply to background color' })
const filtersCheckbox = (page: Page) =>
  page.getByRole('checkbox', { name: 'Enable backdrop filters' })

async function openEditor(page: Page) {
  await page.goto('/background-editor')
  await expect(pageHeading(page)).toHaveText('Background Editor')
}

async function pngFile(width = 64, height = 40) {
  const buffer = await sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 60, b: 90 } },
  })
    .png()
    .toBuffer()
  return { name: 'background.png', mimeType: 'image/png', buffer }
}

async function chooseFile(
  page: Page,
  file: string | { name: string; mimeType: string; buffer: Buffer },
) {
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Choose File to Upload' }).click()
  await (await chooser).setFiles(file)
}

/** Resolves once the preview has decoded its image (a broken object URL never does). */
async function expectPreviewShown(image: Locator) {
  await expect(image).toBeVisible()
  await expect
    .poll(() =>
      image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth),
    )
    .toBeGreaterThan(0)
}

async function imageRecordCount(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('theme-a-roo-image-blobs')
        open.onerror = () => reject(new Error('open failed'))
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('images')) {
            db.close()
            resolve(0)
            return
          }
          const count = db.transaction('images').objectStore('images').count('background-image')
          count.onsuccess = () => {
            db.close()
            resolve(count.result)
          }
          count.onerror = () => reject(new Error('count failed'))
        }
      }),
  )
}

test('the page shows its notice and the three cards', async ({ page }) => {
  await openEditor(page)
  await expect(
    page.getByRole('status').filter({ hasText: 'You are editing your working theme' }),
  ).toBeVisible()
  for (const [title, subtitle] of [
    ['Color Selection', "Choose your theme's base color"],
    ['Backdrop Filters', 'Control blur effects on UI elements'],
    ['Background Image', 'Link to, upload or generate a background image'],
  ] as const) {
    await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible()
    await expect(page.getByText(subtitle, { exact: true })).toBeVisible()
  }
  await expect(page.getByText('Choose one of these three methods')).toBeVisible()
  await expect(page.getByRole('heading', { name: /Generate with AI/ })).toBeVisible()
  // The default working theme's colour, as stored and as RGB.
  await expect(page.getByTestId('hsl-readout')).toHaveText('hsl(92, 20%, 42%)')
  await expect(page.getByTestId('rgba-readout')).toHaveText(/^RGBA\(\d+, \d+, \d+, 1\)$/)
  const picker = page.locator('.react-colorful')
  expect(await picker.boundingBox()).toMatchObject({ width: 200, height: 200 })
})

test('pick a colour with the keyboard: 5 percent steps, stored as an hsl string, page recoloured', async ({
  page,
}) => {
  await openEditor(page)
  const readout = page.getByTestId('hsl-readout')
  await expect(readout).toHaveText('hsl(92, 20%, 42%)')
  const saturation = page.getByRole('slider', { name: 'Color' })
  const valueText = async () => {
    const [, s, v] =
      /Saturation (\d+)%, Brightness (\d+)%/.exec(
        (await saturation.getAttribute('aria-valuetext')) ?? '',
      ) ?? []
    return { s: Number(s), v: Number(v) }
  }
  const before = await valueText()
  await saturation.focus()
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowDown')
  await expect.poll(valueText).toEqual({ s: before.s + 10, v: before.v - 5 })

  const hue = page.getByRole('slider', { name: 'Hue' })
  const hueBefore = Number(await hue.getAttribute('aria-valuenow'))
  await hue.focus()
  await page.keyboard.press('ArrowRight')
  await expect(hue).toHaveAttribute('aria-valuenow', String(hueBefore + 18))

  await expect(readout).not.toHaveText('hsl(92, 20%, 42%)')
  const hsl = (await readout.textContent()) ?? ''
  expect(hsl).toMatch(/^hsl\(\d{1,3}, \d{1,3}%, \d{1,3}%\)$/)
  await expect.poll(async () => (await storedWorkingTheme(page)).colors?.themeColor).toBe(hsl)
  // The page's --theme-color follows at once.
  await expect
    .poll(() =>
      page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--theme-color').trim(),
      ),
    )
    .toBe(hsl)

  await page.reload()
  await expect(page.getByTestId('hsl-readout')).toHaveText(hsl)
})

test('apply to background colour on and off', async ({ page }) => {
  await openEditor(page)
  const initial = await bodyBackground(page)
  await expect(applySwitch(page)).not.toBeChecked()

  await applySwitch(page).click()
  await expect(applySwitch(page)).toBeChecked()
  await expect
    .poll(async () => (await storedWorkingTheme(page)).colors?.background)
    .toBe('var(--theme-color)')
  const themeColor = (await page.getByTestId('hsl-readout').textContent()) ?? ''
  await expect.poll(() => bodyBackground(page)).toBe(await computedColor(page, themeColor))
  expect(await bodyBackground(page)).not.toBe(initial)

  await applySwitch(page).click()
  await expect(applySwitch(page)).not.toBeChecked()
  await expect
    .poll(async () => (await storedWorkingTheme(page)).colors)
    .not.toHaveProperty('background')
  expect(await bodyBackground(page)).not.toBe(await computedColor(page, themeColor))
})

test('upload a PNG: shown after a reload, removed for good', async ({ page }) => {
  await openEditor(page)
  await expect(page.getByText('No background image')).toBeVisible()
  const file = await pngFile()
  await chooseFile(page, file)
  await expectPreviewShown(preview(page))
  await expect(page.locator('html')).toHaveClass(/has-background-image/)
  expect((await storedWorkingTheme(page)).backgroundImage).toMatch(STORED_BY_CONTENT)
  expect(await imageRecordCount(page)).toBe(1)

  await page.reload()
  await expectPreviewShown(preview(page))
  expect(await preview(page).evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(64)
  await expect(page.locator('html')).toHaveClass(/has-background-image/)

  await page.getByRole('button', { name: 'Remove background image' }).click()
  await expect(preview(page)).toHaveCount(0)
  await expect(page.locator('html')).not.toHaveClass(/has-background-image/)
  await expect.poll(() => imageRecordCount(page)).toBe(0)
  await page.reload()
  await expect(page.getByText('No background image')).toBeVisible()
  await expect(page.locator('html')).not.toHaveClass(/has-background-image/)
  expect((await storedWorkingTheme(page)).backgroundImage).toBeUndefined()

  // The input is reset, so the same file can be chosen again.
  await chooseFile(page, file)
  await expectPreviewShown(preview(page))
  await page.getByRole('button', { name: 'Remove background image' }).click()
  await chooseFile(page, file)
  await expectPreviewShown(preview(page))
})

test('upload refuses a file that is not an image', async ({ page }) => {
  await openEditor(page)
  await chooseFile(page, {
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a picture'),
  })
  await expect(toastWith(page, 'Please choose an image file')).toBeVisible()
  await expect(page.getByText('No background image')).toBeVisible()
})

test('paste an image URL: every message, and success clears the field', async ({
  page,
  context,
}) => {
  const imageUrl = 'https://images.example.test/backgrounds/sunset.png'
  const png = await pngFile(32, 32)
  await page.route(imageUrl, (route) =>
    route.fulfill({ contentType: 'image/png', body: png.buffer }),
  )
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await openEditor(page)
  const paste = page.getByRole('button', { name: 'Paste from clipboard' })
  const apply = page.getByRole('button', { name: 'Apply Image URL' })

  await apply.click()
  await expect(toastWith(page, 'Please enter an image URL')).toBeVisible()

  await imageUrlField(page).fill('not a url')
  await apply.click()
  await expect(toastWith(page, 'Please enter a valid image URL')).toBeVisible()
  await imageUrlField(page).fill('ftp://example.test/image.png')
  await imageUrlField(page).press('Enter')
  await expect(toastWith(page, 'Please enter a valid image URL')).toHaveCount(2)

  await page.evaluate(() => navigator.clipboard.writeText('   '))
  await paste.click()
  await expect(toastWith(page, 'No text found in clipboard')).toBeVisible()
  await expect(imageUrlField(page)).toHaveValue('ftp://example.test/image.png')

  await page.evaluate((url) => navigator.clipboard.writeText(`  ${url}\n`), imageUrl)
  await paste.click()
  await expect(imageUrlField(page)).toHaveValue(imageUrl)
  await apply.click()
  await expect(imageUrlField(page)).toHaveValue('')
  await expect(preview(page)).toHaveAttribute('src', imageUrl)
  await expectPreviewShown(preview(page))
  await expect(page.locator('html')).toHaveClass(/has-background-image/)
  const stored = await storedWorkingTheme(page)
  expect(stored.backgroundImage).toBe(imageUrl)
  expect(stored.colors?.background).toBe('transparent')

  // A data URL is kept in the image database like an upload.
  const dataUrl = `data:image/png;base64,${png.buffer.toString('base64')}`
  await imageUrlField(page).fill(dataUrl)
  await apply.click()
  await expect(imageUrlField(page)).toHaveValue('')
  await expect
    .poll(async () => (await storedWorkingTheme(page)).backgroundImage)
    .toMatch(STORED_BY_CONTENT)
  await expectPreviewShown(preview(page))
  expect(await imageRecordCount(page)).toBe(1)
})

test('a clipboard that cannot be read says so', async ({ page, context }) => {
  await context.clearPermissions()
  await openEditor(page)
  // Without the permission the browser refuses the read.
  await page.getByRole('button', { name: 'Paste from clipboard' }).click()
  await expect(toastWith(page, 'Failed to read from clipboard')).toBeVisible()
})

test('backdrop filters need an image and write the exact values', async ({ page }) => {
  await openEditor(page)
  await expect(filtersCheckbox(page)).toBeDisabled()
  await expect(
    page.getByText('Requires a background image to enable backdrop filters'),
  ).toBeVisible()

  await chooseFile(page, await pngFile())
  await expectPreviewShown(preview(page))
  await expect(
    page.getByText('Adds blur effect to cards, popups, and other UI elements'),
  ).toBeVisible()
  await expect(filtersCheckbox(page)).toBeEnabled()
  await filtersCheckbox(page).click()
  await expect(filtersCheckbox(page)).toBeChecked()
  await expect
    .poll(() => storedWorkingTheme(page))
    .toMatchObject({
      colors: {
        cardBackdropFilter: 'blur(16px) saturate(180%) brightness(1.1)',
        popoverBackdropFilter: 'blur(20px) saturate(180%) brightness(1.1)',
        inputBackdropFilter: 'blur(8px) saturate(150%) brightness(1.05)',
      },
      sidebar: { backdropFilter: 'blur(20px) saturate(180%) brightness(1.1)' },
      tables: {
        header: { backdropFilter: 'blur(8px) saturate(150%) brightness(1.05)' },
        footer: { backdropFilter: 'blur(8px) saturate(150%) brightness(1.05)' },
        row: { backdropFilter: 'blur(4px) saturate(120%) brightness(1.02)' },
      },
    })
  // Cards pick the blur up.
  const card = page.getByText('Control blur effects on UI elements').locator('xpath=../..')
  await expect
    .poll(() => card.evaluate((element) => getComputedStyle(element).backdropFilter))
    .toContain('blur(16px)')

  await page.reload()
  await expect(filtersCheckbox(page)).toBeChecked()
  await filtersCheckbox(page).click()
  await expect(filtersCheckbox(page)).not.toBeChecked()
  await expect
    .poll(async () => JSON.stringify(await storedWorkingTheme(page)))
    .not.toContain('blur(')
})

test('download image: PNG file named after the time', async ({ page }) => {
  await openEditor(page)
  // A JPEG upload is saved as PNG bytes, as its name promises.
  const jpeg = await sharp({
    create: { width: 48, height: 30, channels: 3, background: '#3366cc' },
  })
    .jpeg()
    .toBuffer()
  await chooseFile(page, { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: jpeg })
  await expectPreviewShown(preview(page))
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download Image' }).click()
  const saved = await download
  expect(saved.suggestedFilename()).toMatch(
    /^background-image-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z\.png$/,
  )
  await expect(toastWith(page, 'Image saved to your downloads folder')).toBeVisible()
  const bytes = await readFile(await saved.path())
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 48, height: 30 })

  // An SVG (which a worker cannot draw) is converted on the page instead.
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="teal"/></svg>'
  const photoAddress = (await storedWorkingTheme(page)).backgroundImage
  await imageUrlField(page).fill(`data:image/svg+xml,${encodeURIComponent(svg)}`)
  await page.getByRole('button', { name: 'Apply Image URL' }).click()
  // The photo was shown through an address of the same kind: wait for the new one.
  await expect
    .poll(async () => (await storedWorkingTheme(page)).backgroundImage)
    .toMatch(STORED_BY_CONTENT)
  await expect
    .poll(async () => (await storedWorkingTheme(page)).backgroundImage)
    .not.toBe(photoAddress)
  await expectPreviewShown(preview(page))
  const svgDownload = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download Image' }).click()
  const svgSaved = await svgDownload
  expect(svgSaved.suggestedFilename()).toMatch(/^background-image-.*Z\.png$/)
  expect(await sharp(await readFile(await svgSaved.path())).metadata()).toMatchObject({
    format: 'png',
    width: 40,
    height: 20,
  })
})

test('a very large image is shown through a screen-sized copy; its own bytes are kept', async ({
  page,
}) => {
  await openEditor(page)
  // 27 MP: past the size at which the browser decodes the original over and over.
  const huge = await pngFile(6000, 4500)
  await chooseFile(page, huge)
  await expectPreviewShown(preview(page))
  const shown = await preview(page).evaluate((element: HTMLImageElement) => ({
    width: element.naturalWidth,
    height: element.naturalHeight,
  }))
  expect(shown.width).toBeLessThan(6000)
  expect(shown.width).toBeGreaterThanOrEqual(2000)
  expect(shown.width / shown.height).toBeCloseTo(6000 / 4500, 2)

  // The page's background is the copy too; the theme keeps naming the original, by content.
  const original = createHash('sha256').update(huge.buffer).digest('hex')
  expect((await storedWorkingTheme(page)).backgroundImage).toBe(`stored-image:${original}`)
  const pageImage = await page.evaluate(
    () => getComputedStyle(document.documentElement).backgroundImage,
  )
  expect(pageImage).toMatch(/^url\("blob:/)
  expect(await shownImageHash(page)).not.toBe(original)

  // Download Image saves the original, every pixel of it.
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download Image' }).click()
  const saved = await readFile(await (await download).path())
  expect(await sharp(saved).metadata()).toMatchObject({ width: 6000, height: 4500 })

  // After a reload the original is read back and a copy made again.
  await page.reload()
  await expectPreviewShown(preview(page))
  expect(await preview(page).evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(
    shown.width,
  )
})

test('an example theme is read-only until the working theme is chosen again', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Windows 95 theme' }).click()
  await expect(page.locator('html')).toHaveClass(/theme-win95/)
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Background' })
    .click()
  await expect(pageHeading(page)).toHaveText('Background Editor')

  const notice = page.getByRole('status').filter({
    hasText: 'You are viewing an example theme. Switch to the working theme to make edits.',
  })
  await expect(notice).toBeVisible()
  await expect(applySwitch(page)).toBeDisabled()
  await expect(filtersCheckbox(page)).toBeDisabled()
  await expect(imageUrlField(page)).toBeDisabled()
  for (const name of ['Paste from clipboard', 'Apply Image URL', 'Choose File to Upload']) {
    await expect(page.getByRole('button', { name })).toBeDisabled()
  }
  await expect(
    imageCard(page).getByRole('textbox', { name: 'Describe your background image' }),
  ).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Generate Image' })).toBeDisabled()
  // The picker is out of reach for pointer and keyboard.
  await expect(page.getByRole('group', { name: 'Theme color picker' })).toHaveAttribute('inert', '')
  const opacity = await page
    .getByText("Choose your theme's base color")
    .locator('xpath=../..')
    .evaluate((card) => Number(getComputedStyle(card).opacity))
  expect(opacity).toBeLessThan(1)

  await notice.getByRole('button', { name: 'Switch to working theme' }).click()
  await expect(page.locator('html')).toHaveClass(/theme-theme-a-roo-design/)
  await expect(notice).toBeHidden()
  await expect(applySwitch(page)).toBeEnabled()
  await expect(imageUrlField(page)).toBeEnabled()
})

test('a 20 MB upload shows its preview without a main-thread task over 200 ms', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000)
  // Random pixels do not compress: a 2600 x 2600 RGB PNG is about 20 MB.
  const side = 2600
  const png = await sharp(randomBytes(side * side * 3), {
    raw: { width: side, height: side, channels: 3 },
  })
    .png({ compressionLevel: 0 })
    .toBuffer()
  expect(png.length).toBeGreaterThan(20_000_000)
  const path = testInfo.outputPath('large-background.png')
  await writeFile(path, png)

  await openEditor(page)
  // Main-thread stalls, seen by a heartbeat: a tick that comes more than 50 ms after the last
  // one means the thread was busy meanwhile (the browser's own long-task reports proved
  // unreliable on a loaded machine, sometimes never arriving).
  await page.evaluate(() => {
    const tasks: { start: number; duration: number }[] = []
    ;(window as unknown as { longTasks: typeof tasks }).longTasks = tasks
    let last = performance.now()
    const beat = () => {
      const now = performance.now()
      if (now - last > 50) tasks.push({ start: last, duration: now - last })
      last = now
      setTimeout(beat, 0)
    }
    setTimeout(beat, 0)
  })
  // The heartbeat does see stalls here: a deliberate 250 ms block is reported.
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const { longTasks } = window as unknown as { longTasks: unknown[] }
          if (longTasks.length === 0) {
            const until = performance.now() + 250
            while (performance.now() < until) {
              // busy on purpose
            }
            await new Promise((resolve) => setTimeout(resolve, 20))
          }
          return longTasks.length
        }),
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0)
  await page.evaluate(() => {
    ;(window as unknown as { longTasks: unknown[] }).longTasks.length = 0
  })
  // Let the page settle so only the upload's work is measured. What the heartbeat sees while the
  // page does nothing is the machine's own noise (other processes on a busy machine), allowed for
  // on top of the bound below.
  await page.waitForTimeout(1500)
  const noise = await page.evaluate(() => {
    const { longTasks } = window as unknown as { longTasks: { duration: number }[] }
    const longest = Math.max(0, ...longTasks.map((task) => task.duration))
    longTasks.length = 0
    return longest
  })
  const start = await page.evaluate(() => performance.now())
  await chooseFile(page, path)
  await expectPreviewShown(preview(page))
  // Two frames later the preview and the page background have been painted.
  const end = await page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now()))),
      ),
  )
  const tasks = await page.evaluate(
    ([from, to]) =>
      (window as unknown as { longTasks: { start: number; duration: number }[] }).longTasks.filter(
        (task) => task.start + task.duration >= from && task.start <= to,
      ),
    [start, end] as const,
  )
  const longest = Math.max(0, ...tasks.map((task) => task.duration))
  const summary = `upload to preview ${Math.round(end - start)} ms, ${tasks.length} long task(s), longest ${Math.round(longest)} ms, idle noise ${Math.round(noise)} ms`
  testInfo.annotations.push({ type: 'long tasks', description: summary })
  console.log(`20 MB upload (${(png.length / 1e6).toFixed(1)} MB): ${summary}`)
  expect(longest).toBeLessThan(200 + noise)
  expect((await storedWorkingTheme(page)).backgroundImage).toMatch(STORED_BY_CONTENT)
})
