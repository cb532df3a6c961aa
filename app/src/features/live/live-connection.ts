// One connection to the user's own app: it waits for the page's hello, then sends it every change
// of the theme shown here (each edit and gesture frame, Generate's candidates, a theme switch,
// another 'Render as'), and takes it all off again on disconnect. It lives outside any page, so
// it stays while the user moves between them. It posts only to the app's window at the app's
// origin, and reads only messages from that window and origin; others are counted and ignored.
import {
  LIVE_CHANNEL,
  LIVE_PROTOCOL_VERSION,
  type EditorMessage,
  type ImageReference,
} from '@theme-a-roo/live'
import { useLiveAppStatus } from './live-app-status'
import { appSession } from '@/theming/app-session'
import { useRenderTarget } from '@/theming/render-target'
import { useThemeRuntime, workingEntryOf, type ThemeEntry } from '@/theming/theme-runtime'
import { isOnChannel, readAppReply } from './app-messages'
import { imageDataUrl, imageIds, webAddressOf } from './live-images'
import { appPaintOf, type AppPaint } from './live-paint'

/** How long a page has to say hello before the tab says no script was found. */
export const HELLO_WAIT_MS = 5000
const CLOSED_CHECK_MS = 1000

export interface AppWindow {
  /** The app's window: the frame's, or the one opened for it. */
  window: Window
  /** The origin its address names: the only one messages go to and are taken from. */
  origin: string
  address: string
  shownIn: 'frame' | 'window'
  /** For a window of its own: whether the user closed it. */
  closed?: () => boolean
}

export interface LiveConnection {
  /** Takes the theme off the app and stops following the theme. */
  disconnect(): void
}

/** The last candidate's entry, so that hearing it twice (session and runtime) builds it once. */
let candidate: ThemeEntry | undefined

/** The theme shown here now, Generate's candidate included (the page itself shows it in a box). */
function shownEntry(): ThemeEntry | undefined {
  const { current } = useThemeRuntime.getState()
  if (!current?.isWorkingTheme) return current
  const shown = appSession().session.getShown({ previews: true })
  if (shown.theme === current.source) return current
  if (candidate?.source !== shown.theme) candidate = workingEntryOf(shown)
  return candidate
}

function message<Kind extends EditorMessage['kind']>(
  kind: Kind,
  body: Omit<Extract<EditorMessage, { kind: Kind }>, 'channel' | 'version' | 'kind'>,
): EditorMessage {
  return { channel: LIVE_CHANNEL, version: LIVE_PROTOCOL_VERSION, kind, ...body } as EditorMessage
}

export function connectLiveApp(app: AppWindow, host: Window = window): LiveConnection {
  const { setState } = useLiveAppStatus
  setState({
    state: { status: 'connecting', address: app.address },
    shownIn: app.shownIn,
    ignored: 0,
  })
  const idOf = imageIds()
  let seq = 0
  let greeted = false
  /** Image ids the app page holds; a new page (after a navigation) holds none. */
  let held = new Set<string>()
  /** Images being read, and those that could not be: painted without them. */
  const reading = new Set<string>()
  const unreadable = new Set<string>()
  let last: { theme: ThemeEntry['theme']; target: string } | undefined
  let helloTimer: number | undefined

  const post = (sent: EditorMessage) => app.window.postMessage(sent, app.origin)

  function waitForHello() {
    host.clearTimeout(helloTimer)
    helloTimer = host.setTimeout(() => {
      setState({ state: { status: 'not-found', address: app.address } })
    }, HELLO_WAIT_MS)
  }

  function referenceOf(paint: AppPaint): ImageReference | undefined {
    if (!paint.image) return undefined
    const web = webAddressOf(paint.image, host.location.href)
    return web ? { url: web } : idOf(paint.image, paint.imageKey)
  }

  /** Reads an image once, sends it, and paints again with it (or without it, if unreadable). */
  async function sendImage(id: string, address: string) {
    reading.add(id)
    const dataUrl = await imageDataUrl(address)
    reading.delete(id)
    if (!greeted) return
    if (dataUrl) {
      post(message('image', { id, dataUrl }))
      held.add(id)
    } else unreadable.add(id)
    repaint()
  }

  /** Paints the app; a theme it cannot be sent fails here alone, never the session's listeners. */
  function paint() {
    try {
      paintShown()
    } catch (error) {
      console.error('The theme could not be sent to your app', error)
    }
  }

  function paintShown() {
    const entry = greeted ? shownEntry() : undefined
    if (!entry) return
    const { target } = useRenderTarget.getState()
    if (last?.theme === entry.theme && last.target === target) return
    const painted = appPaintOf(entry, target)
    let image = referenceOf(painted)
    if (image && 'id' in image && !held.has(image.id)) {
      if (reading.has(image.id)) return
      if (!unreadable.has(image.id)) return void sendImage(image.id, painted.image as string)
      image = undefined
    }
    last = { theme: entry.theme, target }
    const background = painted.background && image && { ...painted.background, image }
    const theme = background ? { ...painted.theme, background } : painted.theme
    post(message('paint', { seq: ++seq, theme, shadcn: painted.shadcn, dark: painted.dark }))
  }

  function repaint() {
    last = undefined
    paint()
  }

  function onMessage(event: MessageEvent) {
    const fromApp = event.source === app.window && event.origin === app.origin
    const reply = fromApp ? readAppReply(event.data) : undefined
    if (!reply) {
      if (isOnChannel(event.data)) {
        setState(({ ignored }) => ({ ignored: ignored + 1 }))
      }
      return
    }
    if (reply.kind === 'hello') {
      host.clearTimeout(helloTimer)
      greeted = true
      held = new Set()
      setState({
        state: { status: 'connected', address: app.address, variables: reply.variables },
      })
      repaint()
    } else if (reply.kind === 'painted' && reply.missingImages.length > 0) {
      for (const id of reply.missingImages) held.delete(id)
      repaint()
    } else if (reply.kind === 'bye') {
      // The app navigated: its next page says hello again, or nothing does.
      greeted = false
      setState({ state: { status: 'connecting', address: app.address } })
      waitForHello()
    }
  }

  const stops = [
    appSession().session.listen(paint, { previews: true }),
    useThemeRuntime.subscribe((state, previous) => {
      if (state.current !== previous.current) paint()
    }),
    useRenderTarget.subscribe(paint),
  ]
  // Closing or leaving the editor takes the theme off an app in a window of its own at once (its
  // client also notices the editor's window gone, for a page that dies without this).
  const sayBye = () => {
    if (!app.closed?.()) post(message('bye', {}))
  }
  host.addEventListener('message', onMessage)
  host.addEventListener('pagehide', sayBye)
  waitForHello()
  const closedCheck =
    app.closed &&
    host.setInterval(() => {
      if (!app.closed?.()) return
      stop()
      setState({ state: { status: 'closed', address: app.address } })
    }, CLOSED_CHECK_MS)

  function stop() {
    stops.forEach((unsubscribe) => unsubscribe())
    host.removeEventListener('message', onMessage)
    host.removeEventListener('pagehide', sayBye)
    host.clearTimeout(helloTimer)
    if (closedCheck) host.clearInterval(closedCheck)
    greeted = false
  }

  return {
    disconnect() {
      stop()
      sayBye()
      setState({ state: { status: 'idle' } })
    },
  }
}
