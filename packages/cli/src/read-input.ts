import { readFile, stat } from 'node:fs/promises'
import {
  findSchemaViolations,
  isPlainObject,
  privateBackgroundRefusal,
  readTheme,
  readThemeText,
  ThemeImportError,
  type MostLike,
  type SchemaViolation,
  type Theme,
  type ThemeFormat,
  type ThemeModes,
} from '@theme-a-roo/theme'
import { decodeShareLink, shareLinkPayload } from './share-link.ts'
import { UsageError } from './usage-error.ts'

/*
 * Every command reads its files here, whatever their names: theme-o-rama JSON, shadcn/ui CSS (v4
 * or v3), a shadcn registry item, DTCG tokens or a share link. The engine's readThemeText tells the
 * formats apart, as the app's Import does; theme-o-rama documents (and share links, which carry
 * one) are read here first so that a refused theme still gives every finding, not just the first.
 */

export type InputFormat = ThemeFormat | 'share-link'

export const FORMAT_NAMES: Record<InputFormat, string> = {
  'theme-o-rama': 'theme-o-rama JSON',
  'shadcn-css-v4': 'shadcn/ui CSS',
  'shadcn-css-v3': 'shadcn/ui CSS',
  'shadcn-registry': 'shadcn registry item',
  'design-tokens': 'design tokens (DTCG)',
  'share-link': 'share link',
}

export interface ThemeInput {
  kind: 'theme'
  file: string
  format: InputFormat
  /** Each mode the file holds, as held (`inherits` kept). */
  modes: ThemeModes
  /** The mode the app's Import opens: the only one, or the light one of two. */
  primary: MostLike
  /** Everything the engine noted, each at a JSON pointer into the theme ('' = the document). */
  violations: SchemaViolation[]
}

/** A file that was read but gives no theme to work on; `violations` says why when it can. */
export interface UnusableInput {
  kind: 'unusable'
  file: string
  format?: InputFormat
  reason: string
  violations: SchemaViolation[]
}

export type Input = ThemeInput | UnusableInput

/** Beyond any theme, even one embedding its background image; larger files are not read. */
const MAX_FILE_BYTES = 64 * 1024 * 1024

/** Reads one file; throws UsageError when it cannot be read at all. */
export async function readInput(file: string): Promise<Input> {
  let text: string
  try {
    const { size, isFile } = await statOf(file)
    if (!isFile) throw new Error('not a file')
    if (size > MAX_FILE_BYTES) throw new Error(`larger than ${MAX_FILE_BYTES / 1024 / 1024} MB`)
    text = await readFile(file, 'utf8')
  } catch (error) {
    throw new UsageError(`Cannot read ${file}: ${(error as Error).message}`)
  }
  return readInputText(file, text)
}

async function statOf(file: string) {
  const info = await stat(file)
  return { size: info.size, isFile: info.isFile() }
}

/** A file's theme, or a UsageError naming why there is none: for commands that need one. */
export async function readThemeInput(file: string): Promise<ThemeInput> {
  return usableInput(await readInput(file))
}

/** The input's theme, or a UsageError naming why there is none. */
export function usableInput(input: Input): ThemeInput {
  if (input.kind === 'theme') return input
  const first = input.violations.find((violation) => violation.severity === 'error')
  const detail = first ? ` (${first.path || '/'}: ${first.message})` : ''
  throw new UsageError(`${input.file}: ${input.reason}${detail}`)
}

export function readInputText(file: string, text: string): Input {
  const payload = shareLinkPayload(text)
  if (payload !== undefined) return readShareLink(file, payload)
  const document = themeORamaDocument(text)
  if (document) return readThemeDocument(file, 'theme-o-rama', document)
  try {
    const imported = readThemeText(text)
    // Converted files keep keys such as chart-1 that the format does not list, on purpose: only
    // the engine's errors count here, and the reader's notes say what was left out.
    const notes = imported.notes.map((message) => importNote(message))
    const errors = Object.values(imported.modes).flatMap((theme) =>
      findSchemaViolations(theme).filter((violation) => violation.severity === 'error'),
    )
    return {
      kind: 'theme',
      file,
      format: imported.format,
      modes: imported.modes,
      primary: imported.modes.light ? 'light' : 'dark',
      violations: [...errors, ...notes],
    }
  } catch (error) {
    if (!(error instanceof ThemeImportError)) throw error
    return {
      kind: 'unusable',
      file,
      reason: `Not a theme in any format theme-a-roo reads (theme-o-rama JSON, shadcn/ui CSS, a shadcn registry item, DTCG design tokens or a share link): ${error.message}`,
      violations: [],
    }
  }
}

function importNote(message: string): SchemaViolation {
  return { severity: 'warning', path: '', message, keyword: 'import' }
}

/** The parsed document when the text is theme-o-rama JSON (as readThemeText decides it). */
function themeORamaDocument(text: string): Record<string, unknown> | undefined {
  const trimmed = text.trim()
  if (!trimmed.startsWith('{')) return undefined
  let document: unknown
  try {
    document = JSON.parse(trimmed)
  } catch {
    return undefined
  }
  if (!isPlainObject(document) || !('schemaVersion' in document)) return undefined
  if ('cssVars' in document || document.type === 'registry:theme') return undefined
  return document
}

/** Every finding of the engine on a theme document; the theme itself only when none refuses it. */
function readThemeDocument(file: string, format: InputFormat, document: unknown): Input {
  const violations = findSchemaViolations(document)
  const refusal = isPlainObject(document) ? privateBackgroundRefusal(document) : undefined
  if (refusal) {
    violations.push({
      severity: 'error',
      path: '/backgroundImage',
      message: refusal,
      keyword: 'private-network',
    })
  }
  if (violations.some((violation) => violation.severity === 'error')) {
    return { kind: 'unusable', file, format, reason: 'The engine refuses this theme.', violations }
  }
  const { theme } = readTheme(document)
  const primary = theme.mostLike ?? 'light'
  return { kind: 'theme', file, format, modes: { [primary]: theme }, primary, violations }
}

function readShareLink(file: string, payload: string): Input {
  let shared
  try {
    shared = decodeShareLink(payload)
  } catch (error) {
    return { kind: 'unusable', file, reason: (error as Error).message, violations: [] }
  }
  const input = readThemeDocument(file, 'share-link', shared.theme)
  if (input.kind !== 'theme' || !shared.counterpart) return input
  const { mode, theme } = shared.counterpart
  const other = counterpartTheme(theme)
  if ((mode !== 'light' && mode !== 'dark') || mode === input.primary || !other) {
    return {
      kind: 'unusable',
      file,
      format: 'share-link',
      reason: 'Damaged share link: its other mode is not a usable theme of the other mode.',
      violations: input.violations,
    }
  }
  return { ...input, modes: { ...input.modes, [mode]: other } }
}

function counterpartTheme(document: unknown): Theme | undefined {
  const errors = findSchemaViolations(document).filter(
    (violation) => violation.severity === 'error',
  )
  if (errors.length || (isPlainObject(document) && privateBackgroundRefusal(document)))
    return undefined
  return readTheme(document).theme
}
