import type { GenerateOptions, GeneratedColors } from '@theme-a-roo/theme/generate'
import type { GenerateRequest, GenerateResponse } from './generate-worker'

type Question =
  { kind: 'seeds'; image: Blob | string } | { kind: 'theme'; options: GenerateOptions }

export type WorkerPort = Pick<Worker, 'postMessage' | 'onmessage' | 'onerror'>

const startWorker = (): WorkerPort =>
  new Worker(new URL('./generate-worker.ts', import.meta.url), { type: 'module' })

/**
 * The Generate panel's line to its worker, started on first use and kept for the page's life, so
 * an image's seeds are found once: asked again (the panel reopened, the same file chosen), the
 * same answer comes back at once.
 */
export class GenerateClient {
  private worker: WorkerPort | undefined
  private nextId = 0
  private readonly asked = new Map<number, (response: GenerateResponse) => void>()
  private readonly seedsByUrl = new Map<string, Promise<string[]>>()
  private readonly seedsByFile = new WeakMap<Blob, Promise<string[]>>()
  private themeRunning = false
  private themeWaiting:
    | {
        options: GenerateOptions
        resolve: (colors: GeneratedColors) => void
        reject: (error: Error) => void
      }
    | undefined

  constructor(private readonly createWorker: () => WorkerPort = startWorker) {}

  /** Ranked seed colours for an image file or URL. */
  seeds(image: Blob | string): Promise<string[]> {
    const known =
      typeof image === 'string' ? this.seedsByUrl.get(image) : this.seedsByFile.get(image)
    if (known) return known
    const found = this.ask({ kind: 'seeds', image }).then((response) => {
      if (response.kind !== 'seeds') throw new Error('The worker gave no seeds')
      return response.seeds
    })
    if (typeof image === 'string') this.seedsByUrl.set(image, found)
    else this.seedsByFile.set(image, found)
    // A failure is not kept: the same image may be read once the network is back.
    found.catch(() =>
      typeof image === 'string' ? this.seedsByUrl.delete(image) : this.seedsByFile.delete(image),
    )
    return found
  }

  /**
   * The colours of a generated theme. Only the newest options are worth working out (a picker
   * being dragged asks every frame): while one theme is generated, newer options wait in a single
   * place, and options replaced there end in an AbortError without reaching the worker.
   */
  theme(options: GenerateOptions): Promise<GeneratedColors> {
    return new Promise((resolve, reject) => {
      this.themeWaiting?.reject(new DOMException('Newer options were given', 'AbortError'))
      this.themeWaiting = { options, resolve, reject }
      this.sendWaitingTheme()
    })
  }

  private sendWaitingTheme(): void {
    if (this.themeRunning || !this.themeWaiting) return
    const { options, resolve, reject } = this.themeWaiting
    this.themeWaiting = undefined
    this.themeRunning = true
    this.ask({ kind: 'theme', options })
      .then((response) => {
        if (response.kind !== 'theme') throw new Error('The worker gave no theme')
        resolve(response.colors)
      })
      .catch(reject)
      .finally(() => {
        this.themeRunning = false
        this.sendWaitingTheme()
      })
  }

  private ask(question: Question): Promise<GenerateResponse> {
    const worker = this.start()
    const id = ++this.nextId
    return new Promise((resolve, reject) => {
      this.asked.set(id, (response) =>
        response.kind === 'error' ? reject(new Error(response.message)) : resolve(response),
      )
      worker.postMessage({ id, ...question } satisfies GenerateRequest)
    })
  }

  private start(): WorkerPort {
    if (this.worker) return this.worker
    const worker = this.createWorker()
    worker.onmessage = (event: MessageEvent<GenerateResponse>) => {
      const settle = this.asked.get(event.data.id)
      this.asked.delete(event.data.id)
      settle?.(event.data)
    }
    worker.onerror = (event) => {
      // The worker could not start: every question waiting gets the reason, the next starts anew.
      const message = event.message || 'The generator could not start'
      for (const [id, settle] of this.asked) settle({ id, kind: 'error', message })
      this.asked.clear()
      this.worker = undefined
    }
    this.worker = worker
    return worker
  }
}

export const generateClient = new GenerateClient()
