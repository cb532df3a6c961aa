/**
 * Keeps the contrast measure bounded. Painting a gradient over a gradient multiplies their colours
 * (40 stops over 40 over 40 is 64,000 surfaces), so every set of surfaces the measure paints on
 * keeps at most MAX_SURFACE_SAMPLES colours, chosen so that the lowest contrast barely moves.
 */
import { type Rgb } from './color.ts'
import { relativeLuminance } from './color-contrast.ts'

/*
 * The contrast ratio of two opaque colours is e^d, d their distance on ln(L + 0.05) (L the
 * relative luminance), a scale from ln 0.05 (black) to ln 1.05 (white), ln 21 long. Cut into 256
 * equal bands, each is ln 21 / 256 ≈ 0.012 wide: keeping the darkest and the lightest colour of
 * every band, the lowest ratio against the kept colours is exact when the text lies outside the
 * band of the worst surface, and at most e^0.012 ≈ 1.2% too high when it lies inside.
 * The 512 samples this keeps take in, whole, what a theme of plain colours paints over a
 * background image: its 145 cells under page, card and popover are 435 colours. Fewer would
 * change the figures of such themes; many more would slow the Fix search, which asks hundreds of
 * colours against every sample.
 */
const LUMINANCE_BANDS = 256
export const MAX_SURFACE_SAMPLES = 2 * LUMINANCE_BANDS

const SCALE_START = Math.log(0.05)
const BAND_WIDTH = Math.log(21) / LUMINANCE_BANDS

function band(luminance: number): number {
  const position = (Math.log(luminance + 0.05) - SCALE_START) / BAND_WIDTH
  return Math.min(LUMINANCE_BANDS - 1, Math.max(0, Math.floor(position)))
}

/** The WCAG contrast ratio of two relative luminances. */
export function luminanceRatio(first: number, second: number): number {
  return (Math.max(first, second) + 0.05) / (Math.min(first, second) + 0.05)
}

/**
 * `items` as they are when there are at most MAX_SURFACE_SAMPLES of them, else the darkest and the
 * lightest of each luminance band, judged by the colour `colorOf` gives for an item.
 */
export function spreadByLuminance<T>(items: readonly T[], colorOf: (item: T) => Rgb): T[] {
  if (items.length <= MAX_SURFACE_SAMPLES) return [...items]
  const darkest = new Map<number, { item: T; luminance: number }>()
  const lightest = new Map<number, { item: T; luminance: number }>()
  for (const item of items) {
    const luminance = relativeLuminance(colorOf(item))
    const index = band(luminance)
    const dark = darkest.get(index)
    if (!dark || luminance < dark.luminance) darkest.set(index, { item, luminance })
    const light = lightest.get(index)
    if (!light || luminance > light.luminance) lightest.set(index, { item, luminance })
  }
  const kept = new Set<T>()
  for (const { item } of darkest.values()) kept.add(item)
  for (const { item } of lightest.values()) kept.add(item)
  return [...kept]
}

/**
 * The backdrop of a background image whose colours the caller cannot read (the command line
 * decodes no image): what shows through translucent layers to it is unknown, so a pair painted
 * over it is left out with the reason. Opaque layers hide it, as they hide any backdrop. Known by
 * identity, never by its channels.
 */
export const UNREAD_IMAGE: Rgb = Object.freeze({ r: 0, g: 0, b: 0 })

/**
 * A set of surfaces: each colour once (a contrast minimum needs no repeats), spread as above;
 * the unread image, when among them, is kept apart from the colours.
 */
export function sampleSurfaces(colors: Iterable<Rgb>): Rgb[] {
  const distinct = new Map<number, Rgb>()
  let unread = false
  for (const color of colors) {
    if (color === UNREAD_IMAGE) unread = true
    else distinct.set((color.r << 16) | (color.g << 8) | color.b, color)
  }
  const sampled = spreadByLuminance([...distinct.values()], (color) => color)
  return unread ? [...sampled, UNREAD_IMAGE] : sampled
}
