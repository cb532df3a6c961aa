import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  createRequestControl,
  RequestTimeoutError,
  requestTimeoutMs,
  UploadCancelledError,
} from './request-control'

/*
 * The wrapper sits on the global fetch, as the provider's SDK calls it. Each test wraps a fresh
 * fake network with a request control of its own, so wrappers never stack between tests. A task stands in for the SDK:
 * it sends what the SDK would, with the token it was given in the Authorization header.
 */
let network: ReturnType<typeof vi.fn<typeof fetch>>
const realFetch = globalThis.fetch

/** A server that answers after 20 ms. */
const answerSoon: typeof fetch = (_input, init) =>
  new Promise<Response>((resolve, reject) => {
    const timer = setTimeout(() => resolve(new Response('ok', { status: 200 })), 20)
    init?.signal?.addEventListener('abort', () => {
      clearTimeout(timer)
      reject(new DOMException('Aborted', 'AbortError'))
    })
  })

/** A server that takes the request and never answers. */
const neverAnswer: typeof fetch = (_input, init) =>
  new Promise<Response>((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError')))
  })

beforeEach(() => {
  network = vi.fn<typeof fetch>(answerSoon)
  globalThis.fetch = network
})

afterEach(() => {
  globalThis.fetch = realFetch
})

const JWT = 'header.payload.signature'

/** A request as the SDK sends it: the client's token in the Authorization header. */
function sdkFetch(token: string, url: string, init: RequestInit = {}) {
  return fetch(url, { ...init, headers: { Authorization: `Bearer ${token}`, Source: 'sdk/file' } })
}

/** The Authorization header of each request that reached the network. */
function sentAuthorizations() {
  return network.mock.calls.map(([, init]) => new Headers(init?.headers).get('Authorization'))
}

/** A promise the test settles when it chooses: a back-off the SDK is waiting out. */
function gate() {
  let open = () => {}
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { opened, open }
}

