/**
 * What every contrast pair is built from: the WCAG targets, a pair's shape, the colour stops of a
 * value, painting layers over what lies beneath, and the page, card and popover surfaces painted
 * once per check. Apart from contrast.ts so that the modules listing pairs (surfaces, tables,
 * switches, buttons) share these without importing the check that runs them.
 */
import { toRgba, type Rgb, type Rgba } from './color.ts'
import { compositeOver, contrastRatio, relativeLuminance } from './color-contrast.ts'
import { paintColorMixes } from './color-mix.ts'
import { findColors } from './color-values.ts'
import { luminanceRatio, sampleSurfaces, UNREAD_IMAGE } from './contrast-samples.ts'
import { memoized } from './memo.ts'
import { unmeasurableReason, UnmeasurableColorError } from './painted-colors.ts'
import type { Theme } from './types.ts'

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
  const reason = unmeasurableReason(value)
  return reason ?? findColors(paintColorMixes(value)).map(({ color }) => toRgba(color))
})

/** A pair that shows the unread background image (UNREAD_IMAGE) through its surfaces. */
export class UnreadBackdropError extends Error {
  override name = 'UnreadBackdropError'
}

/** Paints `value` over each of `under` (undefined paints nothing), keeping a bounded sample. */
export function layer(value: string | undefined, under: readonly Rgb[]): Rgb[] {
  if (value === undefined) return [...under]
  const painted: Rgb[] = []
  for (const stop of colorStops(value)) {
    // An opaque stop hides what lies beneath: over one colour or over all, it paints itself.
    for (const beneath of stop.a < 1 ? under : under.slice(0, 1)) {
      painted.push(
        beneath === UNREAD_IMAGE && stop.a < 1 ? UNREAD_IMAGE : compositeOver(stop, beneath),
      )
    }
  }
  return sampleSurfaces(painted)
}

/** The surfaces, or an UnreadBackdropError when the unread image shows through any of them. */
export function knownSurfaces(surfaces: readonly Rgb[]): readonly Rgb[] {
  if (surfaces.includes(UNREAD_IMAGE)) {
    throw new UnreadBackdropError(
      'shows the background image through translucent colours, and the image was not read',
    )
  }
  return surfaces
}

/** Applies the brightness() part of a backdrop filter (the other functions keep mean colours). */
export function filtered(under: readonly Rgb[], filter: string | undefined): Rgb[] {
  const match = filter ? /brightness\(\s*([\d.]+)(%?)\s*\)/.exec(filter) : null
  if (!match) return [...under]
  const factor = Number(match[1]) / (match[2] ? 100 : 1)
  const scale = (c: number): number => Math.min(255, Math.round(c * factor))
  return under.map((color) =>
    color === UNREAD_IMAGE ? color : { r: scale(color.r), g: scale(color.g), b: scale(color.b) },
  )
}

const BLACK: Rgb = { r: 0, g: 0, b: 0 }

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
export type PairToMeasure = Omit<ContrastPair, 'ratio' | 'ratioWith'> & {
  measure: (text: string) => number
}

/**
 * A pair to paint when it is measured: painting throws an UnmeasurableColorError when one of its
 * colours holds no colour, and the pair alone is left out.
 */
export interface PairRecipe {
  label: string
  paint: () => PairToMeasure
}

/** A value worked out when first asked for; a failure is thrown again at every ask. */
export function lazy<T>(make: () => T): () => T {
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

export type Colors = NonNullable<Theme['colors']>

/** The theme's colour, which a resolved theme must have. */
export function needColor(theme: Theme, key: keyof Colors): string {
  const value = theme.colors?.[key]
  if (value === undefined) throw new Error(`Theme ${theme.name} has no colors.${key}`)
  return value
}

export function textPair(
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
      return {
        label,
        field,
        value: text,
        target,
        measure: lowestRatioOn(knownSurfaces(surfaces())),
      }
    },
  }
}

/**
 * The surfaces the pairs sit on, painted over the backdrops as the page paints them, each when
 * first needed: a card that holds no colour leaves out the pairs on the card, not the others.
 */
export function paintSurfaces(theme: Theme, backdrops: readonly Rgb[]) {
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
export type Surfaces = ReturnType<typeof paintSurfaces>
