// Import then export in the same format, as the app does it (readThemeText, then exportThemeModes
// with both modes as they were read): the same tokens come back with the same values, in both
// modes, and nothing the source never had.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import postcss from 'postcss'
import { differenceEuclidean } from 'culori'
import { compile } from 'tailwindcss'
import { registryItemSchema } from 'shadcn/schema'
import { describe, expect, it } from 'vitest'
import { COPPER_OVERLAY, GRAPHITE_V4, HARBOR_V3, MEADOW_ITEM } from '../test/two-mode-sources.ts'
import { parseColorValue } from './color-spelling.ts'
import { exportThemeModes, readThemeText, type ModeFormat } from './index.ts'
import { SHADCN_BASE_COLOR_VALUES } from './shadcn-base-colors.generated.ts'

type Tokens = Map<string, string>

/** Each rule's custom properties, by selector, as postcss (an independent parser) reads them. */
function cssTokens(text: string): Map<string, Tokens> {
  const rules = new Map<string, Tokens>()
  postcss.parse(text).walkDecls(/^--/, (declaration) => {
    const parent = declaration.parent
    const selector =
      parent?.type === 'rule'
        ? parent.selector
        : `@${(parent as postcss.AtRule).name} ${(parent as postcss.AtRule).params}`
    const rule = rules.get(selector) ?? new Map<string, string>()
    rules.set(selector, rule.set(declaration.prop.slice(2), declaration.value))
  })
  return rules
}

const oklabDistance = differenceEuclidean('oklab')

/** The largest difference between two sets of tokens: ΔEok (x100) for colours, else text. */
function expectSameTokens(label: string, source: Tokens | undefined, back: Tokens | undefined) {
  expect([...(back?.keys() ?? [])].sort(), label).toEqual([...(source?.keys() ?? [])].sort())
  for (const [name, value] of source ?? []) {
    const returned = back?.get(name) ?? ''
    const [a, b] = [parseColorValue(value), parseColorValue(returned)]
    if (a && b) {
      expect(oklabDistance(a, b) * 100, `${label} --${name}: ${returned}`).toBeLessThanOrEqual(1)
      expect(Math.abs((a.alpha ?? 1) - (b.alpha ?? 1)), `${label} --${name} alpha`).toBeLessThan(
        0.01,
      )
    } else {
      expect(returned, `${label} --${name}`).toBe(value)
    }
  }
}

const tailwindIndex = createRequire(import.meta.url).resolve('tailwindcss/index.css')

/** What Tailwind v4's own compiler makes of the exported CSS for the given utilities. */
async function buildWithTailwind(exported: string, utilities: string[]): Promise<string> {
  const compiler = await compile(`@import "tailwindcss";\n${exported}`, {
    base: '/',
    loadStylesheet: (_id, base) =>
      Promise.resolve({ path: tailwindIndex, base, content: readFileSync(tailwindIndex, 'utf8') }),
  })
  return compiler.build(utilities)
}

function roundTrip(format: ModeFormat, text: string) {
  const imported = readThemeText(text)
  expect(Object.keys(imported.modes).sort()).toEqual(['dark', 'light'])
  return exportThemeModes(format, imported.modes, { displayName: 'Round trip' })
}

