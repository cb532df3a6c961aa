/**
 * This process's CPU time in milliseconds. Speed bounds in tests read it rather than the clock, so
 * other work on a busy machine does not count against the code under test.
 */
export function cpuMilliseconds(): number {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}

/**
 * The time of the fastest of `runs` runs of `run`, after `warmups` runs that compile its code
 * paths: the cost of the work itself. Each run counts the smaller of its CPU and wall time, since
 * each overstates the work in its own way: CPU time also counts the engine's compiler and
 * collector threads, and wall time counts waiting for a core that other work (a parallel test
 * file) holds.
 */
export function fastestRunMs(run: () => void, { warmups = 3, runs = 15 } = {}): number {
  for (let n = 0; n < warmups; n++) run()
  let fastest = Infinity
  for (let n = 0; n < runs; n++) {
    const startedCpu = cpuMilliseconds()
    const started = performance.now()
    run()
    const wall = performance.now() - started
    fastest = Math.min(fastest, wall, cpuMilliseconds() - startedCpu)
  }
  return fastest
}
