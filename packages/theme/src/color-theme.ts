/**
 * The Color theme: a complete palette derived from one base colour. Every value is a concrete
 * colour computed here (no color-mix or var), so that each text/surface pair can be checked for
 * WCAG contrast, and every pair reaches at least 4.5:1 whatever the base colour.
 */
import {
  contrastRatio,
  hslToRgb,
  isMostlyLight,
  rgbToHex,
  rgbToHsl,
  rgbToHslString,
  WHITE,
  type Rgb,
} from './color.ts'
import type { Theme } from './types.ts'

/** The default theme colour, RGB(27, 30, 51): a deep blue-grey. */
export const DEFAULT_THEME_COLOR: Readonly<Rgb> = Object.freeze({ r: 27, g: 30, b: 51 })

/** Minimum contrast for text on its surface (WCAG AA, normal text). */
const MIN_TEXT_CONTRAST = 4.5
/** Surfaces keep this much contrast with the text extreme so text can always be fitted on them. */
const SURFACE_HEADROOM = 5
const BLACK: Rgb = { r: 0, g: 0, b: 0 }

interface Hsl {
  h: number
  s: number
  l: number
}

const clamp = (value: number, min: number, max: number): number =>
  Math.min(max, Math.max(min, value))

const toHsl = (rgb: Rgb): Hsl => rgbToHsl(rgb)
const fromHsl = ({ h, s, l }: Hsl): Rgb => hslToRgb(h, s, l)

function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  const m = (a: number, b: number): number => Math.round(a + (b - a) * amount)
  return { r: m(from.r, to.r), g: m(from.g, to.g), b: m(from.b, to.b) }
}

const minContrast = (color: Rgb, surfaces: readonly Rgb[]): number =>
  Math.min(...surfaces.map((surface) => contrastRatio(color, surface)))

/**
 * Nudges a surface's lightness until the text extreme that goes on it (white for light text,
 * black for dark text) keeps {@link SURFACE_HEADROOM} contrast with it.
 */
function fitSurface(color: Hsl, lightText: boolean): Rgb {
  const extreme = lightText ? WHITE : BLACK
  const step = lightText ? -1 : 1
  let current = { ...color, l: clamp(color.l, 0, 100) }
  while (
    contrastRatio(extreme, fromHsl(current)) < SURFACE_HEADROOM &&
    current.l > 0 &&
    current.l < 100
  ) {
    current = { ...current, l: current.l + step }
  }
  return fromHsl(current)
}

/**
 * The colour closest to `preferred` that reaches {@link MIN_TEXT_CONTRAST} on every surface:
 * `preferred` is mixed toward white or black (whichever reads better on the surfaces) only as far
 * as needed.
 */
function readableOn(surfaces: readonly Rgb[], preferred: Rgb): Rgb {
  const extreme = minContrast(WHITE, surfaces) >= minContrast(BLACK, surfaces) ? WHITE : BLACK
  for (let step = 0; step <= 50; step += 1) {
    const candidate = mix(preferred, extreme, step / 50)
    if (minContrast(candidate, surfaces) >= MIN_TEXT_CONTRAST) return candidate
  }
  return extreme
}

/** Moves a colour `amount` lightness points away from the theme's base: up on dark themes, down on light ones. */
const shade = (color: Hsl, amount: number, darkTheme: boolean): Hsl => ({
  ...color,
  l: clamp(color.l + (darkTheme ? amount : -amount), 0, 100),
})

/**
 * Builds the Color theme from one base colour (default {@link DEFAULT_THEME_COLOR}). The base is
 * the page background and `colors.themeColor`; mostLike follows its lightness; surfaces step away
 * from it, accents take its hue (or stay neutral for greys), and every text colour is fitted to
 * reach 4.5:1 on the surfaces it is used on.
 */
