// The way back from named CSS variables to a theme, for every import format: each variable goes
// to the field or group key that compiles to its name, with notes on what could not be used.
// Apart from css-variables.ts (the names and the way there) because reading untrusted files needs
// its own checks: reserved names, Tailwind's variables, unsafe values and the engine's limits.
import { cssValueProblem } from '../css-values.ts'
import { groupVariableName, tailwindVariableOf } from '../css-variable-names.ts'
import { themeNameSlug } from '../names.ts'
import { isForbiddenKey, type PlainObject } from '../objects.ts'
import { proseList } from '../prose-list.ts'
import type { MostLike, Theme } from '../types.ts'
import { readTheme, ThemeValidationError } from '../validate.ts'
import { hslFromTriplet } from './color-spelling.ts'
import type { VariableGroup } from './css-variables.ts'
import { shadcnCornerScale } from './radius-scale.ts'
import { ThemeImportError } from './types.ts'

/** The theme built from one mode's variables, and what could not be used. */
export interface VariablesTheme {
  theme: Theme
  notes: string[]
}

/**
 * The theme that writes the given variables (names with or without `--`): a complete theme-o-rama
 * theme of the mode (`mostLike` and `inherits` both `mode`, so the built-in theme supplies
 * buttons, tables and switches). `sidebar`/`sidebar-background` fill sidebar.background, `radius`
 * fills corners.lg and, unless the source names them, corners sm, md and xl as shadcn derives
 * them from it. Every other token is kept in the group that compiles back to its name. Unsafe
 * values and unusable names are left out with a note; a source over the engine's limits (unlisted
 * properties, var() depth) throws a ThemeImportError.
 */
export function variablesToTheme(
  variables: ReadonlyMap<string, string> | Readonly<Record<string, string>>,
  mode: MostLike,
  displayName: string,
): VariablesTheme {
  const builder = new ThemeBuilder()
  const entries =
    variables instanceof Map
      ? [...variables]
      : Object.keys(variables).map((key) => [key, (variables as PlainObject)[key]] as const)
  for (const [rawName, value] of entries) builder.add(String(rawName).replace(/^--/, ''), value)
  builder.noteTailwindVariables()
  builder.deriveCornerScale()
  const slug = themeNameSlug(displayName)
  const theme: Theme = {
    // A theme named after the built-in theme it inherits would inherit itself.
    name: slug === mode ? `${slug}-custom` : slug,
    displayName,
    schemaVersion: 1,
    inherits: mode,
    mostLike: mode,
    ...builder.groups(),
  }
  return { theme: validated(theme, builder), notes: builder.notes }
}

/** Collects the theme's groups from variables, with notes on what it could not take. */
class ThemeBuilder {
  readonly notes: string[] = []
  private readonly values: Record<'sidebar' | VariableGroup, PlainObject> = {
    colors: {},
    fonts: {},
    corners: {},
    shadows: {},
    sidebar: {},
  }
  /** Which variable set each theme path, to explain conflicts and validation errors. */
  private readonly sources = new Map<string, string>()
  /** Tailwind's own variables the source sets (a real globals.css may customise --spacing). */
  private readonly tailwindVariables: string[] = []

  add(name: string, value: unknown): void {
    if (isForbiddenKey(name)) {
      this.notes.push(`--${name} was ignored: the name is reserved.`)
      return
    }
    const path = themePathFor(name)
    if (!path) {
      this.notes.push(`--${name} was left out: a theme cannot write a variable of that name.`)
      return
    }
    if (path[0] !== 'sidebar' && tailwindVariableOf(path[0], path[1])) {
      this.tailwindVariables.push(`--${name}`)
      return
    }
    if (typeof value !== 'string' || value.trim() === '') {
      this.notes.push(`--${name} was left out: it has no value.`)
      return
    }
    const usable = usableValue(name, value.trim(), this.notes)
    if (usable === undefined) return
    const [group, key] = path
    const pointer = `/${group}/${key}`
    const earlier = this.sources.get(pointer)
    if (earlier !== undefined) {
      if (this.values[group][key] !== usable) {
        this.notes.push(`--${earlier} and --${name} set the same value; --${earlier} was kept.`)
      }
      return
    }
    this.values[group][key] = usable
    this.sources.set(pointer, name)
  }

