/**
 * This process's CPU time in milliseconds. Speed bounds in tests read it rather than the clock, so
 * other work on a busy machine does not count against the code under test.
 */
export function cpuMilliseconds(): number {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}
