// shadcn/ui's base colours, which its colour themes (amber, rose, ...) are laid over: such a theme
// sets a few tokens and the app's base colour gives the rest. An import completes it the same way,
// so that it looks as it would in a shadcn/ui app and its export holds every token.
import { proseList } from '../prose-list.ts'
import type { MostLike } from '../types.ts'
import { SHADCN_BASE_COLOR_VALUES } from './shadcn-base-colors.generated.ts'
import { SHADCN_CORE_COLORS } from './shadcn-tokens.ts'

export type ShadcnBaseColor = keyof typeof SHADCN_BASE_COLOR_VALUES

/** The base colours a partial theme can be completed from, in shadcn/ui's order. */
export const SHADCN_BASE_COLORS: readonly ShadcnBaseColor[] = [
  'neutral',
  'stone',
  'zinc',
  'gray',
  'slate',
]

/** The base colour `shadcn init` proposes, and the one imports use unless told otherwise. */
export const DEFAULT_SHADCN_BASE_COLOR: ShadcnBaseColor = 'neutral'

/** Tokens a source may already hold under another name. */
const ALSO_HELD_AS: Readonly<Record<string, readonly string[]>> = {
  sidebar: ['sidebar-background'],
  radius: ['radius-lg', 'corner-lg'],
}

/**
 * Completes, in place, one mode's variables that lack one of shadcn's core colours with every
 * token of the base colour's same mode that they lack. Returns the names added (with `--`);
 * none for a complete source.
 */
export function completeFromBaseColor(
  variables: Map<string, string>,
  mode: MostLike,
  baseColor: ShadcnBaseColor = DEFAULT_SHADCN_BASE_COLOR,
): string[] {
  if (SHADCN_CORE_COLORS.every((name) => variables.has(name))) return []
  const added: string[] = []
  const base = SHADCN_BASE_COLOR_VALUES[baseColor]
  // The base's dark class, like any, keeps what its :root sets and it does not (the radius).
  const values = mode === 'light' ? base.light : { ...base.light, ...base.dark }
  for (const [name, value] of Object.entries(values)) {
    const held = [name, ...(ALSO_HELD_AS[name] ?? [])].some((alias) => variables.has(alias))
    if (held) continue
    variables.set(name, value)
    added.push(`--${name}`)
  }
  return added
}

/** What a note says of the tokens completeFromBaseColor added. */
export function completionNote(added: readonly string[], baseColor?: ShadcnBaseColor): string {
  const base = baseColor ?? DEFAULT_SHADCN_BASE_COLOR
  const label = base.charAt(0).toUpperCase() + base.slice(1)
  const listed = added.length > 6 ? [...added.slice(0, 5), `${added.length - 5} more`] : added
  return `The theme sets only some of shadcn/ui's tokens; ${proseList(listed)} come from shadcn/ui's ${label} base colour.`
}
