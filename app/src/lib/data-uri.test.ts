import { describe, expect, it } from 'vitest'
import { dataUriBytes, dataUriToBlob } from './data-uri'

describe('data URIs', () => {
  it('turns base64 and plain data URIs into blobs of their type', async () => {
    const png = dataUriToBlob('data:image/png;base64,iVBORw0KGgo=')
    expect(png.type).toBe('image/png')
    expect(png.size).toBe(8)
    const svg = dataUriToBlob('data:image/svg+xml,%3Csvg%2F%3E')
    expect(svg.type).toBe('image/svg+xml')
    expect(await svg.text()).toBe('<svg/>')
  })

  it('refuses a URI without a payload or with one that does not decode', () => {
    expect(() => dataUriToBlob('data:image/png;base64')).toThrow('Invalid data URI format')
    expect(() => dataUriToBlob('data:image/png;base64,%%%')).toThrow(
      /^Failed to convert data URI to blob: /,
    )
  })

  it('decodes only the head of a long URI when asked for its first bytes', () => {
    const bytes = Uint8Array.from({ length: 3000 }, (_, index) => index % 251)
    const base64 = `data:image/png;base64,${btoa(String.fromCharCode(...bytes))}`
    expect([...dataUriBytes(base64, 100)]).toEqual([...bytes.subarray(0, 102)])
    expect([...dataUriBytes(base64)]).toEqual([...bytes])
    // Cut inside an escape and inside a character's bytes, it still gives the bytes before.
    const text = 'data:image/svg+xml,%3Csvg%20width%3D%22%C3%A9%22'
    expect(new TextDecoder().decode(dataUriBytes(text, 5))).toBe('<svg ')
    expect([...dataUriBytes(text, 13)].slice(-2)).toEqual([0x22, 0xc3])
  })
})
