import { createHash } from 'node:crypto'
import type { Page } from '@playwright/test'
import { makeGradientPng } from '../fakes/fake-openai'
import { expect } from './fixtures'

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
