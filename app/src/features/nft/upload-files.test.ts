import { describe, expect, it } from 'vitest'
import {
  buildUploadFiles,
  extensionForMimeType,
  imageMimeType,
  metadataFileName,
  uploadFileName,
} from './upload-files'

describe('upload file names', () => {
  it.each([
    ['image/jpeg', 'jpg'],
    ['image/jpg', 'jpg'],
    ['image/png', 'png'],
    ['image/gif', 'gif'],
    ['image/webp', 'webp'],
    ['image/svg+xml', 'svg'],
    ['image/bmp', 'bmp'],
    ['image/tiff', 'tiff'],
    ['image/x-icon', 'ico'],
    ['application/json', 'json'],
    ['image/avif', 'png'],
    ['', 'png'],
    ['application/octet-stream', 'png'],
    ['IMAGE/JPEG; charset=binary', 'jpg'],
  ])('%j is saved as .%s', (type, extension) => {
    expect(extensionForMimeType(type)).toBe(extension)
  })

  it('treats an empty or generic type as PNG', () => {
    expect(imageMimeType('')).toBe('image/png')
    expect(imageMimeType('application/octet-stream')).toBe('image/png')
    expect(imageMimeType('image/webp')).toBe('image/webp')
  })

  it('names the icon, banner, background and metadata after the base name', () => {
    expect(uploadFileName('mint-julep', 'icon', 'image/png')).toBe('mint-julep.png')
    expect(uploadFileName('mint-julep', 'banner', 'image/jpeg')).toBe('mint-julep-banner.jpg')
    expect(uploadFileName('mint-julep', 'background', 'image/webp')).toBe(
      'mint-julep-background.webp',
    )
    expect(metadataFileName('mint-julep')).toBe('mint-julep-metadata.json')
  })

  it('wraps the stored bytes as named files of the right type', async () => {
    const files = buildUploadFiles('design', [
      { fileType: 'icon', blob: new Blob(['icon'], { type: 'image/png' }) },
      { fileType: 'background', blob: new Blob(['bg']) },
    ])
    expect(files.map(({ fileType, file }) => [fileType, file.name, file.type])).toEqual([
      ['icon', 'design.png', 'image/png'],
      ['background', 'design-background.png', 'image/png'],
    ])
    expect(await files[0]?.file.text()).toBe('icon')
  })
})
