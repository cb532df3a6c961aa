// shadcn/ui theme CSS, as `shadcn init` and tweakcn write it: `:root` (light) and `.dark` blocks of
// variables, plus `@theme inline` for Tailwind v4, or bare HSL triplets for Tailwind v3 configs
// (`hsl(var(--primary))`).
import { themeNameSlug } from '../names.ts'
import type { MostLike } from '../types.ts'
import { hslFromTriplet } from './color-spelling.ts'
import { proseList } from '../prose-list.ts'
import { readCssBlocks, MAX_DECLARATIONS } from './css-blocks.ts'
import {
  chooseCssTheme,
  cssThemeLabel,
  placementsOf,
  themesIn,
  type CssTheme,
} from './css-themes.ts'
import { isThemeVariableName, unlistedVariablesNote, type ThemeVariable } from './css-variables.ts'
import {
  addThemeLayer,
  modesFromVariables,
  spellModes,
  type ModeVariables,
  type SpelledModes,
} from './shadcn-modes.ts'
import {
  ThemeImportError,
  type ExportedTheme,
  type ExportOptions,
  type ImportedTheme,
  type ImportOptions,
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
  const outside = v3 ? new Map<string, string>() : appFonts(spelled.modes)
  const rules = spelled.modes.map(({ variables }, index) => {
    const own = variables.filter(({ name }) => !outside.has(name))
    return rule(index === 0 ? ':root' : '.dark', v3 ? own.map(v3Name) : own)
  })
  const inline = v3 ? undefined : themeInline(spelled, outside)
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

/**
 * Fonts given as a variable the app sets itself (`var(--font-geist)`, from next/font), the same in
 * every mode that sets them. They belong in `@theme inline`, where Tailwind writes the reference into the
 * utility, on the element that has the app's variable; in `:root` it would not be set yet.
 */
export function appFonts(modes: ModeVariables[]): Map<string, string> {
  const all = modes.flatMap(({ variables }) => variables)
  const written = new Set(all.map(({ name }) => name))
  const fonts = new Map<string, string>()
  for (const { name, value, path } of all) {
    if (path[0] !== 'fonts') continue
    const referenced = [...value.matchAll(/var\( ?--([A-Za-z0-9_-]+)/g)].map((match) => match[1])
    if (referenced.length === 0 || referenced.some((other) => written.has(other as string)))
      continue
    const everyMode = modes.every(({ variables }) =>
      variables.every((variable) => variable.name !== name || variable.value === value),
    )
    if (everyMode) fonts.set(name, value)
  }
  return fonts
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
 * Fonts that name the app's own variable are written here as they are (see appFonts), and so is
 * the corner scale shadcn derives from `--radius` (see SpelledModes.radiusScale).
 * `mapped` lists each Tailwind variable with the variable it takes (names without `--`).
 */
function themeInline(
  { modes, radiusScale }: SpelledModes,
  appFonts: ReadonlyMap<string, string>,
): { text: string; mapped: [string, string][] } {
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
      if (!root.has(name) || appFonts.has(name)) return false
      return path[0] === 'fonts' || (kind === 'shadow' && /^shadow(-|$)/.test(name))
    })
    .map(({ name }): [string, string] => [name, name])
  const sections = [colors, corners, selfNamed].filter((lines) => lines.length > 0)
  const lines = sections.map((section) =>
    section.map(([name, target]) => `  --${name}: var(--${target});`).join('\n'),
  )
  const literal = [
    ...[...(root.has('radius') ? radiusScale : [])].map(([key, { formula }]) => [
      `radius-${key}`,
      formula,
    ]),
    ...appFonts,
  ]
  if (literal.length > 0) {
    lines.push(literal.map(([name, value]) => `  --${name}: ${value};`).join('\n'))
  }
  return { text: `@theme inline {\n${lines.join('\n\n')}\n}`, mapped: sections.flat() }
}

const NAME = 'Imported theme'

/**
 * Reads shadcn/ui theme CSS (Tailwind v4 or v3): variables in `:root` (also `:host`, `html`,
 * `.light`, `[data-theme=light]`) are the light mode, in `.dark` (also `[data-theme=dark]`, and
 * `:root` inside `@media (prefers-color-scheme: dark)`) the dark mode; `@layer` and `@supports`
 * wrappers are looked through. `@theme` blocks add corner, font and shadow values. A lone set of
 * variables becomes the mode its background looks like. A file of several themes
 * (`.theme-zinc`, `.dark .theme-zinc`, ...; see listCssThemes) gives the one `cssTheme` names.
 * A partial theme is completed from the shadcn/ui base colour `baseColor`.
 */
export function readShadcnCss(text: string, options: ImportOptions = {}): ImportedTheme {
  if (typeof text !== 'string') throw new ThemeImportError('This is not CSS text.')
  const read = readCssBlocks(text)
  if (read.truncated) {
    throw new ThemeImportError(
      `This CSS sets more than ${MAX_DECLARATIONS.toLocaleString('en')} variables; a theme sets a few hundred.`,
    )
  }
  const themes = themesIn(read.blocks)
  const chosen = chooseCssTheme(themes, options.cssTheme)
  const places: Record<MostLike | 'theme', Map<string, string>> = {
    light: new Map(),
    dark: new Map(),
    theme: new Map(),
  }
  const ignored = new Set<string>()
  for (const block of read.blocks) {
    if (block.declarations.length === 0) continue
    const placements = placementsOf(block)
    if (!placements) ignored.add(block.preludes.join(' '))
    for (const placement of placements ?? []) {
      const place = placement === 'theme' ? 'theme' : placement.mode
      if (placement !== 'theme' && placement.selector !== chosen?.selector) continue
      for (const [name, value] of block.declarations) places[place].set(name, value)
    }
  }
  const light = places.light.size > 0 ? places.light : undefined
  // The dark class sits on the root element, so every :root value it does not override applies.
  const dark = places.dark.size > 0 ? new Map([...places.light, ...places.dark]) : undefined
  const layered = light || dark ? [...places.theme.keys()] : []
  const names = [...(light?.keys() ?? []), ...(dark?.keys() ?? []), ...layered]
  if (!names.some(isThemeVariableName)) {
    throw new ThemeImportError('No theme variables were found in this CSS.')
  }
  for (const variables of [light, dark]) {
    if (variables) addThemeLayer(variables, places.theme, false)
  }
  const imported = modesFromVariables({ light, dark }, NAME, options.baseColor)
  const values = [...places.light.values(), ...places.dark.values()]
  return {
    format: values.some((value) => hslFromTriplet(value)) ? 'shadcn-css-v3' : 'shadcn-css-v4',
    modes: imported.modes,
    notes: [...themesNote(themes, chosen), ...readingNotes(read, ignored), ...imported.notes],
    ...(imported.completedFromBaseColor ? { completedFromBaseColor: true as const } : {}),
  }
}

function themesNote(themes: readonly CssTheme[], chosen: CssTheme | undefined): string[] {
  if (themes.length < 2 || !chosen) return []
  const others = themes.filter((theme) => theme !== chosen).map((theme) => theme.selector)
  const listed = others.length > 4 ? [...others.slice(0, 3), `${others.length - 3} more`] : others
  return [
    `This CSS holds ${themes.length} themes; ${cssThemeLabel(chosen.selector)} was read. The others: ${proseList(listed.map(cssThemeLabel))}.`,
  ]
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
      `Variables under ${listed.join(', ')}${more} were not read: only :root (light), .dark (dark), a theme's own class and @theme hold a theme.`,
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
