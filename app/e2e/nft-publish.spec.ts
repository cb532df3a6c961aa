import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { seriousViolations } from './support/axe'
import { makeGradientPng } from './fakes/fake-openai'
import { DESKTOP, expect, pageHeading, test } from './support/fixtures'
import {
  BANNER_PNG,
  ICON_PNG,
  addIcon,
  chooseImage,
  nextButton,
  openWizardAt,
  readLocal,
  sha256,
  stepHeading,
  toast,
  useExternalBackground,
  useFakePinata,
  FAKE_PINATA_JWT,
} from './support/nft'

/*
 * Steps 3 and 4 of the Theme NFT wizard against a fake Pinata on 127.0.0.1:4320, through the
 * official SDK. The app under test is built with VITE_PINATA_API_URL and VITE_PINATA_UPLOAD_URL
 * pointing at it (see scripts/test.mjs); the gateway is what the user types.
 */

test.use({ viewport: DESKTOP, permissions: ['clipboard-read', 'clipboard-write'] })

const fake = useFakePinata()

function uploadButton(page: Page) {
  return page.getByRole('button', { name: 'Upload to Pinata' })
}

async function fillSettings(
  page: Page,
  options: { jwt?: string; gateway?: string; group?: string } = {},
) {
  await page.getByLabel('JWT Token').fill(options.jwt ?? FAKE_PINATA_JWT)
  await page.getByLabel('Gateway URL').fill(options.gateway ?? fake().gatewayUrl)
  if (options.group !== undefined)
    await page.getByLabel('Group Name (optional)').fill(options.group)
}

/** Step 2 with icon and banner, then on to step 3. */
async function openUploadStep(page: Page, options: { banner?: boolean } = { banner: true }) {
  await openWizardAt(page, 2)
  await addIcon(page, options)
  await nextButton(page).click()
  await expect(stepHeading(page, 'Upload to IPFS')).toBeVisible()
}

/** The requests that carry a file to the upload host (lookups and preflights excluded). */
function uploadRequests() {
  return fake().requests.filter((request) => request.path.startsWith('/upload/v3/files'))
}

/**
 * Step 3 with a 95 MiB icon (over the resumable threshold) chosen and the settings filled in.
 * The bytes vary with `seed`, so two tests never upload the same file.
 */
async function openUploadStepWithHugeIcon(page: Page, seed: number) {
  const directory = await mkdtemp(join(tmpdir(), 'theme-a-roo-'))
  const path = join(directory, 'huge-icon.png')
  const size = 95 * 1024 * 1024
  const bytes = Buffer.alloc(size)
  ICON_PNG.copy(bytes)
  for (let offset = ICON_PNG.length; offset < size; offset += 4096) bytes[offset] = offset % seed
  await writeFile(path, bytes)

  await openWizardAt(page, 2)
  await page.getByLabel('Custom NFT Icon file').setInputFiles(path)
  await expect(page.getByText('NFT Icon: Ready')).toBeVisible({ timeout: 30_000 })
  await nextButton(page).click()
  await fillSettings(page)
  return { bytes, size }
}

function ipfsUrl(cid: string) {
  return `${fake().gatewayUrl}/ipfs/${cid}`
}

/**
 * Starts an upload the fake answers slowly, and returns once the request carrying the file with
 * this index has arrived, leaving the test 6 s to act before it is answered.
 */
async function startSlowUpload(page: Page, fileIndex = 0) {
  fake().setMode('success', { delayMs: 6000 })
  await uploadButton(page).click()
  await expect(page.getByRole('button', { name: 'Uploading...' })).toBeVisible()
  await expect
    .poll(() => uploadRequests().length, { timeout: 20_000, intervals: [100] })
    .toBe(fileIndex + 1)
}

