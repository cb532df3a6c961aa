/**
 * The WCAG contrast of every text/surface pair a theme defines, measured the way the pairs are
 * painted. Surfaces are layered as on screen: translucent colours are composited over
 * what lies beneath (page over the backdrop, cards over the page, table rows over the table, ...),
 * a `brightness()` backdrop filter brightens what lies beneath first, gradients count every colour
 * stop, and the shimmer button style's reduced opacity is applied. Where the theme leaves a value
 * out, the default of the theme-o-rama stylesheet is used (e.g. table headers in mutedForeground).
 * The work grows linearly with the number of stops: each painted surface keeps a bounded sample
 * of its colours (contrast-samples.ts). A colour given as a var() reference is measured as the
 * theme's own value of that variable; a pair painted with a value that holds no colour even then
 * (a missing variable, currentColor) is left out with the reason (painted-colors.ts).
 */
import {
  compositeOver,
  contrastRatio,
  hslToRgb,
  parseCssColor,
  relativeLuminance,
  rgbToHex,
  rgbToHsl,
  toRgba,
  type Rgb,
  type Rgba,
} from './color.ts'
import { findColors, writeColorLike } from './color-values.ts'
import { luminanceRatio, sampleSurfaces, spreadByLuminance } from './contrast-samples.ts'
import { memoized } from './memo.ts'
import { colorsAsPainted, unmeasurableReason, UnmeasurableColorError } from './painted-colors.ts'
import type { ButtonStateStyle, ButtonVariant, ButtonVariantStyle, Theme } from './types.ts'

/** WCAG 2 thresholds for normal text, and (AA) for the parts of a control such as a switch. */
export const CONTRAST_AA = 4.5
export const CONTRAST_AAA = 7
export const CONTRAST_CONTROL_AA = 3

export interface ContrastPair {
  /** Which pair, as a person reads it, e.g. 'Text on card'; unique within a check. */
  label: string
  /** Where the text colour is set in the theme, or undefined when it cannot be set alone. */
  field: readonly string[] | undefined
  /** The text colour as the theme paints it (its own value or the format's default). */
  value: string
  /** The lowest ratio found over every backdrop, surface and colour stop. */
  ratio: number
  /** The ratio the pair must reach: 4.5 for text, 3 for the parts of a control (WCAG 1.4.11). */
  target: number
  /** The lowest ratio the pair would have with another text colour. */
  ratioWith(text: string): number
}

/**
 * Every colour in a value: the colour itself, or each stop of a gradient. Throws an
 * UnmeasurableColorError, with the reason, for a value that is no colour to measure.
 */
export function colorStops(value: string): readonly Rgba[] {
  const stops = stopsOf(value)
  if (typeof stops === 'string') throw new UnmeasurableColorError(value, stops)
  return stops
}

/** The stops of a value, or why it has none to measure. */
const stopsOf = memoized((value: string): readonly Rgba[] | string => {
  return unmeasurableReason(value) ?? findColors(value).map(({ color }) => toRgba(color))
})

/** Paints `value` over each of `under` (undefined paints nothing), keeping a bounded sample. */
function layer(value: string | undefined, under: readonly Rgb[]): Rgb[] {
  if (value === undefined) return [...under]
  const painted: Rgb[] = []
  for (const stop of colorStops(value)) {
    // An opaque stop hides what lies beneath: over one colour or over all, it paints itself.
    for (const beneath of stop.a < 1 ? under : under.slice(0, 1)) {
      painted.push(compositeOver(stop, beneath))
    }
  }
  return sampleSurfaces(painted)
}

/** Applies the brightness() part of a backdrop filter (the other functions keep mean colours). */
function filtered(under: readonly Rgb[], filter: string | undefined): Rgb[] {
  const match = filter ? /brightness\(\s*([\d.]+)(%?)\s*\)/.exec(filter) : null
  if (!match) return [...under]
  const factor = Number(match[1]) / (match[2] ? 100 : 1)
  const scale = (c: number): number => Math.min(255, Math.round(c * factor))
  return under.map(({ r, g, b }) => ({ r: scale(r), g: scale(g), b: scale(b) }))
}

/** A default state: its fill, its text colour, and which of the theme's colours that text is. */
type ButtonDefaults = Record<
  'base' | 'hover',
  { background: string; color: string; colorKey: keyof NonNullable<Theme['colors']> }
>

