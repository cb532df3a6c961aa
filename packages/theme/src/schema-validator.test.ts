// The precompiled schema validator: it must match schema.json and run without ajv or eval.
import { readFile } from 'node:fs/promises'
import type { ErrorObject } from 'ajv'
import { describe, expect, it } from 'vitest'
import {
  GENERATED_FILE,
  REGENERATE_COMMAND,
  generateSchemaValidator,
} from '../scripts/compile-schema.ts'
import validate, { type SchemaError } from './schema-validator.generated.ts'

// Compile-time check (tsc): ajv's errors fit the hand-written SchemaError type.
const _ajvErrorFits: SchemaError = {} as ErrorObject

async function committedCode(): Promise<string> {
  return (await readFile(GENERATED_FILE, 'utf8')).replace(/\r\n/g, '\n')
}

describe('schema-validator.generated.ts', () => {
  it('is up to date with schema.json', async () => {
    const committed = await committedCode()
    const fresh = generateSchemaValidator()
    if (committed !== fresh) {
      const a = committed.split('\n')
      const b = fresh.split('\n')
      const line = a.findIndex((text, i) => text !== b[i])
      expect.fail(
        `src/schema-validator.generated.ts is stale (first difference at line ${line + 1}): ` +
          `it no longer matches src/schema.json. Run \`${REGENERATE_COMMAND}\` and commit the result.`,
      )
    }
  })

  it('needs nothing at run time: no imports, require, eval or new Function', async () => {
    const code = await committedCode()
    expect(code).not.toMatch(/^\s*import\b/m)
    expect(code).not.toMatch(/\brequire\s*\(/)
    expect(code).not.toMatch(/\beval\s*\(/)
    expect(code).not.toMatch(/\bnew Function\b/)
  })

  it('validates like an ajv ValidateFunction, reporting every problem', () => {
    expect(validate({ name: 'a', displayName: 'A', schemaVersion: 1 })).toBe(true)
    expect(validate.errors).toBeNull()
    expect(validate({ name: 1, displayName: 'A', schemaVersion: 1, colour: 'red' })).toBe(false)
    expect(validate.errors?.map((e) => [e.keyword, e.instancePath])).toEqual([
      ['additionalProperties', ''],
      ['type', '/name'],
    ])
  })
})
