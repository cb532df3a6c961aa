import postcss from 'postcss'
import { describe, expect, it } from 'vitest'
import { comparable, expectSameVariables, onlyMode } from '../test/format-round-trip.ts'
import { ALL_RESOLVED, MODE_PAIRS, RESOLVED_TRAVEL } from '../test/resolved-themes.ts'
import { TRAVEL_CSS } from '../test/travel-corpus/index.ts'
import type { Theme } from '../types.ts'
import { exportShadcnCss, readShadcnCss, type ShadcnCssOptions } from './shadcn-css.ts'
import { ThemeImportError, type ColorFormat } from './types.ts'

const VARIANTS: { label: string; options: Omit<ShadcnCssOptions, 'displayName'> }[] = [
  ...(['oklch', 'hex', 'hsl', 'rgb'] as ColorFormat[]).map((colorFormat) => ({
    label: `v4 ${colorFormat}`,
    options: { tailwind: 4 as const, colorFormat },
  })),
  { label: 'v3', options: { tailwind: 3 } },
]

const exportOne = (theme: Theme, options: Omit<ShadcnCssOptions, 'displayName'>) =>
  exportShadcnCss({ [theme.mostLike ?? 'light']: theme }, { ...options, displayName: 'X' })

/** The variables of each rule, by selector, as an independent CSS parser (postcss) reads them. */
function rulesOf(text: string): Map<string, Map<string, string>> {
  const rules = new Map<string, Map<string, string>>()
  postcss.parse(text).walkDecls(/^--/, (declaration) => {
    const parent = declaration.parent
    const selector =
      parent?.type === 'rule'
        ? parent.selector.replace(/\s+/g, ' ')
        : `@${(parent as postcss.AtRule).name} ${(parent as postcss.AtRule).params}`
    const rule = rules.get(selector) ?? new Map<string, string>()
    rule.set(declaration.prop.slice(2), declaration.value)
    rules.set(selector, rule)
  })
  return rules
}

