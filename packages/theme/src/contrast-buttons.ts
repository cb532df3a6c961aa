/**
 * The buttons' pairs: every variant in its normal, hover and active states, as the theme's button
 * style paints it (gradient fills and links, the shimmer style's reduced opacity). Apart from the
 * other pairs because of the states, the defaults theme-o-rama gives each variant, and the faded
 * measure a translucent button needs.
 */
import type { Rgb } from './color.ts'
import { compositeOver, relativeLuminance } from './color-contrast.ts'
import {
  colorStops,
  CONTRAST_AA,
  knownSurfaces,
  layer,
  needColor,
  textPair,
  type Colors,
  type PairRecipe,
  type PairToMeasure,
  type Surfaces,
} from './contrast-pair.ts'
import { luminanceRatio, sampleSurfaces, spreadByLuminance } from './contrast-samples.ts'
import type { ButtonStateStyle, ButtonVariant, ButtonVariantStyle, Theme } from './types.ts'

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

const SHIMMER_OPACITY: Partial<Record<ButtonVariant, number>> = {
  default: 0.8,
  outline: 0.8,
  secondary: 0.8,
  ghost: 0.8,
  destructive: 0.9,
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
  return {
    label,
    paint: () => fadedButtonPair(label, field, text, fill, knownSurfaces(under()), opacity),
  }
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
export function buttonPairs(theme: Theme, surfaces: Surfaces): PairRecipe[] {
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