/** theme-o-rama's defaults for each button variant, in terms of the theme's colours. */
function buttonDefaults(
  c: Required<
    Pick<
      NonNullable<Theme['colors']>,
      | 'primary'
      | 'primaryForeground'
      | 'secondary'
      | 'secondaryForeground'
      | 'destructive'
      | 'destructiveForeground'
      | 'foreground'
      | 'accent'
      | 'accentForeground'
    >
  >,
): Record<ButtonVariant, ButtonDefaults> {
  const same = (background: string, colorKey: keyof typeof c): ButtonDefaults => ({
    base: { background, color: c[colorKey], colorKey },
    hover: { background, color: c[colorKey], colorKey },
  })
  const quiet: ButtonDefaults = {
    base: { background: 'transparent', color: c.foreground, colorKey: 'foreground' },
    hover: { background: c.accent, color: c.accentForeground, colorKey: 'accentForeground' },
  }
  return {
    default: same(c.primary, 'primaryForeground'),
    secondary: same(c.secondary, 'secondaryForeground'),
    destructive: same(c.destructive, 'destructiveForeground'),
    outline: quiet,
    ghost: quiet,
    link: same('transparent', 'primary'),
  }
}

const BLACK: Rgb = { r: 0, g: 0, b: 0 }

const SHIMMER_OPACITY: Partial<Record<ButtonVariant, number>> = {
  default: 0.8,
  outline: 0.8,
  secondary: 0.8,
  ghost: 0.8,
  destructive: 0.9,
}

/**
 * How a text colour (or each stop of a text gradient) reads on the surfaces, the lowest ratio.
 * The surfaces' luminances are worked out once: a Fix search asks about hundreds of colours.
 */
function lowestRatioOn(surfaces: readonly Rgb[]): (text: string) => number {
  const luminances = surfaces.map((surface) => relativeLuminance(surface))
  return (text) => {
    let ratio = Number.POSITIVE_INFINITY
    for (const stop of colorStops(text)) {
      if (stop.a < 1) {
        // Translucent text takes on each surface's colour.
        for (const surface of surfaces) ratio = Math.min(ratio, contrastRatio(stop, surface))
        continue
      }
      const ink = relativeLuminance(compositeOver(stop, BLACK))
      for (const surface of luminances) ratio = Math.min(ratio, luminanceRatio(ink, surface))
    }
    return ratio
  }
}

/** A pair before it is measured: its text colour and how to measure a colour on its surfaces. */
type PairToMeasure = Omit<ContrastPair, 'ratio' | 'ratioWith'> & {
  measure: (text: string) => number
}

/**
 * A pair to paint when it is measured: painting throws an UnmeasurableColorError when one of its
 * colours holds no colour, and the pair alone is left out.
 */
interface PairRecipe {
  label: string
  paint: () => PairToMeasure
}

/** A pair left out of the measure because one of its values holds no colour. */
export interface SkippedPair {
  label: string
  /** Why, e.g. `"var(--missing)" uses a variable this theme gives no colour`. */
  reason: string
}

/** A value worked out when first asked for; a failure is thrown again at every ask. */
function lazy<T>(make: () => T): () => T {
  let made: { value: T } | { error: unknown } | undefined
  return () => {
    if (!made) {
      try {
        made = { value: make() }
      } catch (error) {
        made = { error }
      }
    }
    if ('error' in made) throw made.error
    return made.value
  }
}

type Colors = NonNullable<Theme['colors']>

/** The theme's colour, which a resolved theme must have. */
function needColor(theme: Theme, key: keyof Colors): string {
  const value = theme.colors?.[key]
  if (value === undefined) throw new Error(`Theme ${theme.name} has no colors.${key}`)
  return value
}

function textPair(
  label: string,
  field: readonly string[] | undefined,
  text: string | undefined,
  surfaces: () => readonly Rgb[],
  target = CONTRAST_AA,
): PairRecipe {
  if (text === undefined) throw new Error(`No text colour for ${label}`)
  return {
    label,
    paint: () => {
      colorStops(text)
      return { label, field, value: text, target, measure: lowestRatioOn(surfaces()) }
    },
  }
}

/**
 * The surfaces the pairs sit on, painted over the backdrops as the page paints them, each when
 * first needed: a card that holds no colour leaves out the pairs on the card, not the others.
 */
function paintSurfaces(theme: Theme, backdrops: readonly Rgb[]) {
  const c = theme.colors ?? {}
  const page = lazy(() => layer(c.background, backdrops))
  const card = lazy(() => layer(needColor(theme, 'card'), filtered(page(), c.cardBackdropFilter)))
  const popover = lazy(() =>
    layer(needColor(theme, 'popover'), filtered(page(), c.popoverBackdropFilter)),
  )
  const onPageOrCard = lazy(() => sampleSurfaces([...page(), ...card()]))
  return {
    page,
    card,
    popover,
    onPageOrCard,
    onPageCardOrPopover: lazy(() => sampleSurfaces([...onPageOrCard(), ...popover()])),
  }
}
type Surfaces = ReturnType<typeof paintSurfaces>

