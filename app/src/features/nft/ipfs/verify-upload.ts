import { sha256Hex } from '@/lib/sha256/sha256'
import { requestTimeoutMs } from './request-control'

/*
 * Verify fetches a pinned file back through the user's gateway and compares the SHA-256 of what
 * the gateway serves with the hash taken from the local bytes before the upload. The answer is
 * kept as a Blob (the browser may hold a large one on disk) and hashed in a worker, so a large
 * file never freezes the page. Every request settles: it answers, fails, times out or is cancelled.
 */

export interface FileToVerify {
  url: string
  /** Lowercase hex SHA-256 of the bytes that were uploaded. */
  sha256: string
  size: number
}

export type VerifyOutcome =
  { status: 'verified' } | { status: 'mismatch' } | { status: 'unreachable'; reason: string }

export class VerifyCancelledError extends Error {
  constructor() {
    super('Verification cancelled')
    this.name = 'VerifyCancelledError'
  }
}

class VerifyTimeoutError extends Error {
  constructor(readonly seconds: number) {
    super(`no answer within ${seconds} seconds`)
    this.name = 'VerifyTimeoutError'
  }
}

interface VerifyOptions {
  signal: AbortSignal
  /** Defaults to a minute plus the time the file takes on a slow link. */
  timeoutMs?: number
}

export async function verifyPinnedFile(
  file: FileToVerify,
  { signal, timeoutMs = requestTimeoutMs(file.size) }: VerifyOptions,
): Promise<VerifyOutcome> {
  if (signal.aborted) throw new VerifyCancelledError()
  const timeout = new AbortController()
  const timer = setTimeout(
    () => timeout.abort(new VerifyTimeoutError(Math.round(timeoutMs / 1000))),
    timeoutMs,
  )
  // The time limit covers the body too: a gateway can send headers and then stall.
  const both = AbortSignal.any([signal, timeout.signal])
  try {
    let served: Blob
    try {
      // no-store: the answer must come from the gateway, not from what the page's <img> cached.
      const response = await fetch(file.url, { signal: both, cache: 'no-store' })
      if (!response.ok) return { status: 'unreachable', reason: `HTTP ${response.status}` }
      served = await response.blob()
    } catch (error) {
      if (signal.aborted) throw new VerifyCancelledError()
      const reason: unknown = timeout.signal.reason
      if (reason instanceof VerifyTimeoutError)
        return { status: 'unreachable', reason: reason.message }
      // fetch rejects with a bare TypeError for DNS, CORS, refused or dropped connections.
      console.error('Verify could not fetch', file.url, error)
      return { status: 'unreachable', reason: 'network error' }
    }
    try {
      const hash = await sha256Hex(served, { signal })
      return hash === file.sha256.toLowerCase() ? { status: 'verified' } : { status: 'mismatch' }
    } catch (error) {
      if (signal.aborted) throw new VerifyCancelledError()
      throw error
    }
  } finally {
    clearTimeout(timer)
  }
}

export function describeVerifyOutcome(outcome: VerifyOutcome): string {
  if (outcome.status === 'verified') return 'Verified'
  if (outcome.status === 'mismatch') return 'Does not match: the gateway served different bytes'
  return `Could not fetch: ${outcome.reason}`
}
