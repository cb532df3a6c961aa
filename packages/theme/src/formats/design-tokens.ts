// A theme in its light and dark modes as a W3C Design Tokens file (DTCG 2025.10), the format
// Style Dictionary, Terrazzo and Tokens Studio exchange.
//
// Layout: one group per mode (`light`, `dark`), each with `color`, `dimension`, `font` and
// `shadow` groups carrying `$type`. A token's name is the CSS variable it stands for in the
// shadcn CSS export (`light.color.primary-foreground` is `--primary-foreground`), so every format
// names a value the same way. What tokens cannot hold (buttons, tables, switches, backdrop
// filters, the background image, values in units the format lacks) is kept in `$extensions`
// under DESIGN_TOKENS_EXTENSION, so that reading our own file gives the theme back whole.
import { tailwindVariableOf } from '../css-variable-names.ts'
import { themeNameSlug } from '../names.ts'
import { isPlainObject, type PlainObject } from '../objects.ts'
import { tailwindVariableReason } from '../tailwind-variables.ts'
import type { Theme } from '../types.ts'
import {
  themeToVariables,
  unlistedVariableNames,
  unlistedVariablesNote,
  type ThemeVariable,
  type VariableKind,
} from './css-variables.ts'
import { cssColorToDtcg, dtcgColorToCss } from './dtcg-color.ts'
import {
  cssFontStackToFamilies,
  cssLengthToDimension,
  cssShadowToLayers,
  dimensionToCss,
  familiesToCss,
  layersToCss,
  type Reading,
} from './dtcg-values.ts'
import { themeRemainder } from './theme-remainder.ts'
import type { ExportedTheme, ExportOptions, ThemeModes } from './types.ts'
import { proseList } from '../prose-list.ts'

/** The reverse-domain key of this product's data in `$extensions`. */
export const DESIGN_TOKENS_EXTENSION = 'app.theme-a-roo'

export const MODES = ['light', 'dark'] as const
export type Mode = (typeof MODES)[number]

interface TokenKind {
  /** The group of a mode the tokens go in. */
  group: string
  type: string
  /** The token value for a CSS value (and whether it is a colour sRGB cannot show), or
   * undefined when the format cannot hold it. */
  toToken: (css: string) => { value: unknown; outOfSrgb?: boolean } | undefined
  toCss: (value: unknown) => Reading
}

/** A converter whose result is the token value itself. */
function valueOf<T>(convert: (css: string) => T | undefined): TokenKind['toToken'] {
  return (css) => {
    const value = convert(css)
    return value === undefined ? undefined : { value }
  }
}

/** What each kind of variable becomes (`other` has no token type). */
export const TOKEN_KINDS: Readonly<Partial<Record<VariableKind, TokenKind>>> = {
  color: {
    group: 'color',
    type: 'color',
    toToken: (css) => {
      const converted = cssColorToDtcg(css)
      return converted && { value: converted.color, outOfSrgb: converted.outOfSrgb }
    },
    toCss: dtcgColorToCss,
  },
  dimension: {
    group: 'dimension',
    type: 'dimension',
    toToken: valueOf(cssLengthToDimension),
    toCss: dimensionToCss,
  },
  'font-family': {
    group: 'font',
    type: 'fontFamily',
    toToken: valueOf(cssFontStackToFamilies),
    toCss: familiesToCss,
  },
  shadow: { group: 'shadow', type: 'shadow', toToken: valueOf(shadowToken), toCss: layersToCss },
}

/** Our data in a mode group's `$extensions`. */
interface ModeExtension {
  /** The parts of the theme no variable carries (buttons, tables, background image...). */
  theme?: PlainObject
  /** Variables the format has no token for (a backdrop filter, a radius in %). */
  variables?: Record<string, string>
}

/** `none` has no layer; one that draws nothing reads the same in every tool. */
const NO_SHADOW = {
  color: { colorSpace: 'srgb', components: [0, 0, 0], alpha: 0, hex: '#000000' },
  offsetX: { value: 0, unit: 'px' },
  offsetY: { value: 0, unit: 'px' },
  blur: { value: 0, unit: 'px' },
  spread: { value: 0, unit: 'px' },
}

function shadowToken(css: string): unknown {
  const layers = cssShadowToLayers(css)
  if (!layers) return undefined
  if (layers.length === 0) return NO_SHADOW
  return layers.length === 1 ? layers[0] : layers
}

/**
 * The theme's modes as one Design Tokens document, `<slug>.tokens.json`, with notes on what
 * other tools will not see. Each mode is a resolved theme.
 */
export function exportDesignTokens(modes: ThemeModes, options: ExportOptions): ExportedTheme {
  const present = MODES.filter((mode) => modes[mode])
  const notes: string[] = []
  const document: PlainObject = {
    $description: `${options.displayName}: a Theme-a-roo theme, ${present.join(' and ')} ${
      present.length > 1 ? 'modes' : 'mode'
    }`,
    $extensions: { [DESIGN_TOKENS_EXTENSION]: { displayName: options.displayName } },
  }
  for (const mode of present) {
    const theme = modes[mode]
    if (theme) document[mode] = exportMode(theme, mode, notes)
  }
  return {
    text: `${JSON.stringify(document, null, 2)}\n`,
    fileName: `${themeNameSlug(options.displayName)}.tokens.json`,
    notes,
  }
}

