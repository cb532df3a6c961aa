// The one mapping between a theme and named CSS variables (shadcn/ui's names, without `--`), shared
// by every export and import format. Names follow what the theme compiles to (css.ts), so a token
// a theme cannot name otherwise (charts, sidebar accents, tracking, ...) is kept in the group whose
// compiled variable is exactly that name, and the theme writes and exports it unchanged.
// Reading variables back into a theme is variables-to-theme.ts; shadcn's corner scale around
// --radius is radius-scale.ts.
import { compileTheme } from '../css.ts'
import { groupVariableName } from '../css-variable-names.ts'
import { isPlainObject, type PlainObject } from '../objects.ts'
import { proseList } from '../prose-list.ts'
import { themeSchema } from '../schema.ts'
import type { Theme } from '../types.ts'
import { parseColorValue } from './color-spelling.ts'
import {
  SHADCN_CHART_AND_SIDEBAR_TOKENS,
  SHADCN_CORE_COLORS,
  withNamesAfter,
} from './shadcn-tokens.ts'

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
export const VARIABLE_GROUPS = ['colors', 'fonts', 'corners', 'shadows'] as const
export type VariableGroup = (typeof VARIABLE_GROUPS)[number]

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