/**
 * The pair as a person reads it, the text colour, the fill it sits on (none: the surface itself),
 * and what the fill covers.
 */
const COLOR_PAIRS: readonly [
  label: string,
  text: keyof Colors,
  fill: keyof Colors | undefined,
  on: keyof Surfaces,
][] = [
  ['Text on background', 'foreground', undefined, 'page'],
  ['Text on card', 'cardForeground', undefined, 'card'],
  ['Text on popover', 'popoverForeground', undefined, 'popover'],
  ['Text on primary', 'primaryForeground', 'primary', 'onPageOrCard'],
  ['Text on secondary', 'secondaryForeground', 'secondary', 'onPageOrCard'],
  ['Muted text on muted', 'mutedForeground', 'muted', 'onPageOrCard'],
  ['Muted text on background', 'mutedForeground', undefined, 'page'],
  ['Muted text on card', 'mutedForeground', undefined, 'card'],
  ['Text on accent', 'accentForeground', 'accent', 'onPageCardOrPopover'],
  ['Text on destructive', 'destructiveForeground', 'destructive', 'onPageOrCard'],
]

function colorPairs(theme: Theme, surfaces: Surfaces): PairRecipe[] {
  const c = theme.colors ?? {}
  const pairs = COLOR_PAIRS.map(([label, text, fill, on]) =>
    textPair(label, ['colors', text], needColor(theme, text), () =>
      fill ? layer(needColor(theme, fill), surfaces[on]()) : surfaces[on](),
    ),
  )
  // Fields and the sidebar show the page's text colour on their own surfaces.
  const foreground = needColor(theme, 'foreground')
  const input = c.inputBackground
  if (input !== undefined) {
    pairs.push(
      textPair('Text in input fields', ['colors', 'foreground'], foreground, () =>
        layer(input, filtered(surfaces.onPageOrCard(), c.inputBackdropFilter)),
      ),
    )
  }
  const sidebar = theme.sidebar
  const sidebarBackground = sidebar?.background
  if (sidebarBackground !== undefined) {
    pairs.push(
      textPair('Text on sidebar', ['colors', 'foreground'], foreground, () =>
        layer(sidebarBackground, filtered(surfaces.page(), sidebar?.backdropFilter)),
      ),
    )
  }
  return pairs
}

/** Table text on each part of a table; an unset text colour is the one it defaults to. */
function tablePairs(theme: Theme, surfaces: Surfaces): PairRecipe[] {
  const c = theme.colors ?? {}
  const t = theme.tables ?? {}
  const table = lazy(() => layer(t.background, surfaces.onPageOrCard()))
  const row = lazy(() => layer(t.row?.background, filtered(table(), t.row?.backdropFilter)))
  const parts: [
    label: string,
    path: string[],
    own: string | undefined,
    fallback: keyof Colors,
    surface: () => Rgb[],
  ][] = [
    [
      'Text on table header',
      ['header'],
      t.header?.color,
      'mutedForeground',
      () => layer(t.header?.background, filtered(table(), t.header?.backdropFilter)),
    ],
    ['Text on table row', ['row'], t.row?.color, 'foreground', row],
    [
      'Text on hovered table row',
      ['row', 'hover'],
      t.row?.hover?.color,
      'foreground',
      () => layer(t.row?.hover?.background ?? c.muted, row()),
    ],
    [
      'Text on selected table row',
      ['row', 'selected'],
      t.row?.selected?.color,
      'accentForeground',
      () => layer(t.row?.selected?.background ?? c.accent, row()),
    ],
    [
      'Text on table footer',
      ['footer'],
      t.footer?.color,
      'mutedForeground',
      () => layer(t.footer?.background ?? c.muted, filtered(table(), t.footer?.backdropFilter)),
    ],
  ]
  return parts.map(([label, path, own, fallback, surface]) => {
    const field = own !== undefined ? ['tables', ...path, 'color'] : ['colors', fallback]
    return textPair(label, field, own ?? c[fallback], surface)
  })
}

