// The one connection to the user's app, opened from the 'Your app' tab and kept while the user
// moves between pages. Loaded on the first Connect.
import { useLiveAppStatus } from './live-app-status'
import { connectLiveApp, type LiveConnection } from './live-connection'
import { appFrameWindow, showAddressInFrame } from './live-frame'
import './live-header.css'

let connection: LiveConnection | undefined

// The header says so while the app is connected (see live-header.css).
useLiveAppStatus.subscribe(({ state }) => {
  document.documentElement.toggleAttribute('data-live-app-connected', state.status === 'connected')
})

/** Name of the window the app is opened in, so a second Open reuses it. */
const APP_WINDOW_NAME = 'theme-a-roo-your-app'

export function disconnectApp(): void {
  connection?.disconnect()
  connection = undefined
}

/** Shows the app at `address` in the tab's frame and connects to it. */
export function connectInFrame(address: URL): void {
  disconnectApp()
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
