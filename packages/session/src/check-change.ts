import { findSchemaViolations, type Theme } from '@theme-a-roo/theme'
import type { RefusedChange } from './types.ts'

/*
 * A change is held to the rules a stored or opened theme is read by: one that would leave a theme
 * the next load refuses (a value that is not safe CSS, var() chains too deep) is not made, so it
 * is never stored, saved as a file or published.
 */

/** The groups that become CSS variables: var() chains may run through any of them. */
const STYLE_GROUPS = new Set([
  'colors',
  'fonts',
  'corners',
  'shadows',
  'sidebar',
  'switches',
  'tables',
  'buttons',
])

const ALWAYS_CHECKED = new Set(['name', 'displayName', 'schemaVersion'])

/**
 * What a change must be checked for: the parts it replaced, and the style groups (a reference
 * added anywhere can lengthen a chain). The rest is the theme as it was, already checked, so a
 * field edit of a large theme is not a check of all of it.
 */
function partToCheck(previous: Theme, next: Theme): Theme {
  const before = previous as unknown as Record<string, unknown>
  const part: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(next)) {
    if (value !== before[key] || STYLE_GROUPS.has(key) || ALWAYS_CHECKED.has(key)) {
      part[key] = value
    }
  }
  return part as unknown as Theme
}

/** The first error the engine finds in what the change touched, if any. */
export function refusalOf(previous: Theme, next: Theme): RefusedChange | undefined {
  const error = findSchemaViolations(partToCheck(previous, next)).find(
    (violation) => violation.severity === 'error',
  )
  return error && { path: error.path, message: error.message }
}
