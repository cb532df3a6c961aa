import { createHash } from 'node:crypto'
import type { Page } from '@playwright/test'
import { makeGradientPng } from '../fakes/fake-openai'
import { startFakePinata, type FakePinata } from '../fakes/fake-pinata'
import { expect, test } from './fixtures'

/** The test build points the Pinata SDK at 127.0.0.1:4320 (see scripts/test.mjs). */
const FAKE_PINATA_PORT = 4320
export const FAKE_PINATA_JWT = 'test-pinata-jwt'

/**
 * Runs the fake Pinata for the spec's tests, reset before each, and lets nothing else leave the
 * machine: only the app and the fake answer. Gives the running fake.
 */
export function useFakePinata(): () => FakePinata {
  let fake: FakePinata | undefined
  test.beforeAll(async () => {
    fake = await startFakePinata({ port: FAKE_PINATA_PORT, jwt: FAKE_PINATA_JWT })
  })
  test.afterAll(async () => {
    await fake?.close()
  })
  test.beforeEach(async ({ page }) => {
    fake?.reset()
    await page.route(
      (url) => url.hostname !== '127.0.0.1',
      (route) => route.abort(),
    )
  })
  return () => {
    if (!fake) throw new Error('The fake Pinata is not running')
    return fake
  }
}

/** Collection info as step 1 stores it, for tests that start further on. */
export const COLLECTION_INFO = {
  description: 'A calm theme with soft greens.',
  author: 'Ada',
  sponsor: 'Theme Guild',
  twitterHandle: '@ada',
  website: 'ada.example',
  baseName: 'design',
}

export const ICON_PNG = makeGradientPng(64)
export const BANNER_PNG = makeGradientPng(32)

export function sha256(bytes: Buffer | string): string {
  return createHash('sha256').update(bytes).digest('hex')
}

export function toast(page: Page, text: string | RegExp) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text })
}

export function nextButton(page: Page) {
  return page.getByRole('button', { name: 'Next', exact: true })
}

export function stepHeading(page: Page, title: string) {
  return page.getByRole('heading', { level: 2, name: title })
}

/** Opens the wizard on a given step with step 1 already filled in. */
export async function openWizardAt(page: Page, step: 1 | 2 | 3 | 4, info = COLLECTION_INFO) {
  await page.goto('/')
  await page.evaluate(
    ({ info, step }) => {
      localStorage.setItem('nft-collection-info', JSON.stringify(info))
      sessionStorage.setItem('nft-wizard-step', String(step))
    },
    { info, step },
  )
  await page.goto('/prepare-nft')
}

/** Chooses a file for one of the step-2 image cards. */
export async function chooseImage(
  page: Page,
  card: 'Custom NFT Icon' | 'Collection Banner',
  file: { name: string; mimeType: string; buffer: Buffer } | string,
) {
  await page.getByLabel(`${card} file`).setInputFiles(file)
}

/** Step 2 with an icon (and optionally a banner) chosen and stored. */
export async function addIcon(page: Page, options: { banner?: boolean } = {}) {
  await chooseImage(page, 'Custom NFT Icon', {
    name: 'icon.png',
    mimeType: 'image/png',
    buffer: ICON_PNG,
  })
  await expect(page.getByText('NFT Icon: Ready')).toBeVisible()
  if (options.banner) {
    await chooseImage(page, 'Collection Banner', {
      name: 'banner.png',
      mimeType: 'image/png',
      buffer: BANNER_PNG,
    })
    await expect(page.getByRole('img', { name: 'Collection Banner preview' })).toBeVisible()
  }
}

export function readLocal(page: Page, key: string) {
  return page.evaluate((name) => localStorage.getItem(name), key)
}

/** Makes the working theme name an external background image at this address, already shown. */
export async function useExternalBackground(page: Page, url: string) {
  await page.goto('/')
  await page.evaluate((backgroundImage) => {
    // The user chose Show for it: a web background is not loaded before that.
    localStorage.setItem('shown-backgrounds', JSON.stringify([backgroundImage]))
    localStorage.setItem(
      'working-theme',
      JSON.stringify({
        name: 'theme-a-roo-design',
        displayName: 'Design',
        schemaVersion: 1,
        inherits: 'light',
        backgroundImage,
      }),
    )
  }, url)
}
