import { endStage } from '@/lib/stage-timings'
import { hashBlob } from './sha256-stream'
import type { Sha256WorkerMessage } from './sha256-worker'

interface Sha256Options {
  onProgress?: (bytesDone: number) => void
  signal?: AbortSignal
}

function abortError() {
  return new DOMException('Aborted', 'AbortError')
}

function hashInWorker(blob: Blob, { onProgress, signal }: Sha256Options): Promise<string> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./sha256-worker.ts', import.meta.url), { type: 'module' })
    const stop = () => {
      worker.terminate()
      signal?.removeEventListener('abort', cancel)
    }
    const cancel = () => {
      stop()
      reject(abortError())
    }
    signal?.addEventListener('abort', cancel, { once: true })
    worker.onmessage = (event: MessageEvent<Sha256WorkerMessage>) => {
      const message = event.data
      if (message.type === 'progress') return onProgress?.(message.bytesDone)
      stop()
      if (message.type === 'done') resolve(message.hex)
      else reject(new Error(message.message))
    }
    worker.onerror = (event) => {
      stop()
      reject(new Error(event.message || 'Failed to hash the file'))
    }
    worker.postMessage(blob)
  })
}

/**
 * The lowercase hex SHA-256 of a file, computed in a worker so the page never freezes on a large
 * one. Where workers are missing it runs here, yielding between slices.
 */
export function sha256Hex(blob: Blob, options: Sha256Options = {}): Promise<string> {
  if (options.signal?.aborted) return Promise.reject(abortError())
  if (typeof Worker !== 'undefined') return hashInWorker(blob, options)
  return hashBlob(blob, async (bytesDone) => {
    options.onProgress?.(bytesDone)
    await new Promise((resolve) => setTimeout(resolve, 0))
    if (options.signal?.aborted) throw abortError()
  })
}

const sharedHashes = new WeakMap<Blob, Promise<string>>()

/** `work`, or an AbortError as soon as `signal` aborts; the work itself goes on. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(abortError())
  return new Promise((resolve, reject) => {
    const cancel = () => reject(abortError())
    signal.addEventListener('abort', cancel, { once: true })
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', cancel))
  })
}

/**
 * The hash of bytes asked for more than once, such as a stored image: hashed in the background
 * when it is stored and needed again when it is uploaded. It is worked out once per blob and
 * shared; a caller's signal ends that caller's wait, not the work. A hash that failed is worked
 * out afresh when next asked for.
 */
export function sharedSha256Hex(blob: Blob, signal?: AbortSignal): Promise<string> {
  let hash = sharedHashes.get(blob)
  if (!hash) {
    const started = performance.now()
    hash = sha256Hex(blob)
    sharedHashes.set(blob, hash)
    hash.then(
      () => endStage('file-hash', started),
      () => sharedHashes.delete(blob),
    )
  }
  return signal ? untilAborted(hash, signal) : hash
}
