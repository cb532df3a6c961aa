import { describe, expect, it } from 'vitest'
import { listBuiltInThemes, type Theme } from '@theme-a-roo/theme'
import {
  DamagedShareLinkError,
  MAX_SHARED_THEME_BYTES,
  SharedImageTooLargeError,
  decodeSharedTheme,
  encodeSharedTheme,
} from './share-link-codec'
import { pngHeaderDataUri } from '@/test/png-header'

/** Raw bytes deflated and in base64url, as a link made by hand (or by an attacker) would be. */
async function payloadOf(content: string | Uint8Array<ArrayBuffer>): Promise<string> {
  const body = new Response(content).body as ReadableStream<BufferSource>
  const stream = body.pipeThrough(new CompressionStream('deflate-raw'))
  return base64Url(new Uint8Array(await new Response(stream).arrayBuffer()))
}

function base64Url(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('base64url')
}

const theme = (extra: Record<string, unknown> = {}) =>
  JSON.stringify({ name: 'sea', displayName: 'Sea', schemaVersion: 1, ...extra })

const themeObject = (extra: Record<string, unknown> = {}) => JSON.parse(theme(extra)) as Theme

async function refusal(payload: string): Promise<unknown> {
  return decodeSharedTheme(payload).then(
    () => 'accepted',
    (error: unknown) => error,
  )
}

describe('share link codec', () => {
  it.each(listBuiltInThemes().map(({ theme }) => [theme.name, theme] as const))(
    'carries the built-in theme %s there and back unchanged',
    async (_name, builtIn) => {
      const payload = await encodeSharedTheme(builtIn)
      expect(payload).toMatch(/^[A-Za-z0-9_-]+$/)
      expect((await decodeSharedTheme(payload)).theme).toEqual(builtIn)
    },
  )

  it('keeps unknown properties and characters beyond ASCII', async () => {
    const source = JSON.parse(theme({ displayName: 'Mer ☀ été', extra: { kept: true } })) as Theme
    expect((await decodeSharedTheme(await encodeSharedTheme(source))).theme).toEqual(source)
  })

  it('carries the other mode of a two-mode theme with it', async () => {
    const light = themeObject({ inherits: 'light', colors: { primary: '#123456' } })
    const dark = themeObject({ inherits: 'dark', colors: { primary: '#abcdef' } })
    const shared = await decodeSharedTheme(
      await encodeSharedTheme(light, { mode: 'dark', theme: dark }),
    )
    expect(shared).toEqual({ theme: light, counterpart: { mode: 'dark', theme: dark } })
  })

  it('opens a link made before links carried a second mode, as one theme', async () => {
    const shared = await decodeSharedTheme(await payloadOf(theme({ inherits: 'dark' })))
    expect(shared.theme).toMatchObject({ name: 'sea', inherits: 'dark' })
    expect(shared.counterpart).toBeUndefined()
  })

  it.each([
    ['a mode that is neither light nor dark', { mode: 'dim', theme: themeObject() }],
    ['a base the app does not have', { mode: 'dark', theme: themeObject({ inherits: 'x' }) }],
    [
      'a value that breaks out of CSS',
      { mode: 'dark', theme: themeObject({ colors: { primary: 'red; } x {' } }) },
    ],
    [
      'an image of its own',
      { mode: 'dark', theme: themeObject({ backgroundImage: 'https://a.example/b.png' }) },
    ],
  ])('refuses a second mode with %s', async (_case, counterpart) => {
    const payload = await payloadOf(JSON.stringify({ theme: themeObject(), counterpart }))
    expect(await refusal(payload)).toBeInstanceOf(DamagedShareLinkError)
  })

  it('makes a plain theme a short link', async () => {
    const [light] = listBuiltInThemes()
    expect((await encodeSharedTheme(light!.theme)).length).toBeLessThan(2000)
  })

  it('reads a theme up to 1 MB and stops reading past it', async () => {
    const text = theme()
    const atLimit = text + ' '.repeat(MAX_SHARED_THEME_BYTES - text.length)
    expect((await decodeSharedTheme(await payloadOf(atLimit))).theme.name).toBe('sea')

    const error = await refusal(await payloadOf(atLimit + ' '))
    expect(error).toBeInstanceOf(DamagedShareLinkError)
    expect(String(error)).toMatch(/larger than 1048576 bytes/)
  })

  it('refuses a small link that inflates to far more', async () => {
    // 16 MB of one byte deflate to about 16 KB.
    const bomb = await payloadOf(new Uint8Array(16 * 1024 * 1024).fill(32))
    expect(bomb.length).toBeLessThan(30_000)
    expect(String(await refusal(bomb))).toMatch(/larger than 1048576 bytes/)
  })

  it('refuses a theme whose embedded background states more pixels than may be decoded', async () => {
    const backgroundImage = pngHeaderDataUri(16000, 16000)
    const error = await refusal(await payloadOf(theme({ backgroundImage })))
    expect(error).toBeInstanceOf(SharedImageTooLargeError)
    expect(String(error)).toMatch(/16000 x 16000 pixels \(256 megapixels\)/)
  })

  it('refuses a payload too long to be a theme before decoding it', async () => {
    expect(String(await refusal('A'.repeat(2 * MAX_SHARED_THEME_BYTES)))).toMatch(/too long/)
  })

  const PRIVATE_BACKGROUND = theme({ backgroundImage: 'http://192.168.1.1/bg.png' })

  it.each([
    ['an empty payload', () => ''],
    ['characters outside base64url', () => 'abc+/=='],
    ['a base64 length that cannot be', () => 'abcde'],
    ['bytes that are not deflate data', () => base64Url(new Uint8Array([255, 255, 255, 255]))],
    ['deflate data cut short', async () => (await payloadOf(theme())).slice(0, 20)],
    ['bytes that are not UTF-8', () => payloadOf(new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]))],
    ['text that is not JSON', () => payloadOf('not json')],
    ['JSON that is not a theme', () => payloadOf('{"hello":"world"}')],
    [
      'a forbidden key',
      () => payloadOf(theme().replace('}', ',"colors":{"__proto__":{"a":"b"}}}')),
    ],
    [
      'a value that breaks out of CSS',
      () => payloadOf(theme({ colors: { primary: 'red; } x {' } })),
    ],
    ['a base theme the app does not have', () => payloadOf(theme({ inherits: 'nowhere' }))],
    ['a background on a private network', () => payloadOf(PRIVATE_BACKGROUND)],
    ["another page's stored image", () => payloadOf(theme({ backgroundImage: 'blob:x/1' }))],
  ])('refuses %s', async (_case, payload) => {
    expect(await refusal(await payload())).toBeInstanceOf(DamagedShareLinkError)
  })

  it('says why, for the console', async () => {
    expect(String(await refusal(await payloadOf(PRIVATE_BACKGROUND)))).toMatch(
      /private network address \(192\.168\.1\.1\)/,
    )
  })
})
