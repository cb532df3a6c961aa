import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, renderHook } from '@testing-library/react'
import type { Theme } from '@theme-a-roo/theme'
import { useThemeRuntime } from '@/theming/theme-runtime'
import {
  ContrastClient,
  measureShownThemeEarly,
  useContrast,
  type ContrastSource,
} from './contrast-client'
import type { ContrastRequest, ContrastResponse, MeasuredRow } from './contrast-worker'
import { startContrastWorkerEarly, takeEarlyWorker } from './contrast-worker-start'
import { CANVAS_BACKDROPS } from './image-backdrops'

/** A worker that records what it is asked and answers only when the test says so. */
function fakeWorker() {
  const requests: ContrastRequest[] = []
  const terminate = vi.fn()
  const worker = {
    onmessage: null as ((event: MessageEvent<ContrastResponse>) => void) | null,
    onerror: null as ((event: ErrorEvent) => void) | null,
    postMessage: (request: ContrastRequest) => requests.push(request),
    terminate,
  }
  const answer = (response: ContrastResponse) =>
    worker.onmessage?.({ data: response } as MessageEvent<ContrastResponse>)
  return { worker: worker as unknown as Worker, requests, answer, terminate }
}

/** Stands in for the browser's Worker: keeps every worker started and what each is asked. */
class StandInWorker {
  static started: StandInWorker[] = []
  onmessage: ((event: MessageEvent<ContrastResponse>) => void) | null = null
  onerror: ((event: ErrorEvent) => void) | null = null
  requests: ContrastRequest[] = []
  constructor() {
    StandInWorker.started.push(this)
  }
  postMessage(request: ContrastRequest) {
    this.requests.push(request)
  }
  answer(response: ContrastResponse) {
    this.onmessage?.({ data: response } as MessageEvent<ContrastResponse>)
  }
  terminate() {}
}

/** Workers are stood in for from here on, and the next is started ahead, as a visit starts it. */
function startWorkerAhead() {
  StandInWorker.started = []
  vi.stubGlobal('Worker', StandInWorker)
  startContrastWorkerEarly()
}

// A worker started ahead and left untaken would otherwise wait for the next test's panel.
afterEach(() => {
  takeEarlyWorker()
  vi.unstubAllGlobals()
})

const source = (name: string): ContrastSource => ({
  theme: { name, displayName: name, schemaVersion: 1, backgroundImage: 'data:image/png;base64,AA' },
  backdrops: [{ r: 255, g: 255, b: 255 }],
})

const row = (label: string): MeasuredRow => ({
  label,
  field: ['colors', 'foreground'],
  value: '#777777',
  ratio: 4.48,
  target: 4.5,
  fixable: true,
})

