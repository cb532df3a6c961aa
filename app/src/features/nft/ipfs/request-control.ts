/*
 * The provider's SDK takes neither an abort signal nor a progress callback, and it calls the
 * global fetch. So fetch is wrapped (from the first upload on), and each upload attempt gets its
 * own SDK client whose token carries the attempt's tag. The Authorization header is the one part
 * of the request that the SDK builds from its settings on every call the wizard makes (its custom
 * headers are left off the file lookup that ends a resumable upload). The wrapper reads the tag,
 * restores the bare token, and for the attempt it names:
 * - adds the attempt's abort signal to the request (Cancel stops the bytes at once);
 * - reports the bytes each successful request carried (a whole small file, or one chunk of a
 *   resumable upload), which drives the progress bars;
 * - fails a request that gets no answer in time with RequestTimeoutError, since the SDK would
 *   otherwise wait forever on a server that took the body and went silent;
 * - once the attempt is cancelled or over, refuses its requests unsent with UploadCancelledError,
 *   so a chunk retry the SDK scheduled before Cancel never goes out, even while a newer attempt
 *   uses the same addresses. Every request therefore settles.
 * Requests without a tag (the rest of the app) pass through untouched.
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

interface Attempt {
  signal: AbortSignal
  onBytesSent?: (bytes: number) => void
  /** Its requests' answer deadlines, cleared when the attempt ends. */
  deadlines: Set<ReturnType<typeof setTimeout>>
}

/** The tag ends the header: `Bearer <token> upload-attempt:<n>`. */
const TAGGED_AUTHORIZATION = /^(Bearer .*) upload-attempt:(\d+)$/

function tagToken(jwt: string, tag: string): string {
  return `${jwt} upload-attempt:${tag}`
}

interface RequestControl {
  /** The user's token, which the attempt's SDK client is given with the attempt's tag. */
  jwt: string
  signal: AbortSignal
  onBytesSent?: (bytes: number) => void
}

/** Runs upload attempts over `host.fetch`, the fetch the SDK calls, wrapped with the first one. */
export function createRequestControl(host: { fetch: typeof fetch }) {
  /** Attempts still running, by tag. A tag is never reused, so a finished attempt stays refused. */
  const running = new Map<string, Attempt>()
  let lastTag = 0
  let installed = false

  function installFetchWrapper() {
    if (installed) return
    installed = true
    const original = host.fetch
    host.fetch = async (input, init) => {
      const headers = new Headers(init?.headers)
      const tagged = TAGGED_AUTHORIZATION.exec(headers.get('Authorization') ?? '')
      if (!tagged) return original(input, init)
      const [, authorization = '', tag = ''] = tagged
      const attempt = running.get(tag)
      if (!attempt || attempt.signal.aborted) throw new UploadCancelledError()
      headers.set('Authorization', authorization)
      const sent = bodyBytes(init?.body)
      const limit = requestTimeoutMs(sent)
      const timeout = new AbortController()
      // Left armed while the caller reads the body, which can stall too, until the attempt ends;
      // aborting a request that has finished does nothing.
      attempt.deadlines.add(
        setTimeout(() => timeout.abort(new RequestTimeoutError(Math.round(limit / 1000))), limit),
      )
      const signal = AbortSignal.any(
        [init?.signal, attempt.signal, timeout.signal].filter((item) => item != null),
      )
      let response: Response
      try {
        response = await original(input, { ...init, headers, signal })
      } catch (error) {
        if (attempt.signal.aborted) throw new UploadCancelledError()
        throw error
      }
      if (response.ok) attempt.onBytesSent?.(sent)
      return response
    }
  }

  /**
   * Runs one upload attempt. The task gets the token to build its SDK client with; Cancel (the
   * signal) releases the caller at once with UploadCancelledError.
   */
  return async function runWithRequestControl<T>(
    { jwt, signal, onBytesSent }: RequestControl,
    task: (attemptToken: string) => Promise<T>,
  ): Promise<T> {
    if (signal.aborted) throw new UploadCancelledError()
    installFetchWrapper()
    const tag = String(++lastTag)
    const attempt: Attempt = { signal, onBytesSent, deadlines: new Set() }
    running.set(tag, attempt)
    const cancelled = new Promise<never>((_, reject) => {
      signal.addEventListener('abort', () => reject(new UploadCancelledError()), { once: true })
    })
    try {
      return await Promise.race([task(tagToken(jwt, tag)), cancelled])
    } finally {
      running.delete(tag)
      for (const deadline of attempt.deadlines) clearTimeout(deadline)
    }
  }
}

/** The page's upload attempts, over the global fetch the SDK calls. */
export const runWithRequestControl = createRequestControl(globalThis)
