import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { seriousViolations } from './support/axe'
import { DESKTOP, MOBILE, expect, pageHeading, test } from './support/fixtures'
import {
  COLLECTION_INFO,
  addIcon,
  chooseImage,
  nextButton,
  openWizardAt,
  readLocal,
  stepHeading,
  toast,
} from './support/nft'

/*
 * The Theme NFT wizard's first two steps, which need no storage provider: collection info with
 * its gating and persistence, then the icon, banner and generated preview.
 */
test.use({ viewport: DESKTOP })

const field = (page: Page, label: string) => page.getByLabel(label, { exact: false })

/** The header's back control: an arrow beside the title, or the app bar's chevron on phones. */
const headerBackButton = (page: Page) =>
  page.locator('header').getByRole('button', { name: 'Back' })

/** The Back button under the step. */
const stepBackButton = (page: Page) =>
  page.getByRole('button', { name: 'Back', exact: true }).last()

test.describe('step 1: Collection Information', () => {
  test('shows its inputs with their placeholders and gates Next on the required fields', async ({
    page,
  }) => {
    await page.goto('/prepare-nft')
    await expect(pageHeading(page)).toHaveText('Theme NFT')
    await expect(stepHeading(page, 'Collection Information')).toBeVisible()
    await expect(
      page.getByText(
        'Provide details about your theme collection. Required fields are marked with *.',
      ),
    ).toBeVisible()
    const description = field(page, 'Theme Description')
    await expect(description).toHaveAttribute(
      'placeholder',
      'Describe your theme, its inspiration, and what makes it unique...',
    )
    await expect(description).toHaveAttribute('rows', '4')
    await expect(field(page, 'Author Name')).toHaveAttribute(
      'placeholder',
      'Your name or pseudonym',
    )
    await expect(field(page, 'Sponsor')).toHaveAttribute(
      'placeholder',
      'Organization or individual sponsoring this theme',
    )
    await expect(field(page, 'Twitter Handle')).toHaveAttribute('placeholder', 'yourhandle')
    await expect(field(page, 'Website')).toHaveAttribute('type', 'url')

    await expect(nextButton(page)).toBeDisabled()
    await description.fill('Soft greens')
    await field(page, 'Author Name').fill('   ')
    await field(page, 'Sponsor').fill('Guild')
    // Blank after trimming does not count.
    await expect(nextButton(page)).toBeDisabled()
    await field(page, 'Author Name').fill('Ada')
    await expect(nextButton(page)).toBeEnabled()
    await field(page, 'Sponsor').fill('')
    await expect(nextButton(page)).toBeDisabled()
  })

  test('keeps every field, with a file-safe base name, across a reload', async ({ page }) => {
    await page.goto('/')
    await page.getByLabel('Working Theme Name').fill('Mint Julep!')
    await page.goto('/prepare-nft')
    await field(page, 'Theme Description').fill('Cool and fresh')
    await field(page, 'Author Name').fill('Ada')
    await field(page, 'Sponsor').fill('Guild')
    await field(page, 'Twitter Handle').fill('ada')
    await field(page, 'Website').fill('https://ada.example')
    await page.reload()
    await expect(field(page, 'Theme Description')).toHaveValue('Cool and fresh')
    await expect(field(page, 'Website')).toHaveValue('https://ada.example')
    const stored = JSON.parse((await readLocal(page, 'nft-collection-info')) ?? '{}') as Record<
      string,
      string
    >
    expect(stored).toMatchObject({
      description: 'Cool and fresh',
      author: 'Ada',
      sponsor: 'Guild',
      twitterHandle: 'ada',
      website: 'https://ada.example',
      baseName: 'mint-julep',
    })
    await expect(nextButton(page)).toBeEnabled()
  })

  test('Back on step 1 leaves the wizard; Back on later steps goes one step down', async ({
    page,
  }) => {
    await openWizardAt(page, 1, COLLECTION_INFO)
    await nextButton(page).click()
    await expect(stepHeading(page, 'NFT Images')).toBeFocused()
    await page.getByRole('button', { name: 'Back', exact: true }).last().click()
    await expect(stepHeading(page, 'Collection Information')).toBeFocused()
    // The wizard was opened after the home page: leaving returns there.
    await stepBackButton(page).click()
    await expect(pageHeading(page)).toHaveText('Themes')
  })

  test('on a phone the menu button becomes a back chevron that leaves the wizard', async ({
    page,
  }) => {
    await page.setViewportSize(MOBILE)
    await page.goto('/prepare-nft')
    await expect(page.getByRole('button', { name: 'Open navigation' })).toHaveCount(0)
    await headerBackButton(page).click()
    await expect(pageHeading(page)).toHaveText('Themes')
  })
})

