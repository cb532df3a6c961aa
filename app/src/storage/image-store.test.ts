import Dexie from 'dexie'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createImageStore } from './image-store'

beforeEach(() => Dexie.delete('theme-a-roo-image-blobs'))
afterEach(() => vi.restoreAllMocks())

describe('image store', () => {
  it('keeps, returns and deletes an image by id', async () => {
    const { storeImage, getImage, deleteImage } = createImageStore()
    await storeImage(
      'nft-icon-image',
      new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], {
        type: 'image/png',
      }),
    )
    expect(await getImage('nft-icon-image')).toBeTruthy()
    expect(await getImage('nft-banner-image')).toBeUndefined()
    await deleteImage('nft-icon-image')
    expect(await getImage('nft-icon-image')).toBeUndefined()
  })

  it('refuses text that is not an image source, with the spec messages', async () => {
    const { storeImage } = createImageStore()
    await expect(storeImage('background-image', 'https://example.com/a.png')).rejects.toThrow(
      'Unsupported data format',
    )
    await expect(storeImage('background-image', 'data:image/png;base64')).rejects.toThrow(
      'Invalid data URI format',
    )
  })

  it('reports a database that cannot be opened', async () => {
    const { storeImage } = createImageStore()
    vi.spyOn(Dexie.prototype, 'open').mockRejectedValue(new Error('blocked by the browser'))
    const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])])
    await expect(storeImage('background-image', png)).rejects.toThrow('Failed to open IndexedDB')
  })

  it('keeps only raster images, recognised by their bytes and labelled with their real type', async () => {
    const { storeImage } = createImageStore()
    const bytes = (...values: number[]) => new Uint8Array(values)
    const ascii = (text: string) => new TextEncoder().encode(text)
    const cases: [BlobPart[], string][] = [
      [[bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)], 'image/png'],
      [[bytes(0xff, 0xd8, 0xff, 0xe0)], 'image/jpeg'],
      [[ascii('GIF89a')], 'image/gif'],
      [[ascii('RIFF'), bytes(0, 0, 0, 0), ascii('WEBPVP8 ')], 'image/webp'],
      [[bytes(0, 0, 0, 0x1c), ascii('ftypavif')], 'image/avif'],
    ]
    for (const [parts, type] of cases) {
      // Claimed types do not count: a JPEG sent as text/html is stored as a JPEG.
      const stored = await storeImage('nft-banner-image', new Blob(parts, { type: 'text/html' }))
      expect(stored.type).toBe(type)
    }
    for (const hostile of [
      'data:text/html,<script>alert(document.domain)</script>',
      new Blob(['<html><script>alert(1)</script></html>'], { type: 'image/png' }),
      new Blob(['just text'], { type: 'image/jpeg' }),
    ]) {
      await expect(storeImage('background-image', hostile)).rejects.toThrow(
        'Not a PNG, JPEG, WebP, GIF or AVIF image',
      )
    }
  })
})
