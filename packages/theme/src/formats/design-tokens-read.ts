// Reads a Design Tokens file back into themes: our own export (whole, with what it keeps in
// `$extensions`) and the files other tools write: both modes as `light`/`dark` groups or a
// single token set, colours as 2025.10 objects or legacy strings, aliases, inherited `$type`.
// Tokens become the theme's variables by name (the shadcn names of css-variables.ts).
import { isMostlyLight } from '../color.ts'
import { mergeThemes } from '../inherit.ts'
import { clonePlain, isPlainObject, type PlainObject } from '../objects.ts'
import type { Theme } from '../types.ts'
import { readTheme, ThemeValidationError } from '../validate.ts'
import { isThemeVariableName, variablesToTheme } from './css-variables.ts'
import { DESIGN_TOKENS_EXTENSION, MODES, TOKEN_KINDS, type Mode } from './design-tokens.ts'
import { numberToCss } from './dtcg-values.ts'
import { shorten } from './dtcg-notes.ts'
import { TokenTree, type FlatToken } from './dtcg-tree.ts'
import { withoutIdentity } from './theme-remainder.ts'
import { ThemeImportError, type ImportedTheme, type ThemeModes } from './types.ts'

const NOTHING_FOUND = 'No design tokens for a theme were found in this file.'
/** Names listed in a note, and notes on tokens per set, at most: a file of thousands of odd
 * tokens still gets a readable account. */
const NAMES_PER_NOTE = 12
const NOTES_PER_SET = 20

/**
 * The themes a Design Tokens document holds: JSON text or a parsed object. Throws a
 * ThemeImportError when it is not one or holds no token a theme can use.
 */
