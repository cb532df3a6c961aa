import { describe, expect, it } from 'vitest'
import { resolveTheme } from '../test/resolved-themes.ts'
import { cpuMilliseconds } from '../test/cpu-time.ts'
import type { Theme } from '../types.ts'
import { exportShadcnCss, readShadcnCss } from './shadcn-css.ts'
import { exportShadcnRegistryItem, readShadcnRegistryItem } from './shadcn-registry.ts'

/** A theme of about 50 KB: 150 extra colour tokens and 100 long layered shadows. */
function bigTheme(): Theme {
  const colors: Record<string, string> = {}
  for (let i = 0; i < 150; i++) colors[`token-${i}`] = `oklch(0.${(i % 90) + 10} 0.1${i % 10} ${i})`
  const shadows: Record<string, string> = {}
  const layer = (i: number) => `0 ${i % 9}px ${i % 17}px -${i % 5}px rgb(16 24 40 / 0.0${i % 9})`
  for (let i = 0; i < 100; i++) {
    shadows[`layer-${i}`] = Array.from({ length: 12 }, (_, j) => layer(i + j)).join(', ')
  }
  return resolveTheme({
    name: 'big',
    displayName: 'Big',
    schemaVersion: 1,
    inherits: 'light',
    colors,
    shadows,
  })
}

function median(run: () => unknown): number {
  run() // warm up
  const times = Array.from({ length: 7 }, () => {
    const started = cpuMilliseconds()
    run()
    return cpuMilliseconds() - started
  })
  return times.sort((a, b) => a - b)[3] ?? Infinity
}

describe('speed on a 50 KB theme', () => {
  it('exports and reads each shadcn format in milliseconds', () => {
    const theme = bigTheme()
    expect(JSON.stringify(theme).length).toBeGreaterThan(50_000)
    const css = exportShadcnCss({ light: theme }, { displayName: 'Big', tailwind: 4 }).text
    const v3 = exportShadcnCss({ light: theme }, { displayName: 'Big', tailwind: 3 }).text
    const item = exportShadcnRegistryItem({ light: theme }, { displayName: 'Big' }).text
    const timings = {
      'export v4': median(() =>
        exportShadcnCss({ light: theme }, { displayName: 'Big', tailwind: 4 }),
      ),
      'read v4': median(() => readShadcnCss(css)),
      'export v3': median(() =>
        exportShadcnCss({ light: theme }, { displayName: 'Big', tailwind: 3 }),
      ),
      'read v3': median(() => readShadcnCss(v3)),
      'export registry': median(() =>
        exportShadcnRegistryItem({ light: theme }, { displayName: 'Big' }),
      ),
      'read registry': median(() => readShadcnRegistryItem(item)),
    }
    console.info(
      `Medians on a ${Math.round(css.length / 1000)} KB export: ${Object.entries(timings)
        .map(([step, ms]) => `${step} ${ms.toFixed(1)} ms`)
        .join(', ')}`,
    )
    // CPU time, so a busy machine does not count; the target is 20 ms, the bound leaves room for a
    // slower machine, and work growing with the square of the text (66 KB: billions of steps)
    // would still take seconds.
    for (const [step, ms] of Object.entries(timings)) expect(ms, step).toBeLessThan(100)
  }, 60_000)
})
