import { describe, expect, it } from 'vitest'
import { timeStage } from './stage-timings'

describe('timeStage', () => {
  it('reports the stage to observers, returns its result and keeps no entry behind', async () => {
    const seen: { name: string; duration: number }[] = []
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        seen.push({ name: entry.name, duration: entry.duration })
    })
    observer.observe({ entryTypes: ['measure'] })
    const result = timeStage('compile-apply', () => {
      const until = performance.now() + 5
      while (performance.now() < until) {
        // busy for 5 ms
      }
      return 'done'
    })
    await new Promise((resolve) => setTimeout(resolve, 0))
    observer.disconnect()
    expect(result).toBe('done')
    expect(seen).toHaveLength(1)
    expect(seen[0]?.name).toBe('stage:compile-apply')
    expect(seen[0]?.duration).toBeGreaterThanOrEqual(5)
    expect(performance.getEntriesByType('measure')).toEqual([])
  })

  it('reports a stage that throws, and lets the error through', () => {
    expect(() =>
      timeStage('history-save', () => {
        throw new Error('full')
      }),
    ).toThrow('full')
    expect(performance.getEntriesByName('stage:history-save')).toEqual([])
  })
})