describe('import then export in the same format', () => {
  it('gives back a v4 globals.css: :root and .dark token for token, and the app font', () => {
    const source = cssTokens(GRAPHITE_V4)
    const back = cssTokens(roundTrip('shadcn-css-v4', GRAPHITE_V4).text)
    expectSameTokens(':root', source.get(':root'), back.get(':root'))
    expectSameTokens('.dark', source.get('.dark'), back.get('.dark'))
    // next/font's variable stays where Tailwind inlines it into the utility.
    const inline = back.get('@theme inline')
    expect(inline?.get('font-sans')).toBe('var(--font-geist-sans)')
    expect(inline?.get('font-mono')).toBe('var(--font-geist-mono)')
  })

  it("builds with Tailwind: the app's font, charts and sidebar keep their utilities", async () => {
    const { text } = roundTrip('shadcn-css-v4', GRAPHITE_V4)
    const built = await buildWithTailwind(text, ['font-sans', 'bg-chart-1', 'bg-sidebar-primary'])
    const rules = cssTokens(built.replace(/font-family:/g, '--font-family:'))
    expect(rules.get('.font-sans')?.get('font-family')).toBe('var(--font-geist-sans)')
    expect(built).toMatch(/\.bg-chart-1 \{\s*background-color: var\(--chart-1\)/)
    expect(built).toMatch(/\.bg-sidebar-primary \{\s*background-color: var\(--sidebar-primary\)/)
  })

  it('gives back a v3 globals.css with the same HSL triplets, white as 0 0% 100%', () => {
    const { text } = roundTrip('shadcn-css-v3', HARBOR_V3)
    const [source, back] = [cssTokens(HARBOR_V3), cssTokens(text)]
    for (const selector of [':root', '.dark']) {
      expect(back.get(selector), selector).toEqual(source.get(selector))
    }
    expect(back.get(':root')?.get('background')).toBe('0 0% 100%')
  })

  it('gives back a registry item that shadcn accepts, section for section', () => {
    const { text } = roundTrip('shadcn-registry', JSON.stringify(MEADOW_ITEM))
    const item = registryItemSchema.parse(JSON.parse(text))
    for (const section of ['light', 'dark', 'theme'] as const) {
      const source = new Map(Object.entries(MEADOW_ITEM.cssVars[section]))
      const back = new Map(Object.entries(item.cssVars?.[section] ?? {}))
      expectSameTokens(section, source, back)
    }
  })

  it('writes no font, shadow or corner a source without them never had', () => {
    const css = GRAPHITE_V4.replace(/@theme inline \{[^}]*\}/, '')
    const back = cssTokens(roundTrip('shadcn-css-v4', css).text)
    const written = [...back.values()].flatMap((tokens) => [...tokens.keys()])
    expect(written.filter((name) => /^(font|shadow|corner)-/.test(name))).toEqual([])
  })

  it('completes a partial theme from the chosen base colour and exports every shadcn token', () => {
    const text = JSON.stringify(COPPER_OVERLAY)
    const imported = readThemeText(text, { baseColor: 'zinc' })
    expect(imported.notes[0]).toMatch(
      /^Light mode: The theme sets only some of shadcn\/ui's tokens; .* come from shadcn\/ui's Zinc base colour\.$/,
    )
    const { text: exported } = exportThemeModes('shadcn-registry', imported.modes, {
      displayName: 'Copper',
    })
    const item = registryItemSchema.parse(JSON.parse(exported))
    for (const mode of ['light', 'dark'] as const) {
      const zinc = new Map(Object.entries(SHADCN_BASE_COLOR_VALUES.zinc[mode]))
      const expected = new Map([...zinc, ...Object.entries(COPPER_OVERLAY.cssVars[mode])])
      const back = new Map(Object.entries(item.cssVars?.[mode] ?? {}))
      expectSameTokens(mode, expected, back)
    }
  })

  it('completes a partial theme from neutral unless told otherwise', () => {
    const { modes } = readThemeText(':root { --primary: oklch(0.55 0.2 30) }')
    const neutral = SHADCN_BASE_COLOR_VALUES.neutral.light
    expect(modes.light?.colors).toMatchObject({ ring: neutral.ring, sidebarRing: neutral.ring })
    expect(modes.light?.sidebar?.background).toBe(neutral.sidebar)
  })
})

describe('a CSS file of several themes', () => {
  const GALLERY = `
    .theme-dune { --background: 40 30% 98%; --foreground: 30 20% 10%; --primary: 30 80% 45%; --radius: 0.5rem; }
    .dark .theme-dune { --background: 30 20% 8%; --foreground: 40 30% 96%; --primary: 35 85% 60%; }
    .theme-fjord { --background: 200 30% 98%; --foreground: 210 30% 10%; --primary: 205 80% 40%; }
    .dark .theme-fjord { --background: 210 30% 8%; --primary: 200 85% 62%; }
  `

  it('lists the themes with their modes and reads the one chosen', async () => {
    const { listCssThemes } = await import('./css-themes.ts')
    expect(listCssThemes(GALLERY)).toEqual([
      { selector: '.theme-dune', modes: ['light', 'dark'] },
      { selector: '.theme-fjord', modes: ['light', 'dark'] },
    ])
    const fjord = readThemeText(GALLERY, { cssTheme: '.theme-fjord' })
    expect(fjord.modes.light?.colors?.primary).toBe('hsl(205 80% 40%)')
    expect(fjord.modes.dark?.colors?.primary).toBe('hsl(200 85% 62%)')
    // The dark class keeps what the light block sets and it does not override.
    expect(fjord.modes.dark?.colors?.foreground).toBe('hsl(210 30% 10%)')
    expect(fjord.notes[0]).toBe(
      'This CSS holds 2 themes; .theme-fjord was read. The others: .theme-dune.',
    )
  })

  it('reads the first theme when none is chosen, and names a missing one', () => {
    expect(readThemeText(GALLERY).modes.light?.colors?.primary).toBe('hsl(30 80% 45%)')
    expect(() => readThemeText(GALLERY, { cssTheme: '.theme-moss' })).toThrow(
      'This CSS holds no theme ".theme-moss"; it holds .theme-dune, .theme-fjord.',
    )
  })
})
