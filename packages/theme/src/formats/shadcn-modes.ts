// What the shadcn/ui formats (CSS for Tailwind v4 and v3, registry items) share: a theme's modes as
// variables spelled for the file, the notes on what such a file cannot hold, and the way back from
// one file's variables to its modes.
import { listBuiltInThemes } from '../builtins.ts'
import { isMostlyLight } from '../color-contrast.ts'
import { compileTheme } from '../css.ts'
import { isPlainObject } from '../objects.ts'
import { proseList } from '../prose-list.ts'
import { themeSchema } from '../schema.ts'
import type { MostLike, Theme } from '../types.ts'
import { spellColor, srgbOf, type ColorSpelling } from './color-spelling.ts'
import {
  completeFromBaseColor,
  completionNote,
  type ShadcnBaseColor,
} from './shadcn-base-colors.ts'
import { cornersOverRadius, isClassicScale, type RadiusCorner } from './radius-scale.ts'
import { themeToVariables, unlistedVariableNames, type ThemeVariable } from './css-variables.ts'
import { variablesToTheme } from './variables-to-theme.ts'
import type { ThemeModes } from './types.ts'

export interface ModeVariables {
  mode: MostLike
  variables: ThemeVariable[]
}

export interface SpelledModes {
  /** The modes present, light first. */
  modes: ModeVariables[]
  notes: string[]
  /** The variables written from keys outside the format (see unlistedVariableNames). */
  unlisted: string[]
  /**
   * Corners every mode gives as a formula over its radius (see cornersOverRadius): left out of
   * the modes, for the file to derive from `--radius`.
   */
  radiusScale: Map<string, RadiusCorner>
}

/**
 * Each present mode's variables with colours in the given spelling (`colorSpellingFor` picks one
 * per variable, e.g. bare triplets only where Tailwind v3 wraps them in hsl()). `corner-lg` is
 * left out: shadcn's `radius` holds it; so are the corners of `radiusScale`.
 */
export function spellModes(
  modes: ThemeModes,
  colorSpellingFor: (variable: ThemeVariable) => ColorSpelling,
): SpelledModes {
  const present = (['light', 'dark'] as const).filter((mode) => modes[mode] !== undefined)
  if (present.length === 0) throw new TypeError('No theme to export: give a light or dark mode')
  const notes = new Set<string>()
  const radiusScale = cornersOverRadius(present.map((mode) => modes[mode] as Theme))
  const leftOut = new Set(['corner-lg', ...[...radiusScale.keys()].map((key) => `corner-${key}`)])
  const spelled = present.map((mode) => {
    const theme = modes[mode] as Theme
    const label = present.length > 1 ? `${mode === 'light' ? 'Light' : 'Dark'} mode: ` : ''
    for (const note of leftOutNotes(theme)) notes.add(note)
    const variables = themeToVariables(theme)
      .filter((variable) => !leftOut.has(variable.name))
      .map((variable) => {
        if (variable.kind !== 'color') return variable
        const spelling = colorSpellingFor(variable)
        const color = spellColor(variable.value, spelling)
        if (!color) return variable
        if (color.gamutMapped) {
          notes.add(
            `${label}${variable.name} (${variable.value}) is more vivid than ${SPELLING_NAMES[spelling]} can hold; it was written as the nearest colour, ${color.text}.`,
          )
        }
        return { ...variable, value: color.text }
      })
    return { mode, variables }
  })
  const [first, second] = spelled
  if (first && second) {
    const kept = withoutCascaded(second.variables, first.variables)
    const once = second.variables.filter((variable) => !kept.includes(variable))
    if (once.length > 0) notes.add(writtenOnceNote(once.map(({ name }) => `--${name}`)))
    second.variables = kept
  }
  const unlisted = unlistedVariableNames(spelled.flatMap(({ variables }) => variables))
  return { modes: spelled, notes: [...notes], unlisted, radiusScale }
}

