// Parsing and validation of theme documents. The quick checks run first and throw the catalogue's
// messages word for word; the full schema check then reports every remaining problem.
// The findings themselves come from theme-findings.ts, in the shape schema-violation.ts gives.
import { clonePlain, isPlainObject } from './objects.ts'
import { describeValue, NOT_AN_OBJECT, type SchemaViolation } from './schema-violation.ts'
import { schemaViolations } from './theme-findings.ts'
import { BUTTON_STYLES, type Theme } from './types.ts'

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
