// A stand-in for the editor and the app's window, shared by the client's tests: the app window
// is an event target over this document whose parent (or opener) is the editor, and whose
// animation frames run when a test says so.
import { compileTheme, type Theme } from '@theme-a-roo/theme'
import { vi } from 'vitest'
import {
  LIVE_CHANNEL,
  LIVE_PROTOCOL_VERSION,
  type ImageReference,
  type PaintedTheme,
  type PaintMessage,
} from '../protocol.ts'

export const EDITOR_ORIGIN = 'http://127.0.0.1:4173'

/** A theme as the editor sends it; with `image`, its background image is that reference. */
export function themeOf(
  name: string,
  extra: Partial<Theme> = {},
  { sage = false, image }: { sage?: boolean; image?: ImageReference } = {},
): PaintedTheme {
  const theme: Theme = { name, displayName: name, schemaVersion: 1, ...extra }
  if (image) theme.backgroundImage = 'https://placeholder.example/image.png'
  const {
    rejected: _rejected,
    background,
    ...compiled
  } = compileTheme(theme, {
    target: sage ? 'sage' : 'theme-o-rama-0.4',
  })
  const { '--background-image': _image, ...variables } = compiled.variables
  return {
    ...compiled,
    variables,
    ...(background && image && { background: { ...background, image } }),
  }
}

export function paint(seq: number, rest: Partial<PaintMessage> = {}): PaintMessage {
  return {
    channel: LIVE_CHANNEL,
    version: LIVE_PROTOCOL_VERSION,
    kind: 'paint',
    seq,
    theme: themeOf('ocean', { colors: { primary: '#0055aa' } }),
    shadcn: { '--primary': 'oklch(0.5 0.2 250)', '--radius': '0.5rem', '--chart-1': '#ff0000' },
    dark: false,
    ...rest,
  }
}

export function fakeWindows({ opened = false } = {}) {
  const editor = { postMessage: vi.fn(), closed: false }
  const frames: (() => void)[] = []
  const app = new EventTarget()
  Object.assign(app, {
    document,
    parent: opened ? app : editor,
    opener: opened ? editor : null,
    location: window.location,
    performance: window.performance,
    setTimeout: window.setTimeout.bind(window),
    setInterval: window.setInterval.bind(window),
    clearInterval: window.clearInterval.bind(window),
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
  })
  return {
    editor,
    app: app as unknown as Window,
    /** Runs the animation frame callbacks requested so far. */
    nextFrame: () => frames.splice(0).forEach((callback) => callback()),
    /** Delivers a message as the browser would, from the editor unless told otherwise. */
    send(
      data: unknown,
      { origin = EDITOR_ORIGIN, source = editor }: { origin?: string; source?: unknown } = {},
    ) {
      app.dispatchEvent(Object.assign(new Event('message'), { data, origin, source }))
    },
    /** The messages posted to the editor, with their target origins. */
    posted: () => editor.postMessage.mock.calls as [Record<string, unknown>, unknown][],
  }
}