/**
 * The dark mode without the radius, fonts, shadows and other values it shares with the light
 * mode: the dark class sits on the root element, so they reach it from `:root`, where shadcn's
 * files set them once. Colours stay, as those files repeat them in both modes.
 */
function withoutCascaded(dark: ThemeVariable[], light: ThemeVariable[]): ThemeVariable[] {
  const shared = new Map(light.map(({ name, value }) => [name, value]))
  return dark.filter(
    ({ name, value, kind, path }) =>
      kind === 'color' || path[0] === 'colors' || shared.get(name) !== value,
  )
}

function writtenOnceNote(names: string[]): string {
  const one = names.length === 1
  return `Dark mode: ${proseList(names)} ${one ? 'is' : 'are'} the same as in the light mode and ${one ? 'is' : 'are'} written once, for both modes.`
}

const SPELLING_NAMES: Readonly<Record<ColorSpelling, string>> = {
  oklch: 'oklch',
  hex: 'hex colours',
  hsl: 'hsl()',
  rgb: 'rgb()',
  'hsl-triplet': 'Tailwind v3 HSL values',
}

const BASES = listBuiltInThemes()
  .map(({ theme }) => theme)
  .filter((theme) => theme.name === 'light' || theme.name === 'dark')

/** Whether a part differs from what the built-in light and dark themes give every theme. */
function customised(theme: Theme, part: 'buttons' | 'tables' | 'switches'): boolean {
  if (theme[part] === undefined) return false
  const text = JSON.stringify(theme[part])
  return BASES.every((base) => JSON.stringify(base[part]) !== text)
}

const KNOWN_TOP_LEVEL = new Set(Object.keys(themeSchema.properties as object))

/** What a shadcn/ui theme has no place for, in a designer's words. */
function leftOutNotes(theme: Theme): string[] {
  const notes: string[] = []
  if (customised(theme, 'buttons')) {
    notes.push(
      'Button styles are not part of a shadcn/ui theme: its buttons take the primary, secondary, destructive and accent colours.',
    )
  }
  if (theme.buttonStyle) {
    notes.push(`The "${theme.buttonStyle}" button effect is not part of a shadcn/ui theme.`)
  }
  if (customised(theme, 'tables')) {
    notes.push('Table colours and borders are not part of a shadcn/ui theme.')
  }
  if (customised(theme, 'switches')) {
    notes.push(
      'Switch colours are not part of a shadcn/ui theme: its switches take the primary and input colours.',
    )
  }
  if (theme.backgroundImage) {
    notes.push(
      "The background image is not part of a shadcn/ui theme; add it to your page's CSS if you want it.",
    )
  }
  for (const key of Object.keys(theme)) {
    if (
      !KNOWN_TOP_LEVEL.has(key) &&
      isPlainObject((theme as unknown as Record<string, unknown>)[key])
    ) {
      notes.push(`The "${key}" settings are not part of the theme format and were left out.`)
    }
  }
  for (const rejected of compileTheme(theme).rejected) {
    notes.push(`${rejected.path} was left out: ${rejected.reason}.`)
  }
  return notes
}

/** Variables read from a file, per mode as the cascade gives them. */
export interface ModeSources {
  light?: Map<string, string>
  dark?: Map<string, string>
}

/**
 * The themes for the modes a file holds. A file with one set of variables is taken as the mode
 * its background reads as; with both, dark holds the light values it does not override, as the
 * cascade gives them. A mode that sets only some of shadcn's colours is completed from the
 * shadcn/ui base colour `baseColor` (neutral unless given), as the app it goes into completes it.
 */
