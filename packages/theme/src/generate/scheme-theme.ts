/**
 * A complete theme-o-rama colour set from one seed colour, laid out by a Material 3 dynamic
 * scheme (@material/material-color-utilities): the scheme gives tonal roles (surface, containers,
 * primary, outline, ...) and each theme-o-rama field takes the role that plays the same part.
 * Every pair the contrast check lists is then brought to its target with the check's own fixes.
 */
import {
  argbFromRgb,
  blueFromArgb,
  greenFromArgb,
  Hct,
  redFromArgb,
  SchemeExpressive,
  SchemeNeutral,
  SchemeTonalSpot,
  SchemeVibrant,
  type DynamicScheme,
} from './material-library.ts'
import { parseCssColor, type Rgb } from '../color.ts'
import { compositeOver, isMostlyLight, WHITE } from '../color-contrast.ts'
import { rgbToHex } from '../color-writing.ts'
import { reachTargets } from '../twin.ts'
import type { ButtonStyle, ButtonVariantStyle, MostLike, Theme } from '../types.ts'
import type { SchemeStyle } from './styles.ts'

const SCHEMES: Record<SchemeStyle, typeof SchemeTonalSpot> = {
  tonal: SchemeTonalSpot,
  vibrant: SchemeVibrant,
  neutral: SchemeNeutral,
  expressive: SchemeExpressive,
}

export interface GenerateOptions {
  /** Any CSS colour. */
  seed: string
  style: SchemeStyle
  mode: MostLike
  /**
   * The colours the page is painted over: the background image's (see the contrast check), or
   * the white canvas when left out. With `glass`, panes are translucent over them.
   */
  backdrops?: readonly Rgb[]
  glass?: boolean
  /** The button style the theme is shown with: it changes how buttons are painted. */
  buttonStyle?: ButtonStyle
}

/** The colour groups a generated theme sets; everything else of a theme is left to it. */
export type GeneratedColors = Required<
  Pick<Theme, 'mostLike' | 'colors' | 'sidebar' | 'switches' | 'tables' | 'buttons'>
>

/** How much of a pane shows when glass: the page most, menus least (they sit over text). */
const GLASS_ALPHA = { page: 0.35, card: 0.6, popover: 0.82, sidebar: 0.55, field: 0.55 }
const GLASS_FILTER = 'blur(16px) saturate(160%)'
/** Material's state layers: the text colour laid over the fill at 8% on hover, 12% when pressed. */
const HOVER_LAYER = 0.08
const PRESSED_LAYER = 0.12
/** How far filled buttons' fills are moved from their text, tried in turn (see layout). */
const FILL_DEEPENING = [0, 0.15, 0.3, 0.45, 0.6]
const BLACK: Rgb = { r: 0, g: 0, b: 0 }

const rgbOf = (argb: number): Rgb => ({
  r: redFromArgb(argb),
  g: greenFromArgb(argb),
  b: blueFromArgb(argb),
})
const argbOf = ({ r, g, b }: Rgb): number => argbFromRgb(r, g, b)

/** The scheme for a seed, or an error naming the seed when it is not a colour. */
function schemeFor({ seed, style, mode }: GenerateOptions): DynamicScheme {
  const color = parseCssColor(seed)
  if (!color) throw new Error(`"${seed}" is not a colour`)
  return new SCHEMES[style](Hct.fromInt(argbOf(color)), mode === 'dark', 0)
}

/**
 * The fields of the theme laid out from the scheme's roles, before any contrast fix. `deepen`
 * moves filled buttons' fills away from their text (toward black under light text, white under
 * dark): the shimmer style fades buttons into the page, and no text colour reads on some faded
 * fills.
 */
