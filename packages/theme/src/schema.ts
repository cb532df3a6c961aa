// The theme JSON Schema (draft-07). schema.json is the single source: validation, the JSON editor's
// diagnostics and the About page all read this value.
import schema from './schema.json' with { type: 'json' }

/** A JSON Schema document, typed loosely so that any schema consumer (ajv, Monaco) accepts it. */
export type JsonSchema = Readonly<Record<string, unknown>>

export const themeSchema: JsonSchema = schema
