import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/*
 * The wrapper sits on the global fetch, as the provider's SDK calls it. Each test loads a fresh
 * module over a fake network so wrappers never stack between tests.
 */
let network: ReturnType<typeof vi.fn<typeof fetch>>
const realFetch = globalThis.fetch

beforeEach(() => {
  vi.resetModules()
  network = vi.fn<typeof fetch>((_input, init) => {
    return new Promise<Response>((resolve, reject) => {
      const timer = setTimeout(() => resolve(new Response('ok', { status: 200 })), 20)
      init?.signal?.addEventListener('abort', () => {
        clearTimeout(timer)
        reject(new DOMException('Aborted', 'AbortError'))
      })
    })
  })
  globalThis.fetch = network
})

afterEach(() => {
  globalThis.fetch = realFetch
})

const load = () => import('./request-control')

describe('request control', () => {
  it('reports the bytes of each request body that succeeded', async () => {
    const { runWithRequestControl } = await load()
    const sent: number[] = []
    const form = new FormData()
    form.append('file', new Blob(['12345']), 'a.png')
    form.append('network', 'public')
    await runWithRequestControl(
      { signal: new AbortController().signal, onBytesSent: (bytes) => sent.push(bytes) },
      async () => {
        await fetch('http://127.0.0.1/files', { method: 'POST', body: form })
        await fetch('http://127.0.0.1/chunk', { method: 'PATCH', body: new Blob(['abc']) })
        await fetch('http://127.0.0.1/info')
      },
    )
    expect(sent).toEqual([5, 3, 0])
  })

  it('Cancel releases the caller at once and aborts the request in flight', async () => {
    const { runWithRequestControl, UploadCancelledError } = await load()
    const controller = new AbortController()
    let requestSignal: AbortSignal | undefined
    network.mockImplementationOnce((_input, init) => {
      requestSignal = init?.signal ?? undefined
      return new Promise<Response>(() => {})
    })
    const task = runWithRequestControl({ signal: controller.signal }, () =>
      fetch('http://127.0.0.1/slow'),
    )
    await vi.waitFor(() => expect(requestSignal).toBeDefined())
    controller.abort()
    await expect(task).rejects.toBeInstanceOf(UploadCancelledError)
    expect(requestSignal?.aborted).toBe(true)
  })

  it('keeps a cancelled upload from sending its scheduled retries later', async () => {
    const { runWithRequestControl } = await load()
    const controller = new AbortController()
    let releaseRetry = () => {}
    const retry = new Promise<void>((resolve) => (releaseRetry = resolve))
    const task = runWithRequestControl({ signal: controller.signal }, async () => {
      await fetch('http://127.0.0.1/upload/abc', { method: 'PATCH' })
      await retry
      // What the SDK does after its back-off: the same chunk again.
      return fetch('http://127.0.0.1/upload/abc', { method: 'PATCH' })
    })
    await vi.waitFor(() => expect(network).toHaveBeenCalledTimes(1))
    controller.abort()
    await expect(task).rejects.toThrow('Upload cancelled')
    releaseRetry()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(network).toHaveBeenCalledTimes(1)
    // Other requests pass through untouched once the upload is over.
    await fetch('http://127.0.0.1/other')
    expect(network).toHaveBeenCalledTimes(2)
  })

  it('passes failures of the request through to the SDK', async () => {
    const { runWithRequestControl } = await load()
    network.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await expect(
      runWithRequestControl({ signal: new AbortController().signal }, () =>
        fetch('http://127.0.0.1/down'),
      ),
    ).rejects.toThrow('Failed to fetch')
  })

  it('fails a request that gets no answer in time, allowing longer for a bigger body', async () => {
    vi.useFakeTimers()
    try {
      const { runWithRequestControl, requestTimeoutMs, RequestTimeoutError } = await load()
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
      const outcome = runWithRequestControl({ signal: new AbortController().signal }, () =>
        fetch('http://127.0.0.1/files', { method: 'POST', body }),
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
})
