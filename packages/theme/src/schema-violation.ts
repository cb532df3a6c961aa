// What one finding in a theme document is, and how the precompiled schema validator's errors
// become findings with readable messages. Apart from validate.ts so that the checks that produce
// findings (theme-findings.ts, tailwind-key-refusals.ts) share the shape without importing the
// parser that reports them.
import { groupVariableName } from './css-variable-names.ts'
import { SHADCN_COLOR_TOKENS } from './formats/shadcn-tokens.ts'
import { isForbiddenKey, pointerSegment } from './objects.ts'
import type { SchemaError } from './schema-validator.generated.ts'

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

export const NOT_AN_OBJECT: SchemaViolation = {
  severity: 'error',
  path: '',
  message: 'Expected an object',
  keyword: 'type',
}

/**
 * Whether a schema error is worth reporting: a key of the colour group that writes one of
 * shadcn/ui's own tokens (`chart-1`, `sidebarPrimary`) is not in the format's list, yet every
 * shadcn/ui app reads it, so it is no unknown property.
 */
export function isReportable(error: SchemaError): boolean {
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

export function toViolation(error: SchemaError): SchemaViolation {
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

export function describeValue(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value))
}
