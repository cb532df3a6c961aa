// The exported Design Tokens files as the real tools read them: Terrazzo's parser (with its
// recommended lint rules) and Style Dictionary 5 building CSS variables. Every theme of the test
// corpus, both modes.
import { parse as parseColor } from 'culori'
import { describe, expect, it } from 'vitest'
import { ALL_RESOLVED, MODE_PAIRS, RESOLVED_BUILT_INS } from '../test/resolved-themes.ts'
import {
  buildCssWithStyleDictionary,
  parseWithTerrazzo,
  type TerrazzoToken,
} from '../test/token-tools.ts'
import type { Theme } from '../types.ts'
import { srgbOf } from './color-spelling.ts'
import { themeToVariables } from './css-variables.ts'
import { DESIGN_TOKENS_EXTENSION, exportDesignTokens, MODES } from './design-tokens.ts'

/** Light and dark themes made to go together, and each theme of the test corpus in the light
 * mode with the next one in the dark mode. */
const PAIRS = [
  ...MODE_PAIRS.map(({ label, light, dark }) => ({ label, modes: { light, dark } })),
  ...ALL_RESOLVED.map(({ label, theme }, index) => ({
    label,
    modes: { light: theme, dark: ALL_RESOLVED[(index + 1) % ALL_RESOLVED.length]?.theme },
  })),
]

/** name -> CSS value of each colour the exporter made a token of. */
function themeColors(theme: Theme): Map<string, string> {
  return new Map(
    themeToVariables(theme)
      .filter((variable) => variable.kind === 'color')
      .map((variable) => [variable.name, variable.value]),
  )
}

/** name -> value of each variable the export kept in a mode's own `$extensions` entry. */
function keptInExtensions(text: string, mode: string): Record<string, string> {
  const document = JSON.parse(text) as Record<string, { $extensions?: Record<string, unknown> }>
  const ours = document[mode]?.$extensions?.[DESIGN_TOKENS_EXTENSION] as
    { variables?: Record<string, string> } | undefined
  return ours?.variables ?? {}
}

/** The names a mode's export note says cannot be design tokens. */
function notedAsUntokened(notes: readonly string[], mode: string): string[] {
  const prefix = `${mode === 'light' ? 'Light' : 'Dark'}: `
  const suffix = ' cannot be design tokens'
  const note = notes.find((text) => text.startsWith(prefix) && text.includes(suffix)) ?? ''
  return note.slice(prefix.length, note.indexOf(suffix)).split(/, | and /)
}

function eightBit(css: string): [number, number, number, number] {
  const rgb = srgbOf(css)
  if (!rgb) throw new Error(`not a colour: ${css}`)
  return [rgb.r, rgb.g, rgb.b, Math.round((rgb.alpha ?? 1) * 255)]
}

/**
 * A DTCG colour object as CSS Color 4 writes it: the format's colour spaces are CSS's, named as
 * its functions (hsl, oklch...) or as color() spaces, so this reading is the format's own, not
 * the exporter's.
 */
function dtcgObjectToCss(value: unknown): string {
  const { colorSpace, components, alpha } = value as {
    colorSpace: string
    components: number[]
    alpha?: number
  }
  const parts = `${components.join(' ')} / ${alpha ?? 1}`
  const named = ['hsl', 'hwb', 'lab', 'lch', 'oklab', 'oklch']
  const css = named.includes(colorSpace)
    ? `${colorSpace}(${parts})`
    : `color(${colorSpace} ${parts})`
  if (!parseColor(css)) throw new Error(`unreadable colour ${JSON.stringify(value)}`)
  return css
}

