import {
  findSchemaViolations,
  parseTheme,
  themeSchema,
  type SchemaViolation,
} from '@theme-a-roo/theme'
import { locateJsonPointer, type TextSpan } from './json-pointer'

/*
 * The editor gets its diagnostics from two places:
 * - the editor's JSON language service, given the theme schema: syntax, wrong types, missing
 *   required properties;
 * - the engine, for what it judges itself: the value rules it reports with its own catalogue
 *   messages (the same text that Apply shows: schemaVersion must be 1, mostLike and buttonStyle
 *   must be allowed values), unsafe CSS values (errors), and properties the format does not list
 *   and malformed values (warnings: such a theme still applies).
 * So that one problem is not underlined twice, the schema given to the editor leaves those rules
 * to the engine: the value rules become suggestions, and unknown properties are allowed.
 */

/** Top-level fields whose value rules the engine reports (see `findThemeRuleDiagnostics`). */
const ENGINE_RULE_FIELDS = ['schemaVersion', 'mostLike', 'buttonStyle'] as const

type JsonSchema = typeof themeSchema
type SchemaNode = Record<string, unknown>

/** Removes every `additionalProperties: false`: the engine reports unknown properties instead. */
function allowUnknownProperties(node: unknown): void {
  if (Array.isArray(node)) node.forEach(allowUnknownProperties)
  if (typeof node !== 'object' || node === null) return
  const record = node as SchemaNode
  if (record.additionalProperties === false) delete record.additionalProperties
  Object.values(record).forEach(allowUnknownProperties)
}

/** The theme schema for the editor's language service, without the rules the engine reports. */
export function buildEditorSchema(schema: JsonSchema = themeSchema): JsonSchema {
  const copy = structuredClone(schema) as SchemaNode
  allowUnknownProperties(copy)
  const properties = copy.properties as Record<string, SchemaNode>
  for (const field of ENGINE_RULE_FIELDS) {
    const property = properties[field]
    if (!property) continue
    const allowed =
      'const' in property ? [property.const] : (property.enum as unknown[] | undefined)
    delete property.const
    delete property.enum
    if (allowed) property.examples = allowed
  }
  return copy
}

interface ThemeRuleDiagnostic extends TextSpan {
  severity: 'error' | 'warning'
  message: string
  /** JSON pointer of the value, e.g. '/buttonStyle'. */
  path: string
}

const ENGINE_RULE_PATHS = new Set<string>(ENGINE_RULE_FIELDS.map((field) => `/${field}`))
const VALUE_RULE_KEYWORDS = new Set(['const', 'enum'])

function isEngineRule(violation: SchemaViolation): boolean {
  return ENGINE_RULE_PATHS.has(violation.path) && VALUE_RULE_KEYWORDS.has(violation.keyword)
}

/** Findings only the engine makes: the editor's schema check does not see these. */
function isEngineFinding(violation: SchemaViolation): boolean {
  return (
    isEngineRule(violation) ||
    violation.keyword === 'css' ||
    (violation.keyword === 'additionalProperties' && violation.severity === 'warning')
  )
}

/**
 * The engine's own message for one field's value: the field alone is checked in an otherwise
 * valid document, so the engine's wording (e.g. 'Invalid button style: x') is used as it is.
 */
function engineMessage(field: string, value: unknown, fallback: string): string {
  const probe: Record<string, unknown> = {
    name: 'probe',
    displayName: 'probe',
    schemaVersion: 1,
    [field]: value,
  }
  try {
    parseTheme(probe)
  } catch (error) {
    if (error instanceof Error && error.message) return error.message
  }
  return fallback
}

/**
 * Problems the engine finds in theme JSON text that the editor's schema check does not report,
 * each with the text range to underline. Text that is not JSON gives none: the editor's syntax
 * check reports that.
 */
export function findThemeRuleDiagnostics(text: string): ThemeRuleDiagnostic[] {
  let document: unknown
  try {
    document = JSON.parse(text)
  } catch {
    return []
  }
  const diagnostics: ThemeRuleDiagnostic[] = []
  for (const violation of findSchemaViolations(document).filter(isEngineFinding)) {
    const located = locateJsonPointer(text, violation.path)
    if (!located) continue
    const { severity, path } = violation
    if (!isEngineRule(violation)) {
      // An unknown property is underlined at its name, a value problem at the value.
      const span = violation.keyword === 'css' ? located.value : (located.key ?? located.value)
      diagnostics.push({ ...span, severity, path, message: violation.message })
      continue
    }
    const field = path.slice(1)
    const value = (document as Record<string, unknown>)[field]
    diagnostics.push({
      ...located.value,
      severity,
      path,
      message: engineMessage(field, value, violation.message),
    })
  }
  return diagnostics
}
