// What our own export keeps in `$extensions` for the way back: the document's name, and per mode
// the parts of the theme no token holds and the variables no token type can hold.
import { mergeThemes } from '../inherit.ts'
import { clonePlain, isPlainObject, type PlainObject } from '../objects.ts'
import type { Theme } from '../types.ts'
import { readTheme, ThemeValidationError } from '../validate.ts'
import { DESIGN_TOKENS_EXTENSION } from './design-tokens.ts'
import type { TokenTree } from './dtcg-tree.ts'
import { withoutIdentity } from './theme-remainder.ts'
import { ThemeImportError } from './types.ts'

/** Our data in a node's `$extensions`, if any. */
export function ownData(node: PlainObject | undefined): unknown {
  const extensions = node?.$extensions
  return isPlainObject(extensions) ? extensions[DESIGN_TOKENS_EXTENSION] : undefined
}

/** What our export kept beside a set's tokens. */
export function ownExtension(
  tree: TokenTree,
  scope: readonly string[],
): { variables: Map<string, string>; remainder: PlainObject | undefined } {
  const data = ownData(tree.groups.get(scope.join('.')))
  const extension = isPlainObject(data) ? data : {}
  const variables = new Map<string, string>()
  if (isPlainObject(extension.variables)) {
    for (const [name, value] of Object.entries(extension.variables)) {
      if (typeof value === 'string') variables.set(name, value)
    }
  }
  const remainder = isPlainObject(extension.theme)
    ? withoutIdentity(clonePlain(extension.theme))
    : undefined
  return { variables, remainder }
}

/** The theme with the parts our export kept in `$extensions`; the result must still be a
 * theme the engine accepts, or the file is refused as a whole. */
export function withRemainder(theme: Theme, remainder: PlainObject | undefined): Theme {
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
