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

  /** The colours of a generated theme. */
  async theme(options: GenerateOptions): Promise<GeneratedColors> {
    const response = await this.ask({ kind: 'theme', options })
    if (response.kind !== 'theme') throw new Error('The worker gave no theme')
    return response.colors
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
