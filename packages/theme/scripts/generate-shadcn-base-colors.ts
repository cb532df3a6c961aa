/**
 * Writes src/formats/shadcn-base-colors.generated.ts: shadcn/ui's five base colours (neutral,
 * stone, zinc, gray, slate) in their light and dark modes, read from Tailwind's own palette in the
 * installed `tailwindcss` package. shadcn/ui publishes each base colour as a fixed choice of
 * Tailwind palette steps (https://ui.shadcn.com/docs/theming, "Base Colors", and the themes of its
 * registry, e.g. neutral's `--primary` is neutral-900, `--ring` neutral-400, `--destructive`
 * red-600); the `shadcn` package does not ship the values, so they are generated here from the
 * palette rather than copied by hand. The generated file is committed;
 * src/formats/shadcn-base-colors.test.ts fails when it no longer matches.
 *
 * Run after upgrading tailwindcss (from packages/theme):
 *   npx tsx scripts/generate-shadcn-base-colors.ts && npx prettier --write src/formats/shadcn-base-colors.generated.ts
 */
import { readFileSync, realpathSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'

export const GENERATED_FILE = fileURLToPath(
  new URL('../src/formats/shadcn-base-colors.generated.ts', import.meta.url),
)

export const BASE_COLOR_NAMES = ['neutral', 'stone', 'zinc', 'gray', 'slate'] as const

/**
 * Each token as shadcn/ui gives it: a step of the base colour's own scale (a number), a step of
 * another Tailwind colour (`red-600`), or a literal value.
 */
type Source = number | `${string}-${number}` | { literal: string }

const WHITE = { literal: 'oklch(1 0 0)' }

const LIGHT: Readonly<Record<string, Source>> = {
  background: WHITE,
  foreground: 950,
  card: WHITE,
  'card-foreground': 950,
  popover: WHITE,
  'popover-foreground': 950,
  primary: 900,
  'primary-foreground': 50,
  secondary: 100,
  'secondary-foreground': 900,
  muted: 100,
  'muted-foreground': 500,
  accent: 100,
  'accent-foreground': 900,
  destructive: 'red-600',
  border: 200,
  input: 200,
  ring: 400,
  'chart-1': 300,
  'chart-2': 500,
  'chart-3': 600,
  'chart-4': 700,
  'chart-5': 800,
  radius: { literal: '0.625rem' },
  sidebar: 50,
  'sidebar-foreground': 950,
  'sidebar-primary': 900,
  'sidebar-primary-foreground': 50,
  'sidebar-accent': 100,
  'sidebar-accent-foreground': 900,
  'sidebar-border': 200,
  'sidebar-ring': 400,
}

const DARK: Readonly<Record<string, Source>> = {
  background: 950,
  foreground: 50,
  card: 900,
  'card-foreground': 50,
  popover: 900,
  'popover-foreground': 50,
  primary: 200,
  'primary-foreground': 900,
  secondary: 800,
  'secondary-foreground': 50,
  muted: 800,
  'muted-foreground': 400,
  accent: 800,
  'accent-foreground': 50,
  destructive: 'red-400',
  border: { literal: 'oklch(1 0 0 / 10%)' },
  input: { literal: 'oklch(1 0 0 / 15%)' },
  ring: 500,
  'chart-1': 300,
  'chart-2': 500,
  'chart-3': 600,
  'chart-4': 700,
  'chart-5': 800,
  sidebar: 900,
  'sidebar-foreground': 50,
  'sidebar-primary': 'blue-700',
  'sidebar-primary-foreground': 50,
  'sidebar-accent': 800,
  'sidebar-accent-foreground': 50,
  'sidebar-border': { literal: 'oklch(1 0 0 / 10%)' },
  'sidebar-ring': 500,
}

/** Tailwind's palette (`--color-neutral-900: oklch(20.5% 0 none)`), as shadcn spells it. */
function readPalette(): Map<string, string> {
  const require = createRequire(import.meta.url)
  const css = readFileSync(require.resolve('tailwindcss/theme.css'), 'utf8')
  const palette = new Map<string, string>()
  for (const [, name, l, c, h] of css.matchAll(
    /--color-([a-z]+-\d+):\s*oklch\(([\d.]+)%\s+([\d.]+)\s+([\d.]+|none)\)/g,
  )) {
    // shadcn writes lightness as a number and a missing hue as 0: `oklch(0.205 0 0)`.
    const lightness = Number((Number(l) / 100).toFixed(6))
    palette.set(name as string, `oklch(${lightness} ${c} ${h === 'none' ? 0 : h})`)
  }
  return palette
}

function valuesOf(
  base: string,
  tokens: Readonly<Record<string, Source>>,
  palette: ReadonlyMap<string, string>,
): Record<string, string> {
  const values: Record<string, string> = {}
  for (const [token, source] of Object.entries(tokens)) {
    if (typeof source === 'object') {
      values[token] = source.literal
      continue
    }
    const step = typeof source === 'number' ? `${base}-${source}` : source
    const value = palette.get(step)
    if (!value) throw new Error(`generate-shadcn-base-colors: Tailwind has no ${step}`)
    values[token] = value
  }
  return values
}

/** Each base colour's tokens in its light and dark modes. */
export function shadcnBaseColorValues(): Record<
  string,
  Record<'light' | 'dark', Record<string, string>>
> {
  const palette = readPalette()
  return Object.fromEntries(
    BASE_COLOR_NAMES.map((base) => [
      base,
      { light: valuesOf(base, LIGHT, palette), dark: valuesOf(base, DARK, palette) },
    ]),
  )
}

/** The contents of src/formats/shadcn-base-colors.generated.ts (before prettier formats it). */
function generateShadcnBaseColors(): string {
  const colors = shadcnBaseColorValues()
  return [
    '// GENERATED FILE, DO NOT EDIT. Generator: scripts/generate-shadcn-base-colors.ts, from the',
    "// installed tailwindcss package's palette; see that script to regenerate it.",
    '',
    "/** shadcn/ui's base colours, each mode's tokens by name (without `--`). */",
    `export const SHADCN_BASE_COLOR_VALUES = ${JSON.stringify(colors, null, 2)} as const`,
    '',
  ].join('\n')
}

function isMain(): boolean {
  const script = process.argv[1]
  return (
    script !== undefined && realpathSync(script) === realpathSync(fileURLToPath(import.meta.url))
  )
}

if (isMain()) {
  const code = generateShadcnBaseColors()
  await writeFile(GENERATED_FILE, code)
  console.log(`Wrote ${GENERATED_FILE} (${code.length} bytes)`)
}
