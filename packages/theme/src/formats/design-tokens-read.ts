// Reads a Design Tokens file back into themes: our own export (whole, with what it keeps in
// `$extensions`) and the files other tools write: both modes as `light`/`dark` groups or a
// single token set, colours as 2025.10 objects or legacy strings, aliases, inherited `$type`.
// Each token fills the field its path and type point to (dtcg-guess.ts), as a mapping the user
// may correct before the import.
import { isMostlyLight } from '../color-contrast.ts'
import { isPlainObject, type PlainObject } from '../objects.ts'
import { variablesToTheme } from './variables-to-theme.ts'
import { MODES, type Mode } from './design-tokens.ts'
import { shorten } from './dtcg-notes.ts'
import {
  applyEdit,
  settleConflicts,
  type ProposedRow,
  type TokenMappingEdits,
  type TokenMappingRow,
} from './dtcg-mapping.ts'
import { readTokenSet, type TokenSet, type SetToken } from './dtcg-set.ts'
import { ownData, ownExtension, withRemainder } from './dtcg-own.ts'
import { TokenTree } from './dtcg-tree.ts'
import { ThemeImportError, type ImportedTheme, type ThemeModes } from './types.ts'

const NOTHING_FOUND = 'No design tokens for a theme were found in this file.'
/** Names listed in a note, and notes on tokens per set, at most: a file of thousands of odd
 * tokens still gets a readable account. */
const NAMES_PER_NOTE = 12
const NOTES_PER_SET = 20

/** What a Design Tokens file gives: the themes, and the mapping that made them. */
export interface ImportedTokens extends ImportedTheme {
  format: 'design-tokens'
  mapping: TokenMappingRow[]
}

/**
 * The themes a Design Tokens document holds: JSON text or a parsed object, with `edits` (the
 * user's corrections of the mapping) applied. Throws a ThemeImportError when it is not one or
 * holds no token a theme can use.
 */
export function readDesignTokens(document: unknown, edits?: TokenMappingEdits): ImportedTokens {
  const root = parseDocument(document)
  const tree = new TokenTree(root)
  const ours = isPlainObject(ownData(root))
  const sets = tokenSets(root, tree).map((set) => readTokenSet(tree, set, ours))
  const proposed = new Map<string, ProposedRow>()
  for (const set of sets) {
    for (const token of set.tokens) {
      const row = proposed.get(token.relative)
      if (row) row.values.push(token.value)
      else proposed.set(token.relative, { ...token.proposal, values: [token.value] })
    }
  }
  const rows = settleConflicts([...proposed.values()].map((row) => applyEdit(row, edits)))
  const byToken = new Map(rows.map((row) => [row.token, row]))
  const displayName = documentName(root)
  const modes: ThemeModes = {}
  const notes: string[] = []
  for (const set of sets) {
    const label = sets.length > 1 ? `${set.mode === 'light' ? 'Light' : 'Dark'}: ` : ''
    const variables = setVariables(tree, set, byToken, ours)
    const extension = ownExtension(tree, set.scope)
    for (const [name, value] of extension.variables) {
      if (!variables.has(name)) variables.set(name, value)
    }
    const setNotes = tokenNotes(set.tokens, byToken)
    if (variables.size === 0 && !extension.remainder) {
      notes.push(...setNotes.map((note) => label + note))
      continue
    }
    const mode = set.mode ?? modeFromBackground(variables)
    // A lone set's mode is known only now: its values say so.
    for (const token of set.tokens) token.value.mode = mode
    const built = variablesToTheme(variables, mode, displayName)
    modes[mode] = withRemainder(built.theme, extension.remainder)
    notes.push(...[...setNotes, ...built.notes].map((note) => label + note))
  }
  if (!modes.light && !modes.dark) {
    throw new ThemeImportError(
      notes.length > 0 ? `${NOTHING_FOUND} ${notes.join(' ')}` : NOTHING_FOUND,
    )
  }
  return { format: 'design-tokens', modes, notes, mapping: rows }
}