describe('exportShadcnCss', () => {
  it('writes :root, .dark and the @theme inline mapping for Tailwind v4', () => {
    const [pair] = MODE_PAIRS
    const { text, fileName } = exportShadcnCss(
      { light: pair?.light, dark: pair?.dark },
      { displayName: 'Paper & Ink', tailwind: 4 },
    )
    expect(fileName).toBe('paper-ink.css')
    const rules = rulesOf(text)
    expect([...rules.keys()]).toEqual([':root', '.dark', '@theme inline'])
    expect(rules.get(':root')?.get('primary')).toMatch(/^oklch\(/)
    const inline = rules.get('@theme inline')
    expect(inline?.get('color-primary')).toBe('var(--primary)')
    expect(inline?.get('radius-lg')).toBe('var(--radius)')
    expect(inline?.get('radius-sm')).toBe('var(--corner-sm)')
    expect(inline?.get('font-sans')).toBe('var(--font-sans)')
    expect(inline?.get('shadow-md')).toBe('var(--shadow-md)')
    // Not colours: no colour utility for backdrop filters.
    expect([...(inline?.keys() ?? [])].some((name) => name.includes('backdrop'))).toBe(false)
  })

  it('maps colours given as another variable onto colour utilities too', () => {
    const { modes } = readShadcnCss(
      ':root { --primary: #2563eb; --sidebar-primary: var(--primary); --card-backdrop-filter: var(--blur) }',
    )
    const { text } = exportShadcnCss(modes, { displayName: 'Refs', tailwind: 4 })
    const inline = rulesOf(text).get('@theme inline')
    expect(inline?.get('color-sidebar-primary')).toBe('var(--sidebar-primary)')
    expect(inline?.has('color-card-backdrop-filter')).toBe(false)
    expect(rulesOf(text).get(':root')?.get('sidebar-primary')).toBe('var(--primary)')
  })

  it('writes bare HSL triplets and --sidebar-background for Tailwind v3, without @theme', () => {
    const glass = ALL_RESOLVED.find(({ theme }) => theme.name === 'glass-light')?.theme as Theme
    const { text } = exportShadcnCss({ light: glass }, { displayName: 'Glass', tailwind: 3 })
    expect(text.startsWith('@layer base {\n  :root {\n')).toBe(true)
    expect(text).not.toContain('@theme')
    const root = rulesOf(text).get(':root')
    expect(root?.get('primary')).toMatch(/^\d+(\.\d+)? \d+(\.\d+)?% \d+(\.\d+)?%$/)
    expect(root?.get('card')).toMatch(/% \/ 0\.\d+$/)
    expect(root?.has('sidebar-background')).toBe(true)
    expect(root?.has('sidebar')).toBe(false)
  })

  it('brings wide colours into sRGB for hex, hsl, rgb and v3, naming the token', () => {
    const orchard = RESOLVED_TRAVEL[0]?.theme as Theme
    const oklch = exportOne(orchard, { tailwind: 4, colorFormat: 'oklch' })
    expect(rulesOf(oklch.text).get(':root')?.get('chart-1')).toBe('oklch(0.7 0.35 150)')
    expect(oklch.notes.join('\n')).not.toContain('chart-1')
    for (const options of [
      { tailwind: 4 as const, colorFormat: 'hex' as const },
      { tailwind: 3 as const },
    ]) {
      const { notes } = exportOne(orchard, options)
      expect(notes).toContainEqual(
        expect.stringMatching(
          /^chart-1 \(oklch\(0\.7 0\.35 150\)\) is more vivid than .* can hold; it was written as the nearest colour, /,
        ),
      )
      expect(notes).toContainEqual(expect.stringMatching(/^ring \(/))
    }
  })

  it('lists what a shadcn/ui theme cannot hold, in words a designer understands', () => {
    const frosted = RESOLVED_TRAVEL.find(({ theme }) => theme.name === 'frosted-night')
      ?.theme as Theme
    expect(exportOne(frosted, { tailwind: 4 }).notes).toEqual([
      'The "shimmer" button effect is not part of a shadcn/ui theme.',
      'Table colours and borders are not part of a shadcn/ui theme.',
      "The background image is not part of a shadcn/ui theme; add it to your page's CSS if you want it.",
      // corners.2xl is not a field of the format: its variable and its utility are named.
      'Also written, from keys outside the theme format that neither shadcn/ui nor theme-o-rama defines: --corner-2xl and --radius-2xl. Check that your app uses none of these names for something else.',
    ])
  })
})

// Every theme in five variants: room for a busy test machine.
describe('shadcn CSS round trips', { timeout: 30_000 }, () => {
  for (const { label, options } of VARIANTS) {
    it(`reads back every variable of every theme (${label})`, () => {
      for (const { label: theme, theme: original } of ALL_RESOLVED) {
        const read = readShadcnCss(exportOne(original, options).text)
        expect(read.format).toBe(options.tailwind === 3 ? 'shadcn-css-v3' : 'shadcn-css-v4')
        expectSameVariables(`${theme} (${label})`, original, onlyMode(read.modes))
      }
    })

    it(`reads back both modes of two-mode files (${label})`, () => {
      for (const pair of MODE_PAIRS) {
        const { text } = exportShadcnCss(
          { light: pair.light, dark: pair.dark },
          { ...options, displayName: 'Pair' },
        )
        const read = readShadcnCss(text)
        expectSameVariables(`${pair.label} light (${label})`, pair.light, read.modes.light)
        expectSameVariables(`${pair.label} dark (${label})`, pair.dark, read.modes.dark)
      }
    })
  }

  it('reads a lone mode as the mode its background looks like', () => {
    for (const { label, theme } of ALL_RESOLVED) {
      const read = readShadcnCss(exportOne(theme, { tailwind: 4 }).text)
      expect(read.modes[theme.mostLike ?? 'light']?.mostLike, label).toBe(theme.mostLike ?? 'light')
    }
  })

  it("gives back the values of tweakcn-style files, but for Tailwind's own variables", () => {
    for (const { file, text, tailwind } of TRAVEL_CSS) {
      const read = readShadcnCss(text)
      expect(read.modes.light, file).toBeDefined()
      expect(read.modes.dark, file).toBeDefined()
      const leftOut = TAILWIND_OWN.filter((name) => text.includes(`--${name}:`))
      if (leftOut.length > 0) {
        expect(read.notes, file).toContain(
          `Light mode: ${leftOut.map((name) => `--${name}`).join(' and ')} were left out: they are Tailwind's own variables, which a theme may not set, since they would restyle the whole page around it.`,
        )
      }
      for (const colorFormat of ['oklch', 'hex', 'hsl', 'rgb'] as const) {
        const again = exportShadcnCss(read.modes, { displayName: file, tailwind, colorFormat })
        const source = rulesOf(text)
        const exported = rulesOf(again.text)
        const pairs = [
          [[...source.keys()].find((selector) => selector.startsWith(':root')), ':root'],
          [[...source.keys()].find((selector) => /dark/.test(selector)), '.dark'],
        ]
        for (const [from, to] of pairs) {
          const values = [...(source.get(from ?? '') ?? [])]
            .filter(([name]) => !leftOut.includes(name))
            .map(([name, value]) => [
              name,
              comparable(
                tailwind === 3 && /^[\d.]+ [\d.]+% /.test(value) ? `hsl(${value})` : value,
              ),
            ])
          const written = exported.get(to ?? '') ?? new Map<string, string>()
          for (const name of leftOut) expect(written.has(name), `${file} ${name}`).toBe(false)
          // What .dark shares with :root is written once, in :root, and the notes say so.
          const once = to === '.dark' ? exported.get(':root') : undefined
          const back = values.map(([name = '']) => {
            if (once?.has(name) && !written.has(name)) {
              expect(again.notes.join('\n'), `${file} ${name}`).toContain(`--${name}`)
            }
            const value = written.get(name) ?? once?.get(name) ?? ''
            return [
              name,
              comparable(
                tailwind === 3 && /^[\d.]+ [\d.]+% /.test(value) ? `hsl(${value})` : value,
              ),
            ]
          })
          expect(back, `${file} ${from} as ${colorFormat}`).toEqual(values)
        }
      }
    }
  })
})

/** tweakcn's files set these two of Tailwind's own variables in :root and .dark. */
const TAILWIND_OWN = ['tracking-normal', 'spacing']

describe('readShadcnCss', { timeout: 30_000 }, () => {
  const read = (css: string) => readShadcnCss(css)

  it('reads :root, :host, [data-theme], prefers-color-scheme and @layer wrappers', () => {
    const imported = read(`
      /* a comment { with braces } */
      @layer base {
        :root, :host { --background: #ffffff; --primary: #2563eb !important; }
        @media (prefers-color-scheme: dark) { :root { --background: #000; } }
      }
      [data-theme='dark'] { --primary: #60a5fa; }
      .brand { --primary: red; }
    `)
    expect(imported.modes.light?.colors).toMatchObject({
      background: '#ffffff',
      primary: '#2563eb',
    })
    expect(imported.modes.dark?.colors).toMatchObject({ background: '#000', primary: '#60a5fa' })
    expect(imported.notes[0]).toBe(
      'This CSS holds 2 themes; :root and .dark was read. The others: .brand.',
    )
    expect(read('.card > .title { --primary: red } :root { --primary: blue }').notes[0]).toBe(
      'Variables under ".card > .title" were not read: only :root (light), .dark (dark), a theme\'s own class and @theme hold a theme.',
    )
  })

  it('takes corners, fonts and shadows from @theme, filling in var() from the mode', () => {
    const candy = TRAVEL_CSS.find(({ file }) => file === 'candy-glass.css')?.text ?? ''
    const { modes } = read(candy)
    expect(modes.light?.fonts).toEqual({
      sans: "'Nunito', 'Quicksand', sans-serif",
      display: "'Fredoka', sans-serif",
    })
    expect(modes.light?.corners).toEqual({
      lg: '1.25rem',
      sm: 'calc(1.25rem * 0.6)',
      md: 'calc(1.25rem * 0.8)',
      xl: 'calc(1.25rem * 1.4)',
      '2xl': 'calc(1.25rem * 1.8)',
    })
    expect(modes.dark?.corners?.lg).toBe('1.25rem')
    expect(modes.dark?.colors?.cardBackdropFilter).toBe('blur(12px)')
  })

  it('tolerates a paste that breaks off, and says so', () => {
    const imported = read(':root { --background: #fff; --primary: rgb(10 20 30')
    expect(imported.modes.light?.colors).toMatchObject({
      background: '#fff',
      primary: 'rgb(10 20 30)',
    })
    expect(imported.notes).toEqual([
      'A "(" or "[" is never closed, so everything after it was read as part of one value.',
      'The CSS ends before all its blocks are closed; it was read as if they were.',
      expect.stringContaining("come from shadcn/ui's Neutral base colour"),
      '--primary: missing ")" at the end, which is added.',
    ])
  })

  it('refuses text without theme variables', () => {
    for (const text of [
      '',
      'hello world',
      '{"name": "x"}',
      'body { color: red }',
      ':root { --foo: 1 }',
    ]) {
      expect(() => read(text), text).toThrow(
        new ThemeImportError('No theme variables were found in this CSS.'),
      )
    }
  })

  it('refuses hostile values with a note and keeps the rest', () => {
    const imported = read(
      ':root { --primary: red; } body { x: 1 } :root { --ring: expression(alert(1)); --accent: url(https://x.test/a.png); --muted: </style>; --card: blue }',
    )
    const colors = imported.modes.light?.colors
    expect(colors).toMatchObject({ primary: 'red', card: 'blue' })
    expect([colors?.ring, colors?.accent, colors?.muted]).toEqual([undefined, undefined, undefined])
    const refusals = imported.notes.filter((note) => / was left out: /.test(note))
    expect(refusals).toHaveLength(3)
  })

  it('reads hostile pastes in time that grows with their length', () => {
    const filler = ':root { --background: #fff; }\n'
    const pastes = [
      '{'.repeat(2_000_000),
      'a{'.repeat(1_000_000),
      `:root { --primary: ${'('.repeat(1_000_000)}`,
      filler + '/*'.repeat(1_000_000),
      filler + '"'.repeat(2_000_000),
      filler.repeat(Math.ceil(2_000_000 / filler.length)),
    ]
    for (const paste of pastes) {
      const started = performance.now()
      try {
        read(paste)
      } catch (error) {
        expect(error).toBeInstanceOf(ThemeImportError)
      }
      // Linear reading takes well under a second for 2 MB; a quadratic one takes minutes.
      expect(performance.now() - started, paste.slice(0, 20)).toBeLessThan(3000)
    }
  })

  it('refuses a file with more variables than any theme', () => {
    const many = `:root { ${Array.from({ length: 10_001 }, (_, i) => `--v${i}: red;`).join(' ')} }`
    expect(() => read(many)).toThrow(
      new ThemeImportError('This CSS sets more than 10,000 variables; a theme sets a few hundred.'),
    )
  })
})
