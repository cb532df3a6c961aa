import { hashBlob } from './sha256-stream'
import { errorMessage } from '@/lib/error-message'

/** Hashes one blob off the page's thread and answers with progress and the hex digest. */
export type Sha256WorkerMessage =
  | { type: 'progress'; bytesDone: number }
  | { type: 'done'; hex: string }
  | { type: 'error'; message: string }

self.onmessage = (event: MessageEvent<Blob>) => {
  const post = (message: Sha256WorkerMessage) => self.postMessage(message)
  hashBlob(event.data, (bytesDone) => post({ type: 'progress', bytesDone })).then(
    (hex) => post({ type: 'done', hex }),
    (error: unknown) => post({ type: 'error', message: errorMessage(error) }),
  )
}
