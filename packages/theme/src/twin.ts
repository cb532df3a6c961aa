/**
 * The twin of a theme: its counterpart in the other mode, dark for a light theme and light for a
 * dark one. Every colour keeps its hue and chroma (OKLCH) and takes the lightness it has in the
 * other mode; then each text colour the contrast check lists is brought up to its target.
 */
import { clampChromaToSrgb, parseCssColor, toOklchColor, type CssColor, type Rgb } from './color.ts'
import { compositeOver, contrastRatio, isMostlyLight } from './color-contrast.ts'
import { fixAllContrast, type ContrastFix } from './contrast-fixes.ts'
import { fixContrast, measureThemeContrast } from './contrast.ts'
import { CONTRAST_CONTROL_AA, type ContrastPair } from './contrast-pair.ts'
import { switchColors, switchPairLabel } from './contrast-surface-pairs.ts'
import { mergeThemes } from './inherit.ts'
import { colorsAsPainted } from './painted-colors.ts'
import { mapThemeColors } from './theme-colors.ts'
import type { MostLike, Theme } from './types.ts'

/** A page with no background image is painted over the browser's white canvas. */
const CANVAS: readonly Rgb[] = [{ r: 255, g: 255, b: 255 }]

/*
 * The lightness map. WCAG contrast is a ratio of (luminance + 0.05), so the map
 * (Y + 0.05) * (Y' + 0.05) = K turns every ratio into the same ratio the other way round: dark
 * text on a light page becomes light text on a dark page exactly as readable, and mid-tones near
 * the middle of the scale (primary, destructive) keep their lightness. K is chosen so that a white
 * page becomes a near-black one (luminance 0.005, OKLCH lightness 0.17) rather than pure black,
 * as dark themes have it, and a near-black page becomes white. The map is its own inverse, so the
 * twin of a twin has the lightness of the original (colours darker than that page come back at it).
 */
const DARK_PAGE_LUMINANCE = 0.005
const K = (1 + 0.05) * (DARK_PAGE_LUMINANCE + 0.05)

/** The lightness in the other mode of an OKLCH lightness (a grey's luminance is its cube). */
export function twinLightness(lightness: number): number {
  const luminance = Math.max(0, lightness) ** 3
  const twin = K / (luminance + 0.05) - 0.05
  return Math.cbrt(Math.min(1, Math.max(0, twin)))
}

/** Whether a colour sits in a shadow: a shadow darkens what lies beneath in either mode. */
export const inShadow = (path: readonly string[]) =>
  path[0] === 'shadows' || path.some((key) => key.toLowerCase().includes('shadow'))

/*
 * A theme repeats its colours, and a colour read from the same text is the same object: each is
 * worked out once.
 */
const twinned = new WeakMap<CssColor, CssColor>()
const twinnedShadows = new WeakMap<CssColor, CssColor>()

function twinColor(color: CssColor, path: readonly string[]): CssColor {
  // Nothing shows of a fully transparent colour: it stays as written ('transparent').
  if (color.alpha === 0) return color
  const shadow = inShadow(path)
  const worked = shadow ? twinnedShadows : twinned
  const known = worked.get(color)
  if (known) return known
  const { l, c, h } = toOklchColor(color)
  const lightness = shadow ? Math.min(l, twinLightness(l)) : twinLightness(l)
  const twin: CssColor = { mode: 'oklch', l: lightness, c, h }
  if (color.alpha !== undefined) twin.alpha = color.alpha
  // Chroma that does not fit at the new lightness is given up; hue and lightness are kept.
  const result = Object.freeze(clampChromaToSrgb(twin))
  worked.set(color, result)
  return result
}

/** Which mode a theme is in: its mostLike, else its page colour as painted over the backdrop. */
export function themeMode(theme: Theme, backdrops: readonly Rgb[] = CANVAS): MostLike {
  if (theme.mostLike) return theme.mostLike
  const page = parseCssColor(colorsAsPainted(theme).colors?.background ?? 'transparent')
  const beneath = backdrops[0] ?? CANVAS[0]
  if (!page || !beneath) return 'light'
  return isMostlyLight(compositeOver(page, beneath)) ? 'light' : 'dark'
}

const capitalized = (mode: MostLike) => `${mode[0]?.toUpperCase() ?? ''}${mode.slice(1)}`

