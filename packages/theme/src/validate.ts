// Parsing and validation of theme documents. The quick checks run first and throw the catalogue's
// messages word for word; the full schema check then reports every remaining problem.
import { unsafeCssValueReason } from './css-values.ts'
import { clonePlain, isPlainObject, pointerSegment } from './objects.ts'
// schema.json precompiled at build time (scripts/compile-schema.ts): no ajv, no compile at start-up
// and no eval, so validation also works under a Content-Security-Policy without 'unsafe-eval'.
import validateSchema from './schema-validator.generated.ts'
import type { SchemaError } from './schema-validator.generated.ts'
import { BUTTON_STYLES, type Theme } from './types.ts'

/** One problem found in a theme document. */
export interface SchemaViolation {
  /** JSON pointer to the offending value ('' for the document itself); for an unknown property it
   * points at that property, so an editor can underline the key. */
  path: string
  /** Readable message, e.g. 'Expected a string' or 'Unknown property "colour"'. */
  message: string
  /** What kind of rule failed: a JSON Schema keyword ('type', 'required', 'enum', ...) or 'json'. */
  keyword: string
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
 * shares nothing with the input. Throws ThemeValidationError.
 */
export function parseTheme(input: unknown): Theme {
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
      path: '/schemaVersion',
      message: 'Must be 1',
      keyword: 'const',
    })
  }
  if (value.mostLike !== undefined && value.mostLike !== 'dark' && value.mostLike !== 'light') {
    fail(`${PREFIX} mostLike must be "dark" or "light"`, {
      path: '/mostLike',
      message: 'Must be one of: dark, light',
      keyword: 'enum',
    })
  }
  const style = value.buttonStyle
  if (style !== undefined && !(BUTTON_STYLES as readonly unknown[]).includes(style)) {
    fail(`Invalid button style: ${describeValue(style)}`, {
      path: '/buttonStyle',
      message: `Must be one of: ${BUTTON_STYLES.join(', ')}`,
      keyword: 'enum',
    })
  }
  const violations = schemaViolations(value)
  const [first] = violations
  if (first) {
    const more = violations.length - 1
    const suffix = more > 0 ? ` (and ${more} more problem${more === 1 ? '' : 's'})` : ''
    fail(`${PREFIX} ${first.path || '(root)'}: ${first.message}${suffix}`, ...violations)
  }
  return clonePlain(value) as unknown as Theme
}

function fail(message: string, ...violations: SchemaViolation[]): never {
  throw new ThemeValidationError(message, violations)
}

const NOT_AN_OBJECT: SchemaViolation = { path: '', message: 'Expected an object', keyword: 'type' }

/**
 * Every problem in a theme document, for editors and diagnostics: JSON syntax, the document
 * shape, and every schema rule (including schemaVersion 1, mostLike and buttonStyle values).
 * Returns [] for a valid theme.
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
    return { ok: true, value: JSON.parse(input) as unknown }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    return {
      ok: false,
      violation: { path: '', message: `Invalid JSON: ${reason}`, keyword: 'json' },
    }
  }
}

function requiredViolation(key: string, data: Record<string, unknown>): SchemaViolation {
  return key in data
    ? {
        path: `/${key}`,
        message: `Expected a ${key === 'schemaVersion' ? 'number' : 'string'}`,
        keyword: 'type',
      }
    : { path: '', message: `Missing required property "${key}"`, keyword: 'required' }
}

function schemaViolations(data: unknown): SchemaViolation[] {
  // Also refuses class instances and Maps, which JSON Schema would take for objects.
  if (!isPlainObject(data)) return [{ ...NOT_AN_OBJECT }]
  if (validateSchema(data)) return unsafeCssViolations(data)
  const violations = (validateSchema.errors ?? []).map(toViolation)
  // A value of the wrong type also fails its enum or const; the type is the one worth saying.
  const wrongType = new Set(violations.filter((v) => v.keyword === 'type').map((v) => v.path))
  return [
    ...violations.filter((v) => v.keyword === 'type' || !wrongType.has(v.path)),
    ...unsafeCssViolations(data),
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
 * silently when the theme is applied.
 */
function unsafeCssViolations(data: Record<string, unknown>): SchemaViolation[] {
  const violations: SchemaViolation[] = []
  const visit = (value: unknown, path: string) => {
    if (typeof value === 'string') {
      const reason = unsafeCssValueReason(value)
      if (reason) violations.push({ path, message: `Unsafe CSS value: ${reason}`, keyword: 'css' })
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

function toViolation(error: SchemaError): SchemaViolation {
  const path = error.instancePath
  const params = error.params
  switch (error.keyword) {
    case 'additionalProperties': {
      const key = String(params.additionalProperty)
      return {
        path: `${path}/${pointerSegment(key)}`,
        message: `Unknown property "${key}"`,
        keyword: error.keyword,
      }
    }
    case 'required':
      return {
        path,
        message: `Missing required property "${String(params.missingProperty)}"`,
        keyword: error.keyword,
      }
    case 'type':
      return { path, message: `Expected ${article(String(params.type))}`, keyword: error.keyword }
    case 'enum':
      return {
        path,
        message: `Must be one of: ${(params.allowedValues as unknown[]).map(String).join(', ')}`,
        keyword: error.keyword,
      }
    case 'const':
      return {
        path,
        message: `Must be ${describeValue(params.allowedValue)}`,
        keyword: error.keyword,
      }
    default:
      return { path, message: error.message ?? 'Invalid value', keyword: error.keyword }
  }
}

function article(type: string): string {
  return `${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}`
}

function describeValue(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value))
}