/** A switch's colours: its thumb and its two tracks, each the format's default when unset. */
export function switchColors(theme: Theme): Record<'thumb' | 'checked' | 'unchecked', string> {
  const sw = theme.switches ?? {}
  return {
    thumb: sw.thumb?.background ?? needColor(theme, 'background'),
    checked: sw.checked?.background ?? needColor(theme, 'primary'),
    unchecked: sw.unchecked?.background ?? theme.colors?.input ?? needColor(theme, 'border'),
  }
}

/** The pair of a switch's thumb and its track in one state, as the contrast list names it. */
export function switchPairLabel(state: 'checked' | 'unchecked'): string {
  return `Switch thumb on ${state} track`
}

/**
 * A switch's thumb must stand out from its track in both states (a control, so 3:1); the thumb
 * is set on its own, never through the page colour it defaults to.
 */
function switchPairs(theme: Theme, surfaces: Surfaces): PairRecipe[] {
  const colors = switchColors(theme)
  return (['checked', 'unchecked'] as const).map((state) =>
    textPair(
      switchPairLabel(state),
      ['switches', 'thumb', 'background'],
      colors.thumb,
      () => layer(colors[state], surfaces.onPageOrCard()),
      CONTRAST_CONTROL_AA,
    ),
  )
}

/** A button: `fill` over each of `under`, text on top, and the whole faded to `opacity`. */
function buttonPair(
  label: string,
  field: readonly string[],
  text: string,
  fill: string,
  under: () => readonly Rgb[],
  opacity: number,
): PairRecipe {
  // Unfaded, the text simply sits on the fill.
  if (opacity === 1) return textPair(label, field, text, () => layer(fill, under()))
  return { label, paint: () => fadedButtonPair(label, field, text, fill, under(), opacity) }
}

function fadedButtonPair(
  label: string,
  field: readonly string[],
  text: string,
  fill: string,
  under: readonly Rgb[],
  opacity: number,
): PairToMeasure {
  colorStops(text)
  const fade = (color: Rgb, beneath: Rgb): Rgb => compositeOver({ ...color, a: opacity }, beneath)
  const fillStops = colorStops(fill)
  const painted = spreadByLuminance(
    under.flatMap((beneath) =>
      sampleSurfaces(fillStops.map((stop) => compositeOver(stop, beneath))).map((surface) => ({
        beneath,
        surface,
      })),
    ),
    ({ beneath, surface }) => fade(surface, beneath),
  ).map(({ beneath, surface }) => ({
    beneath,
    surface,
    faded: relativeLuminance(fade(surface, beneath)),
  }))
  const measure = (candidate: string): number => {
    let ratio = Number.POSITIVE_INFINITY
    for (const stop of colorStops(candidate)) {
      for (const { beneath, surface, faded } of painted) {
        const ink = stop.a < 1 ? compositeOver(stop, surface) : stop
        ratio = Math.min(ratio, luminanceRatio(relativeLuminance(fade(ink, beneath)), faded))
      }
    }
    return ratio
  }
  return { label, field, value: text, target: CONTRAST_AA, measure }
}

/** Every button variant in its normal, hover and active states, as the button style paints it. */
function buttonPairs(theme: Theme, surfaces: Surfaces): PairRecipe[] {
  const need = (key: keyof Colors) => needColor(theme, key)
  const defaults = buttonDefaults({
    primary: need('primary'),
    primaryForeground: need('primaryForeground'),
    secondary: need('secondary'),
    secondaryForeground: need('secondaryForeground'),
    destructive: need('destructive'),
    destructiveForeground: need('destructiveForeground'),
    foreground: need('foreground'),
    accent: need('accent'),
    accentForeground: need('accentForeground'),
  })
  const style = theme.buttonStyle
  const under = surfaces.onPageOrCard
  const pairs: PairRecipe[] = []
  for (const variant of Object.keys(defaults) as ButtonVariant[]) {
    const own: ButtonVariantStyle = theme.buttons?.[variant] ?? {}
    const fallback = defaults[variant]
    const state = (name: 'base' | 'hover' | 'active') => {
      const values: ButtonStateStyle = name === 'base' ? own : (own[name] ?? {})
      const base = name === 'base' ? fallback.base : fallback.hover
      return {
        background: values.background ?? base.background,
        color: values.color ?? base.color,
        // The text colour comes from the state's own value, else from one of the colours.
        field:
          values.color !== undefined
            ? ['buttons', variant, ...(name === 'base' ? [] : [name]), 'color']
            : ['colors', base.colorKey],
      }
    }
    const base = state('base')
    const hover = state('hover')
    const active = state('active')
    if (variant === 'link') {
      if (style === 'gradient') {
        // Gradient links paint their text with the background → hover background gradient.
        pairs.push(
          textPair(
            'Gradient link text',
            undefined,
            `linear-gradient(${base.background}, ${hover.background})`,
            under,
          ),
        )
      } else {
        for (const [label, s] of [
          ['Link text', base],
          ['Hovered link text', hover],
          ['Pressed link text', active],
        ] as const) {
          pairs.push(textPair(label, s.field, s.color, () => layer(s.background, under())))
        }
      }
      continue
    }
    const opacity = style === 'shimmer' ? (SHIMMER_OPACITY[variant] ?? 1) : 1
    // Gradient buttons blend the background into the hover background under the normal colour.
    const baseFill =
      style === 'gradient'
        ? `linear-gradient(${base.background}, ${hover.background})`
        : base.background
    const button = `${variant} button`
    pairs.push(
      buttonPair(`Text on ${button}`, base.field, base.color, baseFill, under, opacity),
      buttonPair(
        `Text on hovered ${button}`,
        hover.field,
        hover.color,
        hover.background,
        under,
        opacity,
      ),
      buttonPair(
        `Text on pressed ${button}`,
        active.field,
        active.color,
        active.background,
        under,
        opacity,
      ),
    )
  }
  return pairs
}

