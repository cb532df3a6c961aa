import Dexie from 'dexie'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

// Fresh modules stand for a page load: the handle forgets its object URL, the database keeps bytes.
async function loadModules() {
  vi.resetModules()
  const storedImageModule = await import('./stored-image')
  const imageStore = await import('./image-store')
  return { ...storedImageModule, ...imageStore }
}

let objectUrls = 0
const revokeObjectURL = vi.fn()
beforeEach(async () => {
  await Dexie.delete('theme-a-roo-image-blobs')
  objectUrls = 0
  revokeObjectURL.mockClear()
  URL.createObjectURL = vi.fn(() => `blob:test/${++objectUrls}`)
  URL.revokeObjectURL = revokeObjectURL
})
afterEach(() => vi.restoreAllMocks())

const PNG_SIGNATURE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const icon = () => new Blob([PNG_SIGNATURE], { type: 'image/png' })

describe('stored image', () => {
  it('stores bytes, shows them through one object URL and releases the old one on replace', async () => {
    const { storedImage, getImage } = await loadModules()
    const image = storedImage('nft-icon-image')
    const listener = vi.fn()
    image.subscribe(listener)

    expect(await image.store(icon())).toBe('blob:test/1')
    expect(image.getSnapshot()).toMatchObject({ status: 'present', url: 'blob:test/1' })
    expect(image.owns('blob:test/1')).toBe(true)
    // jsdom's structured clone keeps no Blob methods, so presence is what can be checked here.
    expect(await getImage('nft-icon-image')).toBeTruthy()

    await image.store('data:image/png;base64,iVBORw0KGgo=')
    expect(image.url).toBe('blob:test/2')
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:test/1')
    expect(listener).toHaveBeenCalled()
  })

  it('is one handle per id', async () => {
    const { storedImage } = await loadModules()
    expect(storedImage('nft-banner-image')).toBe(storedImage('nft-banner-image'))
    expect(storedImage('nft-banner-image')).not.toBe(storedImage('nft-icon-image'))
  })

  it('reads the image back after a reload with a fresh object URL', async () => {
    const first = await loadModules()
    await first.storedImage('nft-banner-image').store(icon())
    const second = await loadModules()
    const snapshot = await second.storedImage('nft-banner-image').load()
    expect(snapshot.status).toBe('present')
    expect(snapshot.url).toBe('blob:test/2')
    expect(snapshot.blob).toBeTruthy()
  })

  it('reports missing only when the database answered with nothing', async () => {
    const { storedImage } = await loadModules()
    expect((await storedImage('nft-icon-image').load()).status).toBe('missing')
  })

  it('reports a failed read as unavailable, not as missing', async () => {
    vi.resetModules()
    vi.doMock('./image-store', () => ({
      getImage: () => Promise.reject(new Error('Failed to open IndexedDB')),
    }))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { storedImage } = await import('./stored-image')
    const snapshot = await storedImage('nft-icon-image').load()
    expect(snapshot.status).toBe('unavailable')
    vi.doUnmock('./image-store')
  })

  it('remove deletes the stored copy and releases the object URL', async () => {
    const { storedImage, getImage } = await loadModules()
    const image = storedImage('nft-icon-image')
    await image.store(icon())
    await image.remove()
    expect(image.getSnapshot().status).toBe('missing')
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:test/1')
    expect(await getImage('nft-icon-image')).toBeUndefined()
  })

  it('drops a read that finishes after a newer store', async () => {
    const first = await loadModules()
    await first.storedImage('nft-icon-image').store(new Blob([PNG_SIGNATURE, 'old']))
    const second = await loadModules()
    const image = second.storedImage('nft-icon-image')
    const reading = image.load()
    await image.store(new Blob([PNG_SIGNATURE, 'new']))
    await reading
    expect((await image.getSnapshot().blob?.text())?.endsWith('new')).toBe(true)
  })

  it('refuses text that is not image data', async () => {
    const { storedImage } = await loadModules()
    await expect(storedImage('nft-icon-image').store('https://example.com/a.png')).rejects.toThrow(
      'Unsupported data format',
    )
  })
})
