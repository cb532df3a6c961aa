import { createHash, randomBytes } from 'node:crypto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { sha256Hex, sharedSha256Hex } from './sha256'
import { HASH_SLICE_BYTES, hashBlob } from './sha256-stream'
import type { Sha256WorkerMessage } from './sha256-worker'

// jsdom has no Worker, so these run the same slice-by-slice routine the worker runs.
describe('sha256Hex', () => {
  it.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    ['a'.repeat(1_000_000), 'cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0'],
  ])('matches the known vector for %#', async (text, hex) => {
    expect(await sha256Hex(new Blob([text]))).toBe(hex)
  })

  it('reads a blob larger than one slice in slices and reports its progress', async () => {
    const bytes = randomBytes(20 * 1024 * 1024 + 12345)
    const progress: number[] = []
    const hex = await sha256Hex(new Blob([bytes]), { onProgress: (done) => progress.push(done) })
    expect(hex).toBe(createHash('sha256').update(bytes).digest('hex'))
    expect(progress).toEqual([HASH_SLICE_BYTES, 2 * HASH_SLICE_BYTES, bytes.length])
  })

  it('stops when aborted', async () => {
    const controller = new AbortController()
    const hashing = sha256Hex(new Blob([randomBytes(3 * HASH_SLICE_BYTES)]), {
      signal: controller.signal,
      onProgress: () => controller.abort(),
    })
    await expect(hashing).rejects.toMatchObject({ name: 'AbortError' })
    controller.abort()
    await expect(sha256Hex(new Blob(['x']), { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    })
  })

  it('gives the shared routine the same answer as node', async () => {
    const bytes = randomBytes(HASH_SLICE_BYTES)
    expect(await hashBlob(new Blob([bytes]))).toBe(createHash('sha256').update(bytes).digest('hex'))
  })
})

describe('sharedSha256Hex', () => {
  const ABC = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'

  it('works a blob out once and gives everyone who asks that answer', async () => {
    const blob = new Blob(['abc'])
    const slice = vi.spyOn(blob, 'slice')
    const first = sharedSha256Hex(blob)
    expect(sharedSha256Hex(blob)).toBe(first)
    expect(await first).toBe(ABC)
    expect(await sharedSha256Hex(blob)).toBe(ABC)
    expect(slice).toHaveBeenCalledTimes(1)
  })

  it("ends a caller's wait when its signal aborts, and the hash goes on for the others", async () => {
    const blob = new Blob(['abc'])
    const controller = new AbortController()
    const waiting = sharedSha256Hex(blob, controller.signal)
    controller.abort()
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' })
    await expect(sharedSha256Hex(blob, controller.signal)).rejects.toMatchObject({
      name: 'AbortError',
    })
    expect(await sharedSha256Hex(blob)).toBe(ABC)
  })

  it('works a hash that failed out afresh when next asked', async () => {
    const blob = new Blob(['abc'])
    const slice = blob.slice.bind(blob)
    let failNext = true
    vi.spyOn(blob, 'slice').mockImplementation((...range) => {
      const part = slice(...range)
      if (failNext) {
        failNext = false
        part.arrayBuffer = () => Promise.reject(new Error('The file could not be read'))
      }
      return part
    })
    await expect(sharedSha256Hex(blob)).rejects.toThrow('The file could not be read')
    expect(await sharedSha256Hex(blob)).toBe(ABC)
  })
})

/** Stands in for the browser's worker: answers with the shared routine, or never when told to. */
class FakeWorker {
  static silent = false
  static last: FakeWorker | undefined
  onmessage: ((event: MessageEvent<Sha256WorkerMessage>) => void) | null = null
  onerror: ((event: ErrorEvent) => void) | null = null
  terminated = false

  constructor() {
    FakeWorker.last = this
  }

  postMessage(blob: Blob) {
    if (FakeWorker.silent) return
    const post = (data: Sha256WorkerMessage) => {
      if (!this.terminated) this.onmessage?.({ data } as MessageEvent<Sha256WorkerMessage>)
    }
    void hashBlob(blob, (bytesDone) => post({ type: 'progress', bytesDone })).then((hex) =>
      post({ type: 'done', hex }),
    )
  }

  terminate() {
    this.terminated = true
  }
}

describe('sha256Hex in a worker', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    FakeWorker.silent = false
  })

  it('answers with the digest and progress from the worker, then ends it', async () => {
    vi.stubGlobal('Worker', FakeWorker)
    const progress: number[] = []
    const hex = await sha256Hex(new Blob(['abc']), { onProgress: (done) => progress.push(done) })
    expect(hex).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
    expect(progress).toEqual([3])
    expect(FakeWorker.last?.terminated).toBe(true)
  })

  it('ends the worker and rejects when aborted', async () => {
    vi.stubGlobal('Worker', FakeWorker)
    FakeWorker.silent = true
    const controller = new AbortController()
    const hashing = sha256Hex(new Blob(['abc']), { signal: controller.signal })
    controller.abort()
    await expect(hashing).rejects.toMatchObject({ name: 'AbortError' })
    expect(FakeWorker.last?.terminated).toBe(true)
  })
})