describe('request control', () => {
  it("reports the bytes of each request body that succeeded, sending the user's bare token", async () => {
    const runWithRequestControl = createRequestControl(globalThis)
    const sent: number[] = []
    const form = new FormData()
    form.append('file', new Blob(['12345']), 'a.png')
    form.append('network', 'public')
    await runWithRequestControl(
      { jwt: JWT, signal: new AbortController().signal, onBytesSent: (bytes) => sent.push(bytes) },
      async (token) => {
        await sdkFetch(token, 'http://127.0.0.1/files', { method: 'POST', body: form })
        await sdkFetch(token, 'http://127.0.0.1/chunk', { method: 'PATCH', body: new Blob(['a']) })
        await sdkFetch(token, 'http://127.0.0.1/info')
      },
    )
    expect(sent).toEqual([5, 1, 0])
    expect(sentAuthorizations()).toEqual([`Bearer ${JWT}`, `Bearer ${JWT}`, `Bearer ${JWT}`])
    const [, init] = network.mock.calls[0] ?? []
    expect(new Headers(init?.headers).get('Source')).toBe('sdk/file')
  })

  it('Cancel releases the caller at once, and the request in flight is aborted and fails', async () => {
    const runWithRequestControl = createRequestControl(globalThis)
    const controller = new AbortController()
    let requestSignal: AbortSignal | undefined
    network.mockImplementationOnce((input, init) => {
      requestSignal = init?.signal ?? undefined
      return neverAnswer(input, init)
    })
    let inFlight: Promise<Response> | undefined
    const task = runWithRequestControl({ jwt: JWT, signal: controller.signal }, (token) => {
      inFlight = sdkFetch(token, 'http://127.0.0.1/slow')
      return inFlight
    })
    await vi.waitFor(() => expect(requestSignal).toBeDefined())
    controller.abort()
    await expect(task).rejects.toBeInstanceOf(UploadCancelledError)
    expect(requestSignal?.aborted).toBe(true)
    // The SDK is told too, so it does not wait for ever.
    await expect(inFlight).rejects.toBeInstanceOf(UploadCancelledError)
  })

  it('after Cancel, a new attempt sends its requests to the same addresses', async () => {
    const runWithRequestControl = createRequestControl(globalThis)
    const controller = new AbortController()
    network.mockImplementationOnce(answerSoon).mockImplementationOnce(neverAnswer)
    const first = runWithRequestControl({ jwt: JWT, signal: controller.signal }, async (token) => {
      await sdkFetch(token, 'http://127.0.0.1/files?name=a.png')
      return sdkFetch(token, 'http://127.0.0.1/upload/files', { method: 'POST' })
    })
    await vi.waitFor(() => expect(network).toHaveBeenCalledTimes(2))
    controller.abort()
    await expect(first).rejects.toThrow('Upload cancelled')

    const second = await runWithRequestControl(
      { jwt: JWT, signal: new AbortController().signal },
      async (token) => {
        await sdkFetch(token, 'http://127.0.0.1/files?name=a.png')
        return sdkFetch(token, 'http://127.0.0.1/upload/files', { method: 'POST' })
      },
    )
    expect(second.status).toBe(200)
    expect(network).toHaveBeenCalledTimes(4)
  })

  it("a cancelled attempt's scheduled retry is refused unsent, even while a newer attempt runs", async () => {
    const runWithRequestControl = createRequestControl(globalThis)
    const chunkUrl = 'http://127.0.0.1/upload/files/abc'
    const controller = new AbortController()
    const backOff = gate()
    let waiting = false
    let lateRetry: Promise<Response> | undefined
    const cancelled = runWithRequestControl(
      { jwt: JWT, signal: controller.signal },
      async (token) => {
        await sdkFetch(token, chunkUrl, { method: 'PATCH' })
        waiting = true
        await backOff.opened
        // What the SDK does after its back-off: the same chunk again.
        lateRetry = sdkFetch(token, chunkUrl, { method: 'PATCH' })
        return lateRetry
      },
    )
    await vi.waitFor(() => expect(waiting).toBe(true))
    controller.abort()
    await expect(cancelled).rejects.toBeInstanceOf(UploadCancelledError)

    const newerHolds = gate()
    const newer = runWithRequestControl(
      { jwt: JWT, signal: new AbortController().signal },
      async (token) => {
        await sdkFetch(token, chunkUrl, { method: 'PATCH' })
        await newerHolds.opened
        return sdkFetch(token, chunkUrl, { method: 'PATCH' })
      },
    )
    await vi.waitFor(() => expect(network).toHaveBeenCalledTimes(2))
    backOff.open()
    await vi.waitFor(() => expect(lateRetry).toBeDefined())
    await expect(lateRetry).rejects.toBeInstanceOf(UploadCancelledError)
    expect(network).toHaveBeenCalledTimes(2)

    newerHolds.open()
    expect((await newer).status).toBe(200)
    expect(network).toHaveBeenCalledTimes(3)
  })

  it("a finished attempt's client can send nothing more", async () => {
    const runWithRequestControl = createRequestControl(globalThis)
    let kept = ''
    await runWithRequestControl({ jwt: JWT, signal: new AbortController().signal }, (token) => {
      kept = token
      return sdkFetch(token, 'http://127.0.0.1/files')
    })
    await expect(sdkFetch(kept, 'http://127.0.0.1/files')).rejects.toBeInstanceOf(
      UploadCancelledError,
    )
    expect(network).toHaveBeenCalledTimes(1)
  })

  it('passes requests of the rest of the app through untouched', async () => {
    const runWithRequestControl = createRequestControl(globalThis)
    await runWithRequestControl({ jwt: JWT, signal: new AbortController().signal }, async () => {})
    const init = { headers: { Authorization: 'Bearer other' } }
    await fetch('http://127.0.0.1/other', init)
    expect(network).toHaveBeenCalledWith('http://127.0.0.1/other', init)
  })

  it('passes failures of the request through to the SDK', async () => {
    const runWithRequestControl = createRequestControl(globalThis)
    network.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await expect(
      runWithRequestControl({ jwt: JWT, signal: new AbortController().signal }, (token) =>
        sdkFetch(token, 'http://127.0.0.1/down'),
      ),
    ).rejects.toThrow('Failed to fetch')
  })

  it('fails a request that gets no answer in time, allowing longer for a bigger body', async () => {
    vi.useFakeTimers()
    try {
      const runWithRequestControl = createRequestControl(globalThis)
      network.mockImplementation(
        (_input, init) =>
          new Promise<Response>((_resolve, reject) => {
            // As a browser does: the request fails with the reason it was aborted for.
            const signal = init?.signal
            signal?.addEventListener('abort', () => reject(signal.reason as Error))
          }),
      )
      const body = new Blob([new Uint8Array(320 * 1024)])
      expect(requestTimeoutMs(0)).toBe(60_000)
      expect(requestTimeoutMs(body.size)).toBe(70_000)
      let settled = false
      const outcome = runWithRequestControl(
        { jwt: JWT, signal: new AbortController().signal },
        (token) => sdkFetch(token, 'http://127.0.0.1/files', { method: 'POST', body }),
      )
        .catch((error: unknown) => error)
        .finally(() => (settled = true))
      await vi.advanceTimersByTimeAsync(69_999)
      expect(settled).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      const error = await outcome
      expect(error).toBeInstanceOf(RequestTimeoutError)
      expect((error as Error).message).toBe('No answer from the storage provider within 70 seconds')
    } finally {
      vi.useRealTimers()
    }
  })

  it('leaves no answer deadline running once the attempt is over', async () => {
    vi.useFakeTimers()
    try {
      const runWithRequestControl = createRequestControl(globalThis)
      network.mockResolvedValue(new Response('ok', { status: 200 }))
      await runWithRequestControl({ jwt: JWT, signal: new AbortController().signal }, (token) =>
        sdkFetch(token, 'http://127.0.0.1/files'),
      )
      expect(vi.getTimerCount()).toBe(0)
    } finally {
      vi.useRealTimers()
    }
  })
})
