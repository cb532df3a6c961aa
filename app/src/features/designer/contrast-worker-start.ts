/*
 * The contrast worker, started ahead of the panel that uses it: with the Designer's code, or
 * before it when the app opens on the Designer. Starting a worker needs a moment of the page's
 * main thread once its script is in, and the Designer's first render holds that thread for a
 * while; started early, the worker is ready for the first measurement. A failure to start
 * before the panel takes the worker is kept for the panel.
 */

export const COULD_NOT_START = 'The contrast check could not start'

export function startWorker(): Worker {
  return new Worker(new URL('./contrast-worker.ts', import.meta.url), { type: 'module' })
}

export interface EarlyWorker {
  worker: Worker
  failure?: string
}

let early: EarlyWorker | undefined

/** Starts the worker the next panel takes, unless one is waiting already. */
export function startContrastWorkerEarly(): void {
  if (early || typeof Worker === 'undefined') return
  const started: EarlyWorker = { worker: startWorker() }
  started.worker.onerror = (event) => (started.failure = event.message || COULD_NOT_START)
  early = started
}

export function takeEarlyWorker(): EarlyWorker | undefined {
  const taken = early
  early = undefined
  return taken
}
