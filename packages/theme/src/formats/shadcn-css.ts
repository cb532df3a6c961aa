// shadcn/ui theme CSS, as `shadcn init` and tweakcn write it: `:root` (light) and `.dark` blocks of
// variables, plus `@theme inline` for Tailwind v4, or bare HSL triplets for Tailwind v3 configs
// (`hsl(var(--primary))`).
import { themeNameSlug } from '../names.ts'
import type { MostLike } from '../types.ts'
import { hslFromTriplet } from './color-spelling.ts'
import { readCssBlocks, MAX_DECLARATIONS, type CssBlock } from './css-blocks.ts'
import { isThemeVariableName, unlistedVariablesNote, type ThemeVariable } from './css-variables.ts'
import {
  addThemeLayer,
  modesFromVariables,
  spellModes,
  type ModeVariables,
} from './shadcn-modes.ts'
import {
  ThemeImportError,
  type ExportedTheme,
  type ExportOptions,
  type ImportedTheme,
  type ThemeModes,
} from './types.ts'

export interface ShadcnCssOptions extends ExportOptions {
  tailwind: 4 | 3
}

/** Values that compute to a colour without being one yet: a reference, a mix. */
const COLOR_EXPRESSION = /^(var|color-mix|light-dark)\(/i

/**
 * Colours Tailwind makes utilities of (`bg-primary`): the colour group and the sidebar, including
 * colours given as another variable (`--sidebar-primary: var(--primary)`).
 */
function isUtilityColor({ kind, path, name, value }: ThemeVariable): boolean {
  if (path[0] !== 'colors' && path[0] !== 'sidebar') return false
  return kind === 'color' || (COLOR_EXPRESSION.test(value) && !name.endsWith('backdrop-filter'))
}

/**
 * The theme as shadcn/ui CSS: `:root` holds the light mode (or the only one), `.dark` the dark
 * mode. For Tailwind v4, colours are in `colorFormat` (oklch by default) and `@theme inline` maps
 * Tailwind's colour, radius, font and shadow utilities onto the variables; for v3, colours are
 * bare HSL triplets and the sidebar is `--sidebar-background`, as shadcn's v3 config expects.
 * The notes name what the file cannot hold, and every variable it writes (utilities included)
 * from keys outside the format.
 */
export function exportShadcnCss(modes: ThemeModes, options: ShadcnCssOptions): ExportedTheme {
  const v3 = options.tailwind === 3
  const format = options.colorFormat ?? 'oklch'
  const spelled = spellModes(modes, (variable) => {
    if (!v3) return format
    return isUtilityColor(variable) ? 'hsl-triplet' : 'hsl'
  })
  const rules = spelled.modes.map(({ variables }, index) =>
    rule(index === 0 ? ':root' : '.dark', v3 ? variables.map(v3Name) : variables),
  )
  const inline = v3 ? undefined : themeInline(spelled.modes)
  const text = inline
    ? `${[...rules, inline.text].join('\n\n')}\n`
    : `@layer base {\n${rules.map((lines) => indent(lines)).join('\n\n')}\n}\n`
  const unlisted = new Set(spelled.unlisted)
  const utilities = (inline?.mapped ?? []).filter(([name, target]) => {
    return name !== target && unlisted.has(target)
  })
  const note = unlistedVariablesNote([...unlisted, ...utilities.map(([name]) => name)])
  return {
    text,
    fileName: `${themeNameSlug(options.displayName)}.css`,
    notes: note ? [...spelled.notes, note] : spelled.notes,
  }
}

function v3Name(variable: ThemeVariable): ThemeVariable {
  return variable.name === 'sidebar' ? { ...variable, name: 'sidebar-background' } : variable
}

function rule(selector: string, variables: ThemeVariable[]): string {
  const lines = variables.map(({ name, value }) => `  --${name}: ${value};`)
  return `${selector} {\n${lines.join('\n')}\n}`
}

function indent(text: string): string {
  return text
    .split('\n')
    .map((line) => `  ${line}`)
    .join('\n')
}

/**
 * Tailwind v4's mapping of utilities onto the variables. Fonts and shadows keep their names
 * (`--font-sans: var(--font-sans)`, as shadcn writes them): Tailwind inlines the reference into
 * the utility, and also writes the declaration into its theme layer, where it refers to itself;
 * the unlayered `:root` value wins over it, so these are only written for variables `:root` sets.
 * `mapped` lists each Tailwind variable with the variable it takes (names without `--`).
 */
function themeInline(modes: ModeVariables[]): { text: string; mapped: [string, string][] } {
  const root = new Set(modes[0]?.variables.map(({ name }) => name))
  const all = new Map<string, ThemeVariable>()
  for (const variable of modes.flatMap(({ variables }) => variables)) {
    const known = all.get(variable.name)
    if (!known || (!isUtilityColor(known) && isUtilityColor(variable))) {
      all.set(variable.name, variable)
    }
  }
  const variables = [...all.values()]
  const colors = variables
    .filter(isUtilityColor)
    .map(({ name }): [string, string] => [`color-${name}`, name])
  const corners = variables.flatMap(({ name }): [string, string][] => {
    if (name === 'radius') return [['radius-lg', 'radius']]
    const corner = /^corner-(.+)$/.exec(name)?.[1]
    return corner ? [[`radius-${corner}`, name]] : []
  })
  const selfNamed = variables
    .filter(({ name, path, kind }) => {
      if (!root.has(name)) return false
      return path[0] === 'fonts' || (kind === 'shadow' && /^shadow(-|$)/.test(name))
    })
    .map(({ name }): [string, string] => [name, name])
  const sections = [colors, corners, selfNamed].filter((lines) => lines.length > 0)
  const lines = sections.map((section) =>
    section.map(([name, target]) => `  --${name}: var(--${target});`).join('\n'),
  )
  return { text: `@theme inline {\n${lines.join('\n\n')}\n}`, mapped: sections.flat() }
}

const NAME = 'Imported theme'

/**
 * Reads shadcn/ui theme CSS (Tailwind v4 or v3): variables in `:root` (also `:host`, `html`,
 * `.light`, `[data-theme=light]`) are the light mode, in `.dark` (also `[data-theme=dark]`, and
 * `:root` inside `@media (prefers-color-scheme: dark)`) the dark mode; `@layer` and `@supports`
 * wrappers are looked through. `@theme` blocks add corner, font and shadow values. A lone set of
 * variables becomes the mode its background looks like.
 */
export function readShadcnCss(text: string): ImportedTheme {
  if (typeof text !== 'string') throw new ThemeImportError('This is not CSS text.')
  const read = readCssBlocks(text)
  if (read.truncated) {
    throw new ThemeImportError(
      `This CSS sets more than ${MAX_DECLARATIONS.toLocaleString('en')} variables; a theme sets a few hundred.`,
    )
  }
  const places: Record<Place, Map<string, string>> = {
    light: new Map(),
    dark: new Map(),
    theme: new Map(),
  }
  const ignored = new Set<string>()
  for (const block of read.blocks) {
    if (block.declarations.length === 0) continue
    const place = placeOf(block)
    if (!place) ignored.add(block.preludes.join(' '))
    for (const [name, value] of place ? block.declarations : [])
      places[place as Place].set(name, value)
  }
  const light = places.light.size > 0 ? places.light : undefined
  // The dark class sits on the root element, so every :root value it does not override applies.
  const dark = places.dark.size > 0 ? new Map([...places.light, ...places.dark]) : undefined
  for (const variables of [light, dark]) {
    if (variables) addThemeLayer(variables, places.theme, false)
  }
  const names = [...(light?.keys() ?? []), ...(dark?.keys() ?? [])]
  if (!names.some(isThemeVariableName)) {
    throw new ThemeImportError('No theme variables were found in this CSS.')
  }
  const imported = modesFromVariables({ light, dark }, NAME)
  const values = [...places.light.values(), ...places.dark.values()]
  return {
    format: values.some((value) => hslFromTriplet(value)) ? 'shadcn-css-v3' : 'shadcn-css-v4',
    modes: imported.modes,
    notes: [...readingNotes(read, ignored), ...imported.notes],
  }
}

type Place = MostLike | 'theme'

const SELECTOR_MODES = new Map<string, MostLike>()
for (const mode of ['light', 'dark'] as const) {
  for (const scope of ['', ':root', 'html']) {
    for (const marker of [`.${mode}`, `[data-theme=${mode}]`, `[data-mode=${mode}]`]) {
      SELECTOR_MODES.set(scope + marker, mode)
    }
  }
}
for (const root of [':root', ':host', 'html']) SELECTOR_MODES.set(root, 'light')

/** Which mode a block's variables belong to, `theme` for `@theme`, undefined when neither. */
function placeOf({ preludes }: CssBlock): Place | undefined {
  let media: MostLike | undefined
  for (const wrapper of preludes.slice(0, -1)) {
    const at = wrapper.toLowerCase().replace(/ /g, '')
    if (at.startsWith('@layer') || at.startsWith('@supports')) continue
    const scheme = /^@media\(prefers-color-scheme:(light|dark)\)$/.exec(at)?.[1]
    if (!scheme) return undefined
    media = scheme as MostLike
  }
  const own = (preludes[preludes.length - 1] ?? '').toLowerCase()
  if (/^@theme( |$)/.test(own)) return 'theme'
  const parts = own.replace(/["' ]/g, '').split(',')
  const modes = new Set(parts.map((part) => SELECTOR_MODES.get(part)))
  if (modes.size !== 1) return undefined
  const [mode] = modes
  return mode === 'light' ? (media ?? 'light') : mode
}

function readingNotes(
  read: { unclosedBlocks: number; unclosedBracket: boolean },
  ignored: ReadonlySet<string>,
): string[] {
  const notes: string[] = []
  if (ignored.size > 0) {
    const listed = [...ignored].slice(0, 3).map((selector) => `"${shorten(selector)}"`)
    const more = ignored.size > 3 ? ` and ${ignored.size - 3} more` : ''
    notes.push(
      `Variables under ${listed.join(', ')}${more} were not read: only :root (light), .dark (dark) and @theme hold a theme.`,
    )
  }
  if (read.unclosedBracket) {
    notes.push(
      'A "(" or "[" is never closed, so everything after it was read as part of one value.',
    )
  }
  if (read.unclosedBlocks > 0) {
    notes.push('The CSS ends before all its blocks are closed; it was read as if they were.')
  }
  return notes
}

function shorten(text: string): string {
  return text.length > 60 ? `${text.slice(0, 57)}...` : text
}
