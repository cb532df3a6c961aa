// The one connection to the user's app, opened from the 'Your app' tab and kept while the user
// moves between pages. Loaded on the first Connect.
import { platform } from '@/platform/current-platform'
import { refusesFraming } from './frame-refusal'
import { useLiveAppStatus } from './live-app-status'
import { connectLiveApp, type LiveConnection } from './live-connection'
import { appFrameWindow, showAddressInFrame } from './live-frame'
import './live-header.css'

let connection: LiveConnection | undefined
/** Counts Connects and Disconnects, so a header check that ends after either one is dropped. */
let attempt = 0

// The header says so while the app is connected (see live-header.css).
useLiveAppStatus.subscribe(({ state }) => {
  document.documentElement.toggleAttribute('data-live-app-connected', state.status === 'connected')
})

/** Name of the window the app is opened in, so a second Open reuses it. */
const APP_WINDOW_NAME = 'theme-a-roo-your-app'

export function disconnectApp(): void {
  attempt++
  connection?.disconnect()
  connection = undefined
  useLiveAppStatus.setState({ state: { status: 'idle' } })
}

/** Whether the page's headers refuse the frame; false where they cannot be read. */
async function refusedByHeaders(address: URL): Promise<boolean> {
  if (!platform.readFrameHeaders || address.protocol !== 'http:') return false
  try {
    const headers = await platform.readFrameHeaders(address.href)
    return refusesFraming(headers, { page: address, editorOrigin: window.location.origin })
  } catch {
    return false
  }
}

/**
 * Shows the app at `address` in the tab's frame and connects to it, unless its headers refuse
 * the frame: then the tab offers a window of its own instead.
 */
export async function connectInFrame(address: URL): Promise<void> {
  disconnectApp()
  const checking = attempt
  useLiveAppStatus.setState({
    state: { status: 'connecting', address: address.href },
    shownIn: undefined,
  })
  const [refused] = await Promise.all([
    refusedByHeaders(address),
    // So that 'Open in a window' can open this address from the click itself.
    platform.allowAppWindow?.(address.href).catch(() => undefined),
  ])
  if (checking !== attempt) return
  if (refused) {
    useLiveAppStatus.setState({ state: { status: 'cannot-frame', address: address.href } })
    return
  }
  const app = appFrameWindow()
  connection = connectLiveApp({
    window: app,
    origin: address.origin,
    address: address.href,
    shownIn: 'frame',
  })
  showAddressInFrame(address.href)
}

/**
 * Opens the app at `address` in a window of its own and connects to it (for a page that refuses
 * to be framed). False when the browser blocked the window.
 */
export function connectInWindow(address: URL): boolean {
  disconnectApp()
  // Not 'noopener': the app's client answers the window that opened it.
  const app = window.open(address.href, APP_WINDOW_NAME)
  if (!app) return false
  connection = connectLiveApp({
    window: app,
    origin: address.origin,
    address: address.href,
    shownIn: 'window',
    closed: () => app.closed,
  })
  return true
}