  /**
   * One note for the variables of Tailwind's own theme the source set: they are left out rather
   * than kept as keys the engine would refuse, so a real globals.css still imports.
   */
  noteTailwindVariables(): void {
    const names = this.tailwindVariables
    if (names.length === 0) return
    const listed = proseList(names)
    this.notes.push(
      names.length > 1
        ? `${listed} were left out: they are Tailwind's own variables, which a theme may not set, since they would restyle the whole page around it.`
        : `${listed} was left out: it is one of Tailwind's own variables, which a theme may not set, since it would restyle the whole page around it.`,
    )
  }

  /** shadcn's scale around --radius: sm = radius - 4px, md = radius - 2px, xl = radius + 4px. */
  deriveCornerScale(): void {
    const radius = this.values.corners.lg
    if (typeof radius !== 'string' || this.sources.get('/corners/lg') !== 'radius') return
    for (const [key, value] of shadcnCornerScale(radius)) {
      if (this.values.corners[key] === undefined) {
        this.values.corners[key] = value
        this.sources.set(`/corners/${key}`, 'radius')
      }
    }
  }

  groups(): Partial<Theme> {
    const groups: PlainObject = {}
    for (const [group, values] of Object.entries(this.values)) {
      if (Object.keys(values).length > 0) groups[group] = values
    }
    return groups
  }

  sourceOf(pointer: string): string | undefined {
    return this.sources.get(pointer)
  }
}

/**
 * Where in a theme a variable lives: the sidebar's fields, `radius` as corners.lg, else the group
 * whose compiled prefix gives back exactly the name (`font-*`, `shadow-*`, `corner-*`/`radius-*`,
 * everything else in colors), under a camelCase key when that compiles back to the name.
 */
function themePathFor(name: string): ['sidebar' | VariableGroup, string] | undefined {
  if (name === 'sidebar' || name === 'sidebar-background') return ['sidebar', 'background']
  if (name === 'sidebar-border') return ['sidebar', 'border']
  if (name === 'sidebar-backdrop-filter') return ['sidebar', 'backdropFilter']
  if (name === 'radius') return ['corners', 'lg']
  const [group, rest] = splitGroup(name)
  const camel = rest.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())
  // Corners compile to --corner-<key> and --radius-<key> alike, so the first prefix decides.
  const wanted = `--${group === 'corners' ? 'corner-' : name.slice(0, -rest.length)}${rest}`
  for (const key of [camel, rest]) {
    const usable = /^[A-Za-z0-9_-]+$/.test(key) && !isForbiddenKey(key)
    if (usable && groupVariableName(group, key) === wanted) return [group, key]
  }
  return undefined
}

/** The group a name belongs to and the rest of the name after the group's prefix. */
function splitGroup(name: string): [VariableGroup, string] {
  for (const [prefix, group] of [
    ['font-', 'fonts'],
    ['shadow-', 'shadows'],
    ['corner-', 'corners'],
    ['radius-', 'corners'],
  ] as const) {
    if (name.startsWith(prefix) && name.length > prefix.length) {
      return [group, name.slice(prefix.length)]
    }
  }
  return ['colors', name]
}

/** The value as the theme will hold it, or undefined (with a note) when the engine refuses it. */
function usableValue(name: string, value: string, notes: string[]): string | undefined {
  const text = hslFromTriplet(value) ?? value
  const problem = cssValueProblem(text)
  if (!problem) return text
  if (problem.kind === 'malformed' && problem.repaired) {
    notes.push(`--${name}: ${problem.reason.toLowerCase()}.`)
    return problem.repaired
  }
  notes.push(`--${name} was left out: ${problem.reason.toLowerCase()}.`)
  return undefined
}

/** The theme as the engine accepts it; a source over the engine's limits is refused as a whole. */
function validated(theme: Theme, builder: ThemeBuilder): Theme {
  try {
    return readTheme(theme).theme
  } catch (error) {
    if (!(error instanceof ThemeValidationError)) throw error
    const first = error.violations[0]
    const variable = first && builder.sourceOf(first.path)
    const where = variable ? `--${variable}: ` : ''
    throw new ThemeImportError(
      `This theme cannot be imported. ${where}${first?.message ?? error.message}.`,
    )
  }
}
