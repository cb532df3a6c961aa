import Dexie from 'dexie'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { pngHeader } from '@/test/png-header'

// Fresh modules stand for a page load: the handle forgets its object URL, the database keeps bytes.
async function loadModules() {
  vi.resetModules()
  const storedImageModule = await import('./stored-image')
  const imageStore = await import('./image-store')
  return { ...storedImageModule, ...imageStore }
}

let objectUrls = 0
const createObjectURL = vi.fn((_blob: Blob) => `blob:test/${++objectUrls}`)
const revokeObjectURL = vi.fn()
beforeEach(async () => {
  await Dexie.delete('theme-a-roo-image-blobs')
  objectUrls = 0
  createObjectURL.mockClear()
  revokeObjectURL.mockClear()
  URL.createObjectURL = createObjectURL
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

    expect((await image.store(icon())).url).toBe('blob:test/1')
    expect(image.getSnapshot()).toMatchObject({ status: 'present', url: 'blob:test/1' })
    expect(image.owns('blob:test/1')).toBe(true)
    // jsdom's structured clone keeps no Blob methods, so presence is what can be checked here.
    expect(await getImage('nft-icon-image')).toBeTruthy()

    await image.store('data:image/png;base64,iVBORw0KGgo=')
    expect(image.url).toBe('blob:test/2')
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:test/1')
    expect(listener).toHaveBeenCalled()
  })

  it('gives the blob it holds for its own address, the same one each time, and none once replaced', async () => {
    const { storedImage, storedBlobAt } = await loadModules()
    const image = storedImage('background-image')
    const { url: first } = await image.store(icon())
    const held = image.getSnapshot().blob
    expect(held).toBeInstanceOf(Blob)
    expect(storedBlobAt(first)).toBe(held)
    expect(storedBlobAt(first)).toBe(storedBlobAt(first))

    await image.store(icon())
    expect(storedBlobAt(first)).toBeUndefined()
    expect(storedBlobAt('https://example.com/sky.png')).toBeUndefined()
    expect(storedBlobAt(undefined)).toBeUndefined()
  })

  it('is found by the content key a theme names it by, once identified, and by nothing else', async () => {
    const { storedImage, storedBlobAt, storedImageAddress, displayAddress } = await loadModules()
    const image = storedImage('background-image')
    const key = 'ab'.repeat(32)
    const { url, blob } = await image.store(icon(), () => Promise.resolve(key))
    expect(image.getSnapshot().key).toBe(key)
    expect(storedImageAddress(`stored-image:${key}`)).toBe(url)
    expect(storedBlobAt(`stored-image:${key}`)).toBe(blob)
    expect(displayAddress(`stored-image:${key}`)).toBe(url)
    // Another image's name finds nothing: it shows as nothing rather than as the wrong image.
    expect(storedImageAddress(`stored-image:${'cd'.repeat(32)}`)).toBeUndefined()
    expect(displayAddress(`stored-image:${'cd'.repeat(32)}`)).toBe(
      `stored-image:${'cd'.repeat(32)}`,
    )

    image.release()
    expect(storedImageAddress(`stored-image:${key}`)).toBeUndefined()
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

  describe('an image too large to decode', () => {
    const bomb = () => new Blob([pngHeader(16000, 16000)], { type: 'image/png' })

    it('is refused with its size, and the image stored before stays', async () => {
      const { storedImage } = await loadModules()
      const image = storedImage('nft-icon-image')
      const { url } = await image.store(icon())
      await expect(image.store(bomb())).rejects.toThrow(
        'The image is too large: 16000 x 16000 pixels (256 megapixels). Images may have at most ' +
          '200 megapixels and 32767 pixels a side.',
      )
      expect(image.getSnapshot()).toMatchObject({ status: 'present', url })
    })

    it('kept by an older version, stays stored but is shown as nothing, and the user told', async () => {
      const first = await loadModules()
      await first.storedImage('background-image').store(icon())
      // The bytes read back are such an image; the copy maker measures it.
      vi.resetModules()
      vi.doMock('@/lib/display-copy/display-copy', async () => {
        const { ImageTooLargeError } = await import('@/lib/display-copy/image-limits')
        return {
          displayCopy: () =>
            Promise.reject(new ImageTooLargeError({ width: 16000, height: 16000 })),
        }
      })
      const second = await loadModules()
      const { useErrorQueue } = await import('@/lib/error-queue')
      const snapshot = await second.storedImage('background-image').load()
      vi.doUnmock('@/lib/display-copy/display-copy')

      expect(snapshot).toMatchObject({ status: 'present', url: 'blob:test/2' })
      expect(snapshot.displayUrl).toBe('blob:test/3')
      // One transparent pixel.
      expect(createObjectURL.mock.calls.at(-1)?.[0]).toMatchObject({
        size: 91,
        type: 'image/png',
      })
      expect(useErrorQueue.getState().errors.map(({ reason }) => reason)).toEqual([
        'The stored background image is too large: 16000 x 16000 pixels (256 megapixels). ' +
          'Images may have at most 200 megapixels and 32767 pixels a side. It is kept but not ' +
          'shown: remove it or choose another.',
      ])
      expect(await second.getImage('background-image')).toBeTruthy()
    })
  })

  describe('a very large image', () => {
    // Stands for the worker that scales a large image down: the images stored while `large` is
    // true get a copy.
    let large = true
    async function loadWithCopies() {
      vi.resetModules()
      vi.doMock('@/lib/display-copy/display-copy', () => ({
        displayCopy: () => Promise.resolve(large ? new Blob(['copy']) : undefined),
      }))
      large = true
      return loadModules()
    }
    // The copy maker loads when an image is stored or read, so the stand-in stays until then.
    afterEach(() => vi.doUnmock('@/lib/display-copy/display-copy'))

    it('is shown through its display copy; its own address still gives its bytes', async () => {
      const { storedImage, displayAddress } = await loadWithCopies()
      const image = storedImage('background-image')
      const { url } = await image.store(icon())
      expect(url).toBe('blob:test/1')
      expect(image.getSnapshot()).toMatchObject({ url, displayUrl: 'blob:test/2' })
      expect(displayAddress(url)).toBe('blob:test/2')
      // Addresses of anything else are shown as they are.
      expect(displayAddress('https://example.com/sky.png')).toBe('https://example.com/sky.png')
      expect(displayAddress(undefined)).toBeUndefined()
    })

    it('lets go of the copy with the image, and a small image needs none', async () => {
      const { storedImage, displayAddress } = await loadWithCopies()
      const image = storedImage('background-image')
      await image.store(icon())
      large = false
      const { url: small } = await image.store(icon())
      expect(revokeObjectURL).toHaveBeenCalledWith('blob:test/1')
      expect(revokeObjectURL).toHaveBeenCalledWith('blob:test/2')
      expect(image.getSnapshot().displayUrl).toBe(small)
      expect(displayAddress(small)).toBe(small)

      large = true
      await image.store(icon())
      revokeObjectURL.mockClear()
      await image.remove()
      expect(revokeObjectURL.mock.calls.flat().sort()).toEqual(['blob:test/4', 'blob:test/5'])
    })

    it('gets a fresh copy when read back after a reload', async () => {
      const first = await loadWithCopies()
      await first.storedImage('background-image').store(icon())
      const second = await loadWithCopies()
      const snapshot = await second.storedImage('background-image').load()
      expect(snapshot).toMatchObject({ status: 'present', url: 'blob:test/3' })
      expect(snapshot.displayUrl).toBe('blob:test/4')
    })
  })
})