function parseDocument(document: unknown): PlainObject {
  let parsed = document
  if (typeof document === 'string') {
    try {
      parsed = JSON.parse(document)
    } catch {
      throw new ThemeImportError('This design tokens file is not valid JSON.')
    }
  }
  if (!isPlainObject(parsed)) throw new ThemeImportError(NOTHING_FOUND)
  return parsed
}

function documentName(root: PlainObject): string {
  const data = ownData(root)
  const name = isPlainObject(data) ? data.displayName : undefined
  return typeof name === 'string' && name.trim() !== '' ? name.trim() : 'Imported Tokens'
}

/**
 * One set per mode when the file has groups for them (`light`, `Dark`, Tokens Studio's
 * `theme/light`), else the whole file as one set.
 */
function tokenSets(root: PlainObject, tree: TokenTree): TokenSet[] {
  const sets: TokenSet[] = []
  for (const mode of MODES) {
    const named = new RegExp(`(^|[/ _-])${mode}$`, 'i')
    const key = Object.keys(root).find((name) => named.test(name) && tree.groups.has(name))
    if (key !== undefined) sets.push({ mode, scope: [key] })
  }
  return sets.length > 0 ? sets : [{ mode: undefined, scope: [] }]
}

/**
 * The variables a set's mapped tokens give. In our own files an alias to another mapped token
 * of the mode reads as a var() reference to its field, as the theme wrote it.
 */
function setVariables(
  tree: TokenTree,
  set: { scope: readonly string[]; tokens: SetToken[] },
  rows: ReadonlyMap<string, TokenMappingRow>,
  ours: boolean,
): Map<string, string> {
  const variables = new Map<string, string>()
  const prefix = set.scope.join('.')
  for (const { token, relative, value } of set.tokens) {
    const field = rows.get(relative)?.field
    if (field === undefined || value.css === undefined) continue
    const target = ours ? tree.aliasTarget(token, set.scope) : undefined
    const targetKey = target?.path.join('.') ?? ''
    const targetRelative = prefix === '' ? targetKey : targetKey.slice(prefix.length + 1)
    const inSet = target !== undefined && (prefix === '' || targetKey.startsWith(`${prefix}.`))
    const targetField = inSet ? rows.get(targetRelative)?.field : undefined
    variables.set(field, targetField === undefined ? value.css : `var(--${targetField})`)
  }
  return variables
}

/** Notes on a set's tokens that fill nothing, save those the user left out. */
function tokenNotes(tokens: readonly SetToken[], rows: ReadonlyMap<string, TokenMappingRow>) {
  const problems: string[] = []
  const unnamed: string[] = []
  for (const { key, relative, value, proposal } of tokens) {
    const row = rows.get(relative)
    if (!row || row.reason === 'you chose not to import it') continue
    if (row.field !== undefined) {
      if (value.problem !== undefined)
        problems.push(`${shorten(key)} was left out: ${value.problem}.`)
    } else if (!proposal.named) unnamed.push(shorten(key))
    else problems.push(`${shorten(key)} was left out: ${row.reason ?? 'it fills no field'}.`)
  }
  const notes = problems.slice(0, NOTES_PER_SET)
  if (problems.length > NOTES_PER_SET) {
    notes.push(`${problems.length - NOTES_PER_SET} more tokens were left out for such reasons.`)
  }
  if (unnamed.length > 0) {
    const shown = unnamed.slice(0, NAMES_PER_NOTE).join(', ')
    const more =
      unnamed.length > NAMES_PER_NOTE ? ` and ${unnamed.length - NAMES_PER_NOTE} more` : ''
    notes.push(`Tokens with no place in a theme were left out: ${shown}${more}.`)
  }
  return notes
}

/** A single token set's mode: dark when its background colour is (light when it has none). */
function modeFromBackground(variables: ReadonlyMap<string, string>): Mode {
  const background = variables.get('background')
  return background === undefined || isMostlyLight(background) ? 'light' : 'dark'
}