export function buildColorTheme(rgb: Rgb = DEFAULT_THEME_COLOR): Theme {
  const base: Rgb = {
    r: Math.round(clamp(rgb.r, 0, 255)),
    g: Math.round(clamp(rgb.g, 0, 255)),
    b: Math.round(clamp(rgb.b, 0, 255)),
  }
  const dark = !isMostlyLight(base)
  const { h, s, l } = toHsl(base)
  const neutral = s < 12
  const tint = (sat: number, light: number): Hsl => ({ h, s: Math.min(s, sat), l: light })
  const surface = (lift: number, sat = s): Rgb =>
    fitSurface(shade({ h, s: sat, l }, lift, dark), dark)

  const background = base
  const card = surface(4)
  const popover = surface(6)
  const muted = surface(9, s * 0.6)
  const secondary = surface(13, s * 0.7)
  const secondaryHover = surface(17, s * 0.7)
  const accent = fitSurface(shade({ h: (h + 24) % 360, s: clamp(s, 0, 55), l }, 15, dark), dark)
  const sidebar = fitSurface(shade({ h, s, l }, -2, dark), dark)
  const inputBackground = surface(3)
  const border = fromHsl(shade(tint(40, l), 16, dark))
  const input = fromHsl(shade(tint(40, l), 20, dark))

  // Primary: a vivid take on the hue, or the inverse neutral for greys.
  const primaryHsl: Hsl = neutral
    ? { h, s, l: dark ? 88 : 16 }
    : { h, s: clamp(s * 1.15, 55, 90), l: dark ? 64 : 42 }
  // Buttons keep one text colour in every state, so each fill is fitted to its text's polarity.
  const primaryTextLight = !isMostlyLight(fromHsl(primaryHsl))
  const primary = fitSurface(primaryHsl, primaryTextLight)
  const primaryHover = fitSurface(
    { ...primaryHsl, l: primaryHsl.l + (dark ? 6 : -6) },
    primaryTextLight,
  )
  const destructiveHsl: Hsl = { h: 2, s: 74, l: dark ? 46 : 47 }
  const destructive = fitSurface(destructiveHsl, true)
  const destructiveHover = fitSurface({ ...destructiveHsl, l: destructiveHsl.l - 5 }, true)

  const text = fromHsl(tint(25, dark ? 96 : 11))
  const softText = fromHsl(tint(30, dark ? 74 : 36))
  const foreground = readableOn(
    [background, card, popover, muted, secondary, sidebar, inputBackground],
    text,
  )
  const cardForeground = readableOn([card, muted, accent], text)
  const popoverForeground = readableOn([popover, accent], text)
  const mutedForeground = readableOn([muted, background, card, popover, sidebar], softText)
  const secondaryForeground = readableOn([secondary, secondaryHover], text)
  const accentForeground = readableOn([accent], text)
  const primaryForeground = readableOn(
    [primary, primaryHover],
    fromHsl(tint(20, primaryTextLight ? 98 : 10)),
  )
  const destructiveForeground = readableOn([destructive, destructiveHover], WHITE)
  const link = readableOn([background, card, popover], primary)

  const hex = rgbToHex
  const line = (color: Rgb): string => `1px solid ${hex(color)}`
  const shadow = dark ? 'rgb(0 0 0 / 0.45)' : 'rgb(0 0 0 / 0.12)'
  const transparentButton = (color: Rgb) => ({
    background: 'transparent',
    color: hex(color),
    hover: { background: hex(accent), color: hex(accentForeground) },
    active: { background: hex(accent), color: hex(accentForeground) },
  })

  return {
    name: 'color',
    displayName: 'Color',
    schemaVersion: 1,
    mostLike: dark ? 'dark' : 'light',
    tags: ['hidden'],
    colors: {
      themeColor: rgbToHslString(base),
      background: hex(background),
      foreground: hex(foreground),
      card: hex(card),
      cardForeground: hex(cardForeground),
      popover: hex(popover),
      popoverForeground: hex(popoverForeground),
      primary: hex(primary),
      primaryForeground: hex(primaryForeground),
      secondary: hex(secondary),
      secondaryForeground: hex(secondaryForeground),
      muted: hex(muted),
      mutedForeground: hex(mutedForeground),
      accent: hex(accent),
      accentForeground: hex(accentForeground),
      destructive: hex(destructive),
      destructiveForeground: hex(destructiveForeground),
      border: hex(border),
      input: hex(input),
      inputBackground: hex(inputBackground),
      ring: hex(primary),
      // The palette is opaque, so blurring what lies behind it would only cost paint time.
      cardBackdropFilter: 'none',
      popoverBackdropFilter: 'none',
      inputBackdropFilter: 'none',
    },
    fonts: {
      sans: 'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
      serif: 'ui-serif, Georgia, Cambria, "Times New Roman", serif',
      mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
      heading: 'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
      body: 'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    },
    corners: {
      none: '0px',
      sm: '0.25rem',
      md: '0.5rem',
      lg: '0.75rem',
      xl: '1rem',
      full: '9999px',
    },
    shadows: {
      none: 'none',
      sm: `0 1px 2px 0 ${shadow}`,
      md: `0 4px 8px -2px ${shadow}`,
      lg: `0 12px 20px -6px ${shadow}`,
      xl: `0 24px 40px -12px ${shadow}`,
      inner: `inset 0 2px 4px 0 ${shadow}`,
      card: `0 2px 6px -1px ${shadow}`,
      button: `0 1px 2px 0 ${shadow}`,
      dropdown: `0 10px 24px -6px ${shadow}`,
    },
    sidebar: { background: hex(sidebar), border: hex(border) },
    switches: {
      checked: { background: hex(primary) },
      unchecked: { background: hex(mutedForeground) },
      // The thumb matches the text on primary, so it stands out on both tracks.
      thumb: { background: hex(primaryForeground) },
    },
    tables: {
      background: hex(card),
      border: line(border),
      boxShadow: `0 1px 3px 0 ${shadow}`,
      cell: { border: 'none' },
      header: { background: hex(muted), color: hex(mutedForeground), border: line(border) },
      row: {
        background: hex(card),
        color: hex(cardForeground),
        border: line(border),
        hover: { background: hex(muted), color: hex(cardForeground) },
        selected: { background: hex(accent), color: hex(accentForeground) },
      },
      footer: { background: hex(muted), color: hex(mutedForeground), border: line(border) },
    },
    buttons: {
      default: {
        background: hex(primary),
        color: hex(primaryForeground),
        hover: { background: hex(primaryHover), color: hex(primaryForeground) },
        active: { background: hex(primary), color: hex(primaryForeground) },
      },
      secondary: {
        background: hex(secondary),
        color: hex(secondaryForeground),
        hover: { background: hex(secondaryHover), color: hex(secondaryForeground) },
        active: { background: hex(secondary), color: hex(secondaryForeground) },
      },
      destructive: {
        background: hex(destructive),
        color: hex(destructiveForeground),
        hover: { background: hex(destructiveHover), color: hex(destructiveForeground) },
        active: { background: hex(destructive), color: hex(destructiveForeground) },
      },
      outline: { ...transparentButton(foreground), border: line(border) },
      ghost: transparentButton(foreground),
      link: {
        background: 'transparent',
        color: hex(link),
        hover: { background: 'transparent', color: hex(link) },
        active: { background: 'transparent', color: hex(link) },
      },
    },
  }
}
