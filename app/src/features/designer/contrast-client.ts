import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react'
import type { Rgb, SkippedPair, Theme } from '@theme-a-roo/theme'
import { afterNextPaint } from '@/lib/after-next-paint'
import { timeStage } from '@/lib/stage-timings'
import { useThemeRuntime } from '@/theming/theme-runtime'
import type { ContrastRequest, ContrastResponse, FieldChange, MeasuredRow } from './contrast-worker'
import {
  COULD_NOT_START,
  type EarlyWorker,
  startWorker,
  takeEarlyWorker,
} from './contrast-worker-start'
import { CANVAS_BACKDROPS } from './image-backdrops'

/** What is measured: a resolved theme over the colours its page is painted on. */
export interface ContrastSource {
  theme: Theme
  backdrops: readonly Rgb[]
}

/** The measured pairs, and those left out (absent when none was) with the reason. */
export type ContrastOutcome = { rows: MeasuredRow[]; skipped?: SkippedPair[] } | { error: string }

export type FixQuestion = { kind: 'fix'; label: string } | { kind: 'fix-all' }

type WorkerPort = Pick<Worker, 'postMessage' | 'terminate' | 'onmessage' | 'onerror'>

/** A question other than a measurement, waiting for the worker's answer. */
interface PendingAnswer {
  resolve: (response: ContrastResponse) => void
  reject: (error: Error) => void
}

/** The id of the measurement asked before the panel; the panel's own ids start above it. */
const EARLY_MEASUREMENT = 0

/**
 * A request as the worker gets it: the image is already read into backdrops, and an embedded
 * one would be megabytes to copy.
 */
function workerMessage({ theme, ...request }: ContrastRequest): ContrastRequest {
  return { ...request, theme: { ...theme, backgroundImage: undefined } }
}

/** The started worker, with what it was asked to measure and, once in, the answer. */
interface PrimedWorker extends EarlyWorker {
  source: ContrastSource
  answer?: ContrastResponse
  /** Settles when the answer is in, or the short wait for it is over. */
  answered: Promise<void>
}

/** The started worker, already measuring the theme on screen, until the first panel takes it. */
let primed: PrimedWorker | undefined

/**
 * How long the Designer's code waits for the early measurement before its first render goes
 * ahead. The worker usually answers in about one frame; the answer is only read once the page's
 * thread is free, and the first render holds that thread for a tenth of a second.
 */
const EARLY_ANSWER_WAIT_MS = 50

/**
 * Asks the worker started ahead of the Designer to measure the theme on screen, when no image has
 * to be read for it, and settles when the answer is in (or after a short wait): the Designer's
 * code counts as loaded then, so that its first frame shows the result. Asked again before a
 * panel has taken that worker (the router can ask for the page after the start-up did), it
 * settles with the first question.
 */
export function measureShownThemeEarly(): Promise<void> {
  if (primed) return primed.answered
  const theme = useThemeRuntime.getState().current?.theme
  if (!theme || theme.backgroundImage) return Promise.resolve()
  const early = takeEarlyWorker()
  if (!early) return Promise.resolve()
  const started: PrimedWorker = {
    ...early,
    source: { theme, backdrops: CANVAS_BACKDROPS },
    // It could not start: there is no answer to wait for, and the panel reports the failure.
    answered: Promise.resolve(),
  }
  primed = started
  if (started.failure) return started.answered
  started.answered = new Promise((settle) => {
    setTimeout(settle, EARLY_ANSWER_WAIT_MS)
    early.worker.onerror = (event) => {
      started.failure = event.message || COULD_NOT_START
      settle()
    }
    early.worker.onmessage = (event: MessageEvent<ContrastResponse>) => {
      started.answer = event.data
      settle()
    }
    early.worker.postMessage(
      workerMessage({ id: EARLY_MEASUREMENT, kind: 'measure', ...started.source }),
    )
  })
  return started.answered
}

function takePrimedWorker(): PrimedWorker | undefined {
  const taken = primed
  primed = undefined
  return taken
}

/**
 * The contrast panel's line to its worker. Only the newest theme is worth measuring: while one
 * measurement runs, later themes replace each other and the last is sent when it ends, and the
 * result of a measurement whose theme has since been replaced is dropped.
 */
export class ContrastClient {
  private nextId = 0
  private running: { id: number; source: ContrastSource } | undefined
  private waiting: ContrastSource | undefined
  private readonly asked = new Map<number, PendingAnswer>()
  /** Why the worker cannot answer, once it has failed to start. */
  private broken: string | undefined

  private readonly worker: WorkerPort
  /** What the worker was asked to measure before this panel took it, with the answer if in. */
  private early: Pick<PrimedWorker, 'source' | 'answer'> | undefined

  constructor(
    private readonly onMeasured: (source: ContrastSource, outcome: ContrastOutcome) => void,
    worker?: WorkerPort,
  ) {
    const primedWorker = worker ? undefined : takePrimedWorker()
    const early = worker ? undefined : (primedWorker ?? takeEarlyWorker())
    this.worker = worker ?? early?.worker ?? startWorker()
    this.worker.onmessage = (event: MessageEvent<ContrastResponse>) => this.receive(event.data)
    this.worker.onerror = (event) => this.fail(event.message || COULD_NOT_START)
    this.early = primedWorker
    if (early?.failure) this.fail(early.failure)
  }