test.describe('step 3: Upload to IPFS', () => {
  test('uploads icon and banner under their names and lists them with links', async ({ page }) => {
    await openUploadStep(page)
    await expect(
      page.getByText('Review your images and upload them to create your NFT collection.'),
    ).toBeVisible()
    const images = page.getByRole('region', { name: 'Images to upload' })
    await expect(images.getByRole('img', { name: 'NFT Icon' })).toBeVisible()
    await expect(images.getByRole('img', { name: 'Collection Banner' })).toBeVisible()
    await expect(images.getByRole('img', { name: 'Background Image' })).toHaveCount(0)
    await expect(nextButton(page)).toBeDisabled()
    await expect(uploadButton(page)).toBeDisabled()

    await fillSettings(page)
    await uploadButton(page).click()
    await expect(toast(page, 'Starting upload process...')).toBeVisible()
    await expect(toast(page, 'Uploading 2 files to Pinata...')).toBeVisible()
    await expect(toast(page, 'Files uploaded successfully')).toBeVisible()

    expect(fake().files.map((file) => [file.name, file.network, file.sha256])).toEqual([
      ['design.png', 'public', sha256(ICON_PNG)],
      ['design-banner.png', 'public', sha256(BANNER_PNG)],
    ])
    const [icon, banner] = fake().files
    const grid = page.getByRole('region', { name: 'Uploaded Images' })
    const iconLink = grid.getByRole('link', { name: 'design.png' })
    await expect(iconLink).toHaveAttribute('href', ipfsUrl(icon?.cid ?? ''))
    await expect(iconLink).toHaveAttribute('target', '_blank')
    await expect(grid.getByRole('link', { name: 'design-banner.png' })).toHaveAttribute(
      'href',
      ipfsUrl(banner?.cid ?? ''),
    )
    // The gateway serves what was pinned: the grid shows the real picture.
    await expect
      .poll(() =>
        grid
          .getByRole('img', { name: 'NFT Icon' })
          .evaluate((image: HTMLImageElement) => image.naturalWidth),
      )
      .toBe(64)
    await expect(grid.getByText(sha256(ICON_PNG))).toBeVisible()
    await expect(nextButton(page)).toBeEnabled()
    expect(await seriousViolations(page)).toEqual([])

    // The list and the provider settings are kept; the token only for this session.
    const stored = JSON.parse((await readLocal(page, 'uploaded-urls')) ?? '[]') as unknown[]
    expect(stored).toEqual([
      expect.objectContaining({ url: ipfsUrl(icon?.cid ?? ''), fileType: 'icon' }),
      expect.objectContaining({ url: ipfsUrl(banner?.cid ?? ''), fileType: 'banner' }),
    ])
    expect(await readLocal(page, 'pinata-gateway')).toBe(fake().gatewayUrl)
    expect(await page.evaluate(() => sessionStorage.getItem('pinata-jwt'))).toBe(FAKE_PINATA_JWT)
    const everything = await page.evaluate(() => JSON.stringify({ ...localStorage }))
    expect(everything).not.toContain(FAKE_PINATA_JWT)

    await page.reload()
    await expect(grid.getByRole('link', { name: 'design.png' })).toBeVisible()
    await expect(page.getByLabel('JWT Token')).toHaveValue(FAKE_PINATA_JWT)
  })

  /** Counts the hashing workers each page load starts, from its first script on. */
  async function countHashWorkers(page: Page) {
    await page.addInitScript(() => {
      const started: string[] = []
      Object.assign(window, { hashWorkersStarted: started })
      const NativeWorker = window.Worker
      window.Worker = class extends NativeWorker {
        constructor(url: string | URL, options?: WorkerOptions) {
          super(url, options)
          if (String(url).includes('sha256-worker')) started.push(String(url))
        }
      }
    })
    return () =>
      page.evaluate(
        () => (window as unknown as { hashWorkersStarted: string[] }).hashWorkersStarted.length,
      )
  }

  /** From step 2 on to step 3, and the upload through to its success message. */
  async function uploadFromImagesStep(page: Page) {
    await nextButton(page).click()
    await fillSettings(page)
    await uploadButton(page).click()
    await expect(toast(page, 'Files uploaded successfully')).toBeVisible()
  }

  test('an image is hashed once, when chosen; one replaced before the upload goes up as chosen', async ({
    page,
  }) => {
    const hashWorkersStarted = await countHashWorkers(page)

    await openWizardAt(page, 2)
    await addIcon(page)
    await expect.poll(hashWorkersStarted).toBe(1)
    await chooseImage(page, 'Custom NFT Icon', {
      name: 'other-icon.png',
      mimeType: 'image/png',
      buffer: BANNER_PNG,
    })
    await expect.poll(hashWorkersStarted).toBe(2)
    await uploadFromImagesStep(page)
    expect(await hashWorkersStarted(), 'files hashed again by the upload').toBe(2)
    expect(fake().files.map((file) => [file.name, file.sha256, file.keyvalues.sha256])).toEqual([
      ['design.png', sha256(BANNER_PNG), sha256(BANNER_PNG)],
    ])
  })

  test('a background uploaded on the Background page is hashed once per page, and the upload takes that hash', async ({
    page,
  }) => {
    const hashWorkersStarted = await countHashWorkers(page)
    const backgroundPng = makeGradientPng(40)
    await page.goto('/background-editor')
    await expect(pageHeading(page)).toHaveText('Background Editor')
    await page.getByLabel('Background image file').setInputFiles({
      name: 'sky.png',
      mimeType: 'image/png',
      buffer: backgroundPng,
    })
    await expect(page.getByRole('button', { name: 'Remove background image' })).toBeVisible()

    await openWizardAt(page, 2)
    await addIcon(page)
    // The background when the page reads it back (its content key), and the icon.
    await expect.poll(hashWorkersStarted).toBe(2)
    await uploadFromImagesStep(page)
    expect(await hashWorkersStarted(), 'files hashed again by the upload').toBe(2)
    expect(
      fake()
        .files.filter((file) => file.name === 'design-background.png')
        .map((file) => [file.sha256, file.keyvalues.sha256]),
    ).toEqual([[sha256(backgroundPng), sha256(backgroundPng)]])
  })

  test('a named group is looked up and the files go into it', async ({ page }) => {
    const group = fake().addGroup('My Themes')
    await openUploadStep(page, { banner: false })
    await fillSettings(page, { group: 'My Themes' })
    await uploadButton(page).click()
    await expect(toast(page, 'Files uploaded successfully')).toBeVisible()
    expect(fake().files.map((file) => file.groupId)).toEqual([group.id])
    expect(await readLocal(page, 'pinata-group-name')).toBe('My Themes')
  })

  test('a missing gateway asks for both settings and sends nothing', async ({ page }) => {
    await openUploadStep(page, { banner: false })
    await fillSettings(page, { gateway: '   ' })
    await uploadButton(page).click()
    await expect(toast(page, 'JWT token and gateway URL are required')).toBeVisible()
    expect(fake().requests).toHaveLength(0)
  })

  test("a rejected token fails with the provider's reason and lists nothing", async ({ page }) => {
    await openUploadStep(page, { banner: false })
    await fillSettings(page, { jwt: 'wrong-token' })
    await uploadButton(page).click()
    await expect(toast(page, /^Upload failed: Authentication failed: /)).toBeVisible()
    await expect(page.getByRole('region', { name: 'Uploaded Images' })).toHaveCount(0)
    await expect(nextButton(page)).toBeDisabled()
    await expect(uploadButton(page)).toBeEnabled()
  })

  test('a server error half-way loses nothing, and the retry sends only what is missing', async ({
    page,
  }) => {
    await openUploadStep(page)
    await fillSettings(page)
    fake().setMode('server-error', { failAfterFiles: 1 })
    await uploadButton(page).click()
    await expect(
      toast(page, 'Upload of design-banner.png interrupted; trying again in 1 s (attempt 2 of 4)'),
    ).toBeVisible()
    // Tried 4 times in all, 1 s, 2 s and 4 s apart, then the provider's reason.
    await expect(toast(page, /^Upload failed: HTTP error: /)).toBeVisible({ timeout: 12_000 })
    expect(uploadRequests()).toHaveLength(5)
    await expect(page.getByRole('region', { name: 'Uploaded Images' })).toHaveCount(0)
    expect(fake().files.map((file) => file.name)).toEqual(['design.png'])

    fake().setMode('success')
    await page.reload()
    await page.getByLabel('JWT Token').fill(FAKE_PINATA_JWT)
    await uploadButton(page).click()
    await expect(toast(page, 'Files uploaded successfully')).toBeVisible()
    // Each file is pinned once: the icon from the first attempt is reused.
    expect(fake().files.map((file) => file.name)).toEqual(['design.png', 'design-banner.png'])
    await expect(
      page.getByRole('region', { name: 'Uploaded Images' }).getByRole('link'),
    ).toHaveCount(2)
  })

  test('a dropped connection fails the upload cleanly', async ({ page }) => {
    await openUploadStep(page, { banner: false })
    await fillSettings(page)
    fake().setMode('drop', { dropAfterBytes: 10 })
    await uploadButton(page).click()
    await expect(toast(page, /^Upload failed: Error uploading file: /)).toBeVisible({
      timeout: 12_000,
    })
    await expect(uploadButton(page)).toBeEnabled()
    // Four attempts at least: the browser itself may resend a request whose connection broke.
    expect(uploadRequests().length).toBeGreaterThanOrEqual(4)
    expect(fake().files).toHaveLength(0)
  })

  test("while uploading the button says 'Uploading...'; Cancel stops it and lists nothing", async ({
    page,
  }) => {
    await openUploadStep(page)
    await fillSettings(page)
    fake().setMode('success', { delayMs: 4000 })
    await uploadButton(page).click()
    const busy = page.getByRole('button', { name: 'Uploading...' })
    await expect(busy).toBeDisabled()
    await expect(busy.locator('svg.animate-spin')).toBeVisible()
    await expect(page.getByLabel('JWT Token')).toBeDisabled()
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect(toast(page, 'Upload cancelled')).toBeVisible()
    await expect(uploadButton(page)).toBeEnabled()
    await expect(page.getByRole('region', { name: 'Uploaded Images' })).toHaveCount(0)
    await expect(nextButton(page)).toBeDisabled()
    expect(JSON.parse((await readLocal(page, 'uploaded-urls')) ?? '[]')).toEqual([])
  })

  test('a file over 90 MiB goes through the resumable protocol with its progress bar moving', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const { bytes, size } = await openUploadStepWithHugeIcon(page, 251)
    fake().setMode('success', { delayMs: 300 })
    await uploadButton(page).click()
    const overall = page.getByRole('progressbar', { name: 'Overall upload progress' })
    await expect(overall).toBeVisible()
    await expect
      .poll(async () => Number(await overall.getAttribute('aria-valuenow')), { timeout: 60_000 })
      .toBeGreaterThan(0)
    await expect(toast(page, 'Files uploaded successfully')).toBeVisible({ timeout: 60_000 })
    expect(fake().files).toHaveLength(1)
    expect(fake().files[0]).toMatchObject({ name: 'design.png', size, via: 'resumable' })
    expect(fake().files[0]?.sha256).toBe(sha256(bytes))
    await expect(page.getByText(sha256(bytes))).toBeVisible()
  })

  test('an external background is fetched and uploaded; a refusing host shows the CORS message', async ({
    page,
  }) => {
    const background = `${fake().gatewayUrl}/static/background.png`
    fake().serveStatic('/static/background.png', BANNER_PNG, 'image/png')
    await useExternalBackground(page, background)
    await openUploadStep(page, { banner: false })
    const tips = page.getByRole('alert').filter({ hasText: 'External Image Tips' })
    await expect(tips).toBeVisible()
    await expect(tips.getByRole('link', { name: 'Background Editor' })).toHaveAttribute(
      'href',
      '/background-editor',
    )
    await fillSettings(page)
    await uploadButton(page).click()
    await expect(toast(page, 'Files uploaded successfully')).toBeVisible()
    expect(fake().files.map((file) => [file.name, file.sha256])).toEqual([
      ['design.png', sha256(ICON_PNG)],
      ['design-background.png', sha256(BANNER_PNG)],
    ])

    await page.route(background, (route) => route.abort())
    await uploadButton(page).click()
    const cors = toast(
      page,
      'Failed to fetch external images due to CORS restrictions. Please try using images from CORS-enabled domains or upload local images instead.',
    )
    await expect(cors).toBeVisible()
    // It stays for 10 seconds, twice as long as other toasts.
    await page.mouse.move(0, 0)
    await page.waitForTimeout(6500)
    await expect(cors).toBeVisible()
  })

  test('an external background that is not an image is refused, and nothing is pinned', async ({
    page,
  }) => {
    const background = `${fake().gatewayUrl}/static/background.png`
    const refusal = (servedAs: string) =>
      `Upload failed: The background image at ${background} is not a PNG, JPEG, WebP, GIF or AVIF image (served as ${servedAs})`
    fake().serveStatic(
      '/static/background.png',
      Buffer.from('<!doctype html><title>Sign in</title><p>Please sign in to see this image.</p>'),
      'text/html; charset=utf-8',
    )
    await useExternalBackground(page, background)
    await openUploadStep(page, { banner: false })
    await fillSettings(page)
    await uploadButton(page).click()
    await expect(toast(page, refusal('text/html'))).toBeVisible()
    await expect(uploadButton(page)).toBeEnabled()

    // The server's label is not trusted: an error answer that claims to be a PNG is refused too.
    fake().serveStatic('/static/background.png', Buffer.from('{"error":"not found"}'), 'image/png')
    await uploadButton(page).click()
    await expect(toast(page, refusal('image/png'))).toBeVisible()
    expect(uploadRequests()).toHaveLength(0)
    expect(fake().files).toHaveLength(0)
    await expect(page.getByRole('region', { name: 'Uploaded Images' })).toHaveCount(0)
    await expect(nextButton(page)).toBeDisabled()
  })
})

