import { describe, expect, it } from 'vitest'
import { LIVE_CHANNEL, LIVE_PROTOCOL_VERSION } from './protocol.ts'
import { readEditorMessage } from './read-message.ts'
import { paint, themeOf } from './test/editor.ts'

const envelope = { channel: LIVE_CHANNEL, version: LIVE_PROTOCOL_VERSION }
/** What a message looks like after crossing postMessage: plain data, own keys only. */
const cloned = <T>(value: T): T => structuredClone(value)

describe('reading what the editor posts', () => {
  it('accepts each message of the protocol as it is', () => {
    const image = { ...envelope, kind: 'image', id: 'sky', dataUrl: 'data:image/png;base64,AAAA' }
    const withImage = paint(1, { theme: themeOf('sky', {}, { image: { id: 'sky' } }), dark: true })
    for (const message of [
      paint(0),
      withImage,
      paint(2, { theme: themeOf('sage', { buttonStyle: 'gradient' }, { sage: true }) }),
      image,
      { ...envelope, kind: 'clear' },
      { ...envelope, kind: 'bye' },
    ]) {
      expect(readEditorMessage(cloned(message))).toEqual(message)
    }
  })

  it('refuses malformed and hostile messages without throwing', () => {
    const theme = paint(1).theme
    const hostile: unknown[] = [
      null,
      'paint',
      42,
      [paint(1)],
      { ...paint(1), kind: 'execute' },
      { ...paint(1), channel: 'someone-else' },
      { ...paint(1), version: 2 },
      { ...paint(1), seq: -1 },
      { ...paint(1), seq: 1.5 },
      { ...paint(1), dark: 'yes' },
      { ...paint(1), extra: true },
      JSON.parse(`{"__proto__": {"polluted": true}, ${JSON.stringify(paint(1)).slice(1)}`),
      { ...paint(1), shadcn: JSON.parse('{"__proto__": "red"}') as unknown },
      { ...paint(1), shadcn: { primary: 'red' } },
      { ...paint(1), shadcn: { '--primary': 7 } },
      { ...paint(1), shadcn: { '--primary': 'a'.repeat(1_000_000) } },
      { ...paint(1), theme: { ...theme, className: 'theme-a onclick' } },
      { ...paint(1), theme: { ...theme, attributes: { onclick: 'alert(1)' } } },
      { ...paint(1), theme: { ...theme, bodyClassNames: ['dark'] } },
      { ...paint(1), theme: { ...theme, variables: [] } },
      { ...paint(1), theme: themeOf('x', {}, { image: { url: 'javascript:alert(1)' } }) },
      { ...paint(1), theme: themeOf('x', {}, { image: { id: '../../etc' } }) },
      { ...envelope, kind: 'image', id: 'sky', dataUrl: 'data:text/html;base64,AAAA' },
      { ...envelope, kind: 'image', id: 'sky', dataUrl: 'data:image/png;base64,AA")AA' },
      { ...envelope, kind: 'clear', now: true },
      new Map([['kind', 'clear']]),
      Object.assign(Object.create({ kind: 'clear' }) as object, envelope),
    ]
    for (const data of hostile) {
      expect(readEditorMessage(data), JSON.stringify(data)?.slice(0, 120)).toBeUndefined()
    }
  })

  it('refuses messages whose reading throws (getters and proxies made in this window)', () => {
    const getter = Object.defineProperty({ ...envelope }, 'kind', {
      enumerable: true,
      get: () => {
        throw new Error('boom')
      },
    })
    const proxy = new Proxy(paint(1), {
      ownKeys: () => {
        throw new Error('boom')
      },
    })
    expect(readEditorMessage(getter)).toBeUndefined()
    expect(readEditorMessage(proxy)).toBeUndefined()
  })
})
