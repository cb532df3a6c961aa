import { THEME_STYLE_ELEMENT_ID } from '@theme-a-roo/theme-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { connectThemeEditor, EDITOR_CLOSED_CHECK_MS, type LiveConnection } from './client.ts'
import { LIVE_CHANNEL, LIVE_PROTOCOL_VERSION } from './protocol.ts'
import { EDITOR_ORIGIN, fakeWindows, paint, themeOf } from './test/editor.ts'

const DEPLOYED_EDITOR = 'https://editor.example'
const root = () => document.documentElement
const themeCss = () => document.getElementById(THEME_STYLE_ELEMENT_ID)?.textContent ?? ''
const resolved = (name: string) => getComputedStyle(root()).getPropertyValue(name).trim()
const envelope = { channel: LIVE_CHANNEL, version: LIVE_PROTOCOL_VERSION }

let windows: ReturnType<typeof fakeWindows>
let connection: LiveConnection
const connect = (opened = false) => {
  windows = fakeWindows({ opened })
  connection = connectThemeEditor({
    editorOrigins: [EDITOR_ORIGIN, `${DEPLOYED_EDITOR}/`],
    window: windows.app,
  })
}
const kinds = () => windows.posted().map(([message]) => message.kind)

beforeEach(() => connect())
afterEach(() => connection.disconnect())

describe('the handshake', () => {
  it('says hello to the framing editor at each listed origin, never to any origin', () => {
    const targets = windows.posted().map(([, target]) => target)
    expect(targets).toEqual([EDITOR_ORIGIN, DEPLOYED_EDITOR])
    const [hello] = windows.posted()[0] ?? []
    expect(hello).toMatchObject({
      ...envelope,
      kind: 'hello',
      address: window.location.href,
      variables: 'none',
    })
  })

  it('says hello to the window that opened the app', () => {
    connection.disconnect()
    connect(true)
    expect(kinds()).toEqual(['hello', 'hello'])
  })

  it('refuses an origin that is not one', () => {
    for (const origin of [
      '*',
      'null',
      'https://editor.example/path',
      'file:///x',
      'tauri://evil.example',
      'tauri://localhost/path',
    ]) {
      expect(() => connectThemeEditor({ editorOrigins: [origin], window: windows.app })).toThrow()
    }
  })

  it("says hello to the desktop app's own origin, which is not an http one", () => {
    connection.disconnect()
    windows = fakeWindows({ opened: false })
    const editorOrigins = ['tauri://localhost', 'tauri://localhost/']
    connection = connectThemeEditor({ editorOrigins, window: windows.app })
    expect(windows.posted().map(([, target]) => target)).toEqual([
      'tauri://localhost',
      'tauri://localhost',
    ])
  })

  it('replies to the editor alone once it has spoken', () => {
    windows.editor.postMessage.mockClear()
    windows.send(paint(1))
    expect(windows.posted()).toEqual([
      [expect.objectContaining({ kind: 'painted', seq: 1 }), { targetOrigin: EDITOR_ORIGIN }],
    ])
  })
})

