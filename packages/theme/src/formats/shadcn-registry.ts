// shadcn/ui registry items of type `registry:theme`, installed with `npx shadcn add <url>`. shadcn
// writes `cssVars.light` into `:root`, `cssVars.dark` into `.dark` and `cssVars.theme` into
// `@theme inline` (as literal Tailwind theme values), then maps each colour onto a utility.
import { themeNameSlug } from '../names.ts'
import { isPlainObject } from '../objects.ts'
import type { ThemeVariable } from './css-variables.ts'
import { isThemeVariableName, unlistedVariablesNote } from './css-variables.ts'
import { addThemeLayer, modesFromVariables, spellModes } from './shadcn-modes.ts'
import {
  ThemeImportError,
  type ExportedTheme,
  type ExportOptions,
  type ImportedTheme,
  type ImportOptions,
  type ThemeModes,
} from './types.ts'

export const REGISTRY_ITEM_SCHEMA = 'https://ui.shadcn.com/schema/registry-item.json'

type CssVars = Record<string, string>

/**
 * The theme as a `registry:theme` item. Fonts the modes share go into `cssVars.theme`, where
 * Tailwind takes them as they are; so does the corner scale (`radius-sm`, ...), which overrides
 * the scale shadcn derives from `--radius`. `radius` and everything else go into `light` (the
 * light mode, or the only one) and `dark`, as shadcn's own themes hold them. The notes name what the item cannot hold, and every
 * variable it writes from keys outside the format.
 */
export function exportShadcnRegistryItem(modes: ThemeModes, options: ExportOptions): ExportedTheme {
  const spelled = spellModes(modes, () => options.colorFormat ?? 'oklch')
  const sets = spelled.modes.map(({ variables }) => new Map(variables.map((v) => [v.name, v])))
  // The dark mode leaves out what it shares with the light one (see spellModes).
  const shared = (name: string): string | undefined => {
    const [first, ...others] = sets.map((set) => set.get(name)?.value)
    return others.every((value) => value === undefined || value === first) ? first : undefined
  }
  const theme: CssVars = {}
  const inTheme = new Set<string>()
  for (const { name, path } of sets.flatMap((set) => [...set.values()])) {
    const value = shared(name)
    const corner = /^corner-(.+)$/.exec(name)?.[1]
    if (path[0] === 'fonts' && value !== undefined) {
      theme[name] = value
      inTheme.add(name)
    } else if (corner !== undefined) {
      theme[`radius-${corner}`] = value ?? `var(--${name})`
      if (value !== undefined) inTheme.add(name)
    }
  }
  // Corners over the radius go where Tailwind derives them; shadcn's classic scale is the app's own.
  for (const [key, { formula, classic }] of spelled.radiusScale) {
    if (!classic) theme[`radius-${key}`] = formula
  }
  const modeVars = (variables: ThemeVariable[]): CssVars =>
    Object.fromEntries(
      variables.filter(({ name }) => !inTheme.has(name)).map(({ name, value }) => [name, value]),
    )
  const [first, second] = spelled.modes
  const item = {
    $schema: REGISTRY_ITEM_SCHEMA,
    name: themeNameSlug(options.displayName),
    type: 'registry:theme',
    title: options.displayName,
    cssVars: {
      theme,
      ...(first ? { light: modeVars(first.variables) } : {}),
      ...(second ? { dark: modeVars(second.variables) } : {}),
    },
  }
  // A corner outside the format is written as Tailwind's radius-<corner> too, or only as that
  // when both modes share it.
  const unlisted = spelled.unlisted.flatMap((name) => {
    const corner = /^corner-(.+)$/.exec(name)?.[1]
    if (corner === undefined) return [name]
    return inTheme.has(name) ? [`radius-${corner}`] : [name, `radius-${corner}`]
  })
  const note = unlistedVariablesNote(unlisted)
  return {
    text: `${JSON.stringify(item, null, 2)}\n`,
    fileName: `${item.name}.json`,
    notes: note ? [...spelled.notes, note] : spelled.notes,
  }
}

/** Sections read at most this many variables: a theme has a few hundred. */
const MAX_SECTION_VARIABLES = 2000

/**
 * Reads a registry item (the object or its JSON text): `cssVars.light` and `cssVars.dark` are the
 * modes, `cssVars.theme` adds to both. The display name is the item's `title`, else its `name`.
 * A partial theme (shadcn's amber, rose, ...) is completed from the base colour `baseColor`, as
 * the app it is added to would complete it.
 */
export function readShadcnRegistryItem(
  json: unknown,
  options: Pick<ImportOptions, 'baseColor'> = {},
): ImportedTheme {
  const item = typeof json === 'string' ? parseJson(json) : json
  if (!isPlainObject(item)) throw new ThemeImportError('This is not a shadcn/ui registry item.')
  if (!isPlainObject(item.cssVars)) {
    throw new ThemeImportError('This registry item holds no theme variables (cssVars).')
  }
  const notes: string[] = []
  const sections = item.cssVars
  const section = (key: 'theme' | 'light' | 'dark') => readSection(sections[key], key, notes)
  const layer = section('theme')
  const lightSection = section('light')
  const darkSection = section('dark')
  const light = lightSection ?? (darkSection ? undefined : new Map<string, string>())
  // shadcn writes `dark` into `.dark` on the root element: the light values it keeps still apply.
  const dark = darkSection && new Map([...(light ?? []), ...darkSection])
  const names = [...(light?.keys() ?? []), ...(dark?.keys() ?? []), ...(layer?.keys() ?? [])]
  if (!names.some(isThemeVariableName)) {
    throw new ThemeImportError('No theme variables were found in this registry item.')
  }
  const derived = new Set<string>()
  for (const variables of [light, dark]) {
    if (!variables || !layer) continue
    for (const name of addThemeLayer(variables, layer, true)) derived.add(name)
  }
  const kept = [...derived].filter((name) => !name.startsWith('color-'))
  if (kept.length > 0) {
    notes.push(
      `${kept.map((name) => `--${name}`).join(', ')} in cssVars.theme ${kept.length === 1 ? 'is' : 'are'} worked out from other variables in your Tailwind setup and ${kept.length === 1 ? 'was' : 'were'} not kept.`,
    )
  }
  const title = [item.title, item.name].find((value) => typeof value === 'string' && value.trim())
  const imported = modesFromVariables(
    { light, dark },
    (title as string | undefined) ?? 'Imported theme',
    options.baseColor,
  )
  return {
    format: 'shadcn-registry',
    modes: imported.modes,
    notes: [...notes, ...imported.notes],
    ...(imported.completedFromBaseColor ? { completedFromBaseColor: true as const } : {}),
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text.replace(/^\uFEFF/, '')) as unknown
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new ThemeImportError(`This is not valid JSON: ${reason}`)
  }
}

function readSection(
  value: unknown,
  key: string,
  notes: string[],
): Map<string, string> | undefined {
  if (value === undefined) return undefined
  if (!isPlainObject(value)) throw new ThemeImportError(`cssVars.${key} is not a set of variables.`)
  const names = Object.keys(value)
  if (names.length > MAX_SECTION_VARIABLES) {
    throw new ThemeImportError(
      `cssVars.${key} sets ${names.length} variables; a theme sets a few hundred.`,
    )
  }
  const variables = new Map<string, string>()
  for (const name of names) {
    const entry = value[name]
    if (typeof entry === 'string') variables.set(name.replace(/^--/, ''), entry)
    else notes.push(`cssVars.${key}.${name} was left out: it is not text.`)
  }
  return variables
}
