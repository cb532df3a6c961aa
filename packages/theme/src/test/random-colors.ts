// Colours for tests that sweep many of them: a fixed pseudo-random sequence, so a failure can be
// reproduced, and how far apart two colours are per channel.
import type { Rgb } from '../color.ts'

/** Deterministic pseudo-random colours, so failures can be reproduced. */
export function randomColors(count: number, seed = 7): Rgb[] {
  let state = seed
  const next = (): number => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0
    return state >>> 24
  }
  return Array.from({ length: count }, () => ({ r: next(), g: next(), b: next() }))
}

export const channelError = (a: Rgb, b: Rgb): number =>
  Math.max(Math.abs(a.r - b.r), Math.abs(a.g - b.g), Math.abs(a.b - b.b))
