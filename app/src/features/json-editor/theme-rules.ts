import {
  findSchemaViolations,
  parseTheme,
  themeSchema,
  type SchemaViolation,
} from '@theme-a-roo/theme'
import { locateJsonPointer, type TextSpan } from './json-pointer'

/*
 * The editor gets its diagnostics from two places:
 * - the editor's JSON language service, given the theme schema: syntax, unknown properties,
 *   wrong types, missing required properties;
 * - the engine, for the value rules it reports with its own catalogue messages (the same text
 *   that Apply shows): schemaVersion must be 1, mostLike and buttonStyle must be allowed values.
 * So that one problem is not underlined twice, the schema given to the editor leaves those value
 * rules to the engine and offers the allowed values as suggestions instead.
 */

/** Top-level fields whose value rules the engine reports (see `findThemeRuleDiagnostics`). */
export const ENGINE_RULE_FIELDS = ['schemaVersion', 'mostLike', 'buttonStyle'] as const

type JsonSchema = typeof themeSchema
type SchemaNode = Record<string, unknown>

/** The theme schema for the editor's language service: value rules of the fields above removed. */
export function buildEditorSchema(schema: JsonSchema = themeSchema): JsonSchema {
  const copy = structuredClone(schema) as SchemaNode
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

export interface ThemeRuleDiagnostic extends TextSpan {
  message: string
  /** JSON pointer of the value, e.g. '/buttonStyle'. */
  path: string
}

const ENGINE_RULE_PATHS = new Set<string>(ENGINE_RULE_FIELDS.map((field) => `/${field}`))
const VALUE_RULE_KEYWORDS = new Set(['const', 'enum'])

function isEngineRule(violation: SchemaViolation): boolean {
  return ENGINE_RULE_PATHS.has(violation.path) && VALUE_RULE_KEYWORDS.has(violation.keyword)
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
  for (const violation of findSchemaViolations(document).filter(isEngineRule)) {
    const located = locateJsonPointer(text, violation.path)
    if (!located) continue
    const field = violation.path.slice(1)
    const value = (document as Record<string, unknown>)[field]
    diagnostics.push({
      ...located.value,
      path: violation.path,
      message: engineMessage(field, value, violation.message),
    })
  }
  return diagnostics
}
