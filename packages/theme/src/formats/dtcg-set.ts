// One token set of a Design Tokens file (a mode's group, or the whole file): each token with its
// value as CSS (or why it has none) and the field it is proposed to fill.
import { isThemeVariableName } from './css-variables.ts'
import { DESIGN_TOKENS_EXTENSION, TOKEN_KINDS, type Mode } from './design-tokens.ts'
import { fieldsForTokenType, fieldTokenType } from './dtcg-fields.ts'
import { guessField } from './dtcg-guess.ts'
import type { ProposedRow, TokenMappingValue } from './dtcg-mapping.ts'
import { showValue } from './dtcg-notes.ts'
import type { FlatToken, TokenTree } from './dtcg-tree.ts'
import { numberToCss } from './dtcg-values.ts'
import { isPlainObject } from '../objects.ts'

export interface TokenSet {
  /** The mode its group names, or undefined for a file of one unnamed set. */
  mode: Mode | undefined
  /** Path of the set's group ([] for the whole document). */
  scope: readonly string[]
}

export interface SetToken {
  token: FlatToken
  /** Its dotted path from the document root, as notes name it. */
  key: string
  /** Its dotted path within the set: the mapping's row. */
  relative: string
  value: TokenMappingValue
  /** The row this token proposes, before the user's edits and conflicts. */
  proposal: Omit<ProposedRow, 'values'> & {
    /** Whether it names a field at all: tokens that do not are summed up in one note. */
    named: boolean
  }
}

export interface ReadTokenSet extends TokenSet {
  tokens: SetToken[]
}

/** The set's tokens, in file order. `ours`: the file is our own export, named by field. */
export function readTokenSet(tree: TokenTree, set: TokenSet, ours: boolean): ReadTokenSet {
  const tokens: SetToken[] = []
  const prefix = set.scope.join('.')
  for (const [key, token] of tree.tokens) {
    if (prefix !== '' && !key.startsWith(`${prefix}.`)) continue
    const path = token.path.slice(set.scope.length)
    const relative = path.join('.')
    const read = readValue(tree, token, set.scope)
    const value: TokenMappingValue = { mode: set.mode ?? 'light', ...read }
    const guess = ours ? ownField(path, read.type) : guessField(path, read.type)
    const ownChoices = fieldsForTokenType(read.type)
    const field = 'field' in guess ? guess.field : undefined
    const choices =
      field === undefined || ownChoices.includes(field) ? ownChoices : [field, ...ownChoices]
    tokens.push({
      token,
      key,
      relative,
      value,
      proposal: {
        token: relative,
        type: read.type,
        field,
        reason: 'reason' in guess ? guess.reason : undefined,
        choices,
        strength: 'field' in guess ? guess.strength : 0,
        edited: false,
        named: field !== undefined || ('reason' in guess && guess.named),
      },
    })
  }
  return { ...set, tokens }
}

/** In our own files a token's name is its field, for any key the theme had. */
function ownField(path: readonly string[], type: string | undefined) {
  const name = path.at(-1) ?? ''
  const expected = isThemeVariableName(name) ? fieldTokenType(name) : type
  if (type !== undefined && expected === type) return { field: name, strength: 2 as const }
  return guessField(path, type)
}

/** A token's value as CSS and for the table, or why it cannot be used. */
function readValue(
  tree: TokenTree,
  token: FlatToken,
  scope: readonly string[],
): { type: string | undefined; display: string; css?: string; problem?: string } {
  const resolution = tree.resolve(token, scope)
  if ('problem' in resolution) {
    return { type: token.type, display: showValue(token.value), problem: resolution.problem }
  }
  const type = resolution.resolvedType
  const display = showValue(resolution.resolvedValue)
  // shadcn's shadow-opacity is a number; no variable of a theme is a number otherwise.
  const read =
    type === 'number'
      ? numberToCss(resolution.resolvedValue)
      : Object.values(TOKEN_KINDS)
          .find((candidate) => candidate.type === type)
          ?.toCss(resolution.resolvedValue)
  if (!read) return { type, display }
  if ('problem' in read) return { type, display, problem: read.problem }
  const css = spellingHint(token, read.css) ?? read.css
  return { type, display: css, css }
}

/** The theme's own spelling our export kept beside a token, while the token's value still
 * reads back as it did then. */
function spellingHint(token: FlatToken, valueCss: string): string | undefined {
  const data = token.extensions?.[DESIGN_TOKENS_EXTENSION]
  if (!isPlainObject(data) || data.valueCss !== valueCss) return undefined
  return typeof data.css === 'string' ? data.css : undefined
}
