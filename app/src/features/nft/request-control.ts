/*
 * The provider's SDK takes neither an abort signal nor a progress callback, and it calls the
 * global fetch. So fetch is wrapped (from the first upload on), and while an upload runs:
 * - every request it makes carries the upload's abort signal (Cancel stops the bytes at once);
 * - each request that succeeds reports the bytes its body carried (a whole small file, or one
 *   chunk of a resumable upload), which drives the progress bars;
 * - after Cancel, the SDK's requests never settle and the addresses it used stay closed, so it
 *   cannot go on sending or retrying chunks in the background; the caller is released at once;
 * - a request with no answer in time fails with RequestTimeoutError, since the SDK would
 *   otherwise wait forever on a server that took the body and went silent.
 * Outside an upload the wrapper passes requests through untouched.
 * Only one upload runs at a time (the wizard disables its buttons meanwhile).
 */

export class UploadCancelledError extends Error {
  constructor() {
    super('Upload cancelled')
    this.name = 'UploadCancelledError'
  }
}

export class RequestTimeoutError extends Error {
  constructor(seconds: number) {
    super(`No answer from the storage provider within ${seconds} seconds`)
    this.name = 'RequestTimeoutError'
  }
}

/** How long an answer may take: a minute, plus the time to send the body over a slow link. */
const ANSWER_WITHIN_MS = 60_000
const SLOW_LINK_BYTES_PER_SECOND = 32 * 1024

export function requestTimeoutMs(bodyBytes: number): number {
  return ANSWER_WITHIN_MS + Math.ceil((bodyBytes / SLOW_LINK_BYTES_PER_SECOND) * 1000)
}

function bodyBytes(body: RequestInit['body']): number {
  if (body instanceof Blob) return body.size
  if (body instanceof FormData) {
    let total = 0
    body.forEach((value) => {
      if (value instanceof Blob) total += value.size
    })
    return total
  }
  return 0
}

const never = () => new Promise<Response>(() => {})

function requestUrl(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input
  return input instanceof URL ? input.href : input.url
}

interface Session {
  signal: AbortSignal
  onBytesSent?: (bytes: number) => void
  /** Addresses this upload sent to; after Cancel they are closed for good. */
  urls: Set<string>
}

let active: Session | undefined
/** Addresses of cancelled uploads: a chunk retry the SDK had scheduled must not go out later. */
const closedUrls = new Set<string>()
let installed = false

function installFetchWrapper() {
  if (installed) return
  installed = true
  const original = globalThis.fetch
  globalThis.fetch = async (input, init) => {
    const url = requestUrl(input)
    if (closedUrls.has(url)) return never()
    const session = active
    if (!session) return original(input, init)
    if (session.signal.aborted) return never()
    session.urls.add(url)
    const sent = bodyBytes(init?.body)
    const limit = requestTimeoutMs(sent)
    const timeout = new AbortController()
    // Left armed while the caller reads the body, which can stall too; aborting a request that
    // has finished does nothing.
    setTimeout(() => timeout.abort(new RequestTimeoutError(Math.round(limit / 1000))), limit)
    const signal = AbortSignal.any(
      [init?.signal, session.signal, timeout.signal].filter((item) => item != null),
    )
    let response: Response
    try {
      response = await original(input, { ...init, signal })
    } catch (error) {
      if (session.signal.aborted) return never()
      throw error
    }
    if (response.ok) session.onBytesSent?.(sent)
    return response
  }
}

export async function runWithRequestControl<T>(
  control: { signal: AbortSignal; onBytesSent?: (bytes: number) => void },
  task: () => Promise<T>,
): Promise<T> {
  if (control.signal.aborted) throw new UploadCancelledError()
  installFetchWrapper()
  const session: Session = { ...control, urls: new Set() }
  active = session
  const cancelled = new Promise<never>((_, reject) => {
    control.signal.addEventListener(
      'abort',
      () => {
        session.urls.forEach((url) => closedUrls.add(url))
        reject(new UploadCancelledError())
      },
      { once: true },
    )
  })
  try {
    return await Promise.race([task(), cancelled])
  } finally {
    if (active === session) active = undefined
  }
}
