import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AuthenticationError, NetworkError, PinataError, ValidationError } from 'pinata'
import { RequestTimeoutError, UploadCancelledError } from './request-control'
import { isTransientUploadError, withUploadRetries, type RetryNotice } from './upload-retry'

describe('which upload failures are tried again', () => {
  it.each([
    ['a rate limit (429)', new NetworkError('HTTP error: slow down', 429), true],
    ['a server error (500)', new NetworkError('HTTP error: boom', 500), true],
    ['a bad gateway (502)', new NetworkError('HTTP error: bad gateway', 502), true],
    ['a lost connection', new PinataError('Error uploading file: Failed to fetch'), true],
    ['a chunk that failed with no status', new NetworkError('HTTP error during chunk', 0), true],
    ['a rejected token (401)', new AuthenticationError('Authentication failed: no', 401), false],
    ['a forbidden key (403)', new AuthenticationError('Authentication failed: no', 403), false],
    ['a bad request (400)', new NetworkError('HTTP error: bad', 400), false],
    ['missing configuration', new ValidationError('Pinata configuration is missing'), false],
    ['a cancelled upload', new UploadCancelledError(), false],
    ['an error of the app itself', new Error('Invalid gateway URL'), false],
    ['a request that timed out', new RequestTimeoutError(60), true],
    ['something that is not an error', 'oops', false],
  ])('%s: %s', (_name, error, transient) => {
    expect(isTransientUploadError(error)).toBe(transient)
  })
})

describe('trying an upload again', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('waits 1 s, 2 s and 4 s between attempts, then gives up with the last failure', async () => {
    const task = vi.fn(() => Promise.reject(new NetworkError('HTTP error: busy', 503)))
    const notices: RetryNotice[] = []
    const outcome = withUploadRetries(task, {
      signal: new AbortController().signal,
      onRetry: (notice) => notices.push(notice),
    }).catch((error: unknown) => error)

    await vi.advanceTimersByTimeAsync(0)
    expect(task).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(999)
    expect(task).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(task).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(2000)
    expect(task).toHaveBeenCalledTimes(3)
    await vi.advanceTimersByTimeAsync(3999)
    expect(task).toHaveBeenCalledTimes(3)
    await vi.advanceTimersByTimeAsync(1)
    expect(task).toHaveBeenCalledTimes(4)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(task).toHaveBeenCalledTimes(4)
    expect(await outcome).toMatchObject({ statusCode: 503 })
    expect(notices).toEqual([
      { attempt: 2, attempts: 4, delayMs: 1000 },
      { attempt: 3, attempts: 4, delayMs: 2000 },
      { attempt: 4, attempts: 4, delayMs: 4000 },
    ])
  })

  it('returns the first success', async () => {
    const task = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new NetworkError('HTTP error: limited', 429))
      .mockResolvedValueOnce('bafy-cid')
    const outcome = withUploadRetries(task, { signal: new AbortController().signal })
    await vi.advanceTimersByTimeAsync(1000)
    await expect(outcome).resolves.toBe('bafy-cid')
    expect(task).toHaveBeenCalledTimes(2)
  })

  it('does not try again after a refusal that will not pass', async () => {
    const task = vi.fn(() => Promise.reject(new AuthenticationError('Authentication failed', 403)))
    await expect(withUploadRetries(task, { signal: new AbortController().signal })).rejects.toThrow(
      'Authentication failed',
    )
    expect(task).toHaveBeenCalledTimes(1)
  })

  it('with no retries allowed, the first failure is final', async () => {
    const task = vi.fn(() => Promise.reject(new NetworkError('HTTP error: busy', 500)))
    await expect(
      withUploadRetries(task, { signal: new AbortController().signal, retries: 0 }),
    ).rejects.toThrow('busy')
    expect(task).toHaveBeenCalledTimes(1)
  })

  it('Cancel during the wait ends it at once without another attempt', async () => {
    const controller = new AbortController()
    const task = vi.fn(() => Promise.reject(new NetworkError('HTTP error: busy', 500)))
    const outcome = withUploadRetries(task, { signal: controller.signal }).catch(
      (error: unknown) => error,
    )
    await vi.advanceTimersByTimeAsync(500)
    controller.abort()
    expect(await outcome).toBeInstanceOf(UploadCancelledError)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(task).toHaveBeenCalledTimes(1)
  })
})
