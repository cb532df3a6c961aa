/**
 * Sends one request to a worker started for it and ends the worker with its answer. An answer
 * carrying `error` rejects with it; a worker that cannot run rejects with `couldNotRun`.
 */
export function askWorkerOnce<Answer extends object>(
  worker: Worker,
  request: unknown,
  couldNotRun: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<Answer | { error: string }>) => {
      worker.terminate()
      const answer = event.data
      if ('error' in answer) reject(new Error(answer.error))
      else resolve(answer)
    }
    worker.onerror = (event) => {
      worker.terminate()
      reject(new Error(event.message || couldNotRun))
    }
    worker.postMessage(request)
  })
}
