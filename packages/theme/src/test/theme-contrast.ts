/**
 * Test helper: measures the WCAG contrast of every text/surface pair a theme defines, the way the
 * pairs are painted. Surfaces are layered as on screen: translucent colours are composited over
 * what lies beneath (page over the backdrop, cards over the page, table rows over the table, ...),
 * a `brightness()` backdrop filter brightens what lies beneath first, gradients count every colour
 * stop, and the shimmer button style's reduced opacity is applied. Where the theme leaves a value
 * out, the default of the theme-o-rama stylesheet is used (e.g. table headers in mutedForeground).
 */
import { compositeOver, contrastRatio, parseCssColor, type Rgb, type Rgba } from '../color.ts'
import type { ButtonStateStyle, ButtonVariant, ButtonVariantStyle, Theme } from '../types.ts'

export interface ContrastMeasure {
  /** Which pair, e.g. 'cardForeground on card'. */
  label: string
  /** The lowest ratio found over every backdrop, surface and colour stop. */
  ratio: number
}

const COLOR_TOKEN = /#[0-9a-f]{3,8}\b|(?:rgba?|hsla?)\([^()]*\)|\b[a-z]+\b/gi

/** Every colour in a value: the colour itself, or each stop of a gradient. */
export function colorStops(value: string): Rgba[] {
  const single = parseCssColor(value)
  if (single) return [single]
  const stops: Rgba[] = []
  for (const token of value.match(COLOR_TOKEN) ?? []) {
    const color = parseCssColor(token)
    if (color) stops.push(color)
  }
  if (stops.length === 0) throw new Error(`No colour found in "${value}"`)
  return stops
}

/** Paints `value` over each of `under`; undefined paints nothing. */
function layer(value: string | undefined, under: readonly Rgb[]): Rgb[] {
  if (value === undefined) return [...under]
  return colorStops(value).flatMap((stop) => under.map((beneath) => compositeOver(stop, beneath)))
}

/** Applies the brightness() part of a backdrop filter (the other functions keep mean colours). */
function filtered(under: readonly Rgb[], filter: string | undefined): Rgb[] {
  const match = filter ? /brightness\(\s*([\d.]+)(%?)\s*\)/.exec(filter) : null
  if (!match) return [...under]
  const factor = Number(match[1]) / (match[2] ? 100 : 1)
  const scale = (c: number): number => Math.min(255, Math.round(c * factor))
  return under.map(({ r, g, b }) => ({ r: scale(r), g: scale(g), b: scale(b) }))
}

type ButtonDefaults = Record<'base' | 'hover', { background: string; color: string }>

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
  const same = (background: string, color: string): ButtonDefaults => ({
    base: { background, color },
    hover: { background, color },
  })
  return {
    default: same(c.primary, c.primaryForeground),
    secondary: same(c.secondary, c.secondaryForeground),
    destructive: same(c.destructive, c.destructiveForeground),
    outline: {
      base: { background: 'transparent', color: c.foreground },
      hover: { background: c.accent, color: c.accentForeground },
    },
    ghost: {
      base: { background: 'transparent', color: c.foreground },
      hover: { background: c.accent, color: c.accentForeground },
    },
    link: same('transparent', c.primary),
  }
}

const SHIMMER_OPACITY: Partial<Record<ButtonVariant, number>> = {
  default: 0.8,
  outline: 0.8,
  secondary: 0.8,
  ghost: 0.8,
  destructive: 0.9,
}

/**
 * Contrast of every pair in a theme whose inheritance is already resolved, for each backdrop: the
 * colours the page is painted over (white, the browser's canvas, for themes without an image; the
 * background image's colours for themes with one).
 */
