import { exportThemeModes, exportTwin } from '@theme-a-roo/theme'
import { errorMessage } from '@/lib/error-message'
import type { ExportAnswer, ExportRequest } from './export-in-worker'

/**
 * Writes an export off the page's thread: deriving the other mode of a theme over an image takes
 * tens of milliseconds, and the formats' code need not load into the page at all.
 */
self.onmessage = (event: MessageEvent<ExportRequest>) => {
  const answer = (message: ExportAnswer) => self.postMessage(message)
  try {
    answer({ exported: writeExport(event.data) })
  } catch (error) {
    answer({ error: errorMessage(error) })
  }
}

function writeExport({ format, theme, counterpart, light, options }: ExportRequest) {
  // Made from the theme as it is shown (its base included), holding only what its export holds.
  const other = counterpart === 'derived' ? exportTwin(theme) : counterpart
  const modes = light ? { light: theme, dark: other } : { light: other, dark: theme }
  return exportThemeModes(format, modes, options)
}
