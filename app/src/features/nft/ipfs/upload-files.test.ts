import { afterEach, describe, expect, it, vi } from 'vitest'
import { UploadCancelledError } from './request-control'
import {
  buildUploadFiles,
  extensionForMimeType,
  imageMimeType,
  metadataFileName,
  NotAnImageError,
  readBackgroundImage,
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
    const icon = new Blob(['icon'], { type: 'image/png' })
    const files = buildUploadFiles('design', [
      { fileType: 'icon', blob: icon },
      { fileType: 'background', blob: new Blob(['bg']) },
    ])
    expect(files.map(({ fileType, file }) => [fileType, file.name, file.type])).toEqual([
      ['icon', 'design.png', 'image/png'],
      ['background', 'design-background.png', 'image/png'],
    ])
    expect(await files[0]?.file.text()).toBe('icon')
    // The stored blob itself, whose hash was worked out when it was stored.
    expect(files[0]?.bytes).toBe(icon)
  })
})

describe('reading the background image', () => {
  const url = 'https://images.example/sunset.png'
  const PNG_START = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])

  afterEach(() => {
    vi.unstubAllGlobals()
  })

  function serve(body: BodyInit, contentType?: string) {
    const headers = contentType ? { 'Content-Type': contentType } : undefined
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(body, { headers }))),
    )
  }

  const read = (external = true) =>
    readBackgroundImage(url, { external, signal: new AbortController().signal })

  it('keeps a web image, labelled with the type its bytes show', async () => {
    serve(PNG_START, 'application/octet-stream')
    const blob = await read()
    expect(blob.type).toBe('image/png')
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(PNG_START)
  })

  it.each([
    [
      'an HTML page',
      '<!doctype html><title>Sign in</title>',
      'text/html; charset=utf-8',
      'text/html',
    ],
    ['a JSON error that claims to be a PNG', '{"error":"not found"}', 'image/png', 'image/png'],
    [
      'an SVG drawing',
      '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
      'image/svg+xml',
      'image/svg+xml',
    ],
    ['bytes without a type', new TextEncoder().encode('hello'), undefined, 'no type'],
  ])('refuses %s from a web address, naming what came', async (_name, body, type, servedAs) => {
    serve(body, type)
    const error = await read().catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(NotAnImageError)
    expect((error as Error).message).toBe(
      `The background image at ${url} is not a PNG, JPEG, WebP, GIF or AVIF image (served as ${servedAs})`,
    )
  })

  it("leaves the app's own images as they are", async () => {
    serve('<svg xmlns="http://www.w3.org/2000/svg"></svg>', 'image/svg+xml')
    expect((await read(false)).type).toBe('image/svg+xml')
  })

  it('Cancel stops the download and says the upload was cancelled', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_input: RequestInfo | URL, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () =>
              reject(new DOMException('', 'AbortError')),
            )
          }),
      ),
    )
    const controller = new AbortController()
    const reading = readBackgroundImage(url, { external: true, signal: controller.signal })
    controller.abort()
    await expect(reading).rejects.toBeInstanceOf(UploadCancelledError)
  })
})