test.describe('after Cancel, or leaving the step while uploading', () => {
  test('Upload, Cancel, Upload again: each file is pinned once, and the metadata goes up too', async ({
    page,
  }) => {
    await openUploadStep(page)
    await fillSettings(page)
    await startSlowUpload(page)
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect(toast(page, 'Upload cancelled')).toBeVisible()

    fake().setMode('success')
    await uploadButton(page).click()
    await expect(toast(page, 'Files uploaded successfully')).toBeVisible()
    expect(fake().files.map((file) => file.name)).toEqual(['design.png', 'design-banner.png'])
    // The cancelled attempt sent nothing more after Cancel.
    expect(uploadRequests()).toHaveLength(3)
    await expect(
      page.getByRole('region', { name: 'Uploaded Images' }).getByRole('link'),
    ).toHaveCount(2)

    await nextButton(page).click()
    await uploadButton(page).click()
    await expect(toast(page, 'Metadata uploaded to Pinata successfully')).toBeVisible()
    expect(fake().files.map((file) => file.name)).toEqual([
      'design.png',
      'design-banner.png',
      'design-metadata.json',
    ])
    // Every request but the gateway's (which needs none) carried the token as the user gave it.
    const toProvider = fake().requests.filter((request) => !request.path.startsWith('/ipfs/'))
    expect(toProvider.length).toBeGreaterThan(5)
    expect(toProvider.filter((request) => !request.authorized)).toEqual([])
  })

  test('leaving for another page mid-upload, then coming back: the next upload goes through', async ({
    page,
  }) => {
    await openUploadStep(page)
    await fillSettings(page)
    await startSlowUpload(page)
    await page.getByRole('link', { name: 'Components' }).click()
    await expect(pageHeading(page)).toHaveText('Components')
    await page.goBack()
    await expect(stepHeading(page, 'Upload to IPFS')).toBeVisible()

    fake().setMode('success')
    await uploadButton(page).click()
    await expect(toast(page, 'Files uploaded successfully')).toBeVisible()
    expect(fake().files.map((file) => file.name)).toEqual(['design.png', 'design-banner.png'])
  })
})

