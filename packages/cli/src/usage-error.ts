/** Exit codes every command shares, as `diff` and linters use them. */
export const EXIT_OK = 0
export const EXIT_FINDINGS = 1
export const EXIT_USAGE = 2

/**
 * Bad usage or an input the command cannot work on (unreadable, or no theme): exit code 2, so a
 * CI step can tell "the theme has errors" (1) from "the step is broken".
 */
export class UsageError extends Error {
  override name = 'UsageError'
}
