/**
 * Luminance and WCAG contrast: painting a translucent colour over another, relative luminance,
 * whether a colour reads as light, and the contrast ratio of two colours. Apart from color.ts
 * because the contrast check and the twin measure millions of colours through these few
 * functions, which need none of the parsing and writing around them.
 */
import { modeLrgb, useMode } from 'culori/fn'
import { channel, clamp, parseCssColor, type Rgb, type Rgba } from './color.ts'

const toLrgb = useMode(modeLrgb)

/** An 8-bit colour, or a parsable CSS colour string (which is parsed). */
function rgbaOf(color: string | Rgb | Rgba): Rgba | undefined {
  if (typeof color === 'string') return parseCssColor(color)
  return {
    r: channel(color.r),
    g: channel(color.g),
    b: channel(color.b),
    a: 'a' in color ? clamp(color.a, 0, 1) : 1,
  }
}

/** Paints `top` (with its alpha) over an opaque `bottom` colour. */
export function compositeOver(top: Rgba, bottom: Rgb): Rgb {
  const mix = (t: number, b: number): number => channel(t * top.a + b * (1 - top.a))
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b) }
}

/** The 256 channel values made linear once: the contrast check asks for millions of them. */
const LINEAR_CHANNELS = Array.from(
  { length: 256 },
  (_, c) => toLrgb({ mode: 'rgb', r: c / 255, g: 0, b: 0 }).r,
)

/** WCAG 2.x relative luminance (0 for black, 1 for white) of an opaque colour. */
export function relativeLuminance({ r, g, b }: Rgb): number {
  const linear = (c: number): number =>
    LINEAR_CHANNELS[c] ?? toLrgb({ mode: 'rgb', r: c / 255, g: 0, b: 0 }).r
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

export const WHITE: Rgb = { r: 255, g: 255, b: 255 }

const describe = (color: string | Rgb): string =>
  typeof color === 'string' ? color : JSON.stringify(color)

/**
 * The luminance above which black text out-contrasts white text: solving
 * (1 + 0.05) / (Y + 0.05) = (Y + 0.05) / (0 + 0.05) gives Y = sqrt(1.05 * 0.05) - 0.05 ≈ 0.179,
 * which is a perceptual lightness (CIE L*) of about 50%: the middle of the lightness scale.
 */
export const LIGHTNESS_THRESHOLD = Math.sqrt(1.05 * 0.05) - 0.05

/**
 * Whether a colour reads as light: its relative luminance is above {@link LIGHTNESS_THRESHOLD},
 * the point where dark text becomes more readable on it than light text (about 50% perceptual
 * lightness). A translucent colour is judged as painted over white. A string that is not a
 * parsable colour counts as light, because light is the default look.
 */
export function isMostlyLight(color: string | Rgb | Rgba): boolean {
  const rgba = rgbaOf(color)
  if (!rgba) return true
  return relativeLuminance(compositeOver(rgba, WHITE)) > LIGHTNESS_THRESHOLD
}

/**
 * WCAG 2.x contrast ratio (1 to 21) between two colours given as CSS strings or RGB(A) objects.
 * The order does not matter for opaque colours. A translucent colour is painted over the other
 * one before measuring; when both are translucent, `b` is taken as the backdrop and first painted
 * over white. Throws a TypeError when a string is not a parsable colour.
 */
export function contrastRatio(a: string | Rgb | Rgba, b: string | Rgb | Rgba): number {
  const first = rgbaOf(a)
  const second = rgbaOf(b)
  if (!first) throw new TypeError(`Not a parsable colour: ${describe(a)}`)
  if (!second) throw new TypeError(`Not a parsable colour: ${describe(b)}`)
  // Whichever colour is translucent is painted over the other; if both are, `b` is the backdrop.
  const back = second.a < 1 ? compositeOver(second, first.a < 1 ? WHITE : first) : second
  const front = compositeOver(first, back)
  const l1 = relativeLuminance(front)
  const l2 = relativeLuminance(back)
  return (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05)
}
