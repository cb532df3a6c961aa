// The one mapping between a theme and named CSS variables (shadcn/ui's names, without `--`), shared
// by every export and import format. Names follow what the theme compiles to (css.ts), so a token
// a theme cannot name otherwise (charts, sidebar accents, tracking, ...) is kept in the group whose
// compiled variable is exactly that name, and the theme writes and exports it unchanged.
import { compileTheme, groupVariableName, tailwindVariableOf } from '../css.ts'
import { cssValueProblem } from '../css-values.ts'
import { themeNameSlug } from '../names.ts'
import { isForbiddenKey, isPlainObject, type PlainObject } from '../objects.ts'
import { themeSchema } from '../schema.ts'
import type { MostLike, Theme } from '../types.ts'
import { readTheme, ThemeValidationError } from '../validate.ts'
import { hslFromTriplet, parseColorValue } from './color-spelling.ts'
import {
  SHADCN_CHART_AND_SIDEBAR_TOKENS,
  SHADCN_CORE_COLORS,
  withNamesAfter,
} from './shadcn-tokens.ts'
import { ThemeImportError } from './types.ts'
import { proseList } from '../prose-list.ts'

export type VariableKind = 'color' | 'dimension' | 'font-family' | 'shadow' | 'other'

export interface ThemeVariable {
  /** The CSS variable name without `--`, e.g. `primary-foreground`, `sidebar`, `radius`. */
  name: string
  /** The value as the theme writes it (repaired like compileTheme; unsafe values never appear). */
  value: string
  /** Where the value lives in the theme, e.g. `['colors', 'primaryForeground']`. */
  path: string[]
  kind: VariableKind
}

/** shadcn/ui's tokens (v4 names) and tweakcn's additions, in the order their files list them. */
export const SHADCN_VARIABLE_ORDER: readonly string[] = [
  ...withNamesAfter(SHADCN_CORE_COLORS, { destructive: ['destructive-foreground'] }),
  ...SHADCN_CHART_AND_SIDEBAR_TOKENS,
  'font-sans',
  'font-serif',
  'font-mono',
  'radius',
  'shadow-x',
  'shadow-y',
  'shadow-offset-x',
  'shadow-offset-y',
  'shadow-blur',
  'shadow-spread',
  'shadow-opacity',
  'shadow-color',
  'shadow-2xs',
  'shadow-xs',
  'shadow-sm',
  'shadow',
  'shadow-md',
  'shadow-lg',
  'shadow-xl',
  'shadow-2xl',
  'tracking-normal',
  'letter-spacing',
  'spacing',
]

const SHADCN_RANK = new Map(SHADCN_VARIABLE_ORDER.map((name, index) => [name, index]))

/** Names of the theme format's own fields, as variables (`input-background`, `corner-sm`, ...). */
const THEME_FIELD_NAMES: ReadonlySet<string> = new Set(
  (['colors', 'fonts', 'corners', 'shadows'] as const).flatMap((group) => {
    const fields = (themeSchema.properties as Record<string, { properties: object }>)[group]
    return Object.keys(fields?.properties ?? {}).map((key) =>
      (groupVariableName(group, key) ?? '').slice(2),
    )
  }),
)

/**
 * Whether a variable name is a shadcn/ui or tweakcn token or names a field of the theme format:
 * a file holding none of them is not a theme.
 */
export function isThemeVariableName(name: string): boolean {
  return (
    SHADCN_RANK.has(name) ||
    THEME_FIELD_NAMES.has(name) ||
    name === 'sidebar-background' ||
    /^(radius|corner)-/.test(name)
  )
}

/**
 * The names (without `--`) of the variables written from keys outside the theme format that are
 * no shadcn/ui or tweakcn token either (`surface`, `shadow-input`), each once.
 */
export function unlistedVariableNames(variables: readonly ThemeVariable[]): string[] {
  const unlisted = variables.filter(
    ({ name, path }) =>
      path[0] !== 'sidebar' && !SHADCN_RANK.has(name) && !THEME_FIELD_NAMES.has(name),
  )
  return [...new Set(unlisted.map(({ name }) => name))]
}

/**
 * The note for an export that writes such variables (names without `--`), naming every one: the
 * app the file goes into may use such a name for something else. Undefined when there are none.
 */
export function unlistedVariablesNote(names: readonly string[]): string | undefined {
  if (names.length === 0) return undefined
  const listed = proseList(names.map((name) => `--${name}`))
  return `Also written, from keys outside the theme format that neither shadcn/ui nor theme-o-rama defines: ${listed}. Check that your app uses none of these names for something else.`
}

