import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { compileTheme } from './css.ts'
import { compiledThemeToCss } from './css-text.ts'
import { tailwindVariableOf } from './css-variable-names.ts'
import { withoutTailwindVariables } from './tailwind-key-refusals.ts'
import { isTailwindPaletteColor, tailwindNamespaceOf } from './tailwind-variables.ts'
import type { Theme } from './types.ts'
import { findSchemaViolations, readTheme, ThemeValidationError } from './validate.ts'

const TAILWIND_THEME_CSS = readFileSync(
  createRequire(import.meta.url).resolve('tailwindcss/theme.css'),
  'utf8',
)

/**
 * Every variable the installed Tailwind v4 writes on the root for its default theme. Its
 * deprecated `reference` block is left out: those values are inlined, never written as variables.
 */
const TAILWIND_THEME_VARIABLES = [
  ...(TAILWIND_THEME_CSS.split(/@theme [^{]*\breference\b/)[0] ?? '').matchAll(
    /^\s*(--[a-z0-9-]+)\s*:/gm,
  ),
].map((match) => match[1] ?? '')

/** A theme with the given groups, keys outside the format included. */
const theme = (groups: Record<string, Record<string, string>>): Theme => ({
  name: 'probe',
  displayName: 'Probe',
  schemaVersion: 1,
  ...groups,
})

/** The message readTheme refuses a document with. */
function refusal(document: Theme): string {
  try {
    readTheme(document)
  } catch (error) {
    if (error instanceof ThemeValidationError) return error.message
    throw error
  }
  throw new Error('The theme was accepted')
}

describe("Tailwind's own variables", () => {
  it("cover every variable of the installed Tailwind's default theme", () => {
    expect(TAILWIND_THEME_VARIABLES.length).toBeGreaterThan(400)
    expect(TAILWIND_THEME_VARIABLES.filter((name) => !tailwindNamespaceOf(name))).toEqual([])
    const palette = TAILWIND_THEME_VARIABLES.filter((name) => name.startsWith('--color-'))
    expect(palette.filter((name) => !isTailwindPaletteColor(name))).toEqual([])
    // A token of a theme's own is no colour of Tailwind's palette.
    expect(
      ['--color-chart-1', '--color-brand-500', '--color-primary'].map(isTailwindPaletteColor),
    ).toEqual([false, false, false])
  })

  it('refuses colour keys that would set them, naming every key and variable', () => {
    expect(refusal(theme({ colors: { spacing: '100px', 'text-sm': '1px' } }))).toBe(
      'Invalid theme JSON structure. /colors: "spacing" and "text-sm" would overwrite --spacing and --text-sm, Tailwind\'s own variables, and restyle the whole page around the theme: rename or remove them',
    )
    // camelCase keys are written kebab-case, so they are judged by the variable they become.
    expect(refusal(theme({ colors: { defaultFontFamily: 'serif' } }))).toBe(
      'Invalid theme JSON structure. /colors: "defaultFontFamily" would overwrite --default-font-family, one of Tailwind\'s own variables, and restyle the whole page around the theme: rename or remove it',
    )
    const sizes = ['xs', 'sm', 'base', 'lg', 'xl', '2xl', '3xl', '4xl']
    expect(
      refusal(theme({ colors: Object.fromEntries(sizes.map((size) => [`text-${size}`, '1px'])) })),
    ).toBe(
      'Invalid theme JSON structure. /colors: "text-xs", "text-sm", "text-base", "text-lg", "text-xl", "text-2xl" and 2 more would overwrite --text-xs, --text-sm, --text-base, --text-lg, --text-xl, --text-2xl and 2 more, Tailwind\'s own variables, and restyle the whole page around the theme: rename or remove them',
    )
    for (const key of ['animate-spin', 'textSm', 'leading-tight', 'breakpoint-md', 'ease-in']) {
      expect(refusal(theme({ colors: { [key]: 'none' } })), key).toContain(`"${key}" would`)
    }
  })

  it("refuses a colour of Tailwind's palette, a font weight and keys in several groups", () => {
    expect(refusal(theme({ colors: { 'red-500': 'transparent' } }))).toContain(
      '"red-500" would overwrite --color-red-500',
    )
    const both = refusal(
      theme({
        colors: { white: '#000' },
        fonts: { 'weight-bold': '100' },
        shadows: { md: 'none' },
      }),
    )
    expect(both).toContain('"white" would overwrite --color-white')
    expect(both).toContain('(and 1 more problem)')
    const violations = findSchemaViolations(
      theme({ colors: { white: '#000' }, fonts: { 'weight-bold': '100' } }),
    )
    expect(violations.map(({ severity, path, keyword }) => [severity, path, keyword])).toEqual([
      ['error', '/colors', 'tailwind-variable'],
      ['error', '/fonts', 'tailwind-variable'],
    ])
    expect(violations[1]?.message).toContain('"weight-bold" would overwrite --font-weight-bold')
  })

  it("accepts the format's own fields, shadcn tokens and new steps of a group's own scale", () => {
    const { theme: read, warnings } = readTheme(
      theme({
        colors: {
          primary: '#123456',
          'chart-1': '#f00',
          sidebarPrimary: '#0f0',
          colorBrand: '#00f',
          'letter-spacing': '0em',
          shadow: '0 1px 2px #000',
        },
        fonts: { sans: 'Inter', display: 'Fraunces' },
        corners: { lg: '1rem', '2xl': '2rem' },
        shadows: { md: 'none', input: '0 0 0 1px #000' },
      }),
    )
    expect(read.colors).toMatchObject({
      primary: '#123456',
      'chart-1': '#f00',
      sidebarPrimary: '#0f0',
      colorBrand: '#00f',
    })
    expect(read.shadows).toMatchObject({ input: '0 0 0 1px #000' })
    // shadcn/ui's own tokens are standard keys: kept without a word
    expect(warnings.map(({ path }) => path)).toEqual([
      '/colors/colorBrand',
      '/colors/letter-spacing',
      '/colors/shadow',
      '/fonts/display',
      '/corners/2xl',
      '/shadows/input',
    ])
    expect(warnings.every(({ severity }) => severity === 'warning')).toBe(true)
  })

  it('are never written by the compiler from a key the format does not list', () => {
    const hostile = theme({
      colors: { primary: '#123456', spacing: '100px', textSm: '1px', 'red-500': 'red' },
      fonts: { sans: 'Inter', 'weight-bold': '100' },
      corners: { lg: '1rem' },
      shadows: { md: 'none' },
    })
    for (const target of ['theme-o-rama-0.4', 'sage'] as const) {
      const compiled = compileTheme(hostile, { target })
      const css = compiledThemeToCss(compiled)
      for (const name of ['--spacing', '--text-sm', '--color-red-500', '--font-weight-bold']) {
        expect(css, `${target} ${name}`).not.toContain(`${name}:`)
      }
      expect(compiled.rejected.map(({ property, path }) => [property, path])).toEqual([
        ['--spacing', '/colors/spacing'],
        ['--text-sm', '/colors/textSm'],
        ['--color-red-500', '/colors/red-500'],
        ['--font-weight-bold', '/fonts/weight-bold'],
      ])
      expect(compiled.rejected[0]?.reason).toBe(
        "Would overwrite --spacing, one of Tailwind's own variables, and restyle the whole page around the theme",
      )
      expect(compiled.variables['--primary']).toBe('#123456')
    }
    // The format's own fields keep Tailwind's names, as theme-o-rama 0.4 writes them.
    const own = compileTheme(hostile).variables
    expect(own['--color-primary']).toBe('#123456')
    expect(own['--font-sans']).toBe('Inter')
    expect(own['--radius-lg']).toBe('1rem')
    expect(own['--shadow-md']).toBe('none')
  })

  it("name the variable a key would overwrite, and nothing for the format's fields", () => {
    expect(tailwindVariableOf('colors', 'textSm')).toBe('--text-sm')
    expect(tailwindVariableOf('colors', 'tw-ring-color')).toBe('--tw-ring-color')
    expect(tailwindVariableOf('colors', 'primary')).toBeUndefined()
    expect(tailwindVariableOf('fonts', 'sans')).toBeUndefined()
    expect(tailwindVariableOf('corners', '3xl')).toBeUndefined()
    expect(tailwindVariableOf('tables', 'spacing')).toBeUndefined()
  })
})

describe('a theme saved before such keys were refused', () => {
  it('reads without them, naming what was left out, and keeps every other key', () => {
    const saved = {
      name: 'ledger',
      displayName: 'Ledger',
      schemaVersion: 1,
      colors: {
        primary: '#123456',
        spacing: '0.3rem',
        'tracking-normal': '0.01em',
        'chart-1': 'red',
      },
      fonts: { sans: 'Inter', 'weight-bold': '900' },
    }
    expect(() => readTheme(JSON.stringify(saved))).toThrow(ThemeValidationError)
    const { data, removed } = withoutTailwindVariables(saved)
    expect(removed).toEqual(['--spacing', '--tracking-normal', '--font-weight-bold'])
    expect(readTheme(JSON.stringify(data)).theme).toEqual({
      ...saved,
      colors: { primary: '#123456', 'chart-1': 'red' },
      fonts: { sans: 'Inter' },
    })
    expect(saved.colors.spacing).toBe('0.3rem')
  })

  it('gives back the very document when it has none', () => {
    const theme = { name: 'a', displayName: 'A', schemaVersion: 1, colors: { primary: 'red' } }
    expect(withoutTailwindVariables(theme)).toEqual({ data: theme, removed: [] })
    expect(withoutTailwindVariables(theme).data).toBe(theme)
  })
})
