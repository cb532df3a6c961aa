import Dexie from 'dexie'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LIVE_CHANNEL, LIVE_PROTOCOL_VERSION } from '@theme-a-roo/live'

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), warning: vi.fn(), success: vi.fn() } }))

const APP_ORIGIN = 'http://127.0.0.1:5173'
const PNG_DATA_URI = 'data:image/png;base64,iVBORw0KGgo='

type Posted = { kind: string; [key: string]: unknown }

/** The page's theme modules as a fresh load has them, the runtime started. */
async function start() {
  vi.resetModules()
  const runtime = await import('@/theming/theme-runtime')
  const working = await import('@/theming/working-theme')
  const background = await import('@/theming/working-background')
  const { useLiveAppStatus } = await import('./live-app-status')
  const undo = await import('@/theming/theme-undo')
  const { connectLiveApp } = await import('./live-connection')
  runtime.startThemeRuntime()
  return { ...runtime, ...working, ...background, ...undo, useLiveAppStatus, connectLiveApp }
}

/** A stand-in for the app's window: what the editor posts to it, and messages from it. */
function fakeApp() {
  const postMessage = vi.fn()
  const app = { postMessage } as unknown as Window
  const posted = () => postMessage.mock.calls.map(([message]) => message as Posted)
  return {
    app,
    posted,
    paints: () => posted().filter((message) => message.kind === 'paint'),
    targets: () => postMessage.mock.calls.map(([, target]) => target as unknown),
    /** Delivers a message to this page as the browser would. */
    send: (
      data: unknown,
      { origin = APP_ORIGIN, source = app }: { origin?: string; source?: unknown } = {},
    ) => {
      window.dispatchEvent(Object.assign(new Event('message'), { data, origin, source }))
    },
  }
}

const envelope = { channel: LIVE_CHANNEL, version: LIVE_PROTOCOL_VERSION }
const hello = (variables = 'shadcn') => ({
  ...envelope,
  kind: 'hello',
  address: `${APP_ORIGIN}/`,
  variables,
  timeOrigin: 0,
})

async function connected() {
  const page = await start()
  const fake = fakeApp()
  const connection = page.connectLiveApp({
    window: fake.app,
    origin: APP_ORIGIN,
    address: `${APP_ORIGIN}/`,
    shownIn: 'frame',
  })
  return { ...page, ...fake, connection }
}

beforeEach(async () => {
  localStorage.clear()
  await Dexie.delete('theme-a-roo-image-blobs')
  let objectUrls = 0
  URL.createObjectURL = vi.fn(() => `blob:test/${++objectUrls}`)
  URL.revokeObjectURL = vi.fn()
})

afterEach(() => vi.useRealTimers())