/** Theme groups whose every key becomes a variable named by the compiler. */
const VARIABLE_GROUPS = ['colors', 'fonts', 'corners', 'shadows'] as const
type VariableGroup = (typeof VARIABLE_GROUPS)[number]

/** The sidebar's fields, by the names shadcn gives them (v4 `sidebar`, v3 `sidebar-background`). */
const SIDEBAR_FIELDS = [
  ['sidebar', 'background', '--sidebar-background'],
  ['sidebar-border', 'border', '--sidebar-border'],
  ['sidebar-backdrop-filter', 'backdropFilter', '--sidebar-backdrop-filter'],
] as const

/**
 * Every variable a resolved theme holds, in shadcn's order and then the theme's own: every key of
 * colors, fonts (`font-*`), corners (`corner-*`, and `radius` for corners.lg), shadows
 * (`shadow-*`) and the sidebar (`sidebar`, `sidebar-border`, `sidebar-backdrop-filter`). Values are
 * those compileTheme writes, so refused values are absent. Buttons, tables, switches and the
 * background image have no shadcn token and are not listed.
 */
export function themeToVariables(theme: Theme): ThemeVariable[] {
  const compiled = compileTheme(theme).variables
  const found = new Map<string, ThemeVariable>()
  const take = (name: string, compiledName: string, path: string[], kind: VariableKind) => {
    if (found.has(name) || !Object.hasOwn(compiled, compiledName)) return
    const value = compiled[compiledName] as string
    found.set(name, { name, value, path, kind })
  }
  const source = theme as unknown as PlainObject
  const sidebar = isPlainObject(source.sidebar) ? source.sidebar : {}
  for (const [name, field, compiledName] of SIDEBAR_FIELDS) {
    if (field in sidebar) {
      const value = compiled[compiledName] ?? ''
      take(name, compiledName, ['sidebar', field], kindOf(name, 'colors', value))
    }
  }
  for (const group of VARIABLE_GROUPS) {
    const values = isPlainObject(source[group]) ? source[group] : {}
    for (const key of Object.keys(values)) {
      const compiledName = groupVariableName(group, key) ?? ''
      const name = compiledName.slice(2)
      if (group === 'corners' && key === 'lg') {
        take('radius', compiledName, ['corners', 'lg'], 'dimension')
      }
      take(name, compiledName, [group, key], kindOf(name, group, compiled[compiledName] ?? ''))
    }
  }
  const rank = (variable: ThemeVariable) => SHADCN_RANK.get(variable.name) ?? Infinity
  return [...found.values()].sort((a, b) => rank(a) - rank(b))
}

const DIMENSION = /^-?(?:\d+\.?\d*|\.\d+)(?:[a-z]+|%)$/i

function kindOf(name: string, group: VariableGroup, value: string): VariableKind {
  if (group === 'fonts') return 'font-family'
  if (group === 'corners') return 'dimension'
  if (parseColorValue(value)) return 'color'
  if (DIMENSION.test(value) || value === '0') return 'dimension'
  const shadowNamed = group === 'shadows' || name === 'shadow'
  return shadowNamed && !/^-?[\d.]+$/.test(value) ? 'shadow' : 'other'
}

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

/** The offsets of shadcn's corner scale from --radius, in px. */
export const SHADCN_CORNER_OFFSETS = { sm: -4, md: -2, xl: 4 } as const

/** shadcn's corners around a radius: sm, md and xl, as an import fills them in. */
export function shadcnCornerScale(radius: string): [keyof typeof SHADCN_CORNER_OFFSETS, string][] {
  return (['sm', 'md', 'xl'] as const).map((key) => [
    key,
    offsetLength(radius, SHADCN_CORNER_OFFSETS[key]),
  ])
}

const LENGTH = /^(-?(?:\d+\.?\d*|\.\d+))([a-z]*)$/i

/** radius + offset px: computed when radius is in px (or zero), else a calc() of the literal. */
function offsetLength(radius: string, offsetPx: number): string {
  const match = LENGTH.exec(radius)
  const amount = Number(match?.[1])
  const unit = match?.[2]?.toLowerCase()
  if (match && (unit === 'px' || amount === 0)) {
    const base = unit === 'px' ? amount : 0
    // A negative radius is clamped to zero by the browser; writing 0px says the same.
    return `${Math.max(0, Math.round((base + offsetPx) * 1000) / 1000)}px`
  }
  return `calc(${radius} ${offsetPx < 0 ? '-' : '+'} ${Math.abs(offsetPx)}px)`
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
