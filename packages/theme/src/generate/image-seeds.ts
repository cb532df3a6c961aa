/**
 * Seed colours from an image: the library's Celebi quantizer reduces its pixels to a palette, and
 * its Score ranks that palette by how well each colour would lead a theme (common, colourful and
 * set apart in hue from the ones ranked above it).
 */
import { argbFromRgb, hexFromArgb, QuantizerCelebi, Score } from './material-library.ts'

/** The palette size the quantizer works to, as Material's own image theming uses. */
const PALETTE_SIZE = 128

/** Pixels as the quantizer takes them (opaque ARGB), from canvas image data (RGBA bytes). */
export function pixelsFromRgba(data: ArrayLike<number>): number[] {
  const pixels: number[] = []
  for (let i = 0; i + 3 < data.length; i += 4) {
    // Translucent pixels show what is beneath rather than the image: the quantizer skips them.
    if ((data[i + 3] ?? 0) < 255) continue
    pixels.push(argbFromRgb(data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0))
  }
  return pixels
}

/** A fixed pseudo-random sequence (mulberry32): the same numbers on every run. */
function fixedSequence(): () => number {
  let state = 0x42688
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * The quantizer's k-means step (QuantizerWsmeans, 0.4.0) assigns pixels to clusters at random
 * before it refines them, and the refined palette depends on that start: with Math.random it
 * differs from run to run. It runs synchronously, so a fixed sequence stands in for Math.random
 * just while it runs, and the same image always gives the same palette.
 */
function withFixedRandom<T>(run: () => T): T {
  const random = Math.random
  Math.random = fixedSequence()
  try {
    return run()
  } finally {
    Math.random = random
  }
}

/**
 * Up to `count` candidate seed colours (hex), best first, for the image whose pixels are given
 * (opaque ARGB, as from {@link pixelsFromRgba}). An image with no colour fit to lead a theme (all
 * greys) gives the library's fallback blue. The same pixels always give the same seeds.
 */
export function seedsFromPixels(pixels: readonly number[], count = 5): string[] {
  const palette = withFixedRandom(() => QuantizerCelebi.quantize([...pixels], PALETTE_SIZE))
  return Score.score(palette, { desired: count }).map(hexFromArgb)
}
