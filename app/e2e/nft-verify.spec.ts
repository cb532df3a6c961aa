import type { Page } from '@playwright/test'
import { seriousViolations } from './support/axe'
import { DESKTOP, expect, test } from './support/fixtures'
import { makeGradientPng } from './fakes/fake-openai'
import {
  addIcon,
  nextButton,
  openWizardAt,
  stepHeading,
  toast,
  useExternalBackground,
  useFakePinata,
  FAKE_PINATA_JWT,
} from './support/nft'

/*
 * Verify in the Theme NFT wizard: each pinned file is fetched back through the gateway the user
 * typed (the fake Pinata on 127.0.0.1:4320) and its SHA-256 compared with the local one.
 */

test.use({ viewport: DESKTOP })

const fake = useFakePinata()

/** Step 3 with icon and banner (and a web background, if asked) uploaded through the fake(). */
async function uploadIconAndBanner(page: Page, { background = false } = {}) {
  if (background) {
    fake().serveStatic('/static/background.png', makeGradientPng(48), 'image/png')
    await useExternalBackground(page, `${fake().gatewayUrl}/static/background.png`)
  }
  await openWizardAt(page, 2)
  await addIcon(page, { banner: true })
  await nextButton(page).click()
  await expect(stepHeading(page, 'Upload to IPFS')).toBeVisible()
  await page.getByLabel('JWT Token').fill(FAKE_PINATA_JWT)
  await page.getByLabel('Gateway URL').fill(fake().gatewayUrl)
  await page.getByRole('button', { name: 'Upload to Pinata' }).click()
  await expect(toast(page, 'Files uploaded successfully')).toBeVisible()
}

function cidOf(name: string) {
  const file = fake().files.find((entry) => entry.name === name)
  if (!file) throw new Error(`${name} was not pinned`)
  return file.cid
}

function result(page: Page, label: string) {
  return page
    .getByRole('list', { name: 'Verification results' })
    .getByRole('listitem')
    .filter({ hasText: `${label}:` })
}

function summary(page: Page) {
  return page.getByRole('region', { name: 'Verify uploads' }).getByRole('status')
}

async function verify(page: Page) {
  await page.getByRole('button', { name: 'Verify', exact: true }).click()
}

test('Verify after an upload: every file the gateway serves matches its local hash', async ({
  page,
}) => {
  await uploadIconAndBanner(page)
  // The Uploaded Images grid loads its pictures from the gateway first.
  await expect
    .poll(() => fake().requests.filter((request) => request.path.startsWith('/ipfs/')).length)
    .toBe(2)
  const before = fake().requests.length
  await verify(page)
  await expect(result(page, 'NFT Icon')).toHaveText('NFT Icon: Verified')
  await expect(result(page, 'Collection Banner')).toHaveText('Collection Banner: Verified')
  await expect(summary(page)).toHaveText('All 2 files verified')
  // The bytes came from the gateway, not from what the page already held.
  const fetched = fake().requests.slice(before)
  expect(fetched.map((request) => request.path).sort()).toEqual(
    [`/ipfs/${cidOf('design.png')}`, `/ipfs/${cidOf('design-banner.png')}`].sort(),
  )
  expect(await seriousViolations(page)).toEqual([])
})

test('Verify shows which file the gateway serves with different bytes', async ({ page }) => {
  await uploadIconAndBanner(page, { background: true })
  fake().setGatewayFault(cidOf('design-background.png'), 'altered-bytes')
  await verify(page)
  await expect(result(page, 'Background Image')).toHaveText(
    'Background Image: Does not match: the gateway served different bytes',
  )
  await expect(result(page, 'NFT Icon')).toHaveText('NFT Icon: Verified')
  await expect(result(page, 'Collection Banner')).toHaveText('Collection Banner: Verified')
  await expect(summary(page)).toHaveText('2 of 3 files verified')
})

test('Verify reports a gateway error and a network error per file', async ({ page }) => {
  await uploadIconAndBanner(page)
  fake().setGatewayFault(cidOf('design.png'), { status: 500 })
  await page.route(`**/ipfs/${cidOf('design-banner.png')}`, (route) => route.abort())
  await verify(page)
  await expect(result(page, 'NFT Icon')).toHaveText('NFT Icon: Could not fetch: HTTP 500')
  await expect(result(page, 'Collection Banner')).toHaveText(
    'Collection Banner: Could not fetch: network error',
  )
  await expect(summary(page)).toHaveText('0 of 2 files verified')
})

test('Verify can be cancelled while the gateway is slow', async ({ page }) => {
  await uploadIconAndBanner(page)
  fake().setMode('success', { delayMs: 30_000 })
  await verify(page)
  await expect(page.getByRole('button', { name: 'Verifying...' })).toBeDisabled()
  await expect(result(page, 'NFT Icon')).toHaveText('NFT Icon: Checking...')
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(summary(page)).toHaveText('Verification cancelled')
  await expect(page.getByRole('list', { name: 'Verification results' })).toBeHidden()
  await expect(page.getByRole('button', { name: 'Verify', exact: true })).toBeEnabled()
})

test('Verify on the metadata step checks the uploaded metadata too', async ({ page }) => {
  await uploadIconAndBanner(page)
  await nextButton(page).click()
  await expect(stepHeading(page, 'Generate Metadata')).toBeVisible()
  // Nothing to verify on this step before the metadata is uploaded.
  await expect(page.getByRole('button', { name: 'Verify', exact: true })).toBeHidden()
  await page.getByRole('button', { name: 'Upload to Pinata' }).click()
  await expect(toast(page, 'Metadata uploaded to Pinata successfully')).toBeVisible()
  fake().setGatewayFault(cidOf('design-metadata.json'), 'altered-bytes')
  await verify(page)
  await expect(result(page, 'Metadata')).toHaveText(
    'Metadata: Does not match: the gateway served different bytes',
  )
  await expect(result(page, 'NFT Icon')).toHaveText('NFT Icon: Verified')
  await expect(result(page, 'Collection Banner')).toHaveText('Collection Banner: Verified')
  await expect(summary(page)).toHaveText('2 of 3 files verified')

  fake().reset()
  await verify(page)
  await expect(result(page, 'Metadata')).toHaveText('Metadata: Could not fetch: HTTP 404')
})