  measure(source: ContrastSource): void {
    if (this.broken) return this.onMeasured(source, { error: this.broken })
    const early = this.early
    this.early = undefined
    if (
      early &&
      !this.running &&
      early.source.theme === source.theme &&
      early.source.backdrops === source.backdrops
    ) {
      // The measurement asked ahead is this one: its answer stands for it, now or when it comes.
      this.running = { id: EARLY_MEASUREMENT, source }
      if (early.answer) this.receive(early.answer)
      return
    }
    this.waiting = source
    this.sendWaiting()
  }

  /** The changes that fix one pair or all of them, as measured on `source`. */
  async fix(source: ContrastSource, question: FixQuestion): Promise<FieldChange[]> {
    const response = await this.ask(source, question)
    return response.kind === 'fix' ? response.changes : []
  }

  /** The twin of `source`'s theme in the other mode, every pair at its target on its backdrops. */
  async twin(source: ContrastSource): Promise<Theme> {
    const response = await this.ask(source, { kind: 'twin' })
    if (response.kind !== 'twin') throw new Error('The contrast check gave no twin')
    return response.theme
  }

  private ask(source: ContrastSource, question: FixQuestion | { kind: 'twin' }) {
    if (this.broken) return Promise.reject(new Error(this.broken))
    const id = ++this.nextId
    return new Promise<ContrastResponse>((resolve, reject) => {
      this.asked.set(id, { resolve, reject })
      this.post({ id, ...question, ...source })
    })
  }

  /** Stops the worker; fixes and twins still being worked out end in an AbortError. */
  dispose(): void {
    this.worker.terminate()
    this.broken = 'The contrast check was closed'
    this.running = undefined
    this.waiting = undefined
    this.rejectAsked(new DOMException(this.broken, 'AbortError'))
  }

  private post(request: ContrastRequest): void {
    const message = workerMessage(request)
    timeStage('contrast-post', () => this.worker.postMessage(message))
  }

  private sendWaiting(): void {
    if (this.running || !this.waiting) return
    this.running = { id: ++this.nextId, source: this.waiting }
    this.waiting = undefined
    this.post({ id: this.running.id, kind: 'measure', ...this.running.source })
  }

  private receive(response: ContrastResponse): void {
    const asked = this.asked.get(response.id)
    if (asked) {
      this.asked.delete(response.id)
      if (response.kind === 'error') asked.reject(new Error(response.message))
      else asked.resolve(response)
      return
    }
    if (response.id !== this.running?.id) return
    const { source } = this.running
    this.running = undefined
    // A newer theme is waiting: this result is already out of date.
    if (!this.waiting) {
      if (response.kind === 'error') this.onMeasured(source, { error: response.message })
      else if (response.kind !== 'measure') this.onMeasured(source, { rows: [] })
      else {
        const { rows, skipped } = response
        this.onMeasured(source, skipped ? { rows, skipped } : { rows })
      }
    }
    this.sendWaiting()
  }

  /** The worker could not run: the newest theme gets the reason instead of a result. */
  private fail(message: string): void {
    this.broken = message
    const source = this.waiting ?? this.running?.source
    this.running = undefined
    this.waiting = undefined
    if (source) this.onMeasured(source, { error: message })
    this.rejectAsked(new Error(message))
  }

  private rejectAsked(error: Error): void {
    for (const { reject } of this.asked.values()) reject(error)
    this.asked.clear()
  }
}

/**
 * The contrast of `theme` over `backdrops` (undefined while either is still loading), measured
 * in a worker. `measured` is the latest result, which may be for an earlier theme while
 * `measuring` is true; `fix` searches a fix on the theme that result is for; `twin` makes the
 * twin of `source`, the theme and backdrops as they are now.
 */
export function useContrast(theme: Theme | undefined, backdrops: readonly Rgb[] | undefined) {
  const [measured, setMeasured] = useState<{ source: ContrastSource; outcome: ContrastOutcome }>()
  const client = useRef<ContrastClient>(undefined)
  // Layout effects, so a theme is on its way to the worker before the browser lays out and
  // paints the render that showed it: the worker measures while the page paints.
  useLayoutEffect(() => {
    let shownOnce = false
    let cancelShowing: (() => void) | undefined
    const created = new ContrastClient((source, outcome) => {
      cancelShowing?.()
      if (!shownOnce) {
        shownOnce = true
        return setMeasured({ source, outcome })
      }
      // The worker often answers before the edit it measured is painted: rendering the panel
      // then would delay the preview's frame. The figures follow a frame later instead.
      cancelShowing = afterNextPaint(() => setMeasured({ source, outcome }))
    })
    client.current = created
    return () => {
      cancelShowing?.()
      created.dispose()
    }
  }, [])
  const source = useMemo(
    () => (theme && backdrops ? { theme, backdrops } : undefined),
    [theme, backdrops],
  )
  useLayoutEffect(() => {
    if (source) client.current?.measure(source)
  }, [source])
  const fix = useCallback(
    (question: FixQuestion): Promise<FieldChange[]> =>
      measured && client.current
        ? client.current.fix(measured.source, question)
        : Promise.resolve([]),
    [measured],
  )
  const twin = useCallback(
    (of: ContrastSource): Promise<Theme> =>
      client.current ? client.current.twin(of) : Promise.reject(new Error('No contrast check')),
    [],
  )
  return {
    outcome: measured?.outcome,
    measuring: !source || measured?.source !== source,
    fix,
    source,
    twin,
  }
}

export type Contrast = ReturnType<typeof useContrast>
