import { describe, expect, it } from 'vitest'
import { GenerateClient, type WorkerPort } from './generate-client'
import type { GenerateRequest, GenerateResponse } from './generate-worker'

/** A worker that answers seed questions with `answer`, and keeps what it was asked. */
function fakeWorker(answer: (request: GenerateRequest) => GenerateResponse) {
  const asked: GenerateRequest[] = []
  const worker: WorkerPort = {
    onmessage: null,
    onerror: null,
    postMessage(request: GenerateRequest) {
      asked.push(request)
      queueMicrotask(() => {
        worker.onmessage?.call(worker as Worker, { data: answer(request) } as MessageEvent)
      })
    },
  }
  return { worker, asked }
}

const seeds = (request: GenerateRequest): GenerateResponse => ({
  id: request.id,
  kind: 'seeds',
  seeds: ['#123456'],
})

describe('GenerateClient', () => {
  it('reads an image once: the same file or URL asked again gets the first answer', async () => {
    const { worker, asked } = fakeWorker(seeds)
    const client = new GenerateClient(() => worker)
    const file = new File(['x'], 'photo.jpg', { type: 'image/jpeg' })
    expect(await client.seeds(file)).toEqual(['#123456'])
    expect(await client.seeds(file)).toEqual(['#123456'])
    await client.seeds('blob:background')
    await client.seeds('blob:background')
    expect(asked).toHaveLength(2)
    // Another file with the same name is another image.
    await client.seeds(new File(['y'], 'photo.jpg', { type: 'image/jpeg' }))
    expect(asked).toHaveLength(3)
  })

  it('passes on a failure with its reason, and tries the image again next time', async () => {
    let fail = true
    const { worker, asked } = fakeWorker((request) =>
      fail ? { id: request.id, kind: 'error', message: 'The image is broken' } : seeds(request),
    )
    const client = new GenerateClient(() => worker)
    await expect(client.seeds('blob:broken')).rejects.toThrow('The image is broken')
    fail = false
    expect(await client.seeds('blob:broken')).toEqual(['#123456'])
    expect(asked).toHaveLength(2)
  })

  it('works out only the newest theme: options replaced while one is generated never reach the worker', async () => {
    const { worker, asked } = fakeWorker((request) =>
      request.kind === 'theme'
        ? { id: request.id, kind: 'theme', colors: { mostLike: request.options.mode } as never }
        : seeds(request),
    )
    const client = new GenerateClient(() => worker)
    const options = (seed: string) => ({ seed, style: 'tonal', mode: 'dark' }) as const
    const first = client.theme(options('#111111'))
    const replaced = client.theme(options('#222222'))
    const newest = client.theme(options('#333333'))
    await expect(replaced).rejects.toThrow('Newer options were given')
    await expect(first).resolves.toEqual({ mostLike: 'dark' })
    await expect(newest).resolves.toEqual({ mostLike: 'dark' })
    expect(asked.map((request) => request.kind === 'theme' && request.options.seed)).toEqual([
      '#111111',
      '#333333',
    ])
  })
})
