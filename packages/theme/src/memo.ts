/**
 * `read` with its answers kept for the last few thousand distinct inputs. Themes repeat their
 * colours (a gradient is read for every pair painted on it, again after each contrast fix), and
 * reading CSS is the costly part of measuring. Answers are frozen: callers share them.
 */
export function memoized<T>(read: (input: string) => T, limit = 4096): (input: string) => T {
  const answers = new Map<string, T>()
  return (input) => {
    if (answers.has(input)) return answers.get(input) as T
    const answer = read(input)
    if (answers.size >= limit) answers.clear()
    answers.set(
      input,
      typeof answer === 'object' && answer !== null ? Object.freeze(answer) : answer,
    )
    return answer
  }
}
