import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Theme } from '@theme-a-roo/theme'
import type { ThemeEntry } from '@/theming/theme-runtime'
import { readBackgroundImage } from './read-background-image'

function entryWith(written: string | undefined, shown: string | undefined): ThemeEntry {
  const source: Theme = { name: 'a', displayName: 'A', schemaVersion: 1, backgroundImage: written }
  return { name: 'a', source, theme: { ...source, backgroundImage: shown }, isWorkingTheme: true }
}

function serve(response: { ok: boolean; status: number; blob?: () => Promise<Blob> }) {
  const fetch = vi.fn(() => Promise.resolve(response))
  vi.stubGlobal('fetch', fetch)
  return fetch
}

afterEach(() => vi.unstubAllGlobals())

describe('the background image a saved file or link embeds', () => {
  it('reads a stored upload from the address the page shows it from, as a data: URI', async () => {
    const bytes = Uint8Array.from([82, 73, 70, 70, 0, 255])
    const fetch = serve({
      ok: true,
      status: 200,
      blob: () => Promise.resolve(new Blob([bytes], { type: 'image/webp' })),
    })
    const image = await readBackgroundImage(entryWith('stored-image:1', 'blob:app/1'))
    expect(fetch).toHaveBeenCalledWith('blob:app/1')
    const [header, data] = (image?.dataUri ?? '').split(',')
    expect(header).toBe('data:image/webp;base64')
    expect(Uint8Array.from(atob(data ?? ''), (char) => char.charCodeAt(0))).toEqual(bytes)
  })

  it('reads nothing for an image that travels as it is written, or for none', async () => {
    const fetch = serve({ ok: true, status: 200 })
    for (const written of ['https://example.com/a.png', 'data:image/png;base64,iVBO', undefined]) {
      expect(await readBackgroundImage(entryWith(written, written))).toBeUndefined()
    }
    expect(await readBackgroundImage(entryWith('harbour.webp', undefined))).toBeUndefined()
    expect(fetch).not.toHaveBeenCalled()
  })

  it('says so when the image cannot be read', async () => {
    serve({ ok: false, status: 404 })
    await expect(
      readBackgroundImage(entryWith('harbour.webp', '/themes/harbour.webp')),
    ).rejects.toThrow('Failed to read the background image (404)')
  })
})