describe('the connection to the user’s app', () => {
  it('paints only after the page says hello, at the app’s origin alone', async () => {
    const { send, paints, targets, useLiveAppStatus } = await connected()
    expect(useLiveAppStatus.getState().state.status).toBe('connecting')
    expect(paints()).toEqual([])

    send(hello('theme-o-rama'))

    expect(useLiveAppStatus.getState().state).toMatchObject({
      status: 'connected',
      variables: 'theme-o-rama',
    })
    const [paint] = paints()
    expect(paint).toMatchObject({ ...envelope, seq: 1, dark: false })
    expect(paint?.theme).toMatchObject({ className: expect.stringMatching(/^theme-/) as string })
    expect(paint?.shadcn).toMatchObject({
      '--primary': expect.stringMatching(/^oklch\(/) as string,
    })
    expect(new Set(targets())).toEqual(new Set([APP_ORIGIN]))
  })

  it('says no script was found when nothing answers within 5 s, and connects on a late hello', async () => {
    vi.useFakeTimers()
    const { send, useLiveAppStatus } = await connected()
    vi.advanceTimersByTime(4999)
    expect(useLiveAppStatus.getState().state.status).toBe('connecting')
    vi.advanceTimersByTime(1)
    expect(useLiveAppStatus.getState().state.status).toBe('not-found')

    send(hello())
    expect(useLiveAppStatus.getState().state.status).toBe('connected')
  })

  it('ignores and counts messages from another origin or another window', async () => {
    const { send, paints, useLiveAppStatus } = await connected()
    send(hello(), { origin: 'https://evil.example' })
    send(hello(), { source: window })
    send({ ...envelope, kind: 'hello', variables: 'everything' })
    send({ unrelated: true })

    expect(useLiveAppStatus.getState()).toMatchObject({
      state: { status: 'connecting' },
      ignored: 3,
    })
    expect(paints()).toEqual([])
  })

  it('sends one paint per change of the shown theme: edits, gesture frames, candidates, switches', async () => {
    const page = await connected()
    const { send, paints, setWorkingThemeField, previewWorkingThemeFields } = page
    const { cancelWorkingThemePreview, selectTheme } = page
    send(hello())
    const primary = () =>
      (paints().at(-1)?.theme as { variables: Record<string, string> }).variables

    setWorkingThemeField(['colors', 'primary'], '#ff0000')
    expect(paints()).toHaveLength(2)
    const red = primary()['--primary']

    previewWorkingThemeFields([[['colors', 'primary'], '#00ff00']])
    expect(paints()).toHaveLength(3)
    // Generate's candidate: the page shows it in a box of its own, the app whole.
    previewWorkingThemeFields([[['colors', 'primary'], '#0000ff']], 'candidate')
    expect(paints()).toHaveLength(4)
    expect(primary()['--primary']).not.toBe(red)
    cancelWorkingThemePreview()
    expect(paints()).toHaveLength(5)
    expect(primary()['--primary']).toBe(red)

    selectTheme('dark')
    expect(paints()).toHaveLength(6)
    expect(paints().at(-1)).toMatchObject({ dark: true, seq: 6 })
  })

  it('sends the JSON editor’s Apply, and each undo and redo of it', async () => {
    const page = await connected()
    const { send, paints, useWorkingTheme, replaceWorkingThemeKeepingImages } = page
    send(hello())
    const primary = () =>
      (paints().at(-1)?.theme as { variables: Record<string, string> }).variables['--primary']
    const before = primary()

    const { theme } = useWorkingTheme.getState()
    await replaceWorkingThemeKeepingImages({
      ...theme,
      colors: { ...theme.colors, primary: '#123456' },
    })
    const applied = primary()
    expect(applied).not.toBe(before)

    expect(await page.undoThemeChange()).toBe(true)
    expect(primary()).toBe(before)
    expect(await page.redoThemeChange()).toBe(true)
    expect(primary()).toBe(applied)
    expect(paints()).toHaveLength(4)
  })

  it('sends a stored image once, then names it by id', async () => {
    const { send, posted, paints, setWorkingThemeBackgroundImage, setWorkingThemeField } =
      await connected()
    send(hello())
    await setWorkingThemeBackgroundImage(PNG_DATA_URI)
    await vi.waitFor(() => expect(posted().filter((m) => m.kind === 'image')).toHaveLength(1))
    setWorkingThemeField(['colors', 'primary'], '#ff0000')
    setWorkingThemeField(['colors', 'primary'], '#00ff00')

    const images = posted().filter((message) => message.kind === 'image')
    expect(images).toEqual([
      expect.objectContaining({
        id: expect.stringMatching(/^[0-9a-f]{64}$/) as string,
        dataUrl: PNG_DATA_URI,
      }),
    ])
    const background = (paints().at(-1)?.theme as { background?: { image: unknown } }).background
    expect(background?.image).toEqual({ id: images[0]?.id })
    expect(posted().filter((message) => message.kind === 'image')).toHaveLength(1)

    // A new page in the app (it navigated) holds no images: it gets it again.
    send(hello())
    await vi.waitFor(() => expect(posted().filter((m) => m.kind === 'image')).toHaveLength(2))
  })

  it('says goodbye to the app when the editor’s page is closed or left', async () => {
    const { send, posted } = await connected()
    send(hello())
    window.dispatchEvent(new Event('pagehide'))
    expect(posted().at(-1)).toMatchObject({ kind: 'bye' })
  })

  it('takes the theme off on disconnect and stops following the theme', async () => {
    const { send, posted, paints, connection, setWorkingThemeField, useLiveAppStatus } =
      await connected()
    send(hello())
    connection.disconnect()
    expect(posted().at(-1)).toMatchObject({ kind: 'bye' })
    setWorkingThemeField(['colors', 'primary'], '#ff0000')
    expect(paints()).toHaveLength(1)
    expect(useLiveAppStatus.getState().state.status).toBe('idle')
  })
})
