import { useDeferredValue, useMemo, useState } from 'react'
import {
  DEFAULT_SHADCN_BASE_COLOR,
  listCssThemes,
  type CssTheme,
  type ShadcnBaseColor,
  type ImportedTheme,
  type ImportOptions,
  type TokenMappingEdits,
} from '@theme-a-roo/theme'
import { errorMessage } from '@/lib/error-message'
import { readImportText } from './import-theme-text'

export type Reading =
  { imported: ImportedTheme; error?: never } | { error: string; imported?: never }

function read(text: string, options: ImportOptions): Reading | undefined {
  if (text.trim() === '') return undefined
  try {
    return { imported: readImportText(text, options) }
  } catch (error) {
    return { error: errorMessage(error) }
  }
}

/** The themes of a stylesheet, when it holds more than one to choose from. */
function cssThemesOf(text: string): CssTheme[] {
  // JSON documents start with a bracket; CSS never does.
  if (/^\s*[[{]/.test(text) || text.trim() === '') return []
  try {
    const themes = listCssThemes(text)
    return themes.length > 1 ? themes : []
  } catch {
    return []
  }
}

const NO_EDITS: TokenMappingEdits = new Map()

/**
 * The import dialog's reading of its text, with the user's choices: the theme of a CSS file that
 * holds several, the base colour that completes a partial shadcn theme, and corrections of a
 * design-token mapping. A long paste is read once typing
 * settles, and each text and choice is read once.
 */
export function useImportReading(text: string) {
  const settledText = useDeferredValue(text)
  const [cssTheme, setCssTheme] = useState<string>()
  const [baseColor, setBaseColor] = useState<ShadcnBaseColor>(DEFAULT_SHADCN_BASE_COLOR)
  const [edits, setEdits] = useState<TokenMappingEdits>(NO_EDITS)
  const cssThemes = useMemo(() => cssThemesOf(settledText), [settledText])
  // The reading without corrections decides which rows the mapping shows from the start.
  const uncorrected = useMemo(
    () => read(settledText, { cssTheme, baseColor }),
    [settledText, cssTheme, baseColor],
  )
  const reading = useMemo(
    () =>
      edits.size === 0
        ? uncorrected
        : read(settledText, { cssTheme, baseColor, tokenMapping: edits }),
    [uncorrected, settledText, cssTheme, baseColor, edits],
  )
  const initiallyMapped = useMemo(
    () =>
      new Set(
        (uncorrected?.imported?.mapping ?? []).flatMap((row) =>
          row.field === undefined ? [] : [row.token],
        ),
      ),
    [uncorrected],
  )

  // Corrections that leave nothing to import make the reading fail: the table stays, showing
  // them, so that they can be undone.
  const mapping = useMemo(
    () =>
      reading?.imported?.mapping ??
      uncorrected?.imported?.mapping?.map((row) => {
        const edit = edits.get(row.token)
        return edit === undefined ? row : { ...row, field: edit ?? undefined, reason: undefined }
      }),
    [reading, uncorrected, edits],
  )

  return {
    reading,
    mapping,
    cssThemes,
    cssTheme: cssTheme ?? cssThemes[0]?.selector,
    /** Offered only for a partial theme, which the base colour completes. */
    baseColor: uncorrected?.imported?.completedFromBaseColor ? baseColor : undefined,
    initiallyMapped,
    /** The reading of the text as it is now: the settled one, unless it changed since. */
    currentReading: () =>
      settledText === text ? reading : read(text, { cssTheme, baseColor, tokenMapping: edits }),
    chooseBaseColor: setBaseColor,
    chooseCssTheme: (selector: string) => {
      setCssTheme(selector)
      setEdits(NO_EDITS)
    },
    changeField: (token: string, field: string | null) =>
      setEdits((current) => new Map(current).set(token, field)),
    /** Forgets the choices made for the previous text. */
    reset: () => {
      setCssTheme(undefined)
      setBaseColor(DEFAULT_SHADCN_BASE_COLOR)
      setEdits(NO_EDITS)
    },
  }
}