export function modesFromVariables(
  sources: ModeSources,
  displayName: string,
  baseColor?: ShadcnBaseColor,
): { modes: ThemeModes; notes: string[]; completedFromBaseColor?: true } {
  const notes: string[] = []
  const modes: ThemeModes = {}
  let completedFromBaseColor = false
  const both = sources.light !== undefined && sources.dark !== undefined
  for (const source of ['light', 'dark'] as const) {
    const variables = sources[source]
    if (!variables) continue
    const mode = both ? source : modeOfVariables(variables, source)
    const name = both ? `${displayName} (${mode})` : displayName
    let read = variablesToTheme(variables, mode, name)
    const label = both ? `${mode === 'light' ? 'Light' : 'Dark'} mode: ` : ''
    // A partial theme is laid over a base colour, unless nothing of it could be used at all.
    const completed = new Map(variables)
    const added = holdsValues(read.theme) ? completeFromBaseColor(completed, mode, baseColor) : []
    if (added.length > 0) {
      read = variablesToTheme(completed, mode, name)
      notes.push(label + completionNote(added, baseColor))
      completedFromBaseColor = true
    }
    notes.push(...read.notes.map((note) => label + note))
    modes[mode] = read.theme
  }
  return {
    modes,
    notes: [...new Set(notes)],
    ...(completedFromBaseColor ? { completedFromBaseColor: true as const } : {}),
  }
}

/** Whether a theme read from variables holds any of them. */
function holdsValues(theme: Theme): boolean {
  return (['colors', 'fonts', 'corners', 'shadows', 'sidebar'] as const).some(
    (group) => Object.keys(theme[group] ?? {}).length > 0,
  )
}

/**
 * The mode a lone set of variables looks like, by its background, followed through var()
 * references to the set's own variables (the file's own word else).
 */
export function modeOfVariables(
  variables: ReadonlyMap<string, string>,
  fallback: MostLike,
): MostLike {
  let background = variables.get('background') ?? ''
  for (let depth = 0; depth < 8; depth++) {
    const referenced = /^var\( ?--([A-Za-z0-9_-]+) ?\)$/.exec(background.trim())?.[1]
    if (referenced === undefined) break
    background = variables.get(referenced) ?? ''
  }
  const rgb = srgbOf(background)
  if (!rgb) return fallback
  return isMostlyLight({ r: rgb.r, g: rgb.g, b: rgb.b }) ? 'light' : 'dark'
}

/** Tailwind theme namespaces a theme file fills: corners, fonts and shadows. */
const THEME_LAYER_NAME = /^(radius|font|shadow)(-|$)/
const REFERENCE = /var\( ?--([A-Za-z0-9_-]+) ?\)/g

/**
 * A mode's variables with what a Tailwind theme layer (`@theme inline { … }`, a registry item's
 * `cssVars.theme`) adds for it: corner, font and shadow values the mode does not set itself, with
 * var() references to the mode's variables filled in (`calc(var(--radius) * 0.6)` reads as
 * `calc(0.625rem * 0.6)`); a font's reference to a variable the file does not set is kept. With
 * `literalOthers`, other values without var() are taken too.
 * Returns the names it could not use.
 */
export function addThemeLayer(
  variables: Map<string, string>,
  layer: ReadonlyMap<string, string>,
  literalOthers: boolean,
): string[] {
  const skipped: string[] = []
  const own = new Set(variables.keys())
  for (const [name, value] of layer) {
    const corner = /^radius-(.+)$/.exec(name)?.[1]
    if (own.has(name) || (corner !== undefined && own.has(`corner-${corner}`))) continue
    // shadcn's own scale around --radius: the import derives the same corners from the radius.
    if (corner && isClassicScale(corner, value)) continue
    if (!THEME_LAYER_NAME.test(name) && !(literalOthers && !value.includes('var('))) {
      skipped.push(name)
      continue
    }
    // A font may name one the app loads itself (next/font's `var(--font-geist)`): kept as it is.
    const outsideAllowed = name.startsWith('font-')
    let resolved = true
    const filled = value.replace(REFERENCE, (reference, referenced: string) => {
      const found = referenced === name ? undefined : variables.get(referenced)
      if (found === undefined && (referenced === name || !outsideAllowed)) resolved = false
      return found ?? reference
    })
    if (resolved && (outsideAllowed || !filled.includes('var('))) variables.set(name, filled)
  }
  return skipped
}
