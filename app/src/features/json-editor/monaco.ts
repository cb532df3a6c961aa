/*
 * The code editor, bundled with the app: no script, font or worker comes from a CDN, so the editor
 * works offline and in the desktop shell. Only the JSON editor page imports this module, so the
 * editor's code loads with that page and never with the others.
 */
import { loader } from '@monaco-editor/react'
import * as monaco from 'monaco-editor/editor'
import { errorHandler } from 'monaco-editor/base/common/errors'
// Hovers, find, folding, suggestions and the other editor contributions.
import 'monaco-editor/features/register.all'
import { getWorker, jsonDefaults } from 'monaco-editor/languages/features/json/register'
import EditorWorker from 'monaco-editor/editor/editor.worker?worker'
import JsonWorker from 'monaco-editor/languages/features/json/json.worker?worker'
import { buildEditorSchema } from './theme-rules'

/** The editor model's URI; the theme schema is matched to it by file name. */
export const THEME_MODEL_PATH = 'inmemory://theme-a-roo/theme.json'

self.MonacoEnvironment = {
  getWorker: (_workerId: string, label: string) =>
    label === 'json' ? new JsonWorker() : new EditorWorker(),
}

/*
 * The editor rethrows its internal errors (a worker that fails on a pathological document, such
 * as 10,000 nested objects) as uncaught exceptions. The document is still refused clearly when
 * applied; the editor only loses its squiggles for it, so say so in the console instead.
 */
errorHandler.unexpectedErrorHandler = (error: unknown) => {
  console.warn('The code editor could not check this document', error)
}

jsonDefaults.setDiagnosticsOptions({
  validate: true,
  // Theme files are plain JSON: comments and trailing commas are errors, as they are for JSON.parse.
  allowComments: false,
  comments: 'error',
  trailingCommas: 'error',
  enableSchemaRequest: false,
  schemaRequest: 'ignore',
  schemaValidation: 'error',
  schemas: [
    {
      uri: 'inmemory://theme-a-roo/theme.schema.json',
      fileMatch: ['theme.json'],
      schema: buildEditorSchema(),
    },
  ],
})

/*
 * The language service checks the document only after typing has paused for half a second, a
 * delay it does not let anyone change; the editor runs the same check itself after a much shorter
 * pause (see validateJson), so the language service's own timer is switched off.
 */
jsonDefaults.setModeConfiguration({ ...jsonDefaults.modeConfiguration, diagnostics: false })

/** A problem as the JSON worker reports it (zero-based positions, LSP severities 1-4). */
interface JsonDiagnostic {
  range: { start: { line: number; character: number }; end: { line: number; character: number } }
  message: string
  severity?: number
  code?: number | string
  source?: string
}

/** The worker's check, which its published type leaves out. */
interface JsonValidatingWorker {
  doValidation(uri: string): Promise<JsonDiagnostic[]>
}

const SEVERITIES = [
  monaco.MarkerSeverity.Error,
  monaco.MarkerSeverity.Warning,
  monaco.MarkerSeverity.Info,
  monaco.MarkerSeverity.Hint,
]

/** Syntax and schema problems of the model's text, from the JSON worker (off the main thread). */
export async function validateJson(
  model: monaco.editor.ITextModel,
): Promise<monaco.editor.IMarkerData[]> {
  const worker = (await (await getWorker())(model.uri)) as unknown as JsonValidatingWorker
  const diagnostics = await worker.doValidation(model.uri.toString())
  return diagnostics.map((diagnostic) => ({
    severity: SEVERITIES[(diagnostic.severity ?? 3) - 1] ?? monaco.MarkerSeverity.Info,
    startLineNumber: diagnostic.range.start.line + 1,
    startColumn: diagnostic.range.start.character + 1,
    endLineNumber: diagnostic.range.end.line + 1,
    endColumn: diagnostic.range.end.character + 1,
    message: diagnostic.message,
    code: diagnostic.code === undefined ? undefined : String(diagnostic.code),
    source: diagnostic.source,
  }))
}

// @monaco-editor/react uses this copy instead of fetching one.
loader.config({ monaco })

export { monaco }
