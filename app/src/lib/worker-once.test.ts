import { describe, expect, it, vi } from 'vitest'
import { askWorkerOnce } from './worker-once'

/** Stands for a worker: records what it was sent and whether it was ended. */
function fakeWorker() {
  const worker = {
    onmessage: null as ((event: MessageEvent) => void) | null,
    onerror: null as ((event: ErrorEvent) => void) | null,
    postMessage: vi.fn(),
    terminate: vi.fn(),
  }
  return worker
}

describe('one request to a worker', () => {
  it('sends the request and ends the worker with its answer', async () => {
    const worker = fakeWorker()
    const asked = askWorkerOnce<{ sum: number }>(worker as unknown as Worker, [1, 2], 'no')
    expect(worker.postMessage).toHaveBeenCalledWith([1, 2])
    worker.onmessage?.({ data: { sum: 3 } } as MessageEvent)
    await expect(asked).resolves.toEqual({ sum: 3 })
    expect(worker.terminate).toHaveBeenCalled()
  })

  it("rejects with the worker's error, or with the given reason when it cannot run", async () => {
    const failing = fakeWorker()
    const failed = askWorkerOnce(failing as unknown as Worker, {}, 'Could not run')
    failing.onmessage?.({ data: { error: 'Bad image' } } as MessageEvent)
    await expect(failed).rejects.toThrow('Bad image')
    expect(failing.terminate).toHaveBeenCalled()

    const broken = fakeWorker()
    const notRun = askWorkerOnce(broken as unknown as Worker, {}, 'Could not run')
    broken.onerror?.({ message: '' } as ErrorEvent)
    await expect(notRun).rejects.toThrow('Could not run')
    expect(broken.terminate).toHaveBeenCalled()
  })
})