function layout(scheme: DynamicScheme, options: GenerateOptions, deepen: number): GeneratedColors {
  const hex = (argb: number) => rgbToHex(rgbOf(argb))
  const glass = options.glass === true
  const pane = (argb: number, alpha: number) => {
    if (!glass) return hex(argb)
    const { r, g, b } = rgbOf(argb)
    return `rgba(${r}, ${g}, ${b}, ${alpha})`
  }
  const layered = (fill: number, text: number, amount: number) =>
    rgbToHex(compositeOver({ ...rgbOf(text), a: amount }, rgbOf(fill)))
  const filter = glass ? GLASS_FILTER : 'none'
  const line = `1px solid ${hex(scheme.outlineVariant)}`

  /** A filled button: its colours, with state layers for hover and pressed. */
  const filled = (fill: number, text: number): ButtonVariantStyle => {
    const away = isMostlyLight(rgbOf(text)) ? BLACK : WHITE
    const base = argbOf(compositeOver({ ...away, a: deepen }, rgbOf(fill)))
    return {
      background: hex(base),
      color: hex(text),
      hover: { background: layered(base, text, HOVER_LAYER), color: hex(text) },
      active: { background: layered(base, text, PRESSED_LAYER), color: hex(text) },
    }
  }
  /** Border colours in every state, `color` or the state's fill: none is left from a former theme. */
  const bordered = (style: ButtonVariantStyle, color?: string): ButtonVariantStyle => ({
    ...style,
    borderColor: color ?? style.background,
    hover: { ...style.hover, borderColor: color ?? style.hover?.background },
    active: { ...style.active, borderColor: color ?? style.active?.background },
  })
  /** A button with no fill until hovered, then the accent's. */
  const quiet: ButtonVariantStyle = {
    background: 'transparent',
    color: hex(scheme.onSurface),
    hover: { background: hex(scheme.tertiaryContainer), color: hex(scheme.onTertiaryContainer) },
    active: {
      background: layered(scheme.tertiaryContainer, scheme.onTertiaryContainer, PRESSED_LAYER),
      color: hex(scheme.onTertiaryContainer),
    },
  }
  const link = { background: 'transparent', color: hex(scheme.primary) }
  // The gradient style paints link text with the link's fills, normal into hover.
  const gradientLink = {
    background: hex(scheme.primary),
    color: hex(scheme.primary),
    hover: { background: hex(scheme.tertiary), color: hex(scheme.primary) },
    active: { background: hex(scheme.tertiary), color: hex(scheme.primary) },
  }

  return {
    mostLike: options.mode,
    colors: {
      themeColor: hex(scheme.primaryPaletteKeyColor),
      background: pane(scheme.surface, GLASS_ALPHA.page),
      foreground: hex(scheme.onSurface),
      card: pane(scheme.surfaceContainerLow, GLASS_ALPHA.card),
      cardForeground: hex(scheme.onSurface),
      cardBackdropFilter: filter,
      popover: pane(scheme.surfaceContainerHigh, GLASS_ALPHA.popover),
      popoverForeground: hex(scheme.onSurface),
      popoverBackdropFilter: filter,
      primary: hex(scheme.primary),
      primaryForeground: hex(scheme.onPrimary),
      secondary: hex(scheme.secondaryContainer),
      secondaryForeground: hex(scheme.onSecondaryContainer),
      muted: hex(scheme.surfaceContainerHighest),
      mutedForeground: hex(scheme.onSurfaceVariant),
      accent: hex(scheme.tertiaryContainer),
      accentForeground: hex(scheme.onTertiaryContainer),
      destructive: hex(scheme.error),
      destructiveForeground: hex(scheme.onError),
      border: hex(scheme.outlineVariant),
      input: hex(scheme.outline),
      inputBackground: pane(scheme.surfaceContainerLowest, GLASS_ALPHA.field),
      inputBackdropFilter: filter,
      ring: hex(scheme.primary),
    },
    sidebar: {
      background: pane(scheme.surfaceContainer, GLASS_ALPHA.sidebar),
      border: hex(scheme.outlineVariant),
      backdropFilter: filter,
    },
    switches: {
      checked: { background: hex(scheme.primary) },
      unchecked: { background: hex(scheme.outline) },
      thumb: { background: hex(scheme.surfaceContainerLowest) },
    },
    tables: {
      background: pane(scheme.surfaceContainerLow, GLASS_ALPHA.card),
      border: line,
      cell: { border: line },
      header: {
        background: hex(scheme.surfaceContainer),
        color: hex(scheme.onSurfaceVariant),
        border: line,
      },
      row: {
        background: pane(scheme.surfaceContainerLow, GLASS_ALPHA.card),
        color: hex(scheme.onSurface),
        border: line,
        hover: { background: hex(scheme.surfaceContainerHigh), color: hex(scheme.onSurface) },
        selected: {
          background: hex(scheme.secondaryContainer),
          color: hex(scheme.onSecondaryContainer),
        },
      },
      footer: {
        background: hex(scheme.surfaceContainer),
        color: hex(scheme.onSurfaceVariant),
        border: line,
      },
    },
    buttons: {
      default: bordered(filled(scheme.primary, scheme.onPrimary)),
      secondary: bordered(filled(scheme.secondaryContainer, scheme.onSecondaryContainer)),
      destructive: bordered(filled(scheme.error, scheme.onError)),
      outline: bordered(
        { ...quiet, border: `1px solid ${hex(scheme.outline)}` },
        hex(scheme.outline),
      ),
      ghost: bordered(quiet, 'transparent'),
      link: bordered(
        options.buttonStyle === 'gradient' ? gradientLink : { ...link, hover: link, active: link },
        'transparent',
      ),
    },
  }
}

/**
 * The colour set of a theme generated from `options.seed` in one of the scheme styles and modes:
 * base colours, sidebar, switches, tables and every button variant with its hover and pressed
 * states. Every pair the contrast check lists reaches its target (AA) over `options.backdrops`.
 * The same options always give the same colours. Throws when the seed is not a colour.
 */
export function generateThemeColors(options: GenerateOptions): GeneratedColors {
  const scheme = schemeFor(options)
  let best: { colors: GeneratedColors; failing: number } | undefined
  for (const deepen of FILL_DEEPENING) {
    const laidOut = layout(scheme, options, deepen)
    const reached = reachTargets(asTheme(laidOut, options), options.backdrops)
    const colors: GeneratedColors = {
      mostLike: options.mode,
      colors: reached.theme.colors ?? laidOut.colors,
      sidebar: reached.theme.sidebar ?? laidOut.sidebar,
      switches: reached.theme.switches ?? laidOut.switches,
      tables: reached.theme.tables ?? laidOut.tables,
      buttons: reached.theme.buttons ?? laidOut.buttons,
    }
    const failing = reached.failing.length
    if (failing === 0) return colors
    if (!best || failing < best.failing) best = { colors, failing }
  }
  // Colours cannot reach every target (a seed, an image and a style that fight): the closest.
  return best?.colors ?? layout(scheme, options, 0)
}

/** The colours as a theme to measure, painted with the button style they will be shown in. */
const asTheme = (colors: GeneratedColors, options: GenerateOptions): Theme => ({
  name: 'generated',
  displayName: 'Generated',
  schemaVersion: 1,
  ...(options.buttonStyle ? { buttonStyle: options.buttonStyle } : {}),
  ...colors,
})
