import { Ajv } from 'ajv'
import { registryItemSchema } from 'shadcn/schema'
import themeORamaSchema from 'theme-o-rama/schema.json' with { type: 'json' }
import { describe, expect, it } from 'vitest'
import { folderWith, runCli } from '../../test/run-cli.ts'
import { compileWithTailwind } from '../../test/tailwind.ts'
import { GOOD_THEME, SHADCN_V4_CSS } from '../../test/themes.ts'
// The engine's own Terrazzo loader: one place knows how to load it without its DOM types.
import { parseWithTerrazzo } from '../../../../theme/src/test/token-tools.ts'

/*
 * What the built binary's convert writes, read by the tools that consume each format: Tailwind 4,
 * Terrazzo, theme-o-rama's published JSON Schema and shadcn's registry item schema. Not a reader
 * of ours: a format we got wrong the same way both ways would pass a round trip, not these.
 */

const folder = folderWith({ 'harbour.json': GOOD_THEME, 'globals.css': SHADCN_V4_CSS })

function convert(file: string, to: string): string {
  const run = runCli(['convert', file, '--to', to], folder)
  expect(run.status, run.stderr).toBe(0)
  return run.stdout
}

describe('what convert writes, read by the real tools', () => {
  it('Tailwind 4 compiles the shadcn-v4 output, its utilities reading the theme', async () => {
    const css = `@import "tailwindcss";\n@custom-variant dark (&:is(.dark *));\n\n${convert('harbour.json', 'shadcn-v4')}`
    const built = (await compileWithTailwind(css, folder)).build([
      'bg-primary',
      'text-muted-foreground',
    ])
    expect(built).toMatch(/\.bg-primary \{\s*background-color: var\(--primary\);/)
    expect(built).toMatch(/\.text-muted-foreground \{\s*color: var\(--muted-foreground\);/)
    expect(built).toMatch(/:root \{[^}]*--primary: oklch\(/)
    expect(built).toMatch(/\.dark \{[^}]*--primary: oklch\(/)
  })

  it('Terrazzo parses the DTCG output without errors, every colour a color token', async () => {
    const { tokens, stats } = await parseWithTerrazzo(convert('globals.css', 'dtcg'))
    expect(stats.errorCount).toBe(0)
    const colors = Object.values(tokens).filter((token) => token?.$type === 'color')
    expect(colors.length).toBeGreaterThanOrEqual(8)
  })

  it("theme-o-rama's published schema accepts the theme-o-rama output", () => {
    const validate = new Ajv({ allErrors: true, strict: false }).compile(themeORamaSchema)
    for (const file of ['harbour.json', 'globals.css']) {
      const theme: unknown = JSON.parse(convert(file, 'theme-o-rama'))
      expect(validate(theme) ? [] : validate.errors).toEqual([])
    }
  })

  it("shadcn's registry item schema accepts the registry item", () => {
    const item: unknown = JSON.parse(convert('harbour.json', 'registry'))
    const result = registryItemSchema.safeParse(item)
    expect(result.error).toBeUndefined()
    expect(result.data).toMatchObject({ type: 'registry:theme' })
  })
})