describe('Terrazzo reads the exported tokens', () => {
  it.each(PAIRS)('$label', async ({ modes }) => {
    const { text, notes } = exportDesignTokens(modes, { displayName: 'Corpus Theme' })
    const { tokens, stats } = await parseWithTerrazzo(text)
    // Its recommended lint rules (valid-color, valid-dimension, valid-shadow, consistent
    // naming...) find nothing to say, not even a warning.
    expect(stats).toMatchObject({ errorCount: 0, warnCount: 0 })
    for (const mode of MODES) {
      const theme = modes[mode]
      if (!theme) continue
      // Nothing is lost: each variable is a token Terrazzo read, or a value no token type holds
      // (color-mix(), light-dark(), a filter) kept as written in our $extensions and noted.
      const kept = keptInExtensions(text, mode)
      const tokenNames = new Set(
        Object.keys(tokens)
          .filter((id) => id.startsWith(`${mode}.`))
          .map((id) => id.split('.').at(-1)),
      )
      const noted = notedAsUntokened(notes, mode)
      const variables = themeToVariables(theme)
      expect(variables.filter(({ path }) => path[0] === 'colors').length).toBeGreaterThan(10)
      for (const { name, value } of variables) {
        if (tokenNames.has(name)) continue
        expect(kept[name], `${mode} ${name} kept`).toBe(value)
        expect(noted, `${mode} ${name} noted`).toContain(name)
      }
      for (const [name, css] of themeColors(theme)) {
        const token = tokens[`${mode}.color.${name}`]
        expect(token?.$type, name).toBe('color')
        expect(eightBit(dtcgObjectToCss(token?.$value)), `${mode} ${name}: ${css}`).toEqual(
          eightBit(css),
        )
      }
    }
  })
})

describe('Terrazzo reads the aliases written for var() references', () => {
  it('resolves each to the token it names, with its type', async () => {
    const light = RESOLVED_BUILT_INS.find(({ theme }) => theme.name === 'light')?.theme as Theme
    const linked: Theme = {
      ...light,
      colors: { ...light.colors, ring: 'var(--primary)', accent: 'var(--ring)' },
      fonts: { ...light.fonts, heading: 'var(--font-sans)' },
      corners: { ...light.corners, md: 'var(--radius)' },
    }
    const { text } = exportDesignTokens({ light: linked }, { displayName: 'Linked' })
    const { tokens, stats } = await parseWithTerrazzo(text)
    expect(stats).toMatchObject({ errorCount: 0, warnCount: 0 })
    for (const [alias, target] of [
      ['color.ring', 'color.primary'],
      ['color.accent', 'color.primary'],
      ['font.font-heading', 'font.font-sans'],
      ['dimension.corner-md', 'dimension.radius'],
    ] as const) {
      const token = tokens[`light.${alias}`] as { aliasOf?: string } & TerrazzoToken
      expect(token.aliasOf, alias).toBe(`light.${target}`)
      expect(token.$value).toEqual(tokens[`light.${target}`]?.$value)
    }
  })
})

/** `--name: value;` lines of a CSS file. */
function cssVariables(css: string): Map<string, string> {
  return new Map(
    [...css.matchAll(/^\s*--([\w-]+):\s*(.+);$/gm)].map((m) => [m[1] ?? '', m[2] ?? '']),
  )
}

describe('Style Dictionary builds CSS variables from the exported tokens', () => {
  it.each(PAIRS)('$label', async ({ modes }) => {
    const { text } = exportDesignTokens(modes, { displayName: 'Corpus Theme' })
    const files = await buildCssWithStyleDictionary(text, MODES)
    for (const mode of MODES) {
      const theme = modes[mode]
      if (!theme) continue
      const built = cssVariables(files[`${mode}.css`] ?? '')
      for (const [name, css] of themeColors(theme)) {
        const output = built.get(name)
        expect(output, `--${name} in ${mode}.css`).toBeDefined()
        // Style Dictionary converts through colorjs.io and tinycolor2: a channel that falls on
        // .5 exactly may round the other way (hsl(175 30% 8%) has blue 25.5), so each 8-bit
        // channel may differ by that one step.
        const [expected, actual] = [eightBit(css), eightBit(output ?? '')]
        actual.forEach((channel, index) => {
          expect(
            Math.abs(channel - (expected[index] ?? NaN)),
            `${mode} --${name}: ${css} -> ${output}`,
          ).toBeLessThanOrEqual(1)
        })
      }
    }
  })

  it('names each variable as the shadcn CSS export does', async () => {
    const theme = RESOLVED_BUILT_INS[0]?.theme
    if (!theme) throw new Error('no built-in theme')
    const { text } = exportDesignTokens({ light: theme }, { displayName: theme.displayName })
    const built = cssVariables(
      (await buildCssWithStyleDictionary(text, ['light']))['light.css'] ?? '',
    )
    const tokened = themeToVariables(theme).filter((v) => v.kind !== 'other')
    expect([...built.keys()].sort()).toEqual(tokened.map((v) => v.name).sort())
  })
})
