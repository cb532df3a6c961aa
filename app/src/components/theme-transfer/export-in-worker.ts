import type { ExportedTheme, Theme, ThemeExportOptions } from '@theme-a-roo/theme'
import { askWorkerOnce } from '@/lib/worker-once'

/** What the engine's exportTheme is given: the theme as it is held (its base named). */
export interface ExportRequest {
  theme: Theme
  options: ThemeExportOptions
}

export type ExportAnswer = { exported: ExportedTheme } | { error: string }

/** Runs one export in a worker of its own, which ends with the answer. */
export async function exportInWorker(request: ExportRequest): Promise<ExportedTheme> {
  const worker = new Worker(new URL('./export-worker.ts', import.meta.url), { type: 'module' })
  const answer = await askWorkerOnce<{ exported: ExportedTheme }>(
    worker,
    request,
    'The export could not start',
  )
  return answer.exported
}
