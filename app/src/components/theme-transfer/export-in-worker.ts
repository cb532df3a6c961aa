import type { ExportedTheme, ExportOptions, ModeFormat, Theme } from '@theme-a-roo/theme'
import { askWorkerOnce } from '@/lib/worker-once'

export interface ExportRequest {
  format: ModeFormat
  /** The theme as it is held: its base named, not merged in. */
  theme: Theme
  /** The other mode, as it is held: made from the theme in the worker, given, or none. */
  counterpart: 'derived' | Theme | undefined
  /** Whether `theme` is the light mode. */
  light: boolean
  options: ExportOptions
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
