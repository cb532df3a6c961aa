// The messages between the Theme-a-roo editor and the live client in a user's app, sent with
// window.postMessage. Every message carries the channel and the protocol version, so a page that
// posts other messages (or a later protocol) is told apart before anything is read.
import type { CompiledTheme } from '@theme-a-roo/theme'

export const LIVE_CHANNEL = 'theme-a-roo/live'
export const LIVE_PROTOCOL_VERSION = 1

interface Envelope<Kind extends string> {
  channel: typeof LIVE_CHANNEL
  version: typeof LIVE_PROTOCOL_VERSION
  kind: Kind
}

/**
 * An image as a paint names it: a stored image by the id an earlier `image` message gave it (its
 * bytes cross once per connection), or a web address as it is.
 */
export type ImageReference = { id: string } | { url: string }

export type PaintedBackground = Omit<NonNullable<CompiledTheme['background']>, 'image'> & {
  image: ImageReference
}

/**
 * A theme as the editor's page shows it (compileTheme's output without its list of refusals), its
 * background image named by reference. The client writes `--background-image` itself, from the
 * image it resolves.
 */
export type PaintedTheme = Omit<CompiledTheme, 'rejected' | 'background'> & {
  background?: PaintedBackground
}

// Editor → app.

export interface PaintMessage extends Envelope<'paint'> {
  /** Increases with each paint; the app acknowledges the ones it writes. */
  seq: number
  /** theme-o-rama's output: the custom properties, root class, attributes and background. */
  theme: PaintedTheme
  /** shadcn/ui's variables (`--background`, `--primary`, `--radius`, `--sidebar-*`, `--chart-*`). */
  shadcn: Record<string, string>
  /** Whether <html> gets the class `dark`. */
  dark: boolean
}

/** A stored image's bytes, sent once per connection before the first paint that names it. */
export interface ImageMessage extends Envelope<'image'> {
  id: string
  /** `data:image/<type>;base64,...` */
  dataUrl: string
}

/** Take the theme off the app; the connection stays. */
export type ClearMessage = Envelope<'clear'>

/** The editor is leaving: take the theme off and forget its images. */
export type ByeMessage = Envelope<'bye'>

export type EditorMessage = PaintMessage | ImageMessage | ClearMessage | ByeMessage

// App → editor.

/** Which variables the app's own CSS reads, so the editor knows which export fits it. */
export type VariableFamily = 'shadcn' | 'theme-o-rama' | 'none'

export interface HelloMessage extends Envelope<'hello'> {
  /** The app page's address. */
  address: string
  variables: VariableFamily
  /** The app's performance.timeOrigin, to put its `paintedAt` on the editor's clock. */
  timeOrigin: number
}

export interface PaintedMessage extends Envelope<'painted'> {
  seq: number
  /** The app's performance.now() once the paint was written. */
  paintedAt: number
  /** Values not written because they failed the CSS safety rule. */
  skipped: number
  /** Image ids the paint named that the app does not hold (send them again). */
  missingImages: string[]
}

export interface RejectionCounts {
  /** Messages on this channel from a window or origin that is not the editor. */
  foreign: number
  /** Messages from the editor that are not a valid message of this protocol. */
  malformed: number
  /** Values not written because they failed the CSS safety rule. */
  unsafe: number
}

export interface RejectedMessage extends Envelope<'rejected'>, RejectionCounts {}

/** The app page is going away or disconnected: nothing of the theme is left on it. */
export type GoneMessage = Envelope<'bye'>

export type AppMessage = HelloMessage | PaintedMessage | RejectedMessage | GoneMessage

type Body<Message> = Omit<Message, keyof Envelope<string>>

export function appMessage<Kind extends AppMessage['kind']>(
  kind: Kind,
  body: Body<Extract<AppMessage, { kind: Kind }>>,
): AppMessage {
  return { channel: LIVE_CHANNEL, version: LIVE_PROTOCOL_VERSION, kind, ...body } as AppMessage
}

/**
 * The desktop app's own origin on Linux and macOS (on Windows it is http://tauri.localhost). Only
 * the desktop webview gives a page this origin; a browser gives no page a tauri: origin.
 */
export const DESKTOP_EDITOR_ORIGIN = 'tauri://localhost'

/**
 * The origin a string names (`https://editor.example`, a trailing slash allowed), or undefined
 * for anything else: a path, `*`, `null` or an opaque origin never count as an editor's origin,
 * and of other schemes than http(s) only the desktop app's own.
 */
export function toOrigin(value: string): string | undefined {
  try {
    const url = new URL(value)
    // A tauri: URL without a path has an empty one.
    const bare =
      (url.pathname === '/' || url.pathname === '') && !url.search && !url.hash && !url.username
    if (bare && `${url.protocol}//${url.host}` === DESKTOP_EDITOR_ORIGIN)
      return DESKTOP_EDITOR_ORIGIN
    const origin = url.origin
    return bare && origin !== 'null' && /^https?:$/.test(url.protocol) ? origin : undefined
  } catch {
    return undefined
  }
}
