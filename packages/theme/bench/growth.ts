// How a cost grows with the size of the work: each stage is timed at every size (median of
// enough repetitions to fill ~150 ms), and its growth between the two largest sizes is given as
// an exponent (1 = linear, 2 = quadratic). A fixed start-up cost makes small sizes look cheap,
// so only the largest step is judged.
import { performance } from 'node:perf_hooks'

export const THEME_SIZES = [10, 100, 1000, 5000]
/** Up to this exponent a cost counts as growing linearly (timing noise included). */
const LINEAR_EXPONENT = 1.2

export interface GrowthRow {
  stage: string
  msBySize: Record<string, number>
  exponent: number
  verdict: 'linear or better' | 'SUPERLINEAR'
}

function medianMs(run: () => unknown): number {
  const samples: number[] = []
  const started = performance.now()
  while (samples.length < 5 || (performance.now() - started < 150 && samples.length < 2000)) {
    const at = performance.now()
    run()
    samples.push(performance.now() - at)
  }
  samples.sort((a, b) => a - b)
  return samples[Math.floor(samples.length / 2)] ?? NaN
}

/** A stage's times by size, judged by its growth between the two largest sizes. */
export function growthRow(stage: string, msBySize: Record<string, number>): GrowthRow {
  const sizes = Object.keys(msBySize)
    .map(Number)
    .sort((a, b) => a - b)
  const [smaller, larger] = sizes.slice(-2)
  const [low, high] = [msBySize[smaller ?? NaN] ?? NaN, msBySize[larger ?? NaN] ?? NaN]
  // Nothing measured at either size (no long task at all) does not grow.
  const exponent =
    low === 0 && high === 0
      ? 0
      : Math.log(high / low) / Math.log((larger ?? NaN) / (smaller ?? NaN))
  return {
    stage,
    msBySize,
    exponent: Math.round(exponent * 100) / 100,
    verdict: exponent <= LINEAR_EXPONENT ? 'linear or better' : 'SUPERLINEAR',
  }
}

/** Times collected stage by stage and size by size, then judged as growth rows. */
export class GrowthTimes {
  private readonly byStage = new Map<string, Record<string, number>>()

  put(stage: string, size: number, ms: number): void {
    this.byStage.set(stage, { ...this.byStage.get(stage), [size]: Math.round(ms * 10) / 10 })
  }

  rows(): GrowthRow[] {
    return [...this.byStage].map(([stage, msBySize]) => growthRow(stage, msBySize))
  }
}

/** `prepare(size)` builds the input outside the timing; `run` is what is timed. */
export function measureGrowth<Input>(
  stage: string,
  sizes: number[],
  prepare: (size: number) => Input,
  run: (input: Input) => unknown,
): GrowthRow {
  const msBySize: Record<string, number> = {}
  for (const size of sizes) {
    const input = prepare(size)
    run(input) // warm-up: first-call compilation is not growth
    msBySize[size] = Math.round(medianMs(() => run(input)) * 1000) / 1000
  }
  return growthRow(stage, msBySize)
}

/** The rows as a fixed-width table, after the JSON. */
export function growthTable(rows: GrowthRow[], unit: string): string {
  const sizes = Object.keys(rows[0]?.msBySize ?? {})
  const header = ['stage', ...sizes.map((size) => `${size} ${unit}`), 'exponent', 'growth']
  const cells = rows.map((row) => [
    row.stage,
    ...sizes.map((size) => `${row.msBySize[size]} ms`),
    String(row.exponent),
    row.verdict,
  ])
  const widths = header.map((title, i) =>
    Math.max(title.length, ...cells.map((c) => c[i]?.length ?? 0)),
  )
  const line = (c: string[]) => c.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ')
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n')
}