export function measureThemeContrast(theme: Theme, backdrops: readonly Rgb[]): ContrastMeasure[] {
  const c = theme.colors ?? {}
  const need = (key: keyof typeof c): string => {
    const value = c[key]
    if (value === undefined) throw new Error(`Theme ${theme.name} has no colors.${key}`)
    return value
  }
  const measures = new Map<string, number>()
  const record = (label: string, ratio: number): void => {
    measures.set(label, Math.min(measures.get(label) ?? Number.POSITIVE_INFINITY, ratio))
  }
  const check = (label: string, text: string | undefined, surfaces: readonly Rgb[]): void => {
    if (text === undefined) throw new Error(`Theme ${theme.name}: no text colour for ${label}`)
    for (const stop of colorStops(text)) {
      for (const surface of surfaces) record(label, contrastRatio(stop, surface))
    }
  }
  /** A button: `fill` over each of `under`, text on top, and the whole faded to `opacity`. */
  const checkButton = (
    label: string,
    text: string,
    fill: string,
    under: readonly Rgb[],
    opacity: number,
  ): void => {
    for (const beneath of under) {
      for (const surface of layer(fill, [beneath])) {
        for (const stop of colorStops(text)) {
          const ink = compositeOver(stop, surface)
          const fade = (color: Rgb): Rgb => compositeOver({ ...color, a: opacity }, beneath)
          record(label, contrastRatio(fade(ink), fade(surface)))
        }
      }
    }
  }

  for (const backdrop of backdrops) {
    const page = layer(c.background, [backdrop])
    const card = layer(need('card'), filtered(page, c.cardBackdropFilter))
    const popover = layer(need('popover'), filtered(page, c.popoverBackdropFilter))
    const onPageOrCard = [...page, ...card]
    check('foreground on background', need('foreground'), page)
    check('cardForeground on card', need('cardForeground'), card)
    check('popoverForeground on popover', need('popoverForeground'), popover)
    check(
      'primaryForeground on primary',
      need('primaryForeground'),
      layer(need('primary'), onPageOrCard),
    )
    check(
      'secondaryForeground on secondary',
      need('secondaryForeground'),
      layer(need('secondary'), onPageOrCard),
    )
    check('mutedForeground on muted', need('mutedForeground'), layer(need('muted'), onPageOrCard))
    check('mutedForeground on background', need('mutedForeground'), page)
    check('mutedForeground on card', need('mutedForeground'), card)
    check(
      'accentForeground on accent',
      need('accentForeground'),
      layer(need('accent'), [...onPageOrCard, ...popover]),
    )
    check(
      'destructiveForeground on destructive',
      need('destructiveForeground'),
      layer(need('destructive'), onPageOrCard),
    )
    if (c.inputBackground !== undefined) {
      check(
        'foreground on inputBackground',
        need('foreground'),
        layer(c.inputBackground, filtered(onPageOrCard, c.inputBackdropFilter)),
      )
    }
    if (theme.sidebar?.background !== undefined) {
      check(
        'foreground on sidebar',
        need('foreground'),
        layer(theme.sidebar.background, filtered(page, theme.sidebar.backdropFilter)),
      )
    }

    const t = theme.tables ?? {}
    const table = layer(t.background, onPageOrCard)
    const header = layer(t.header?.background, filtered(table, t.header?.backdropFilter))
    check(
      'tables.header.color on tables.header.background',
      t.header?.color ?? c.mutedForeground,
      header,
    )
    const row = layer(t.row?.background, filtered(table, t.row?.backdropFilter))
    check('tables.row.color on tables.row.background', t.row?.color ?? c.foreground, row)
    check(
      'tables.row.hover.color on tables.row.hover.background',
      t.row?.hover?.color ?? c.foreground,
      layer(t.row?.hover?.background ?? c.muted, row),
    )
    check(
      'tables.row.selected.color on tables.row.selected.background',
      t.row?.selected?.color ?? c.accentForeground,
      layer(t.row?.selected?.background ?? c.accent, row),
    )
    const footer = layer(t.footer?.background ?? c.muted, filtered(table, t.footer?.backdropFilter))
    check(
      'tables.footer.color on tables.footer.background',
      t.footer?.color ?? c.mutedForeground,
      footer,
    )

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
    for (const variant of Object.keys(defaults) as ButtonVariant[]) {
      const own: ButtonVariantStyle = theme.buttons?.[variant] ?? {}
      const fallback = defaults[variant]
      const state = (name: 'base' | 'hover' | 'active'): { background: string; color: string } => {
        const values: ButtonStateStyle = name === 'base' ? own : (own[name] ?? {})
        const base = name === 'base' ? fallback.base : fallback.hover
        return {
          background: values.background ?? base.background,
          color: values.color ?? base.color,
        }
      }
      const base = state('base')
      const hover = state('hover')
      const active = state('active')
      if (variant === 'link') {
        if (style === 'gradient') {
          // Gradient links paint their text with the background → hover background gradient.
          check(
            'link text (gradient) on background/card',
            `linear-gradient(${base.background}, ${hover.background})`,
            onPageOrCard,
          )
        } else {
          for (const [name, s] of [
            ['', base],
            [' hover', hover],
            [' active', active],
          ] as const) {
            check(`buttons.link${name} color`, s.color, layer(s.background, onPageOrCard))
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
      checkButton(
        `buttons.${variant} color on background`,
        base.color,
        baseFill,
        onPageOrCard,
        opacity,
      )
      checkButton(
        `buttons.${variant} hover color on hover background`,
        hover.color,
        hover.background,
        onPageOrCard,
        opacity,
      )
      checkButton(
        `buttons.${variant} active color on active background`,
        active.color,
        active.background,
        onPageOrCard,
        opacity,
      )
    }
  }
  return [...measures].map(([label, ratio]) => ({ label, ratio }))
}
