import { exportThemeModes, makeTwin } from '@theme-a-roo/theme'
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
  const other = counterpart === 'derived' ? makeTwin(theme) : counterpart
  const modes = light ? { light: theme, dark: other } : { light: other, dark: theme }
  return exportThemeModes(format, modes, options)
}
