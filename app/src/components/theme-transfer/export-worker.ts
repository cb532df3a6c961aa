import { exportTheme } from '@theme-a-roo/theme'
import { errorMessage } from '@/lib/error-message'
import type { ExportAnswer, ExportRequest } from './export-in-worker'

/**
 * Writes an export off the page's thread: deriving the other mode of a theme over an image takes
 * tens of milliseconds, and the formats' code need not load into the page at all.
 */
self.onmessage = (event: MessageEvent<ExportRequest>) => {
  const answer = (message: ExportAnswer) => self.postMessage(message)
  try {
    answer({ exported: exportTheme(event.data.theme, event.data.options) })
  } catch (error) {
    answer({ error: errorMessage(error) })
  }
}