/**
 * The names and display names of the built-in themes, which a twin may not take: a twin named
 * 'Dark' or 'XCH Dark' would pass for the built-in theme in every list. Lower case, as compared.
 */
export const BUILT_IN_THEME_NAMES_TAKEN: ReadonlySet<string> = new Set([
  'light',
  'dark',
  'color',
  'circuit',
  'colorful',
  'glass-dark',
  'glass dark',
  'glass-light',
  'glass light',
  'win95',
  'windows 95',
  'xch-dark',
  'xch dark',
  'xch-light',
  'xch light',
])

/** The mark a twin gets when the plain name would be a built-in's, e.g. 'Light (dark twin)'. */
const TWIN_MARK = /\s*\((?:light|dark) twin\)$/i
const TWIN_NAME_MARK = /-(?:light|dark)-twin$/i

/**
 * 'Ocean' twins to 'Ocean Dark', 'Ocean Light' to 'Ocean Dark'. Where that would be a built-in
 * theme's name ('Light' to 'Dark', 'XCH Light' to 'XCH Dark'), the twin keeps its theme's name and
 * says what it is: 'Light (dark twin)', so it can never be taken for the built-in and still reads
 * as whose twin it is. A twin of a twin first drops the earlier mark.
 */
function twinNames(theme: Theme, mode: MostLike): Pick<Theme, 'name' | 'displayName'> {
  const ownName = theme.name.replace(TWIN_NAME_MARK, '')
  const ownDisplayName = theme.displayName.trim().replace(TWIN_MARK, '')
  const name = ownName.replace(/(^|-)(light|dark)$/i, '')
  const displayName = ownDisplayName.replace(/(^|\s+)(light|dark)$/i, '')
  const plain = {
    name: name ? `${name}-${mode}` : mode,
    displayName: displayName ? `${displayName} ${capitalized(mode)}` : capitalized(mode),
  }
  const taken = [plain.name, plain.displayName].some((text) =>
    BUILT_IN_THEME_NAMES_TAKEN.has(text.toLowerCase()),
  )
  if (!taken) return plain
  return {
    name: `${ownName || 'theme'}-${mode}-twin`,
    displayName: `${ownDisplayName || 'Theme'} (${mode} twin)`,
  }
}

/** The field at `path` set to `value`, as a partial theme to merge. */
function atPath(path: readonly string[], value: string): Partial<Theme> {
  return path.reduceRight<unknown>((inner, key) => ({ [key]: inner }), value) as Partial<Theme>
}

const withFixes = (theme: Theme, fixes: readonly ContrastFix[]): Theme =>
  fixes.reduce((next, [field, color]) => mergeThemes(next, atPath(field, color)), theme)

/** Fixing one colour can change a surface under another (primary is link text and a fill). */
const MAX_FIX_ROUNDS = 4

export interface Fixed {
  theme: Theme
  /** The pairs still below their targets. */
  failing: ContrastPair[]
}

const fieldKey = (pair: ContrastPair) => pair.field?.join('.') ?? pair.label

/**
 * The theme with every failing text colour fixed, and the pairs that still fail. A colour with no
 * fix is not searched again in later rounds: the search is the slow part.
 */
function fixTextColors(theme: Theme, backdrops: readonly Rgb[]): Fixed {
  let fixed = theme
  const unfixable = new Set<string>()
  for (let round = 0; ; round++) {
    const pairs = measureThemeContrast(fixed, backdrops)
    const failing = pairs.filter((pair) => pair.ratio < pair.target)
    const searched = pairs.filter((pair) => !unfixable.has(fieldKey(pair)))
    const fixes = round < MAX_FIX_ROUNDS ? fixAllContrast(searched) : []
    if (fixes.length === 0) return { theme: fixed, failing }
    const fixedFields = new Set(fixes.map(([field]) => field.join('.')))
    for (const pair of failing) if (!fixedFields.has(fieldKey(pair))) unfixable.add(fieldKey(pair))
    fixed = withFixes(fixed, fixes)
  }
}

/**
 * A thumb no colour sets apart from both tracks (a dark track and a light one) stays, and the
 * track it fails on moves instead, in a value of the switch's own so the colour it defaulted to
 * (primary, input) keeps its other uses.
 */
