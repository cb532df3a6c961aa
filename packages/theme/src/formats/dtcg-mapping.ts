// The mapping of a Design Tokens file onto a theme, one row per token, as the import shows it
// and the user corrects it: each row fills one field or none, with the reason it fills none.
import type { MostLike } from '../types.ts'

/** A token's value in one mode of the file. */
export interface TokenMappingValue {
  mode: MostLike
  /** The value as the table shows it: its CSS, or a short description. */
  display: string
  /** The value as CSS, when it could be read. */
  css?: string
  /** Why the value cannot be used, when it could not. */
  problem?: string
}

export interface TokenMappingRow {
  /** The token's path within its mode, dotted: `color.text.secondary`. The same token in the
   * light and dark groups is one row. */
  token: string
  /** Its `$type` (its own, its group's or its alias target's). */
  type: string | undefined
  values: TokenMappingValue[]
  /** The field it fills, as a CSS variable name without `--` (`secondary-foreground`). */
  field: string | undefined
  /** Why it fills no field. */
  reason?: string
  /** The fields a token of its type can fill: what the user may choose from. */
  choices: string[]
}

/** The user's corrections, by row token: the field it fills instead, or null to leave it out. */
export type TokenMappingEdits = ReadonlyMap<string, string | null>

/** A row before conflicts are settled. */
export interface ProposedRow extends TokenMappingRow {
  strength: number
  edited: boolean
}

/** A row with the user's edit applied; an edit to a field the token's type cannot fill is
 * refused with the reason. */
export function applyEdit(row: ProposedRow, edits: TokenMappingEdits | undefined): ProposedRow {
  const edit = edits?.get(row.token)
  if (edit === undefined) return row
  if (edit === null) {
    return { ...row, field: undefined, reason: 'you chose not to import it', edited: true }
  }
  if (!row.choices.includes(edit)) {
    return { ...row, field: undefined, reason: `--${edit} cannot hold its value`, edited: true }
  }
  return { ...row, field: edit, reason: undefined, edited: true }
}

/**
 * Gives each field to one row: the user's choice first, then the token whose own name spells
 * the field, then the first in the file. The others fill nothing, and say which token won.
 */
export function settleConflicts(rows: readonly ProposedRow[]): TokenMappingRow[] {
  const ranked = rows
    .map((row, index) => ({ row, index }))
    .sort(
      (a, b) =>
        Number(b.row.edited) - Number(a.row.edited) ||
        b.row.strength - a.row.strength ||
        a.index - b.index,
    )
  const owners = new Map<string, string>()
  const settled: TokenMappingRow[] = new Array<TokenMappingRow>(rows.length)
  for (const { row, index } of ranked) {
    const { strength: _strength, edited: _edited, ...plain } = row
    const owner = row.field === undefined ? undefined : owners.get(row.field)
    if (row.field !== undefined && owner === undefined) owners.set(row.field, row.token)
    settled[index] =
      owner === undefined
        ? plain
        : { ...plain, field: undefined, reason: `--${row.field} is filled by ${owner}` }
  }
  return settled
}
