// Parsing and validation of theme documents. The quick checks run first and throw the catalogue's
// messages word for word; the full schema check then reports every remaining problem.
import { compileTheme, groupVariableName } from './css.ts'
import { cssValueProblem } from './css-values.ts'
import { SHADCN_COLOR_TOKENS } from './formats/shadcn-tokens.ts'
import { invisibleCharacterViolations } from './invisible-characters.ts'
import { clonePlain, isForbiddenKey, isPlainObject, pointerSegment } from './objects.ts'
// schema.json precompiled at build time (scripts/compile-schema.ts): no ajv, no compile at start-up
// and no eval, so validation also works under a Content-Security-Policy without 'unsafe-eval'.
import validateSchema from './schema-validator.generated.ts'
import type { SchemaError } from './schema-validator.generated.ts'
import { refuseTailwindVariables } from './tailwind-key-refusals.ts'
import { themeLimitViolations } from './theme-limits.ts'
import { BUTTON_STYLES, type Theme } from './types.ts'
import { TOO_DEEP_REASON } from './var-references.ts'

/**
 * One finding in a theme document. Errors refuse the theme; warnings do not: a property the
 * format does not list (kept as it is, and ignored by apps as theme-o-rama ignores it) or a value
 * that is malformed but harmless (repaired or skipped on its own when the theme is applied).
 */
export interface SchemaViolation {
  severity: 'error' | 'warning'
  /** JSON pointer to the offending value ('' for the document itself); for an unknown property it
   * points at that property, so an editor can underline the key. */
  path: string
  /** Readable message, e.g. 'Expected a string' or 'Unknown property "colour"'. */
  message: string
  /** What kind of rule failed: a JSON Schema keyword ('type', 'required', 'enum', ...), 'json',
   * or 'css' for a value that is not well-formed or not safe CSS. */
  keyword: string
}

/** A theme read from a document, with the warnings it carries. */
export interface ReadTheme {
  theme: Theme
  warnings: SchemaViolation[]
}

/** Thrown by parseTheme. `message` is the first problem; `violations` lists all that were found. */
export class ThemeValidationError extends Error {
  readonly violations: SchemaViolation[]

  constructor(message: string, violations: SchemaViolation[]) {
    super(message)
    this.name = 'ThemeValidationError'
    this.violations = violations
  }
}

const PREFIX = 'Invalid theme JSON structure.'

/**
 * Parses and validates a theme given as JSON text or as an object. Returns a fresh deep copy that
 * shares nothing with the input. Throws ThemeValidationError for errors; warnings are dropped
 * (see readTheme).
 */
export function parseTheme(input: unknown): Theme {
  return readTheme(input).theme
}

/**
 * Like parseTheme, and also returns the warnings: properties the format does not list (kept in
 * the copy, so nothing of the document is lost) and malformed values.
 */
export function readTheme(input: unknown): ReadTheme {
  const data = readInput(input)
  if (!data.ok) fail(`${PREFIX} The theme string must be valid JSON`, data.violation)
  const value = data.value
  if (!isPlainObject(value)) {
    fail(`${PREFIX} The theme must be a valid JSON object`, { ...NOT_AN_OBJECT })
  }
  for (const key of ['name', 'displayName'] as const) {
    if (typeof value[key] !== 'string') {
      fail(`${PREFIX} ${key} is required`, requiredViolation(key, value))
    }
  }
  const version = value.schemaVersion
  if (typeof version !== 'number') {
    fail(`${PREFIX} schemaVersion is required`, requiredViolation('schemaVersion', value))
  }
  if (version !== 1) {
    fail(`${PREFIX} Unrecognized schemaVersion: ${version}`, {
      severity: 'error',
      path: '/schemaVersion',
      message: 'Must be 1',
      keyword: 'const',
    })
  }
  if (value.mostLike !== undefined && value.mostLike !== 'dark' && value.mostLike !== 'light') {
    fail(`${PREFIX} mostLike must be "dark" or "light"`, {
      severity: 'error',
      path: '/mostLike',
      message: 'Must be one of: dark, light',
      keyword: 'enum',
    })
  }
  const style = value.buttonStyle
  if (style !== undefined && !(BUTTON_STYLES as readonly unknown[]).includes(style)) {
    fail(`Invalid button style: ${describeValue(style)}`, {
      severity: 'error',
      path: '/buttonStyle',
      message: `Must be one of: ${BUTTON_STYLES.join(', ')}`,
      keyword: 'enum',
    })
  }
  const violations = schemaViolations(value)
  const errors = violations.filter((violation) => violation.severity === 'error')
  const [first] = errors
  if (first) {
    const more = errors.length - 1
    const suffix = more > 0 ? ` (and ${more} more problem${more === 1 ? '' : 's'})` : ''
    fail(`${PREFIX} ${first.path || '(root)'}: ${first.message}${suffix}`, ...errors)
  }
  return {
    theme: clonePlain(value) as unknown as Theme,
    warnings: violations.filter((violation) => violation.severity === 'warning'),
  }
}