function fixSwitchTracks({ theme, failing }: Fixed): ContrastFix[] {
  const colors = switchColors(colorsAsPainted(theme))
  return (['checked', 'unchecked'] as const).flatMap((state): ContrastFix[] => {
    const label = switchPairLabel(state)
    if (!failing.some((pair) => pair.label === label)) return []
    // A thumb or track that is no single colour (a gradient, a colour mixed in CSS) stays as it is.
    if (!parseCssColor(colors.thumb) || !parseCssColor(colors[state])) return []
    const ratioWith = (track: string) => contrastRatio(colors.thumb, track)
    const track = colors[state]
    const field = ['switches', state, 'background']
    const fix = fixContrast({
      label,
      field,
      value: track,
      ratio: ratioWith(track),
      target: CONTRAST_CONTROL_AA,
      ratioWith,
    })
    return fix ? [[field, fix]] : []
  })
}

/** The panes the page is built of; tints laid over them (muted, hover rows) keep their alpha. */
const PANES = new Set([
  'colors.background',
  'colors.card',
  'colors.popover',
  'colors.inputBackground',
  'sidebar.background',
  'tables.background',
])

/*
 * Over a background image, a translucent surface shows the image through: a light glass over a
 * dark image reads dark. When text cannot reach its target on such panes, they are frosted step
 * by step (each keeps this share of its see-through part) until it can, up to opaque.
 */
const SEE_THROUGH_STEPS = [0.5, 0.25, 0]

/** The theme with its translucent panes frosted, or undefined when it has none. */
function frosted(theme: Theme, seeThrough: number): Theme | undefined {
  let changed = false
  const result = mapThemeColors(theme, (color, path) => {
    const alpha = color.alpha ?? 1
    if (!PANES.has(path.join('.')) || alpha === 0 || alpha === 1) return color
    changed = true
    return { ...color, alpha: 1 - (1 - alpha) * seeThrough }
  })
  return changed ? result : undefined
}

/**
 * The other-mode counterpart of a resolved theme (inheritance merged): every colour of the theme
 * (base colours, sidebar, tables, buttons in every state, switches, gradients, borders and
 * shadows) keeps its hue and chroma and takes the lightness the other mode gives it, then every
 * pair the contrast check lists is brought to its target (4.5:1 for text, 3:1 for switches) over
 * `backdrops`, the colours the page is painted on (the background image's, for a theme with one;
 * white otherwise), by moving text colours' lightness and, over an image, by frosting translucent
 * surfaces. Fonts, corners, the geometry of shadows, the background image and every other value
 * are kept. Named `<name>-dark` and `<displayName> Dark` (or light), after any such suffix of the
 * original is taken off, unless that is a built-in theme's name (see twinNames).
 */
export function makeTwin(theme: Theme, backdrops: readonly Rgb[] = CANVAS): Theme {
  const mode: MostLike = themeMode(theme, backdrops) === 'light' ? 'dark' : 'light'
  const twin: Theme = {
    ...mapThemeColors(theme, twinColor),
    ...twinNames(theme, mode),
    mostLike: mode,
  }
  return reachContrastTargets(twin, backdrops)
}

/**
 * `theme` with every pair the contrast check lists brought to its target over `backdrops`, as far
 * as colours allow: text colours' lightness moves, a switch track its thumb cannot stand out on
 * moves, and over an image translucent panes are frosted until their text can be read.
 */
export function reachContrastTargets(theme: Theme, backdrops: readonly Rgb[] = CANVAS): Theme {
  return reachTargets(theme, backdrops).theme
}

/** The same, with the pairs that still fail in the theme it gives (measured already). */
export function reachTargets(theme: Theme, backdrops: readonly Rgb[] = CANVAS): Fixed {
  const first = fixTextColors(theme, backdrops)
  const tracks = fixSwitchTracks(first)
  const base = withFixes(theme, tracks)
  let best = tracks.length > 0 ? fixTextColors(base, backdrops) : first
  for (const seeThrough of SEE_THROUGH_STEPS) {
    const frost = best.failing.length > 0 ? frosted(base, seeThrough) : undefined
    if (!frost) break
    const next = fixTextColors(frost, backdrops)
    if (next.failing.length < best.failing.length) best = next
  }
  return best
}