/** The measured pairs of a theme, and those left out because a value of theirs holds no colour. */
export interface ContrastCheck {
  pairs: ContrastPair[]
  skipped: SkippedPair[]
}

/**
 * Contrast of every pair in a theme whose inheritance is already resolved, over every backdrop:
 * the colours the page is painted over (white, the browser's canvas, for themes without an image;
 * the background image's colours for themes with one). The surfaces are painted once, the pairs
 * listed, then measured in one pass. Painting goes colour by colour, so one pass over all
 * backdrops at once finds the lowest ratios a pass per backdrop would. var() references are
 * measured as the theme's own values; a pair with a value that holds no colour even then is in
 * `skipped`, with the reason.
 */
export function checkThemeContrast(theme: Theme, backdrops: readonly Rgb[]): ContrastCheck {
  const painted = colorsAsPainted(theme)
  const surfaces = paintSurfaces(painted, backdrops)
  const recipes = [
    ...colorPairs(painted, surfaces),
    ...tablePairs(painted, surfaces),
    ...switchPairs(painted, surfaces),
    ...buttonPairs(painted, surfaces),
  ]
  const pairs: ContrastPair[] = []
  const skipped: SkippedPair[] = []
  for (const { label, paint } of recipes) {
    let pair: PairToMeasure
    try {
      pair = paint()
    } catch (error) {
      if (!(error instanceof UnmeasurableColorError)) throw error
      skipped.push({ label, reason: error.reason })
      continue
    }
    const { measure, ...rest } = pair
    pairs.push({ ...rest, ratio: measure(rest.value), ratioWith: measure })
  }
  return { pairs, skipped }
}

/** The measured pairs of checkThemeContrast, for callers that need no account of the rest. */
export function measureThemeContrast(theme: Theme, backdrops: readonly Rgb[]): ContrastPair[] {
  return checkThemeContrast(theme, backdrops).pairs
}

/**
 * The text colour closest to the pair's own that reaches `target`: the same hue and saturation
 * (and alpha), with the lightness moved as little as possible, in half-percent steps, written the
 * way the pair's colour is (hex stays hex, oklch() stays oklch(), ...). Undefined when the text is
 * not a single colour (a gradient) or no lightness reaches the target.
 */
export function fixContrast(pair: ContrastPair, target = pair.target): string | undefined {
  if (pair.ratio >= target) return pair.value
  const color = parseCssColor(pair.value)
  if (!color) return undefined
  const { h, s, l } = rgbToHsl(color)
  // The alpha as it will be written, so the colour tried is the colour given.
  const a = Number(color.a.toFixed(3))
  const tried = new Set<string>()
  for (let step = 1; step <= 200; step++) {
    for (const lightness of [l - step / 2, l + step / 2]) {
      if (lightness < 0 || lightness > 100) continue
      // Tried in the spelling quickest to read; neighbouring steps often round to one colour.
      const rgb = hslToRgb(h, s, lightness)
      const candidate = a < 1 ? `rgba(${rgb.r}, ${rgb.g}, ${rgb.b}, ${a})` : rgbToHex(rgb)
      if (tried.has(candidate)) continue
      tried.add(candidate)
      if (pair.ratioWith(candidate) >= target) return writeColorLike(pair.value, { ...rgb, a })
    }
  }
  return undefined
}