function exportMode(theme: Theme, mode: Mode, notes: string[]): PlainObject {
  const groups = new Map<string, PlainObject>()
  const untokened: Record<string, string> = {}
  const wideGamut: string[] = []
  const variables = themeToVariables(theme)
  /** The group of each variable written as a token. */
  const tokenGroups = new Map<string, string>()
  const references: ThemeVariable[] = []
  for (const variable of variables) {
    const kind = TOKEN_KINDS[variable.kind]
    const converted = kind?.toToken(variable.value)
    if (!kind || !converted) {
      if (referencedName(variable.value) !== undefined) references.push(variable)
      else untokened[variable.name] = variable.value
      continue
    }
    const group = groups.get(kind.group) ?? { $type: kind.type }
    groups.set(kind.group, group)
    group[variable.name] = token(variable, kind, converted.value)
    tokenGroups.set(variable.name, kind.group)
    if (converted.outOfSrgb) wideGamut.push(variable.name)
  }
  Object.assign(untokened, writeAliases(references, mode, groups, tokenGroups))
  const extension: ModeExtension = {}
  // Keys that would overwrite Tailwind's variables are not kept for the way back either.
  const tailwindKeys = tailwindKeysOf(theme)
  const remainder = themeRemainder(theme, [...variables, ...tailwindKeys])
  if (remainder) extension.theme = remainder
  if (Object.keys(untokened).length > 0) extension.variables = untokened
  notes.push(...modeNotes(mode, wideGamut, extension))
  const label = mode === 'light' ? 'Light' : 'Dark'
  for (const { path, variable } of tailwindKeys) {
    notes.push(`${label}: /${path.join('/')} was left out: ${tailwindVariableReason(variable)}.`)
  }
  const unlisted = unlistedVariablesNote(unlistedVariableNames(variables))
  if (unlisted) notes.push(`${label}: ${unlisted}`)
  const modeGroup: PlainObject = { $description: `${theme.displayName}, ${mode} mode` }
  if (remainder || extension.variables) {
    modeGroup.$extensions = { [DESIGN_TOKENS_EXTENSION]: extension }
  }
  for (const [name, group] of groups) modeGroup[name] = group
  return modeGroup
}

/** The variable a value is nothing but a reference to: `var(--primary)` gives `primary`. */
function referencedName(value: string): string | undefined {
  return /^var\(\s*--([A-Za-z0-9_-]+)\s*\)$/.exec(value)?.[1]
}

/**
 * Writes each `var()` reference to a variable written as a token as an alias to that token
 * (`{light.color.primary}`), in the same group, so every tool keeps the link; references to
 * references follow once their target is written. Returns the references that stay plain values.
 */
function writeAliases(
  references: readonly ThemeVariable[],
  mode: Mode,
  groups: ReadonlyMap<string, PlainObject>,
  tokenGroups: Map<string, string>,
): Record<string, string> {
  let pending = [...references]
  for (let written = true; written;) {
    written = false
    pending = pending.filter((variable) => {
      const target = referencedName(variable.value) ?? ''
      const groupName = tokenGroups.get(target)
      const group = groupName === undefined ? undefined : groups.get(groupName)
      if (groupName === undefined || !group) return true
      group[variable.name] = { $value: `{${mode}.${groupName}.${target}}` }
      tokenGroups.set(variable.name, groupName)
      written = true
      return false
    })
  }
  return Object.fromEntries(pending.map((variable) => [variable.name, variable.value]))
}

/** The keys of a theme's groups that would overwrite Tailwind's own variables. */
function tailwindKeysOf(theme: Theme): { path: string[]; variable: string }[] {
  return (['colors', 'fonts', 'corners', 'shadows'] as const).flatMap((group) => {
    const values: unknown = theme[group]
    if (!isPlainObject(values)) return []
    return Object.keys(values).flatMap((key) => {
      const variable = tailwindVariableOf(group, key)
      return variable ? [{ path: [group, key], variable }] : []
    })
  })
}

/**
 * A token; when its value reads back as CSS spelt otherwise than the theme wrote it
 * (`'Inter', sans-serif` reads back as `Inter, sans-serif`), with both spellings: our import
 * takes the theme's (`css`) while the value still reads back as `valueCss`, so a value changed
 * in another tool wins over it.
 */
function token(variable: ThemeVariable, kind: TokenKind, value: unknown): PlainObject {
  const entry: PlainObject = { $value: value }
  const readBack = kind.toCss(value)
  if ('css' in readBack && readBack.css !== variable.value) {
    entry.$extensions = {
      [DESIGN_TOKENS_EXTENSION]: { css: variable.value, valueCss: readBack.css },
    }
  }
  return entry
}

function modeNotes(mode: Mode, wideGamut: string[], extension: ModeExtension): string[] {
  const label = mode === 'light' ? 'Light' : 'Dark'
  const where = `$extensions["${DESIGN_TOKENS_EXTENSION}"]`
  const notes: string[] = []
  if (wideGamut.length > 0) {
    notes.push(
      `${label}: ${proseList(wideGamut)} ${wideGamut.length > 1 ? 'lie' : 'lies'} outside sRGB: kept in ${
        wideGamut.length > 1 ? 'their' : 'its'
      } own colour space, with the nearest sRGB colour as the hex that tools without wide-gamut colour use.`,
    )
  }
  if (extension.variables) {
    notes.push(
      `${label}: ${proseList(Object.keys(extension.variables))} cannot be design tokens (no token type holds such values): kept in ${where}, which other tools do not read.`,
    )
  }
  if (extension.theme) {
    const parts = Object.keys(extension.theme).map((key) => PART_LABELS[key] ?? key)
    notes.push(
      `${label}: ${proseList(parts)} ${parts.length > 1 ? 'are' : 'is'} kept in ${where}, which other tools do not read.`,
    )
  }
  return notes
}

const PART_LABELS: Readonly<Record<string, string>> = {
  buttons: 'buttons',
  tables: 'tables',
  switches: 'switches',
  sidebar: 'sidebar',
  buttonStyle: 'button style',
  backgroundImage: 'background image',
  backgroundPosition: 'background position',
  backgroundSize: 'background size',
  backgroundRepeat: 'background repeat',
}
