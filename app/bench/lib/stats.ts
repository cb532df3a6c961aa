/** Median, 95th percentile, min and max of one figure over repeated runs. */
export interface Summary {
  runs: number
  median: number
  p95: number
  min: number
  max: number
}

const round = (value: number) => Math.round(value * 10) / 10

/** Nearest-rank percentile: with few runs the p95 is the slowest run, never an interpolation. */
function percentile(sorted: number[], fraction: number): number {
  const rank = Math.ceil(fraction * sorted.length)
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? NaN
}

export function summarize(values: number[]): Summary {
  const sorted = [...values].sort((a, b) => a - b)
  return {
    runs: sorted.length,
    median: round(percentile(sorted, 0.5)),
    p95: round(percentile(sorted, 0.95)),
    min: round(sorted[0] ?? NaN),
    max: round(sorted.at(-1) ?? NaN),
  }
}
