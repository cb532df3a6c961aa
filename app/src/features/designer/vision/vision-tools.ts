/**
 * The part of the colour-vision preview loaded on first use: the engine's matrices and
 * look-alike check (with culori's deficiency filters and colour difference).
 */
import { visionMatrix, type SimulatedVision } from '@theme-a-roo/theme'

export { findLookAlikes } from '@theme-a-roo/theme'

/**
 * An feColorMatrix's `values` (four rows of five: red, green, blue, alpha, offset) for the
 * vision's 3x3 matrix; alpha passes through untouched.
 */
export function feColorMatrixValues(vision: SimulatedVision): string {
  const { rows } = visionMatrix(vision)
  const row = (index: number) => [...rows.slice(index * 3, index * 3 + 3), 0, 0]
  return [...row(0), ...row(1), ...row(2), 0, 0, 0, 1, 0].join(' ')
}

/** The `color-interpolation-filters` the matrix is written for. */
export const matrixSpace = (vision: SimulatedVision) => visionMatrix(vision).space
