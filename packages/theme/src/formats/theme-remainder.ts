// The parts of a theme that no variable carries: buttons, tables, switches, the background image
// and its settings, the button style, properties the format does not list. A format holding only
// variables keeps these apart (Design Tokens: in `$extensions`) to give the theme back whole.
import { clonePlain, isForbiddenKey, isPlainObject, type PlainObject } from '../objects.ts'
import type { Theme } from '../types.ts'

/** Fields that say which theme this is rather than how it looks: an import chooses them anew. */
const IDENTITY_FIELDS = ['name', 'displayName', 'schemaVersion', 'inherits', 'mostLike', 'tags']

/** A copy of the theme without its identity and without the values at the variables' paths
 * (nor the groups they leave empty); undefined when nothing is left. */
export function themeRemainder(
  theme: Theme,
  variables: readonly { path: readonly string[] }[],
): PlainObject | undefined {
  const taken = new Set<string>()
  const above = new Set<string>()
  for (const { path } of variables) {
    taken.add(path.join('\n'))
    for (let length = 1; length < path.length; length++) above.add(path.slice(0, length).join('\n'))
  }
  const rest = withoutIdentity(copyUntaken(theme as unknown as PlainObject, [], taken, above) ?? {})
  return Object.keys(rest).length > 0 ? rest : undefined
}

/** The object without the fields that name a theme (changed in place, and returned). */
export function withoutIdentity(rest: PlainObject): PlainObject {
  for (const field of IDENTITY_FIELDS) delete rest[field]
  return rest
}

/** A copy without the taken paths; an object that held only taken values is left out. */
function copyUntaken(
  node: PlainObject,
  at: readonly string[],
  taken: ReadonlySet<string>,
  above: ReadonlySet<string>,
): PlainObject | undefined {
  const copy: PlainObject = {}
  let tookAny = false
  for (const key of Object.keys(node)) {
    const path = [...at, key]
    const id = path.join('\n')
    const value = node[key]
    if (taken.has(id)) {
      tookAny = true
    } else if (above.has(id) && isPlainObject(value)) {
      const rest = copyUntaken(value, path, taken, above)
      if (rest) copy[key] = rest
      else tookAny = true
    } else if (!isForbiddenKey(key) && value !== undefined) {
      copy[key] = clonePlain(value)
    }
  }
  return tookAny && Object.keys(copy).length === 0 ? undefined : copy
}