describe('the contrast worker client', () => {
  it('measures only the newest theme and drops the result of a replaced one', () => {
    const { worker, requests, answer } = fakeWorker()
    const measured = vi.fn()
    const client = new ContrastClient(measured, worker)
    const [first, second, third] = [source('first'), source('second'), source('third')]

    client.measure(first)
    client.measure(second)
    client.measure(third)
    // One measurement at a time; the second theme was replaced before it could be sent.
    expect(requests.map((request) => request.theme.name)).toEqual(['first'])
    // The image is already read into backdrops and is not copied to the worker.
    expect((requests[0]?.theme as Theme).backgroundImage).toBeUndefined()

    answer({ id: requests[0]?.id ?? 0, kind: 'measure', rows: [row('first')] })
    expect(measured).not.toHaveBeenCalled()
    expect(requests.map((request) => request.theme.name)).toEqual(['first', 'third'])

    answer({ id: requests[1]?.id ?? 0, kind: 'measure', rows: [row('third')] })
    expect(measured).toHaveBeenCalledExactlyOnceWith(third, { rows: [row('third')] })
  })

  it('answers a fix while a measurement runs, and reports what the worker could not do', async () => {
    const { worker, requests, answer } = fakeWorker()
    const measured = vi.fn()
    const client = new ContrastClient(measured, worker)
    client.measure(source('measured'))
    const fix = client.fix(source('shown'), { kind: 'fix', label: 'Text on background' })
    const fixAll = client.fix(source('shown'), { kind: 'fix-all' })
    expect(requests.map(({ kind }) => kind)).toEqual(['measure', 'fix', 'fix-all'])

    answer({ id: requests[1]?.id ?? 0, kind: 'fix', changes: [[['colors', 'foreground'], '#555']] })
    await expect(fix).resolves.toEqual([[['colors', 'foreground'], '#555']])
    answer({ id: requests[2]?.id ?? 0, kind: 'error', message: 'No colour found in "var(--x)"' })
    await expect(fixAll).rejects.toThrow('No colour found in "var(--x)"')
    answer({ id: requests[0]?.id ?? 0, kind: 'error', message: 'Theme x has no colors.card' })
    expect(measured).toHaveBeenCalledWith(source('measured'), {
      error: 'Theme x has no colors.card',
    })
  })

  it('passes on the pairs the worker could not measure, with the reason', () => {
    const { worker, requests, answer } = fakeWorker()
    const measured = vi.fn()
    new ContrastClient(measured, worker).measure(source('imported'))
    const skipped = [{ label: 'Text on card', reason: '"currentColor" takes ...' }]
    answer({ id: requests[0]?.id ?? 0, kind: 'measure', rows: [row('foreground')], skipped })
    expect(measured).toHaveBeenCalledExactlyOnceWith(source('imported'), {
      rows: [row('foreground')],
      skipped,
    })
  })

  it('says why when the worker cannot start, for the theme waiting and every later one', () => {
    const { worker } = fakeWorker()
    const measured = vi.fn()
    const client = new ContrastClient(measured, worker)
    client.measure(source('waiting'))
    worker.onerror?.({ message: 'Failed to load the worker script' } as ErrorEvent)
    expect(measured).toHaveBeenLastCalledWith(source('waiting'), {
      error: 'Failed to load the worker script',
    })
    client.measure(source('later'))
    expect(measured).toHaveBeenLastCalledWith(source('later'), {
      error: 'Failed to load the worker script',
    })
  })

  it('asks the worker for a twin over the same backdrops, without the image', async () => {
    const { worker, requests, answer } = fakeWorker()
    const client = new ContrastClient(vi.fn(), worker)
    const twin = client.twin(source('light'))
    expect(requests).toMatchObject([{ kind: 'twin', backdrops: source('light').backdrops }])
    expect((requests[0]?.theme as Theme).backgroundImage).toBeUndefined()
    const dark: Theme = { name: 'light-dark', displayName: 'Dark', schemaVersion: 1 }
    answer({ id: requests[0]?.id ?? 0, kind: 'twin', theme: dark })
    await expect(twin).resolves.toEqual(dark)
    const failing = client.twin(source('light'))
    answer({ id: requests[1]?.id ?? 0, kind: 'error', message: 'Theme x has no colors.card' })
    await expect(failing).rejects.toThrow('Theme x has no colors.card')
  })

  it('closing stops the worker, and a fix still searched ends as aborted', async () => {
    const { worker, terminate } = fakeWorker()
    const client = new ContrastClient(vi.fn(), worker)
    const fix = client.fix(source('shown'), { kind: 'fix-all' })
    client.dispose()
    expect(terminate).toHaveBeenCalled()
    await expect(fix).rejects.toMatchObject({ name: 'AbortError' })
  })
})

describe('the worker started with the Designer', () => {
  it('starts loading before the panel asks, and the first panel measures with it', () => {
    startWorkerAhead()
    expect(StandInWorker.started).toHaveLength(1)
    new ContrastClient(vi.fn()).measure(source('first'))
    expect(StandInWorker.started).toHaveLength(1)
    expect(StandInWorker.started[0]?.requests.map((request) => request.theme.name)).toEqual([
      'first',
    ])
    new ContrastClient(vi.fn())
    expect(StandInWorker.started).toHaveLength(2)
  })

  it('reports a failure to start that came before the panel took it', () => {
    startWorkerAhead()
    StandInWorker.started[0]?.onerror?.({ message: 'Script failed' } as ErrorEvent)
    const measured = vi.fn()
    new ContrastClient(measured).measure(source('first'))
    expect(measured).toHaveBeenCalledExactlyOnceWith(source('first'), { error: 'Script failed' })
  })
})

