import { RequestTimeoutError, UploadCancelledError } from './request-control'

/*
 * The provider's own rule for a request to its upload host: tried again up to 3 times after a
 * server error, a rate limit or a lost connection, never after any other refusal, waiting 1 s,
 * 2 s and then 4 s. Trying again is safe because each attempt first asks the provider whether the
 * file is already pinned (see pinFile).
 */
const RETRY_DELAYS_MS = [1000, 2000, 4000] as const

/** A failure that may pass: 429, 5xx, or the SDK's errors without a status (connection lost,
 * answer cut short, request timed out). 401, 403 and other refusals will not. */
export function isTransientUploadError(error: unknown): boolean {
  if (!(error instanceof Error) || error instanceof UploadCancelledError) return false
  if (error instanceof RequestTimeoutError) return true
  const status = (error as { statusCode?: unknown }).statusCode
  if (typeof status === 'number' && status > 0) return status === 429 || status >= 500
  return error.name === 'PinataError' || error.name === 'NetworkError'
}

export interface RetryNotice {
  /** The attempt about to start, counting from 1 for the first. */
  attempt: number
  attempts: number
  delayMs: number
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new UploadCancelledError())
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', cancel)
      resolve()
    }, ms)
    const cancel = () => {
      clearTimeout(timer)
      reject(new UploadCancelledError())
    }
    signal.addEventListener('abort', cancel, { once: true })
  })
}

export async function withUploadRetries<T>(
  task: () => Promise<T>,
  options: { signal: AbortSignal; retries?: number; onRetry?: (notice: RetryNotice) => void },
): Promise<T> {
  const retries = options.retries ?? RETRY_DELAYS_MS.length
  for (let attempt = 1; ; attempt++) {
    try {
      return await task()
    } catch (error) {
      if (attempt > retries || !isTransientUploadError(error)) throw error
      const delayMs = RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length) - 1] ?? 0
      options.onRetry?.({ attempt: attempt + 1, attempts: retries + 1, delayMs })
      await wait(delayMs, options.signal)
    }
  }
}