test.describe('network faults during the upload', () => {
  test("a 403 is not tried again: the provider's reason shows, and the next attempt pins each file once", async ({
    page,
  }) => {
    await openUploadStep(page)
    await fillSettings(page)
    fake().setMode('forbidden')
    await uploadButton(page).click()
    await expect(
      toast(page, /^Upload failed: Authentication failed: .*NO_SCOPES_FOUND/),
    ).toBeVisible()
    expect(uploadRequests()).toHaveLength(1)
    expect(fake().files).toHaveLength(0)
    await expect(page.getByRole('region', { name: 'Uploaded Images' })).toHaveCount(0)

    fake().setMode('success')
    await uploadButton(page).click()
    await expect(toast(page, 'Files uploaded successfully')).toBeVisible()
    expect(fake().files.map((file) => file.name)).toEqual(['design.png', 'design-banner.png'])
  })

  test('a rate limit (429) is waited out: tried again after 1 s and 2 s, then each file is pinned once', async ({
    page,
  }) => {
    await openUploadStep(page)
    await fillSettings(page)
    fake().setMode('rate-limited', { times: 2 })
    await uploadButton(page).click()
    await expect(
      toast(page, 'Upload of design.png interrupted; trying again in 2 s (attempt 3 of 4)'),
    ).toBeVisible()
    await expect(toast(page, 'Files uploaded successfully')).toBeVisible()
    expect(uploadRequests()).toHaveLength(4)
    expect(fake().files.map((file) => file.name)).toEqual(['design.png', 'design-banner.png'])
    await expect(
      page.getByRole('region', { name: 'Uploaded Images' }).getByRole('link'),
    ).toHaveCount(2)
  })

  test('an answer cut short after the file was pinned: the retry finds it and pins nothing twice', async ({
    page,
  }) => {
    await openUploadStep(page)
    await fillSettings(page)
    fake().setMode('cut-response', { times: 1 })
    await uploadButton(page).click()
    await expect(toast(page, 'Files uploaded successfully')).toBeVisible()
    expect(fake().files.map((file) => file.name)).toEqual(['design.png', 'design-banner.png'])
    // The icon went up once; its second attempt only asked the provider and found it.
    expect(uploadRequests()).toHaveLength(2)
    const [icon] = fake().files
    await expect(
      page
        .getByRole('region', { name: 'Uploaded Images' })
        .getByRole('link', { name: 'design.png' }),
    ).toHaveAttribute('href', ipfsUrl(icon?.cid ?? ''))
    expect(icon?.keyvalues).toEqual({ sha256: sha256(ICON_PNG) })
  })

  test('cancelled while waiting to try again, then reloaded: the next upload still pins nothing twice', async ({
    page,
  }) => {
    await openUploadStep(page)
    await fillSettings(page)
    fake().setMode('cut-response', { times: 1 })
    await uploadButton(page).click()
    await expect(toast(page, /^Upload of design.png interrupted/)).toBeVisible()
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect(toast(page, 'Upload cancelled')).toBeVisible()
    expect(fake().files.map((file) => file.name)).toEqual(['design.png'])

    await page.reload()
    await page.getByLabel('JWT Token').fill(FAKE_PINATA_JWT)
    await uploadButton(page).click()
    await expect(toast(page, 'Files uploaded successfully')).toBeVisible()
    expect(fake().files.map((file) => file.name)).toEqual(['design.png', 'design-banner.png'])
  })

  test('a server that takes the file and never answers: the request times out and the retry finds the file', async ({
    page,
  }) => {
    // The page's clock, so the minute the app waits for an answer passes at once.
    await page.clock.install()
    await openUploadStep(page)
    await fillSettings(page)
    fake().setMode('stall', { times: 1 })
    await uploadButton(page).click()
    await expect.poll(() => fake().files.length).toBe(1)
    await expect(page.getByRole('button', { name: 'Uploading...' })).toBeVisible()
    await page.clock.fastForward('01:01')
    await expect(
      toast(page, 'Upload of design.png interrupted; trying again in 1 s (attempt 2 of 4)'),
    ).toBeVisible()
    await expect(toast(page, 'Files uploaded successfully')).toBeVisible()
    expect(fake().files.map((file) => file.name)).toEqual(['design.png', 'design-banner.png'])
  })

  test('a big file whose chunk fails once is sent on by the SDK and arrives whole', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const { bytes, size } = await openUploadStepWithHugeIcon(page, 253)
    fake().setMode('server-error', { chunksOnly: true, times: 1 })
    await uploadButton(page).click()
    await expect(toast(page, 'Files uploaded successfully')).toBeVisible({ timeout: 60_000 })
    // One start, the refused first chunk, then both chunks.
    expect(uploadRequests().map((request) => request.method)).toEqual([
      'POST',
      'PATCH',
      'PATCH',
      'PATCH',
    ])
    expect(fake().files).toHaveLength(1)
    expect(fake().files[0]).toMatchObject({ name: 'design.png', size, via: 'resumable' })
    expect(fake().files[0]?.sha256).toBe(sha256(bytes))
  })
})

