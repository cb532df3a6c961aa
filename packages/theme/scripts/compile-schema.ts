/**
 * Precompiles the theme JSON Schema (src/schema.json) into src/schema-validator.generated.ts with
 * ajv's standalone code generation, so that validation at run time needs neither ajv nor
 * `new Function` (which a Content-Security-Policy without 'unsafe-eval' forbids) and costs no
 * compile time at start-up. The generated file is committed; src/schema-validator.test.ts fails
 * when it no longer matches schema.json.
 *
 * Run after every change to schema.json:
 *   npm run schema -w @theme-a-roo/theme   (or: npx tsx scripts/compile-schema.ts)
 */
import { writeFile } from 'node:fs/promises'
import { realpathSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { Ajv } from 'ajv'
import standaloneCode from 'ajv/dist/standalone/index.js'
import { themeSchema } from '../src/schema.ts'

/** Absolute path of the generated module. */
export const GENERATED_FILE = fileURLToPath(
  new URL('../src/schema-validator.generated.ts', import.meta.url),
)

/** The command that regenerates the file, for messages. */
export const REGENERATE_COMMAND = 'npm run schema -w @theme-a-roo/theme'

const HEADER = `// @ts-nocheck
// GENERATED FILE, DO NOT EDIT. Source: src/schema.json; generator: scripts/compile-schema.ts.
// Regenerate after changing the schema: ${REGENERATE_COMMAND}
//
// The theme schema validator, precompiled by ajv standalone code generation (allErrors, strict):
// no imports, no ajv, no eval and no Function constructor at run time.

/** One failed schema rule, in ajv's error format (the fields of ajv's ErrorObject used here). */
export interface SchemaError {
  /** JSON pointer to the failing value. */
  instancePath: string
  schemaPath: string
  keyword: string
  params: Record<string, unknown>
  message?: string
}

/** An ajv ValidateFunction: true when valid; otherwise \`errors\` lists every problem found. */
export interface SchemaValidateFunction {
  (data: unknown): boolean
  errors?: SchemaError[] | null
}
`

// ajv's ESM prologue, replaced by the typed exports below.
const AJV_PROLOGUE = /^"use strict";\nexport const validate = (validate\d+);\nexport default \1;\n/

/**
 * The schema without its documentation: ajv embeds the schema in the generated module, and the
 * descriptions (shown on the About page from schema.json itself) only add weight to the app.
 */
function withoutDocumentation(schema: unknown, inPropertyMap = false): unknown {
  if (Array.isArray(schema)) return schema.map((item) => withoutDocumentation(item))
  if (typeof schema !== 'object' || schema === null) return schema
  const copy: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(schema)) {
    // In a `properties`/`definitions` map the keys are names, never keywords.
    if (!inPropertyMap && (key === 'description' || key === 'title') && typeof value === 'string')
      continue
    copy[key] = withoutDocumentation(
      value,
      !inPropertyMap && (key === 'properties' || key === 'definitions'),
    )
  }
  return copy
}

/** Generates the contents of src/schema-validator.generated.ts from the current schema. */
export function generateSchemaValidator(): string {
  // The options validate.ts compiled with before (allErrors, strict), plus source generation.
  const ajv = new Ajv({
    allErrors: true,
    strict: true,
    code: { source: true, esm: true, lines: true },
  })
  const code = standaloneCode(ajv, ajv.compile(withoutDocumentation(themeSchema) as object))
  const prologue = AJV_PROLOGUE.exec(code)
  if (!prologue) throw new Error('compile-schema: unexpected ajv standalone output (prologue)')
  const body = code.slice(prologue[0].length)
  // The point of precompiling: the module must run without ajv and without eval.
  if (/\brequire\s*\(|^\s*import\b|\bnew Function\b|\beval\s*\(/m.test(body)) {
    throw new Error('compile-schema: generated validator needs a runtime import, require or eval')
  }
  const name = prologue[1]
  return (
    `${HEADER}\n${body.trimEnd()}\n\n` +
    `/** Validates a theme document against src/schema.json. */\n` +
    `export const validate: SchemaValidateFunction = ${name}\n` +
    `export default validate\n\n` +
    `/** The keys the format lists in each group of variables (the compiler needs only these). */\n` +
    `export const LISTED_GROUP_KEYS: Readonly<Record<string, readonly string[]>> = ${JSON.stringify(listedGroupKeys())}\n`
  )
}

/**
 * The listed keys of the groups whose every key becomes a variable, so that the compiler, which
 * every page loads, need not carry the whole schema to tell a listed key from another.
 */
function listedGroupKeys(): Record<string, string[]> {
  const groups = themeSchema.properties as Record<string, { properties?: object }>
  return Object.fromEntries(
    ['colors', 'fonts', 'corners', 'shadows'].map((group) => [
      group,
      Object.keys(groups[group]?.properties ?? {}),
    ]),
  )
}

function isMain(): boolean {
  const script = process.argv[1]
  return (
    script !== undefined && realpathSync(script) === realpathSync(fileURLToPath(import.meta.url))
  )
}

if (isMain()) {
  const code = generateSchemaValidator()
  await writeFile(GENERATED_FILE, code)
  console.log(`Wrote ${GENERATED_FILE} (${code.length} bytes)`)
}
