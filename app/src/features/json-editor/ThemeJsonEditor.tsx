import Editor from '@monaco-editor/react'
import { useEffect, useRef, type ReactNode } from 'react'
import {
  isThemeTextTooLarge,
  MAX_THEME_TEXT_BYTES,
  themeTextBytes,
  themeTextTooLargeMessage,
} from '@/components/theme-transfer/theme-text-limit'
import { toast } from '@/lib/toast'
import { monaco, THEME_MODEL_PATH, validateJson } from './monaco'
import { findThemeRuleDiagnostics } from './theme-rules'

/** Owners of the markers: the JSON language service's and the engine's rules. */
const JSON_MARKER_OWNER = 'json'
const ENGINE_MARKER_OWNER = 'theme-a-roo-engine'
/** How long typing must pause before the document is checked again: short enough to feel live. */
const CHECK_DELAY_MS = 60

interface ThemeJsonEditorProps {
  value: string
  onChange: (value: string) => void
  readOnly: boolean
  dark: boolean
  /** Accessible name of the text area. */
  label: string
  /** Shown until the editor is ready. */
  loading: ReactNode
}

function showEngineDiagnostics(model: monaco.editor.ITextModel) {
  const markers = findThemeRuleDiagnostics(model.getValue()).map((diagnostic) => {
    const start = model.getPositionAt(diagnostic.start)
    const end = model.getPositionAt(diagnostic.end)
    return {
      severity:
        diagnostic.severity === 'warning'
          ? monaco.MarkerSeverity.Warning
          : monaco.MarkerSeverity.Error,
      message: diagnostic.message,
      startLineNumber: start.lineNumber,
      startColumn: start.column,
      endLineNumber: end.lineNumber,
      endColumn: end.column,
    }
  })
  monaco.editor.setModelMarkers(model, ENGINE_MARKER_OWNER, markers)
}

/**
 * Checks the model now and after each pause in typing: JSON syntax and schema in the worker, the
 * engine's rules here. A worker answer for text that has changed since is dropped.
 */
function watchDiagnostics(editor: monaco.editor.IStandaloneCodeEditor): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const check = () => {
    const model = editor.getModel()
    if (!model || model.isDisposed()) return
    // Text past the limit is not read at all; Apply and Validate say why.
    if (model.getValueLength() > MAX_THEME_TEXT_BYTES) {
      monaco.editor.setModelMarkers(model, ENGINE_MARKER_OWNER, [])
      monaco.editor.setModelMarkers(model, JSON_MARKER_OWNER, [])
      return
    }
    showEngineDiagnostics(model)
    const version = model.getVersionId()
    validateJson(model).then(
      (markers) => {
        if (model.isDisposed() || model.getVersionId() !== version) return
        monaco.editor.setModelMarkers(model, JSON_MARKER_OWNER, markers)
      },
      (error: unknown) => console.warn('The code editor could not check this document', error),
    )
  }
  check()
  const subscription = editor.onDidChangeModelContent(() => {
    clearTimeout(timer)
    timer = setTimeout(check, CHECK_DELAY_MS)
  })
  return () => {
    clearTimeout(timer)
    subscription.dispose()
  }
}

/**
 * Refuses a paste that would take the text past the theme text limit, before the editor takes it
 * in: the editor and its checks would hold the page for seconds over it.
 */
function refuseLargePastes(editor: monaco.editor.IStandaloneCodeEditor): () => void {
  const node = editor.getDomNode()
  const model = editor.getModel()
  if (!node || !model) return () => undefined
  const refuse = (event: ClipboardEvent) => {
    const pasted = event.clipboardData?.getData('text/plain') ?? ''
    const replaced = (editor.getSelections() ?? []).reduce(
      (total, selection) => total + model.getValueLengthInRange(selection),
      0,
    )
    const kept = model.getValueLength() - replaced
    if (!isThemeTextTooLarge(pasted) && kept + pasted.length <= MAX_THEME_TEXT_BYTES) return
    event.preventDefault()
    event.stopPropagation()
    // What is kept counted a byte a character: close enough to say how far past the limit.
    toast.error(themeTextTooLargeMessage(kept + themeTextBytes(pasted)))
  }
  // Capturing: the editor's own listener, on the field inside, must not see it.
  node.addEventListener('paste', refuse, true)
  return () => node.removeEventListener('paste', refuse, true)
}

/**
 * The Monaco editor set up for theme JSON: font 12 and tab size 2 keep whole groups in view, the
 * minimap shows where in the document you are, and long values wrap instead of scrolling sideways.
 */
export default function ThemeJsonEditor({
  value,
  onChange,
  readOnly,
  dark,
  label,
  loading,
}: ThemeJsonEditorProps) {
  const stopWatching = useRef<(() => void) | undefined>(undefined)
  useEffect(() => () => stopWatching.current?.(), [])

  return (
    <Editor
      height="100%"
      language="json"
      path={THEME_MODEL_PATH}
      value={value}
      onChange={(next) => onChange(next ?? '')}
      theme={dark ? 'vs-dark' : 'vs'}
      loading={loading}
      options={{
        readOnly,
        readOnlyMessage: { value: 'Switch to the working theme to edit.' },
        ariaLabel: label,
        fontSize: 12,
        tabSize: 2,
        insertSpaces: true,
        detectIndentation: false,
        lineNumbers: 'on',
        // Narrow gutter: on a phone every column counts.
        lineNumbersMinChars: 3,
        padding: { top: 8 },
        minimap: { enabled: true },
        wordWrap: 'on',
        scrollBeyondLastLine: false,
        automaticLayout: true,
        fixedOverflowWidgets: true,
      }}
      onMount={(editor: monaco.editor.IStandaloneCodeEditor) => {
        editor.getModel()?.updateOptions({ tabSize: 2, insertSpaces: true })
        stopWatching.current?.()
        const stopChecks = watchDiagnostics(editor)
        const stopRefusing = refuseLargePastes(editor)
        stopWatching.current = () => {
          stopChecks()
          stopRefusing()
        }
      }}
    />
  )
}