describe('a paint', () => {
  it('writes the theme, the shadcn variables and the dark class on <html>', () => {
    const theme = themeOf('ocean', { colors: { primary: '#0055aa' }, buttonStyle: 'shimmer' })
    windows.send(paint(1, { theme, dark: true }))
    expect(root().classList.contains('theme-ocean')).toBe(true)
    expect(root().getAttribute('data-theme-style')).toBe('shimmer')
    expect(themeCss()).toContain('--color-primary: #0055aa')
    expect(root().style.getPropertyValue('--primary')).toBe('oklch(0.5 0.2 250)')
    expect(resolved('--chart-1')).toBe('#ff0000')
    expect(root().classList.contains('dark')).toBe(true)
    windows.nextFrame()
    windows.send(paint(2, { dark: false }))
    expect(root().classList.contains('dark')).toBe(false)
    expect(connection.stats).toMatchObject({ accepted: 2, painted: 2, unsafe: 0 })
  })

  it('never writes a value that fails the CSS safety rule, and counts it', () => {
    const theme = themeOf('ocean')
    theme.variables['--accent'] = 'red; } body { display:none'
    theme.attributes['data-theme-style'] = 'x</style>'
    const shadcn = { '--primary': 'red; } body { display:none', '--ring': 'url(https://t.example)' }
    windows.send(paint(1, { theme, shadcn }))
    expect(themeCss()).not.toContain('display')
    expect(root().getAttribute('style') ?? '').toBe('')
    expect(root().hasAttribute('data-theme-style')).toBe(false)
    expect(getComputedStyle(document.body).display).toBe('block')
    expect(connection.stats.unsafe).toBe(4)
    expect(windows.posted().at(-1)?.[0]).toMatchObject({ kind: 'painted', skipped: 4 })
  })

  it('writes only the last of a burst within one frame', () => {
    const shades = ['#111111', '#222222', '#333333', '#444444']
    shades.forEach((shade, seq) => windows.send(paint(seq, { shadcn: { '--primary': shade } })))
    expect(root().style.getPropertyValue('--primary')).toBe('#111111')
    windows.nextFrame()
    expect(root().style.getPropertyValue('--primary')).toBe('#444444')
    const acknowledged = windows.posted().filter(([message]) => message.kind === 'painted')
    expect(acknowledged.map(([message]) => message.seq)).toEqual([0, 3])
    expect(connection.stats.painted).toBe(2)
  })

  it('shows a stored image sent once by id, and a web address as it is', () => {
    const dataUrl = 'data:image/png;base64,iVBORw0KGgo='
    windows.send({ ...envelope, kind: 'image', id: 'sky', dataUrl })
    windows.send(paint(1, { theme: themeOf('sky', {}, { image: { id: 'sky' } }) }))
    expect(themeCss()).toContain(`background-image: url("${dataUrl}")`)
    expect(themeCss()).toContain(`--background-image: url("${dataUrl}")`)
    expect(root().classList.contains('has-background-image')).toBe(true)
    windows.nextFrame()
    const web = 'https://example.com/sea.png'
    windows.send(paint(2, { theme: themeOf('sea', {}, { image: { url: web } }) }))
    expect(themeCss()).toContain(`url("${web}")`)
    expect(themeCss()).not.toContain(dataUrl)
  })

  it('asks again for a stored image it does not hold, and paints the rest', () => {
    windows.send(paint(1, { theme: themeOf('sky', {}, { image: { id: 'unknown' } }) }))
    expect(root().classList.contains('theme-sky')).toBe(true)
    expect(root().classList.contains('has-background-image')).toBe(false)
    expect(themeCss()).not.toContain('background-image')
    expect(windows.posted().at(-1)?.[0]).toMatchObject({ missingImages: ['unknown'] })
  })
})

describe('an app opened in a window of its own', () => {
  it('takes the theme off when the editor’s window closes without a goodbye', () => {
    vi.useFakeTimers()
    connection.disconnect()
    connect(true)
    windows.send(paint(1, { dark: true }))
    expect(root().classList.contains('theme-ocean')).toBe(true)
    vi.advanceTimersByTime(EDITOR_CLOSED_CHECK_MS)
    expect(root().classList.contains('dark')).toBe(true)
    windows.editor.closed = true
    vi.advanceTimersByTime(EDITOR_CLOSED_CHECK_MS)
    expect(root().classList.contains('theme-ocean')).toBe(false)
    expect(root().classList.contains('dark')).toBe(false)
    expect(themeCss()).toBe('')
    vi.useRealTimers()
  })
})

describe('messages that are not the editor’s', () => {
  it('change nothing from another origin or another window, and are counted', async () => {
    const page = root().outerHTML
    windows.send(paint(1), { origin: 'https://evil.example' })
    windows.send(paint(2), { source: { postMessage: vi.fn() } })
    windows.send({ hello: 'unrelated message' }, { origin: 'https://ads.example' })
    expect(root().outerHTML).toBe(page)
    expect(connection.stats).toMatchObject({ accepted: 0, foreign: 2 })
    await new Promise((resolve) => setTimeout(resolve, 0))
    // The editor has not spoken yet: the report goes to each listed origin, as the hello did.
    const report: unknown = expect.objectContaining({ kind: 'rejected', foreign: 2, malformed: 0 })
    expect(windows.posted().slice(-2)).toEqual([
      [report, EDITOR_ORIGIN],
      [report, DEPLOYED_EDITOR],
    ])
  })

  it('are counted, never thrown, when malformed', () => {
    const page = root().outerHTML
    const hostile = [null, { ...paint(1), kind: 'eval' }, { ...paint(1), dark: 1 }, 'x'.repeat(1e6)]
    for (const data of hostile) expect(() => windows.send(data)).not.toThrow()
    expect(root().outerHTML).toBe(page)
    expect(connection.stats).toMatchObject({ accepted: 0, malformed: hostile.length })
  })
})
