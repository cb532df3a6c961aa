// The custom property names a theme's colour, font, corner and shadow groups compile to, and the
// keys among them that would overwrite Tailwind's own variables. Apart from the compiler because
// validation and every format name variables the same way without compiling a theme.
import { isForbiddenKey } from './objects.ts'
import { LISTED_GROUP_KEYS } from './schema-validator.generated.ts'
import { isTailwindPaletteColor, tailwindNamespaceOf } from './tailwind-variables.ts'

/** Theme groups whose every key becomes variables: key → [variable name prefixes]. */
export const MAPPED_GROUPS = [
  ['colors', ['--', '--color-']],
  ['fonts', ['--font-', '--font-family-']],
  ['corners', ['--corner-', '--radius-']],
  ['shadows', ['--shadow-']],
] as const

/**
 * The first variable a key of the colour, font, corner or shadow group becomes (every key of
 * those groups does, listed by the format or not); undefined for any other place in a theme.
 */
export function groupVariableName(group: string, key: string): string | undefined {
  const prefixes = MAPPED_GROUPS.find(([name]) => name === group)?.[1]
  return prefixes && `${prefixes[0]}${kebab(key)}`
}

/** The keys the format lists in each mapped group. */
const LISTED_KEYS: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  MAPPED_GROUPS.map(([group]) => [group, new Set(LISTED_GROUP_KEYS[group] ?? [])]),
)

/** The Tailwind scale each group's keys write by design (see tailwind-variables.ts). */
const GROUP_SCALES: Readonly<Record<string, string>> = {
  colors: '--color-*',
  fonts: '--font-*',
  corners: '--radius-*',
  shadows: '--shadow-*',
}

/**
 * The Tailwind variable a key of the colour, font, corner or shadow group the format does not
 * list would overwrite (see tailwind-variables.ts): one of the variables it compiles to that lies
 * in a namespace other than the group's own scale (`colors.spacing`, `colors.textSm`,
 * `fonts.weight-bold`) or is a colour of Tailwind's palette (`colors.red-500`). Undefined for the
 * format's own fields and for keys that collide with nothing.
 */
export function tailwindVariableOf(group: string, key: string): string | undefined {
  const prefixes = MAPPED_GROUPS.find(([name]) => name === group)?.[1]
  if (!prefixes || LISTED_KEYS.get(group)?.has(key)) return undefined
  return prefixes
    .map((prefix) => `${prefix}${kebab(key)}`)
    .find((name) => {
      const namespace = tailwindNamespaceOf(name)
      return (namespace && namespace !== GROUP_SCALES[group]) || isTailwindPaletteColor(name)
    })
}

/** A theme key must be a plain identifier to become part of a custom property name. */
export function isUsableKey(key: string): boolean {
  return /^[A-Za-z0-9_-]+$/.test(key) && !isForbiddenKey(key)
}

export function kebab(key: string): string {
  return key.replace(/([A-Z])/g, '-$1').toLowerCase()
}
