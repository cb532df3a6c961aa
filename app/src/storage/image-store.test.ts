import Dexie from 'dexie'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

async function loadStore() {
  vi.resetModules()
  return import('./image-store')
}

beforeEach(() => Dexie.delete('theme-a-roo-image-blobs'))
afterEach(() => vi.restoreAllMocks())

describe('image store', () => {
  it('keeps, returns and deletes an image by id', async () => {
    const { storeImage, getImage, deleteImage } = await loadStore()
    await storeImage('nft-icon-image', new Blob(['png bytes'], { type: 'image/png' }))
    expect(await getImage('nft-icon-image')).toBeTruthy()
    expect(await getImage('nft-banner-image')).toBeUndefined()
    await deleteImage('nft-icon-image')
    expect(await getImage('nft-icon-image')).toBeUndefined()
  })

  it('turns base64 and plain data URIs into blobs of their type', async () => {
    const { dataUriToBlob } = await loadStore()
    const png = dataUriToBlob('data:image/png;base64,iVBORw0KGgo=')
    expect(png.type).toBe('image/png')
    expect(png.size).toBe(8)
    const svg = dataUriToBlob('data:image/svg+xml,%3Csvg%2F%3E')
    expect(svg.type).toBe('image/svg+xml')
    expect(await svg.text()).toBe('<svg/>')
  })

  it('refuses text that is not an image source, with the spec messages', async () => {
    const { storeImage, dataUriToBlob } = await loadStore()
    await expect(storeImage('background-image', 'https://example.com/a.png')).rejects.toThrow(
      'Unsupported data format',
    )
    expect(() => dataUriToBlob('data:image/png;base64')).toThrow('Invalid data URI format')
    expect(() => dataUriToBlob('data:image/png;base64,%%%')).toThrow(
      /^Failed to convert data URI to blob: /,
    )
  })

  it('reports a database that cannot be opened', async () => {
    const { storeImage } = await loadStore()
    vi.spyOn(Dexie.prototype, 'open').mockRejectedValue(new Error('blocked by the browser'))
    await expect(storeImage('background-image', new Blob(['x']))).rejects.toThrow(
      'Failed to open IndexedDB',
    )
  })
})