function fail(message: string, ...violations: SchemaViolation[]): never {
  throw new ThemeValidationError(message, violations)
}

const NOT_AN_OBJECT: SchemaViolation = {
  severity: 'error',
  path: '',
  message: 'Expected an object',
  keyword: 'type',
}

/**
 * Every finding in a theme document, errors and warnings, for editors and diagnostics: JSON
 * syntax, the document shape, every schema rule (including schemaVersion 1, mostLike and
 * buttonStyle values), unknown properties and malformed or unsafe CSS values. Returns [] for a
 * theme with nothing to say.
 */
export function findSchemaViolations(input: unknown): SchemaViolation[] {
  const data = readInput(input)
  if (!data.ok) return [data.violation]
  return schemaViolations(data.value)
}

type ReadResult = { ok: true; value: unknown } | { ok: false; violation: SchemaViolation }

function readInput(input: unknown): ReadResult {
  if (typeof input !== 'string') return { ok: true, value: input }
  try {
    // Editors on some systems start a UTF-8 file with a byte order mark; it is not part of the JSON.
    return { ok: true, value: JSON.parse(input.replace(/^\uFEFF/, '')) as unknown }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    return {
      ok: false,
      violation: {
        severity: 'error',
        path: '',
        message: `Invalid JSON: ${reason}`,
        keyword: 'json',
      },
    }
  }
}

function requiredViolation(key: string, data: Record<string, unknown>): SchemaViolation {
  return key in data
    ? {
        severity: 'error',
        path: `/${key}`,
        message: `Expected a ${key === 'schemaVersion' ? 'number' : 'string'}`,
        keyword: 'type',
      }
    : {
        severity: 'error',
        path: '',
        message: `Missing required property "${key}"`,
        keyword: 'required',
      }
}

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

function schemaViolations(data: unknown): SchemaViolation[] {
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

/**
 * Whether a schema error is worth reporting: a key of the colour group that writes one of
 * shadcn/ui's own tokens (`chart-1`, `sidebarPrimary`) is not in the format's list, yet every
 * shadcn/ui app reads it, so it is no unknown property.
 */
function isReportable(error: SchemaError): boolean {
  if (error.keyword !== 'additionalProperties' || error.instancePath !== '/colors') return true
  const variable = groupVariableName('colors', String(error.params.additionalProperty))
  return variable === undefined || !SHADCN_COLOR_TOKENS.has(variable.slice(2))
}

/**
 * A property the format does not list: kept and reported, unless its name could reach an
 * object's prototype. In the colour, font, corner and shadow groups it still becomes a variable,
 * as theme-o-rama writes every key of those groups; elsewhere nothing reads it.
 */
function unknownPropertyViolation(parent: string, key: string): SchemaViolation {
  const path = `${parent}/${pointerSegment(key)}`
  if (isForbiddenKey(key)) {
    return {
      severity: 'error',
      path,
      message: `Forbidden property name "${key}"`,
      keyword: 'additionalProperties',
    }
  }
  // Only top-level groups map keys to variables, so only a one-segment parent can name one.
  const variable = /^\/[^/]+$/.test(parent) ? groupVariableName(parent.slice(1), key) : undefined
  return {
    severity: 'warning',
    path,
    message: variable
      ? `Not part of the theme format; it is still written as ${variable}, as theme-o-rama does`
      : 'Not part of the theme format and has no effect',
    keyword: 'additionalProperties',
  }
}

function toViolation(error: SchemaError): SchemaViolation {
  const path = error.instancePath
  const params = error.params
  switch (error.keyword) {
    case 'additionalProperties':
      return unknownPropertyViolation(path, String(params.additionalProperty))
    case 'required':
      return {
        severity: 'error',
        path,
        message: `Missing required property "${String(params.missingProperty)}"`,
        keyword: error.keyword,
      }
    case 'type':
      return {
        severity: 'error',
        path,
        message: `Expected ${article(String(params.type))}`,
        keyword: error.keyword,
      }
    case 'enum':
      return {
        severity: 'error',
        path,
        message: `Must be one of: ${(params.allowedValues as unknown[]).map(String).join(', ')}`,
        keyword: error.keyword,
      }
    case 'const':
      return {
        severity: 'error',
        path,
        message: `Must be ${describeValue(params.allowedValue)}`,
        keyword: error.keyword,
      }
    default:
      return {
        severity: 'error',
        path,
        message: error.message ?? 'Invalid value',
        keyword: error.keyword,
      }
  }
}

function article(type: string): string {
  return `${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}`
}

function describeValue(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value))
}
