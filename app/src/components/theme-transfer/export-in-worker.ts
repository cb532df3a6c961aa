import type { ExportedTheme, ExportOptions, ModeFormat, Theme } from '@theme-a-roo/theme'

export interface ExportRequest {
  format: ModeFormat
  theme: Theme
  /** The other mode: made from the theme in the worker, given, or none. */
  counterpart: 'derived' | Theme | undefined
  /** Whether `theme` is the light mode. */
  light: boolean
  options: ExportOptions
}

export type ExportAnswer = { exported: ExportedTheme } | { error: string }

/** Runs one export in a worker of its own, which ends with the answer. */
export function exportInWorker(request: ExportRequest): Promise<ExportedTheme> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./export-worker.ts', import.meta.url), { type: 'module' })
    worker.onmessage = (event: MessageEvent<ExportAnswer>) => {
      worker.terminate()
      const answer = event.data
      if ('exported' in answer) resolve(answer.exported)
      else reject(new Error(answer.error))
    }
    worker.onerror = (event) => {
      worker.terminate()
      reject(new Error(event.message || 'The export could not start'))
    }
    worker.postMessage(request)
  })
}
