import { toast } from '@/lib/toast'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { platform } from '@/platform/current-platform'
import { isPng, toPngBlob } from '@/lib/png'
import {
  backgroundImageFileName,
  readImageBlob,
  saveBackgroundImage,
} from './background-image-file'

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }))

const PNG_BYTES = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]
const PNG_DATA_URI = `data:image/png;base64,${btoa(String.fromCharCode(...PNG_BYTES))}`

beforeEach(() => {
  vi.clearAllMocks()
  vi.restoreAllMocks()
})

describe('backgroundImageFileName', () => {
  it("is 'background-image-' plus the ISO time with ':' and '.' as '-', ending .png", () => {
    expect(backgroundImageFileName(new Date('2025-03-04T05:06:07.089Z'))).toBe(
      'background-image-2025-03-04T05-06-07-089Z.png',
    )
    expect(backgroundImageFileName()).toMatch(
      /^background-image-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z\.png$/,
    )
  })
})

describe('reading the image', () => {
  it('decodes a data URI without the network', async () => {
    const blob = await readImageBlob(PNG_DATA_URI)
    expect(blob.type).toBe('image/png')
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual(PNG_BYTES)
  })

  it('refuses a data URI without a payload', async () => {
    await expect(readImageBlob('data:image/png;base64')).rejects.toThrow('Invalid data URI format')
  })

  it('recognises PNG by its signature, whatever the label says', async () => {
    expect(
      await isPng(new Blob([new Uint8Array(PNG_BYTES)], { type: 'application/octet-stream' })),
    ).toBe(true)
    expect(
      await isPng(new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/png' })),
    ).toBe(false)
  })

  it('passes PNG bytes through untouched, labelled image/png', async () => {
    const unlabelled = new Blob([new Uint8Array(PNG_BYTES)])
    const png = await toPngBlob(unlabelled)
    expect(png.type).toBe('image/png')
    expect([...new Uint8Array(await png.arrayBuffer())]).toEqual(PNG_BYTES)
  })
})

describe('saveBackgroundImage', () => {
  it("says 'No image to save' without an image", async () => {
    const save = vi.spyOn(platform, 'saveBinaryFile')
    await saveBackgroundImage(undefined)
    expect(toast.error).toHaveBeenCalledWith('No image to save')
    expect(save).not.toHaveBeenCalled()
  })

  it('saves the image under the time-stamped name and confirms', async () => {
    const save = vi.spyOn(platform, 'saveBinaryFile').mockResolvedValue(true)
    await saveBackgroundImage(PNG_DATA_URI)
    expect(save).toHaveBeenCalledWith(
      expect.stringMatching(/^background-image-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z\.png$/),
      expect.any(Blob),
    )
    expect(toast.success).toHaveBeenCalledWith('Image saved to your downloads folder')
  })

  it('stays quiet when the user cancels the save dialog', async () => {
    vi.spyOn(platform, 'saveBinaryFile').mockResolvedValue(false)
    await saveBackgroundImage(PNG_DATA_URI)
    expect(toast.success).not.toHaveBeenCalled()
    expect(toast.error).not.toHaveBeenCalled()
  })

  it("reports 'Failed to save image' when saving or reading fails", async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.spyOn(platform, 'saveBinaryFile').mockRejectedValue(new Error('disk full'))
    await saveBackgroundImage(PNG_DATA_URI)
    expect(toast.error).toHaveBeenCalledWith('Failed to save image')

    vi.mocked(toast.error).mockClear()
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('gone', { status: 404 }))),
    )
    await saveBackgroundImage('https://example.com/missing.png')
    expect(toast.error).toHaveBeenCalledWith('Failed to save image')
    vi.unstubAllGlobals()
    consoleError.mockRestore()
  })
})
