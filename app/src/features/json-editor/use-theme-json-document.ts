import { useState } from 'react'
import { reportError } from '@/lib/error-queue'
import { selectWorkingTheme, useThemeRuntime, type ThemeEntry } from '@/theming/theme-runtime'
import { useWorkingTheme } from '@/theming/working-theme'
import { replaceWorkingThemeKeepingImages } from '@/theming/working-background'
import { VALIDATION_NONE, checkThemeJson, themeToText, type ValidationState } from './theme-json'

interface EditorDocument {
  text: string
  /** The text last loaded or applied; the page has unapplied edits while the text differs from it. */
  baseline: string
}

function documentFor(entry: ThemeEntry): EditorDocument {
  const text = themeToText(entry.isWorkingTheme ? useWorkingTheme.getState().theme : entry.source)
  return { text, baseline: text }
}

/** Lets 'Applying...' paint before the theme is parsed and the whole page restyles. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}

/** Themes a working theme can inherit from: every available theme but itself. */
/**
 * State of the JSON editor page: the text, its baseline, the Validate result and the Apply
 * action. Editing needs the working theme selected; with an example theme the text is read-only.
 */
export function useThemeJsonDocument() {
  const current = useThemeRuntime((state) => state.current)
  const editable = current?.isWorkingTheme ?? false
  const [content, setContent] = useState<EditorDocument | undefined>(
    () => current && documentFor(current),
  )
  const [validation, setValidation] = useState<ValidationState>(VALIDATION_NONE)
  const [applying, setApplying] = useState(false)

  // The text is loaded once, on first display; if themes were not ready then, as soon as they are.
  if (content === undefined && current) setContent(documentFor(current))

  // The working theme changed elsewhere (undo, another tab): without unapplied edits here, the
  // text follows it; with some, the user's text is kept and Apply decides.
  const workingTheme = useWorkingTheme((state) => state.theme)
  const [shownTheme, setShownTheme] = useState(workingTheme)
  if (workingTheme !== shownTheme) {
    setShownTheme(workingTheme)
    if (editable && current && content && content.text === content.baseline) {
      setContent(documentFor(current))
    }
  }

  const text = content?.text ?? ''
  const dirty = editable && content !== undefined && content.text !== content.baseline

  function edit(next: string) {
    if (!editable) return
    setContent((previous) => ({ text: next, baseline: previous?.baseline ?? '' }))
    setValidation(VALIDATION_NONE)
  }

  /** The background the working theme already has may stay, whatever its address. */
  const check = (json: string, purpose: 'apply' | 'validate') =>
    checkThemeJson(json, purpose, useWorkingTheme.getState().theme.backgroundImage)

  function validate() {
    if (!editable) return
    const result = check(text, 'validate')
    setValidation(
      result.ok
        ? { status: 'valid', warnings: result.warnings }
        : { status: 'invalid', message: result.message },
    )
  }

  async function apply() {
    if (!editable || applying) return
    const applied = text
    setApplying(true)
    try {
      await nextTask()
      const result = check(applied, 'apply')
      if (!result.ok) {
        reportError('invalid', result.message)
        return
      }
      await replaceWorkingThemeKeepingImages(result.theme)
      selectWorkingTheme()
      setContent((previous) => ({ text: previous?.text ?? applied, baseline: applied }))
      setValidation(VALIDATION_NONE)
    } finally {
      setApplying(false)
    }
  }

  /** Leaves the example theme for the working theme and shows the working theme's text. */
  function switchToWorkingTheme() {
    selectWorkingTheme()
    const entry = useThemeRuntime.getState().current
    if (entry?.isWorkingTheme) setContent(documentFor(entry))
    setValidation(VALIDATION_NONE)
  }

  return {
    text,
    loaded: content !== undefined,
    editable,
    dirty,
    validation,
    applying,
    edit,
    validate,
    apply,
    switchToWorkingTheme,
  }
}
