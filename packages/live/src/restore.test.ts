// Leaving no trace: after a disconnect, a `bye` or `clear`, or a navigation away, the app's
// computed styles are what they were before it connected. jsdom computes no layout and only part
// of the cascade, so the page's markup (where every style comes from) is compared as well.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { connectThemeEditor, type LiveConnection } from './client.ts'
import { LIVE_CHANNEL, LIVE_PROTOCOL_VERSION } from './protocol.ts'
import { fakeWindows, paint, themeOf } from './test/editor.ts'

const VARIABLES = [
  '--background',
  '--primary',
  '--color-primary',
  '--radius',
  '--btn-default-background',
]

function snapshot() {
  const elements = [document.documentElement, document.body, ...document.body.children]
  const styles = elements.map((element) => {
    const computed = getComputedStyle(element)
    const names = [...Array.from(computed), ...VARIABLES]
    return Object.fromEntries(names.map((name) => [name, computed.getPropertyValue(name)]))
  })
  return { markup: document.documentElement.outerHTML, styles }
}

let windows: ReturnType<typeof fakeWindows>
let connection: LiveConnection
let before: ReturnType<typeof snapshot>

beforeEach(() => {
  document.head.innerHTML = `<style>
    :root { --background: #ffffff; --primary: #333333; --radius: 4px }
    .dark { --background: #000000 }
    body { background-color: var(--background); color: var(--primary) }
    button { border-radius: var(--radius); background: var(--primary) }
  </style>`
  document.documentElement.setAttribute('class', 'app  no-js')
  document.body.innerHTML = '<button>Save</button><p style="--primary: teal">Hi</p>'
  before = snapshot()
  windows = fakeWindows()
  connection = connectThemeEditor({ editorOrigins: ['http://127.0.0.1:4173'], window: windows.app })
  const dataUrl = 'data:image/png;base64,iVBORw0KGgo='
  windows.send({
    channel: LIVE_CHANNEL,
    version: LIVE_PROTOCOL_VERSION,
    kind: 'image',
    id: 'sky',
    dataUrl,
  })
  windows.send(paint(1, { theme: themeOf('glass', { buttonStyle: 'shimmer' }), dark: false }))
  windows.nextFrame()
  const sage = themeOf(
    'sky',
    { buttonStyle: 'gradient', mostLike: 'dark' },
    { sage: true, image: { id: 'sky' } },
  )
  windows.send(paint(2, { theme: sage, dark: true }))
  expect(snapshot()).not.toEqual(before)
})

afterEach(() => {
  connection.disconnect()
  document.head.replaceChildren()
  document.body.replaceChildren()
  document.documentElement.removeAttribute('class')
})

describe('taking the theme off', () => {
  it('leaves the page as it was after disconnect', () => {
    connection.disconnect()
    expect(snapshot()).toEqual(before)
    expect(windows.posted().at(-1)?.[0]).toMatchObject({ kind: 'bye' })
  })

  it('leaves the page as it was when the app navigates away', () => {
    windows.app.dispatchEvent(new Event('pagehide'))
    expect(snapshot()).toEqual(before)
  })

  it('leaves the page as it was when the editor clears or leaves', () => {
    for (const kind of ['clear', 'bye']) {
      windows.nextFrame()
      windows.send(paint(3, { dark: true }))
      windows.send({ channel: LIVE_CHANNEL, version: LIVE_PROTOCOL_VERSION, kind })
      expect(snapshot(), kind).toEqual(before)
    }
  })

  it('gives back a dark class the page had itself', () => {
    connection.disconnect()
    document.documentElement.setAttribute('class', 'dark app')
    before = snapshot()
    connection = connectThemeEditor({
      editorOrigins: ['http://127.0.0.1:4173'],
      window: windows.app,
    })
    windows.nextFrame()
    windows.send(paint(4, { dark: false }))
    expect(document.documentElement.classList.contains('dark')).toBe(false)
    connection.disconnect()
    expect(snapshot()).toEqual(before)
  })
})