describe('the theme on screen, measured before the panel asks', () => {
  /**
   * Opens the Designer with `theme` on screen, as its page's loader does; with `failedToStart`,
   * the worker started ahead has failed to start before the Designer's code was in.
   */
  function openWithThemeOnScreen(theme: Theme, failedToStart?: string) {
    startWorkerAhead()
    useThemeRuntime.setState({
      current: { name: theme.name, theme, source: theme, isWorkingTheme: true },
    })
    const worker = StandInWorker.started[0]
    if (!worker) throw new Error('no worker started')
    if (failedToStart) worker.onerror?.({ message: failedToStart } as ErrorEvent)
    const earlyMeasurement = measureShownThemeEarly()
    return { earlyMeasurement, worker, onScreen: { theme, backdrops: CANVAS_BACKDROPS } }
  }

  const plain: Theme = { name: 'plain', displayName: 'Plain', schemaVersion: 1 }

  afterEach(() => {
    vi.useRealTimers()
  })

  it('the panel that asks about that theme has the answer at once, without asking again', async () => {
    const { earlyMeasurement, worker, onScreen } = openWithThemeOnScreen(plain)
    expect(worker.requests.map(({ id, kind, theme }) => [id, kind, theme.name])).toEqual([
      [0, 'measure', 'plain'],
    ])
    worker.answer({ id: 0, kind: 'measure', rows: [row('early')] })
    await earlyMeasurement
    const measured = vi.fn()
    new ContrastClient(measured).measure(onScreen)
    expect(measured).toHaveBeenCalledExactlyOnceWith(onScreen, { rows: [row('early')] })
    expect(worker.requests).toHaveLength(1)
  })

  it('the Designer waits only a moment for it; a later answer still reaches the panel', async () => {
    vi.useFakeTimers()
    const { earlyMeasurement, worker, onScreen } = openWithThemeOnScreen(plain)
    let settled = false
    void earlyMeasurement.then(() => (settled = true))
    await vi.advanceTimersByTimeAsync(49)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(settled).toBe(true)

    const measured = vi.fn()
    new ContrastClient(measured).measure(onScreen)
    expect(measured).not.toHaveBeenCalled()
    worker.answer({ id: 0, kind: 'measure', rows: [row('late')] })
    expect(measured).toHaveBeenCalledExactlyOnceWith(onScreen, { rows: [row('late')] })
    expect(worker.requests).toHaveLength(1)
  })

  it('asked again before the panel came, as the router can, the question is not sent twice', async () => {
    const { earlyMeasurement, worker, onScreen } = openWithThemeOnScreen(plain)
    startContrastWorkerEarly()
    const askedAgain = measureShownThemeEarly()
    expect(StandInWorker.started).toHaveLength(2)
    worker.answer({ id: 0, kind: 'measure', rows: [row('early')] })
    await Promise.all([earlyMeasurement, askedAgain])
    const measured = vi.fn()
    new ContrastClient(measured).measure(onScreen)
    expect(measured).toHaveBeenCalledExactlyOnceWith(onScreen, { rows: [row('early')] })
    expect(StandInWorker.started[1]?.requests).toEqual([])
  })

  it('the Designer does not wait for a worker that already failed to start', async () => {
    vi.useFakeTimers()
    const { earlyMeasurement } = openWithThemeOnScreen(plain, 'Script failed')
    let settled = false
    void earlyMeasurement.then(() => (settled = true))
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).toBe(true)
    const measured = vi.fn()
    new ContrastClient(measured).measure(source('first'))
    expect(measured).toHaveBeenCalledExactlyOnceWith(source('first'), { error: 'Script failed' })
  })

  it('a panel asking about another theme has that one measured, and the early answer dropped', () => {
    const { worker } = openWithThemeOnScreen(plain)
    const measured = vi.fn()
    const other = source('other')
    new ContrastClient(measured).measure(other)
    expect(worker.requests.map((request) => request.theme.name)).toEqual(['plain', 'other'])
    worker.answer({ id: 0, kind: 'measure', rows: [row('early')] })
    expect(measured).not.toHaveBeenCalled()
    worker.answer({ id: worker.requests[1]?.id ?? -1, kind: 'measure', rows: [row('other')] })
    expect(measured).toHaveBeenCalledExactlyOnceWith(other, { rows: [row('other')] })
  })

  it('a theme with a background image is not measured ahead: its image is read first', async () => {
    const { earlyMeasurement, worker } = openWithThemeOnScreen({
      ...plain,
      backgroundImage: 'data:image/png;base64,AA',
    })
    await earlyMeasurement
    expect(worker.requests).toEqual([])
  })
})

describe('the contrast panel’s figures', () => {
  it('show the first result at once, and later ones after the edit’s frame is painted', async () => {
    startWorkerAhead()
    let frames: FrameRequestCallback[] = []
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    )
    vi.stubGlobal('cancelAnimationFrame', () => {})
    const runFrame = () => {
      const due = frames
      frames = []
      for (const callback of due) callback(0)
    }
    const first = source('first')
    const second = source('second')
    const { result, rerender } = renderHook(
      ({ shown }: { shown: ContrastSource }) => useContrast(shown.theme, shown.backdrops),
      { initialProps: { shown: first } },
    )
    const worker = StandInWorker.started[0]
    const answer = (rows: MeasuredRow[]) =>
      act(() => worker?.answer({ id: worker.requests.at(-1)?.id ?? -1, kind: 'measure', rows }))

    answer([row('first')])
    expect(result.current.outcome).toEqual({ rows: [row('first')] })

    rerender({ shown: second })
    answer([row('second')])
    // The edit's frame comes first: the panel would otherwise render before it.
    expect(result.current.outcome).toEqual({ rows: [row('first')] })
    act(runFrame)
    expect(result.current.outcome).toEqual({ rows: [row('first')] })
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
    expect(result.current.outcome).toEqual({ rows: [row('second')] })
    expect(result.current.measuring).toBe(false)
  })
})
