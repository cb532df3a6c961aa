// The live client: says hello to the editor that framed or opened this page, paints what it
// sends, and takes it all off again. It listens only to its editor windows at the editor origins
// it was given, and posts only to those origins, never to '*'.
import { detectVariableFamily } from './detect.ts'
import { createPainter } from './painter.ts'
import { appMessage, toOrigin, type AppMessage, type PaintMessage } from './protocol.ts'
import { isOnChannel, readEditorMessage } from './read-message.ts'

export interface ConnectOptions {
  /** The origins the editor may be served from, e.g. `['http://127.0.0.1:4173']`. */
  editorOrigins: readonly string[]
  /** The app's window; this one by default. */
  window?: Window
}

export interface LiveStats {
  /** Valid messages from the editor. */
  accepted: number
  /** Paints written (a burst within one frame writes only its last). */
  painted: number
  /** Messages on this channel from another window or origin. */
  foreign: number
  /** Messages from the editor that are not valid messages of the protocol. */
  malformed: number
  /** Values not written because they failed the CSS safety rule. */
  unsafe: number
}

export interface LiveConnection {
  /** Stops listening and takes off everything the client wrote. */
  disconnect(): void
  readonly stats: Readonly<LiveStats>
}

interface Editor {
  window: Window
  origin: string
}

/** How often an app opened by the editor looks whether the editor's window is still there. */
export const EDITOR_CLOSED_CHECK_MS = 1000

export function connectThemeEditor(options: ConnectOptions): LiveConnection {
  const origins = options.editorOrigins.map((given) => {
    const origin = toOrigin(given)
    if (!origin) throw new TypeError(`Not an editor origin: ${given}`)
    return origin
  })
  const win = options.window ?? window
  const doc = win.document
  const painter = createPainter(doc)
  const stats: LiveStats = { accepted: 0, painted: 0, foreign: 0, malformed: 0, unsafe: 0 }
  // The windows the editor can be: the page framing this one, the page that opened it.
  const peers = [win.parent === win ? null : win.parent, win.opener as Window | null].filter(
    (peer): peer is Window => peer !== null,
  )
  /** The editor once it has spoken: replies go to its window and origin alone. */
  let editor: Editor | undefined
  let pending: PaintMessage | undefined
  let frameRequested = false
  let reportQueued = false

  function post(message: AppMessage) {
    if (editor) return editor.window.postMessage(message, { targetOrigin: editor.origin })
    for (const peer of peers) for (const origin of origins) peer.postMessage(message, origin)
  }

  function hello() {
    const variables = detectVariableFamily(doc)
    post(
      appMessage('hello', {
        address: win.location.href,
        variables,
        timeOrigin: win.performance.timeOrigin,
      }),
    )
  }

  const requestFrame = (callback: () => void) =>
    win.requestAnimationFrame ? win.requestAnimationFrame(callback) : win.setTimeout(callback, 16)

  /** The first paint of a frame is written at once, later ones on the next frame, the last only. */
  function receivePaint(message: PaintMessage) {
    if (frameRequested) {
      pending = message
      return
    }
    const outcome = painter.paint(message)
    stats.painted++
    stats.unsafe += outcome.skipped
    post(appMessage('painted', { seq: message.seq, paintedAt: win.performance.now(), ...outcome }))
    frameRequested = true
    requestFrame(() => {
      frameRequested = false
      const next = pending
      pending = undefined
      if (next) receivePaint(next)
    })
  }

  function clear() {
    pending = undefined
    painter.clear()
  }

  /** Tells the editor what was refused, once per burst of refusals. */
  function countRefusal(kind: 'foreign' | 'malformed') {
    stats[kind]++
    if (reportQueued) return
    reportQueued = true
    win.setTimeout(() => {
      reportQueued = false
      const { foreign, malformed, unsafe } = stats
      post(appMessage('rejected', { foreign, malformed, unsafe }))
    }, 0)
  }

  function onMessage(event: MessageEvent) {
    const peer = peers.find((candidate) => candidate === event.source)
    if (!peer || !origins.includes(event.origin)) {
      if (isOnChannel(event.data)) countRefusal('foreign')
      return
    }
    const message = readEditorMessage(event.data)
    if (!message) return countRefusal('malformed')
    stats.accepted++
    editor = { window: peer, origin: event.origin }
    if (message.kind === 'paint') receivePaint(message)
    else if (message.kind === 'image') painter.storeImage(message.id, message.dataUrl)
    else {
      clear()
      if (message.kind === 'bye') painter.forgetImages()
    }
  }

  /*
   * An app in a window of its own outlives its editor: when the editor's window closes, or its
   * page crashes before saying bye, the theme comes off. (A framed app goes with its editor.)
   */
  const openerCheck =
    win.opener && win.setInterval
      ? win.setInterval(() => {
          if (!editor?.window.closed) return
          editor = undefined
          clear()
          painter.forgetImages()
        }, EDITOR_CLOSED_CHECK_MS)
      : undefined

  /** A navigation away leaves nothing behind; a page restored from the back-forward cache says hello again. */
  function onPageHide() {
    clear()
    post(appMessage('bye', {}))
  }
  function onPageShow(event: PageTransitionEvent) {
    if (event.persisted) hello()
  }
  function onLoad() {
    hello()
  }

  win.addEventListener('message', onMessage)
  win.addEventListener('pagehide', onPageHide)
  win.addEventListener('pageshow', onPageShow)
  // The page's stylesheets are read for the hello, so it waits until they have loaded.
  if (doc.readyState === 'complete') hello()
  else win.addEventListener('load', onLoad, { once: true })

  return {
    stats,
    disconnect() {
      win.removeEventListener('message', onMessage)
      win.removeEventListener('pagehide', onPageHide)
      win.removeEventListener('pageshow', onPageShow)
      win.removeEventListener('load', onLoad)
      if (openerCheck !== undefined) win.clearInterval(openerCheck)
      clear()
      post(appMessage('bye', {}))
    },
  }
}
