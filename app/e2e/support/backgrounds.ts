import { createHash } from 'node:crypto'
import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { makeGradientPng } from '../fakes/fake-openai'
import { expect, pageHeading } from './fixtures'

/** How storage names a stored background: by its content's SHA-256, never by a page's address. */
export const STORED_BY_CONTENT = /^stored-image:[0-9a-f]{64}$/

/** The SHA-256 of the image the page's background shows, or '' when it shows none. */
export function shownImageHash(page: Page) {
  return page.evaluate(async () => {
    const match = /url\("(blob:[^"]+)"\)/.exec(
      getComputedStyle(document.documentElement).backgroundImage,
    )
    if (!match?.[1]) return ''
    // An address just let go (the image was replaced a moment ago) reads as no image yet.
    const response = await fetch(match[1]).catch(() => undefined)
    if (!response) return ''
    const bytes = await response.arrayBuffer()
    const digest = await crypto.subtle.digest('SHA-256', bytes)
    return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('')
  })
}

/**
 * A 3000 x 2000 JPEG of about 4.5 MB, its bytes set by `seed`: large enough that reading it back,
 * hashing and storing it take a while.
 */
export function photo(seed: number): Promise<Buffer> {
  const [width, height] = [3000, 2000]
  const pixels = Buffer.alloc(width * height * 3)
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7 + seed + (i >> 9)) & 255
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer()
}

/**
 * Uploads an image (a JPEG, or a PNG gradient of that many pixels square) on the Background page
 * and waits until the page shows it; returns its SHA-256 (a stored image keeps the uploaded bytes).
 */
export async function uploadBackground(page: Page, image: number | Buffer) {
  await page.goto('/background-editor')
  await expect(pageHeading(page)).toHaveText('Background Editor')
  const png = typeof image === 'number'
  const buffer = png ? makeGradientPng(image) : image
  await page.getByLabel('Background image file').setInputFiles({
    name: png ? `sky-${image}.png` : 'photo.jpg',
    mimeType: png ? 'image/png' : 'image/jpeg',
    buffer,
  })
  const hash = createHash('sha256').update(buffer).digest('hex')
  await expect.poll(() => shownImageHash(page)).toBe(hash)
  return hash
}
