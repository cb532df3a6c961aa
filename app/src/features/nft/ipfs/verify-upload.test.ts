import { afterEach, describe, expect, it, vi } from 'vitest'
import { sha256Hex } from '@/lib/sha256/sha256'
import {
  VerifyCancelledError,
  describeVerifyOutcome,
  verifyPinnedFile,
  type FileToVerify,
} from './verify-upload'

const PINNED = new TextEncoder().encode('the pinned bytes')
const URL = 'https://gateway.example/ipfs/bafkreiexample'

async function pinnedFile(): Promise<FileToVerify> {
  return { url: URL, sha256: await sha256Hex(new Blob([PINNED])), size: PINNED.length }
}

function serve(answer: () => Response | Promise<Response>) {
  const fetch = vi.fn(() => Promise.resolve(answer()))
  vi.stubGlobal('fetch', fetch)
  return fetch
}

/** A fetch that never answers until its signal aborts, as a silent gateway. */
function neverAnswer() {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error))
        }),
    ),
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('verifyPinnedFile', () => {
  it('is verified when the gateway serves the bytes that were uploaded', async () => {
    const fetch = serve(() => new Response(PINNED))
    const outcome = await verifyPinnedFile(await pinnedFile(), {
      signal: new AbortController().signal,
    })
    expect(outcome).toEqual({ status: 'verified' })
    expect(describeVerifyOutcome(outcome)).toBe('Verified')
    expect(fetch).toHaveBeenCalledWith(URL, expect.anything())
  })

  it('reports a mismatch when the gateway serves other bytes', async () => {
    serve(() => new Response('other bytes'))
    const outcome = await verifyPinnedFile(await pinnedFile(), {
      signal: new AbortController().signal,
    })
    expect(describeVerifyOutcome(outcome)).toBe(
      'Does not match: the gateway served different bytes',
    )
  })

  it('reports the HTTP status of a refused request', async () => {
    serve(() => new Response('gone', { status: 404 }))
    const outcome = await verifyPinnedFile(await pinnedFile(), {
      signal: new AbortController().signal,
    })
    expect(describeVerifyOutcome(outcome)).toBe('Could not fetch: HTTP 404')
  })

  it('reports a network error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    serve(() => Promise.reject(new TypeError('Failed to fetch')))
    const outcome = await verifyPinnedFile(await pinnedFile(), {
      signal: new AbortController().signal,
    })
    expect(describeVerifyOutcome(outcome)).toBe('Could not fetch: network error')
  })

  it('gives up on a gateway that does not answer in time', async () => {
    neverAnswer()
    const outcome = await verifyPinnedFile(await pinnedFile(), {
      signal: new AbortController().signal,
      timeoutMs: 2000,
    })
    expect(describeVerifyOutcome(outcome)).toBe('Could not fetch: no answer within 2 seconds')
  })

  it('stops at once when cancelled', async () => {
    neverAnswer()
    const controller = new AbortController()
    const verifying = verifyPinnedFile(await pinnedFile(), { signal: controller.signal })
    controller.abort()
    await expect(verifying).rejects.toBeInstanceOf(VerifyCancelledError)
  })
})