test.describe('leaving the wizard', () => {
  for (const [width, viewport] of [
    ['wide', DESKTOP],
    ['phone', MOBILE],
  ] as const) {
    test(`typed in after another page, both Back controls return to that page (${width})`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await page.goto('/components')
      await expect(pageHeading(page)).toHaveText('Components')
      // As if typed in the address bar: a new page load, so the app's router starts afresh.
      await page.goto('/prepare-nft')
      await expect(pageHeading(page)).toHaveText('Theme NFT')
      await headerBackButton(page).click()
      await expect(pageHeading(page)).toHaveText('Components')
      await expect(page).toHaveURL(/\/components$/)

      await page.goto('/prepare-nft')
      await expect(stepHeading(page, 'Collection Information')).toBeVisible()
      await stepBackButton(page).click()
      await expect(pageHeading(page)).toHaveText('Components')
      await expect(page).toHaveURL(/\/components$/)
    })
  }

  test('opened with no earlier page of the app in the tab, Back goes to Themes', async ({
    page,
    context,
  }) => {
    await page.goto('/prepare-nft')
    await stepBackButton(page).click()
    await expect(pageHeading(page)).toHaveText('Themes')

    // Coming from another site counts as no earlier page of the app.
    const fromElsewhere = await context.newPage()
    await fromElsewhere.goto('data:text/html,<p>Another site</p>')
    await fromElsewhere.goto('/prepare-nft')
    await headerBackButton(fromElsewhere).click()
    await expect(pageHeading(fromElsewhere)).toHaveText('Themes')
  })
})

test.describe('step 2: NFT Images', () => {
  test('the icon is required; uploading and removing it says so and survives a reload', async ({
    page,
  }) => {
    await openWizardAt(page, 2)
    await expect(stepHeading(page, 'NFT Images')).toBeVisible()
    await expect(
      page.getByText('Upload images for your NFT collection. The NFT icon is required.'),
    ).toBeVisible()
    await expect(page.getByText('NFT Icon: Required')).toBeVisible()
    await expect(nextButton(page)).toBeDisabled()

    await chooseImage(page, 'Custom NFT Icon', {
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not an image'),
    })
    await expect(toast(page, 'Please select an image file')).toBeVisible()
    await expect(page.getByText('NFT Icon: Required')).toBeVisible()

    await addIcon(page, { banner: true })
    await expect(toast(page, 'Image uploaded successfully').first()).toBeVisible()
    await expect(nextButton(page)).toBeEnabled()

    await page.reload()
    await expect(page.getByText('NFT Icon: Ready')).toBeVisible()
    await expect(page.getByRole('img', { name: 'Custom NFT Icon preview' })).toBeVisible()
    await expect(page.getByRole('img', { name: 'Collection Banner preview' })).toBeVisible()
    await expect(nextButton(page)).toBeEnabled()
    expect(await seriousViolations(page)).toEqual([])

    await page.getByRole('button', { name: 'Remove Custom NFT Icon' }).click()
    await expect(toast(page, 'Image removed successfully')).toBeVisible()
    await expect(page.getByText('NFT Icon: Required')).toBeVisible()
    await expect(nextButton(page)).toBeDisabled()
    await page.reload()
    await expect(page.getByText('NFT Icon: Required')).toBeVisible()
    // The banner stays: removing one image leaves the other alone.
    await expect(page.getByRole('img', { name: 'Collection Banner preview' })).toBeVisible()
  })

  test('Download PNG saves a 640x640 preview with a transparent background', async ({ page }) => {
    await openWizardAt(page, 2)
    const card = page.getByTestId('nft-preview-card')
    await expect(card).toContainText('Design')
    const box = await card.boundingBox()
    expect(box?.width).toBe(320)
    expect(box?.height).toBe(320)

    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download PNG' }).click()
    const saved = await download
    expect(saved.suggestedFilename()).toBe('design_theme_preview.png')
    await expect(toast(page, 'Image saved successfully.')).toBeVisible()
    const png = await readFile((await saved.path()) ?? '')
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG')
    expect(png.readUInt32BE(16)).toBe(640)
    expect(png.readUInt32BE(20)).toBe(640)
    // The corner outside the rounded card is see-through.
    const corner = await page.evaluate(async (base64) => {
      const image = await createImageBitmap(
        await (await fetch(`data:image/png;base64,${base64}`)).blob(),
      )
      const canvas = new OffscreenCanvas(image.width, image.height)
      const context = canvas.getContext('2d')
      context?.drawImage(image, 0, 0)
      return context?.getImageData(0, 0, 1, 1).data[3]
    }, png.toString('base64'))
    expect(corner).toBe(0)
  })

  test('a preview that cannot be rendered says so', async ({ page }) => {
    await openWizardAt(page, 2)
    await page.evaluate(() => {
      // The renderer draws through a canvas; without one it must fail cleanly.
      HTMLCanvasElement.prototype.getContext = () => null
    })
    await page.getByRole('button', { name: 'Download PNG' }).click()
    await expect(toast(page, 'Failed to generate theme preview. Please try again.')).toBeVisible()
  })

  test('Use as NFT Icon makes the preview the icon', async ({ page }) => {
    await openWizardAt(page, 2)
    await page.getByRole('button', { name: 'Use as NFT Icon' }).click()
    await expect(page.getByText('NFT Icon: Ready')).toBeVisible()
    const icon = page.getByRole('img', { name: 'Custom NFT Icon preview' })
    await expect
      .poll(() => icon.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(640)
  })

  test("the theme's background image is shown as part of the NFT", async ({ page }) => {
    await openWizardAt(page, 2)
    await expect(page.getByText('Theme Background Image')).toHaveCount(0)
    await page.goto('/')
    await page.getByRole('button', { name: /Glass Dark theme/ }).click()
    await page.goto('/prepare-nft')
    await expect(page.getByText('This background image will be included in the NFT.')).toBeVisible()
    await expect(page.getByRole('img', { name: 'Theme background' })).toBeVisible()
  })
})
