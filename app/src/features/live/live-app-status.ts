import { create } from 'zustand'

/*
 * Where the connection to the user's own app stands ('Your app' in the Designer). The connection
 * itself loads on Connect and lives outside any page; this is what the tab reads.
 */

/** Which variables the app's own CSS reads, as its hello says. */
export type AppVariables = 'shadcn' | 'theme-o-rama' | 'none'

export type LiveAppState =
  | { status: 'idle' }
  /** Waiting for the page's hello (at first, and again after the app navigated). */
  | { status: 'connecting'; address: string }
  | { status: 'connected'; address: string; variables: AppVariables }
  /** Nothing answered within the wait: no script, or a page that refuses to be framed. */
  | { status: 'not-found'; address: string }
  /** The page's headers refuse the frame (read first where the platform can, the desktop). */
  | { status: 'cannot-frame'; address: string }
  /** The window the app was opened in was closed. */
  | { status: 'closed'; address: string }

export interface LiveAppStatus {
  state: LiveAppState
  /** How the app is shown: in the Designer's frame or a window of its own. */
  shownIn?: 'frame' | 'window'
  /** Messages this page ignored: from another window or origin, or not of the protocol. */
  ignored: number
}

export const useLiveAppStatus = create<LiveAppStatus>(() => ({
  state: { status: 'idle' },
  ignored: 0,
}))
