/*
 * The app's main stages, timed where they run, as User Timing measures named 'stage:<name>', so
 * that `npm run bench` can tell where the time of an edit, a switch or an upload goes. Each entry
 * is taken out of the page's timeline as soon as it is made (observers still get it): a long
 * session keeps nothing.
 */
export type StageName =
  | 'compile-apply'
  | 'history-record'
  | 'history-save'
  | 'contrast-post'
  | 'backdrops-read'
  /** Hashing a file's bytes, wherever it runs (for an upload, it may run ahead of it). */
  | 'file-hash'
  /** The upload's wait for its file's hash. */
  | 'upload-hash'
  | 'upload-lookup'
  | 'upload-send'

/** Reports a stage that began at `start` (from `performance.now()`) and ends now. */
export function endStage(name: StageName, start: number): void {
  const entry = `stage:${name}`
  performance.measure(entry, { start, end: performance.now() })
  performance.clearMeasures(entry)
}

/** Runs `run` as one timed stage. */
export function timeStage<T>(name: StageName, run: () => T): T {
  const start = performance.now()
  try {
    return run()
  } finally {
    endStage(name, start)
  }
}