test.describe('step 4: Generate Metadata', () => {
  async function uploadImagesAndGoOn(page: Page) {
    await openUploadStep(page)
    await fillSettings(page)
    await uploadButton(page).click()
    await expect(toast(page, 'Files uploaded successfully')).toBeVisible()
    await nextButton(page).click()
    await expect(stepHeading(page, 'Generate Metadata')).toBeVisible()
  }

  function metadataText(page: Page) {
    return page.getByLabel('Metadata (CHIP-0007)')
  }

  test('generates CHIP-0007 metadata from the theme, the collection info and the uploads', async ({
    page,
  }) => {
    await uploadImagesAndGoOn(page)
    await expect(
      page.getByText('Generate OpenSea-compatible metadata for your NFT collection.'),
    ).toBeVisible()
    await expect(nextButton(page)).toHaveCount(0)
    await expect(metadataText(page)).toHaveAttribute('rows', '20')
    await expect(metadataText(page)).toHaveAttribute('readonly', '')
    const [icon, banner] = fake().files
    const metadata = JSON.parse(await metadataText(page).inputValue()) as Record<string, unknown>
    expect(metadata).toMatchObject({
      format: 'CHIP-0007',
      name: 'Design',
      description: 'A calm theme with soft greens.',
      attributes: [
        { trait_type: 'Theme', value: 'Design' },
        { trait_type: 'Author', value: 'Ada' },
        { trait_type: 'Sponsor', value: 'Theme Guild' },
      ],
      collection: {
        name: 'Design Theme',
        attributes: [
          { type: 'description', value: 'A calm theme with soft greens.' },
          { type: 'twitter', value: 'ada' },
          { type: 'website', value: 'https://ada.example' },
          { type: 'icon', value: ipfsUrl(icon?.cid ?? '') },
          { type: 'banner', value: ipfsUrl(banner?.cid ?? '') },
        ],
      },
      data: { theme: { name: 'design', displayName: 'Design', schemaVersion: 1 } },
    })
    expect((metadata.collection as { id: string }).id).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    )
    await expect(page.getByText('NFT Data URL')).toBeVisible()
    await expect(page.getByRole('link', { name: ipfsUrl(icon?.cid ?? '') })).toBeVisible()

    // The same document after a reload: the collection id is kept.
    await page.reload()
    expect(JSON.parse(await metadataText(page).inputValue())).toEqual(metadata)
  })

  test('copy, download and upload the metadata, then everything needed to mint', async ({
    page,
  }) => {
    await uploadImagesAndGoOn(page)
    const text = await metadataText(page).inputValue()

    await page.getByRole('button', { name: 'Copy to Clipboard' }).click()
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible()
    await expect(toast(page, 'Metadata copied to clipboard')).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text)
    await expect(page.getByRole('button', { name: 'Copy to Clipboard' })).toBeVisible({
      timeout: 4000,
    })

    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download JSON' }).click()
    const saved = await download
    expect(saved.suggestedFilename()).toBe('design-metadata.json')
    expect(await readFile((await saved.path()) ?? '', 'utf8')).toBe(text)
    await expect(toast(page, 'Metadata file downloaded')).toBeVisible()

    await uploadButton(page).click()
    await expect(toast(page, 'Metadata uploaded to Pinata successfully')).toBeVisible()
    const metadataFile = fake().files.find((file) => file.name === 'design-metadata.json')
    expect(metadataFile?.sha256).toBe(sha256(text))
    const metadataUrl = ipfsUrl(metadataFile?.cid ?? '')
    await expect(page.getByRole('link', { name: metadataUrl })).toBeVisible()
    expect(await readLocal(page, 'nft-metadata-upload')).toContain(metadataUrl)

    const mint = page.getByRole('region', { name: 'Ready to Mint' })
    const icon = fake().files[0]
    await expect(mint.getByText(sha256(ICON_PNG), { exact: true })).toBeVisible()
    await expect(mint.getByText(sha256(text), { exact: true })).toBeVisible()
    await mint.getByLabel('NFT Wallet ID (optional)').fill('3')
    await mint.getByRole('button', { name: 'Copy nft_mint_nft parameters' }).click()
    expect(JSON.parse(await page.evaluate(() => navigator.clipboard.readText()))).toEqual({
      wallet_id: 3,
      uris: [ipfsUrl(icon?.cid ?? '')],
      hash: sha256(ICON_PNG),
      meta_uris: [metadataUrl],
      meta_hash: sha256(text),
    })
    await mint.getByRole('button', { name: 'Copy chia wallet nft mint command' }).click()
    expect(await seriousViolations(page)).toEqual([])
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `chia wallet nft mint -i 3 -u ${ipfsUrl(icon?.cid ?? '')} -nh ${sha256(ICON_PNG)} -mu ${metadataUrl} -mh ${sha256(text)}`,
    )
  })

  test('a metadata upload whose answer is cut short is tried again and pinned once', async ({
    page,
  }) => {
    await uploadImagesAndGoOn(page)
    const text = await metadataText(page).inputValue()
    fake().setMode('cut-response', { times: 1 })
    await uploadButton(page).click()
    await expect(toast(page, /^Upload of design-metadata.json interrupted/)).toBeVisible()
    await expect(toast(page, 'Metadata uploaded to Pinata successfully')).toBeVisible()
    const metadataFiles = fake().files.filter((file) => file.name === 'design-metadata.json')
    expect(metadataFiles).toHaveLength(1)
    expect(metadataFiles[0]?.sha256).toBe(sha256(text))
    await expect(
      page.getByRole('link', { name: ipfsUrl(metadataFiles[0]?.cid ?? '') }),
    ).toBeVisible()
  })

  test('leaving step 4 while the metadata uploads, then coming back: it uploads once', async ({
    page,
  }) => {
    await uploadImagesAndGoOn(page)
    // Icon and banner went up before: the metadata is the third file.
    await startSlowUpload(page, 2)
    await page.getByRole('button', { name: 'Back', exact: true }).last().click()
    await expect(stepHeading(page, 'Upload to IPFS')).toBeVisible()

    fake().setMode('success')
    await nextButton(page).click()
    await uploadButton(page).click()
    await expect(toast(page, 'Metadata uploaded to Pinata successfully')).toBeVisible()
    expect(fake().files.filter((file) => file.name === 'design-metadata.json')).toHaveLength(1)
  })

  test('without uploads it asks for them, and nothing can be uploaded yet', async ({ page }) => {
    await openWizardAt(page, 4)
    await expect(
      page.getByText('Please upload images in step 3 before generating metadata.'),
    ).toBeVisible()
    await expect(metadataText(page)).toHaveValue('')
    await uploadButton(page).click()
    await expect(toast(page, 'Please generate metadata first')).toBeVisible()
    expect(fake().requests).toHaveLength(0)
  })

  test('a new session without the token asks to complete step 3 first', async ({ page }) => {
    await uploadImagesAndGoOn(page)
    await page.evaluate(() => sessionStorage.removeItem('pinata-jwt'))
    await page.reload()
    const before = fake().files.length
    await uploadButton(page).click()
    await expect(
      toast(page, 'Pinata configuration not found. Please complete step 3 first.'),
    ).toBeVisible()
    expect(fake().files).toHaveLength(before)
  })
})
