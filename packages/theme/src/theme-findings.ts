// Every finding in a theme document that passed the quick checks: its size, the schema's rules,
// unknown properties, unsafe or malformed CSS, var() chains that go too deep, and the limits
// JSON Schema cannot state. Apart from validate.ts, which reads the document and decides what
// refuses it, because these checks are the bulk of the work and run for every edit.
import { compileTheme } from './css.ts'
import { cssValueProblem } from './css-values.ts'
import { invisibleCharacterViolations } from './invisible-characters.ts'
import { isPlainObject, pointerSegment } from './objects.ts'
// schema.json precompiled at build time (scripts/compile-schema.ts): no ajv, no compile at start-up
// and no eval, so validation also works under a Content-Security-Policy without 'unsafe-eval'.
import validateSchema from './schema-validator.generated.ts'
import {
  isReportable,
  NOT_AN_OBJECT,
  toViolation,
  type SchemaViolation,
} from './schema-violation.ts'
import { refuseTailwindVariables } from './tailwind-key-refusals.ts'
import { themeLimitViolations } from './theme-limits.ts'
import type { Theme } from './types.ts'
import { TOO_DEEP_REASON } from './var-references.ts'

/** A theme is a few levels deep; far deeper documents are refused before anything recurses. */
const MAX_THEME_DEPTH = 32
/** A theme has a few hundred values; a document with far more is refused before it is walked. */
const MAX_THEME_VALUES = 20_000
/** Findings listed at most; a document with more says how many were left out. */
const MAX_FINDINGS = 100
/**
 * Properties outside the format that the colour, font, corner and shadow groups may hold: each
 * becomes CSS variables on every page. Themes from other tools carry a few dozen (charts,
 * sidebars); thousands only make the page slow to style.
 */
const MAX_UNLISTED_VARIABLES = 256

/** What makes a document too big to check, found without recursion; undefined when it is fine. */
function sizeProblem(data: unknown): string | undefined {
  const stack: [unknown, number][] = [[data, 0]]
  let values = 0
  while (stack.length > 0) {
    const [value, depth] = stack.pop() ?? [undefined, 0]
    if (typeof value !== 'object' || value === null) continue
    if (depth >= MAX_THEME_DEPTH) return `Nested more than ${MAX_THEME_DEPTH} levels deep`
    // Key by key, so a huge object is given up on without listing all of it first.
    for (const key in value) {
      if (!Object.prototype.hasOwnProperty.call(value, key)) continue
      if (++values > MAX_THEME_VALUES) return `Holds more than ${MAX_THEME_VALUES} values`
      stack.push([(value as Record<string, unknown>)[key], depth + 1])
    }
  }
  return undefined
}

function limitFindings(violations: SchemaViolation[]): SchemaViolation[] {
  if (violations.length <= MAX_FINDINGS) return violations
  // Errors first, so a refused document always says why.
  const ordered = [
    ...violations.filter((v) => v.severity === 'error'),
    ...violations.filter((v) => v.severity === 'warning'),
  ]
  const kept = ordered.slice(0, MAX_FINDINGS)
  const rest = ordered.length - kept.length
  const severity = kept.some((v) => v.severity === 'error') ? 'error' : 'warning'
  return [
    ...kept,
    { severity, path: '', message: `…and ${rest} more not listed`, keyword: 'limit' },
  ]
}

export function schemaViolations(data: unknown): SchemaViolation[] {
  // Also refuses class instances and Maps, which JSON Schema would take for objects.
  if (!isPlainObject(data)) return [{ ...NOT_AN_OBJECT }]
  const tooBig = sizeProblem(data)
  if (tooBig) return [{ severity: 'error', path: '', message: tooBig, keyword: 'size' }]
  const cssViolations = [...unsafeCssViolations(data), ...deepReferenceViolations(data)]
  // What JSON Schema cannot say: limits that keep a theme within an app's undo history, and
  // text that reads as it parses.
  const contentViolations = [...themeLimitViolations(data), ...invisibleCharacterViolations(data)]
  if (validateSchema(data)) return limitFindings([...cssViolations, ...contentViolations])
  const violations = (validateSchema.errors ?? []).filter(isReportable).map(toViolation)
  // A value of the wrong type also fails its enum or const; the type is the one worth saying.
  const wrongType = new Set(violations.filter((v) => v.keyword === 'type').map((v) => v.path))
  return limitFindings([
    ...refuseTailwindVariables(
      violations.filter((v) => v.keyword === 'type' || !wrongType.has(v.path)),
    ),
    ...unlistedVariableViolations(violations),
    ...cssViolations,
    ...contentViolations,
  ])
}

/** Values whose var() chains go too deep, found by compiling the document as it stands. */
function deepReferenceViolations(data: Record<string, unknown>): SchemaViolation[] {
  // The background image is a URL that names no variable, and may be an embedded image of
  // many megabytes: it is left out rather than escaped for nothing.
  const styling = { ...data, backgroundImage: undefined }
  const paths = new Set(
    compileTheme(styling as unknown as Theme)
      .rejected.filter((rejected) => rejected.reason === TOO_DEEP_REASON)
      .map((rejected) => rejected.path),
  )
  return [...paths].map((path) => ({
    severity: 'error',
    path,
    message: TOO_DEEP_REASON,
    keyword: 'css',
  }))
}

/** Refuses a document with more unknown group keys (each a variable) than MAX_UNLISTED_VARIABLES. */
function unlistedVariableViolations(violations: SchemaViolation[]): SchemaViolation[] {
  const unlisted = violations.filter(
    (violation) =>
      violation.keyword === 'additionalProperties' &&
      violation.severity === 'warning' &&
      /^\/(colors|fonts|corners|shadows)\/[^/]+$/.test(violation.path),
  ).length
  if (unlisted <= MAX_UNLISTED_VARIABLES) return []
  return [
    {
      severity: 'error',
      path: '',
      message: `Has ${unlisted} properties outside the format in colors, fonts, corners and shadows, each written as a CSS variable; at most ${MAX_UNLISTED_VARIABLES} are allowed`,
      keyword: 'limit',
    },
  ]
}

// Fields that are names or URLs rather than CSS values; the background image is escaped as a URL.
const NOT_CSS_VALUES = new Set([
  'name',
  'displayName',
  'schemaVersion',
  'inherits',
  'mostLike',
  'tags',
  'buttonStyle',
  'backgroundImage',
])

/**
 * Every string that becomes a CSS value must stay inside its declaration; one that could break
 * out (e.g. `red; } body { display: none`) is refused here with the reason, rather than dropped
 * silently when the theme is applied. Values of unknown properties are held to the same rule:
 * another app may use them. A merely malformed value is a warning.
 */
function unsafeCssViolations(data: Record<string, unknown>): SchemaViolation[] {
  const violations: SchemaViolation[] = []
  const visit = (value: unknown, path: string) => {
    if (typeof value === 'string') {
      const problem = cssValueProblem(value)
      if (problem?.kind === 'unsafe') {
        violations.push({
          severity: 'error',
          path,
          message: `Unsafe CSS value: ${problem.reason}`,
          keyword: 'css',
        })
      } else if (problem) {
        violations.push({
          severity: 'warning',
          path,
          message: `Malformed CSS value: ${problem.reason}`,
          keyword: 'css',
        })
      }
    } else if (isPlainObject(value)) {
      for (const [key, child] of Object.entries(value))
        visit(child, `${path}/${pointerSegment(key)}`)
    }
  }
  for (const [key, value] of Object.entries(data)) {
    if (!NOT_CSS_VALUES.has(key)) visit(value, `/${pointerSegment(key)}`)
  }
  return violations
}
