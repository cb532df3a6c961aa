import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useLiveAppStatus, type LiveAppState } from './live-app-status'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { errorMessage } from '@/lib/error-message'
import { toast } from '@/lib/toast'
import { platform } from '@/platform/current-platform'
import { readAppAddress, rememberedAppAddress, scriptSnippet } from './app-address'
import { CopyCssForApp } from './CopyCssForApp'
import { placeAppFrame } from './live-frame'

// The connection loads on the first Connect; most visits to the Designer never need it.
let loaded: typeof import('./live-app') | undefined
const liveApp = async () => (loaded ??= await import('./live-app'))

const VARIABLES_NOTE = {
  none: "Connected, but this page's CSS reads neither shadcn/ui's nor theme-o-rama's variables, so the theme may change nothing on it.",
  shadcn: 'Connected: the page uses shadcn/ui variables.',
  'theme-o-rama': "Connected: the page uses theme-o-rama's variables.",
} as const

function statusText(state: LiveAppState): string {
  switch (state.status) {
    case 'idle':
      return 'Not connected.'
    case 'connecting':
      return 'Connecting…'
    case 'connected':
      return VARIABLES_NOTE[state.variables]
    case 'not-found':
      return 'No Theme-a-roo script found on this page'
    case 'cannot-frame':
      return 'This page cannot be shown in a frame'
    case 'closed':
      return "The app's window was closed."
  }
}

/** Where the frame shows the app: the frame itself lives outside the page (see live-frame.ts). */
function FrameSlot() {
  const slot = useRef<HTMLDivElement>(null)
  useEffect(() => (slot.current ? placeAppFrame(slot.current) : undefined), [])
  return (
    <div
      ref={slot}
      data-testid="live-app-slot"
      className="w-full overflow-hidden rounded-[var(--radius-lg)] border bg-muted"
      style={{ height: 'min(70dvh, 40rem)' }}
    />
  )
}

/**
 * 'Your app' in the Designer's preview: the user's own running app, shown in a frame (or a window
 * of its own) and painted with every change of the theme, through the script it loads from here.
 */
export function LiveAppTab() {
  const { state, shownIn } = useLiveAppStatus()
  const [text, setText] = useState(() => rememberedAppAddress.readText() ?? '')
  const [error, setError] = useState<string>()
  const ids = useId()
  const snippet = scriptSnippet(window.location.origin)
  const active = state.status !== 'idle' && state.status !== 'closed'

  async function connect(how: 'frame' | 'window') {
    const read = readAppAddress(text)
    if ('error' in read) return setError(read.error)
    setError(undefined)
    rememberedAppAddress.writeText(read.address.href)
    try {
      // Loaded by the Connect before it, so the window opens straight from the click, as the
      // desktop webview requires.
      const live = loaded ?? (await liveApp())
      if (how === 'frame') await live.connectInFrame(read.address)
      else if (!live.connectInWindow(read.address)) {
        setError('The browser blocked the window. Allow pop-ups for this page and try again.')
      }
    } catch (failure) {
      setError(
        `The connection could not load: ${errorMessage(failure)}. Reload the page to try again.`,
      )
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (active) void liveApp().then((live) => live.disconnectApp())
    else void connect('frame')
  }

  async function copySnippet() {
    try {
      await platform.writeClipboardText(snippet)
      toast.success('Copied the script tag')
    } catch {
      toast.error('Could not copy the script tag')
    }
  }

  return (
    <div className="flex flex-col gap-3" data-testid="live-app">
      <form className="flex flex-col gap-2" onSubmit={onSubmit} noValidate>
        <Label htmlFor={`${ids}-address`}>App address</Label>
        <div className="flex gap-2">
          <Input
            id={`${ids}-address`}
            type="url"
            inputMode="url"
            placeholder="http://localhost:5173"
            value={text}
            disabled={active}
            aria-invalid={error !== undefined}
            aria-describedby={error ? `${ids}-error` : undefined}
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="submit" variant={active ? 'outline' : 'default'}>
            {active ? 'Disconnect' : 'Connect'}
          </Button>
        </div>
        {error && (
          <p id={`${ids}-error`} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
      </form>
      <p role="status" className="text-sm" data-testid="live-app-status">
        {statusText(state)}
      </p>
      {(state.status === 'not-found' || state.status === 'cannot-frame') && (
        <div className="flex flex-col gap-2 rounded-[var(--radius-md)] border p-3 text-sm">
          <p className="text-muted-foreground">
            {state.status === 'cannot-frame'
              ? "Its server forbids framing it here. Open it in a window of its own; the page's HTML needs this line."
              : "Add this line to the page's HTML. A page that refuses to be shown in a frame can be opened in a window of its own."}
            {platform.kind === 'desktop' &&
              ' The desktop app serves this script to the pages it shows; in a browser it loads nothing.'}
          </p>
          <code className="block overflow-x-auto rounded bg-muted px-2 py-1.5 text-xs whitespace-nowrap">
            {snippet}
          </code>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="outline" onClick={() => void copySnippet()}>
              Copy
            </Button>
            <Button size="sm" variant="outline" onClick={() => void connect('window')}>
              Open in a window
            </Button>
          </div>
        </div>
      )}
      {state.status === 'connected' && state.variables !== 'none' && (
        <CopyCssForApp variables={state.variables} />
      )}
      {shownIn === 'frame' && state.status !== 'closed' && <FrameSlot />}
    </div>
  )
}