export function readDesignTokens(document: unknown): ImportedTheme {
  const root = parseDocument(document)
  const tree = new TokenTree(root)
  const ours = isPlainObject(ownData(root))
  const sets = tokenSets(root, tree)
  const displayName = documentName(root)
  const modes: ThemeModes = {}
  const notes: string[] = []
  for (const set of sets) {
    const label = sets.length > 1 ? `${set.mode === 'light' ? 'Light' : 'Dark'}: ` : ''
    const read = readSet(tree, set, ours)
    if (read.variables.size === 0 && !read.remainder) {
      notes.push(...read.notes.map((note) => label + note))
      continue
    }
    const mode = set.mode ?? modeFromBackground(read.variables)
    const built = variablesToTheme(read.variables, mode, displayName)
    modes[mode] = withRemainder(built.theme, read.remainder)
    notes.push(...[...read.notes, ...built.notes].map((note) => label + note))
  }
  if (!modes.light && !modes.dark) {
    throw new ThemeImportError(
      notes.length > 0 ? `${NOTHING_FOUND} ${notes.join(' ')}` : NOTHING_FOUND,
    )
  }
  return { format: 'design-tokens', modes, notes }
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

function ownData(node: PlainObject | undefined): unknown {
  const extensions = node?.$extensions
  return isPlainObject(extensions) ? extensions[DESIGN_TOKENS_EXTENSION] : undefined
}

function documentName(root: PlainObject): string {
  const data = ownData(root)
  const name = isPlainObject(data) ? data.displayName : undefined
  return typeof name === 'string' && name.trim() !== '' ? name.trim() : 'Imported Tokens'
}

interface TokenSet {
  /** The mode its group names, or undefined for a file of one unnamed set. */
  mode: Mode | undefined
  /** Path of the set's group ([] for the whole document). */
  scope: readonly string[]
}

/** `light` and `dark` groups (any letter case) when the file has them, else the whole file. */
function tokenSets(root: PlainObject, tree: TokenTree): TokenSet[] {
  const sets: TokenSet[] = []
  for (const mode of MODES) {
    const key = Object.keys(root).find((name) => name.toLowerCase() === mode)
    if (key !== undefined && tree.groups.has(key)) sets.push({ mode, scope: [key] })
  }
  return sets.length > 0 ? sets : [{ mode: undefined, scope: [] }]
}

interface ReadSet {
  variables: Map<string, string>
  remainder: PlainObject | undefined
  notes: string[]
}

function readSet(tree: TokenTree, set: TokenSet, ours: boolean): ReadSet {
  const variables = new Map<string, string>()
  const problems: string[] = []
  const unnamed: string[] = []
  const prefix = set.scope.join('.')
  for (const [key, token] of tree.tokens) {
    if (prefix !== '' && !key.startsWith(`${prefix}.`)) continue
    const path = token.path.slice(set.scope.length)
    const name = ours ? path.at(-1) : knownName(path)
    if (name === undefined) {
      unnamed.push(shorten(key))
      continue
    }
    if (variables.has(name)) {
      problems.push(
        `${shorten(key)} was left out: ${shorten(name)} was already set by an earlier token.`,
      )
      continue
    }
    const css = tokenCss(tree, token, set.scope)
    if ('problem' in css) problems.push(`${shorten(key)} was left out: ${css.problem}.`)
    else variables.set(name, css.css)
  }
  const data = ownData(tree.groups.get(prefix))
  const extension = isPlainObject(data) ? data : {}
  if (isPlainObject(extension.variables)) {
    for (const [name, value] of Object.entries(extension.variables)) {
      if (!variables.has(name) && typeof value === 'string') variables.set(name, value)
    }
  }
  const remainder = isPlainObject(extension.theme)
    ? withoutIdentity(clonePlain(extension.theme))
    : undefined
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
  return { variables, remainder, notes }
}

/** A token's value as CSS, or why it cannot be used. */
function tokenCss(
  tree: TokenTree,
  token: FlatToken,
  scope: readonly string[],
): { css: string } | { problem: string } {
  const resolution = tree.resolve(token, scope)
  if ('problem' in resolution) return resolution
  const type = resolution.resolvedType
  // shadcn's shadow-opacity is a number; no variable of a theme is a number otherwise.
  if (type === 'number') return numberToCss(resolution.resolvedValue)
  const kind = Object.values(TOKEN_KINDS).find((candidate) => candidate.type === type)
  if (!kind) {
    return {
      problem: type === undefined ? 'it has no $type' : `a theme has no use for $type ${type}`,
    }
  }
  const css = kind.toCss(resolution.resolvedValue)
  return 'css' in css ? { css: spellingHint(token, css.css) ?? css.css } : css
}

/** The theme's own spelling our export kept beside a token, while the token's value still
 * reads back as it did then. */
function spellingHint(token: FlatToken, valueCss: string): string | undefined {
  const data = token.extensions?.[DESIGN_TOKENS_EXTENSION]
  if (!isPlainObject(data) || data.valueCss !== valueCss) return undefined
  return typeof data.css === 'string' ? data.css : undefined
}

/**
 * The variable a token of another tool's file stands for: the longest run of its last names
 * that is a known variable (`color.sidebar.primary` is `sidebar-primary`, `font.sans` is
 * `font-sans`, `color.primary-foreground` is `primary-foreground`).
 */
function knownName(path: readonly string[]): string | undefined {
  for (let length = Math.min(3, path.length); length > 0; length--) {
    const candidate = path.slice(-length).join('-').toLowerCase()
    if (isThemeVariableName(candidate)) return candidate
  }
  return undefined
}

/** A single token set's mode: dark when its background colour is (light when it has none). */
function modeFromBackground(variables: ReadonlyMap<string, string>): Mode {
  const background = variables.get('background')
  return background === undefined || isMostlyLight(background) ? 'light' : 'dark'
}

/** The theme with the parts our export kept in `$extensions`; the result must still be a
 * theme the engine accepts, or the file is refused as a whole. */
function withRemainder(theme: Theme, remainder: PlainObject | undefined): Theme {
  if (!remainder) return theme
  try {
    return readTheme(mergeThemes(theme, remainder as Partial<Theme>)).theme
  } catch (error) {
    if (!(error instanceof ThemeValidationError)) throw error
    const first = error.violations[0]
    throw new ThemeImportError(
      `This theme cannot be imported. ${first ? `${first.path}: ${first.message}` : error.message}`,
    )
  }
}
