import { describe, expect, it } from 'vitest'
import { isPlainObject, type PlainObject } from '../objects.ts'
import { fastestRunMs } from '../test/cpu-time.ts'
import { ALL_RESOLVED, MODE_PAIRS, RESOLVED_BUILT_INS } from '../test/resolved-themes.ts'
import type { Theme } from '../types.ts'
import { srgbOf } from './color-spelling.ts'
import { themeToVariables, type ThemeVariable } from './css-variables.ts'
import { readDesignTokens } from './design-tokens-read.ts'
import { DESIGN_TOKENS_EXTENSION, exportDesignTokens, MODES } from './design-tokens.ts'
import { cssFontStackToFamilies, cssLengthToDimension, cssShadowToLayers } from './dtcg-values.ts'
import { themeRemainder } from './theme-remainder.ts'
import { ThemeImportError, type ThemeModes } from './types.ts'

const light = RESOLVED_BUILT_INS.find(({ theme }) => theme.name === 'light')?.theme as Theme
const dark = RESOLVED_BUILT_INS.find(({ theme }) => theme.name === 'dark')?.theme as Theme

/** Light and dark themes made to go together, and each theme of the test corpus in the light
 * mode with the next one in the dark mode. */
const PAIRS = [
  ...MODE_PAIRS.map(({ label, light, dark }) => ({ label, modes: { light, dark } })),
  ...ALL_RESOLVED.map(({ label, theme }, index) => ({
    label,
    modes: { light: theme, dark: ALL_RESOLVED[(index + 1) % ALL_RESOLVED.length]?.theme },
  })),
]

function exported(modes: ThemeModes, displayName = 'Round Trip'): PlainObject {
  return JSON.parse(exportDesignTokens(modes, { displayName }).text) as PlainObject
}

function variablesOf(theme: Theme | undefined): Map<string, ThemeVariable> {
  return new Map(themeToVariables(theme as Theme).map((variable) => [variable.name, variable]))
}

/** Every `$extensions` of the document removed, as a tool that keeps only the tokens writes it. */
function withoutExtensions(node: unknown, keepGroups = false): unknown {
  if (Array.isArray(node)) return node.map((item) => withoutExtensions(item, keepGroups))
  if (!isPlainObject(node)) return node
  const copy: PlainObject = {}
  for (const [key, value] of Object.entries(node)) {
    const isToken = '$value' in node
    if (key === '$extensions' && (isToken || !keepGroups)) continue
    copy[key] = withoutExtensions(value, keepGroups)
  }
  return copy
}

/** What the export keeps of a mode in its own `$extensions` entry. */
function ourModeExtension(document: PlainObject, mode: string): PlainObject | undefined {
  const extensions = (document[mode] as PlainObject | undefined)?.$extensions as
    PlainObject | undefined
  return extensions?.[DESIGN_TOKENS_EXTENSION] as PlainObject | undefined
}

/** A value as another tool would give it back: the same colour, length, fonts or shadow. */
function sameMeaning(kind: ThemeVariable['kind'], actual: string, expected: string): void {
  if (kind === 'color') expect(srgbOf(actual), `${actual} vs ${expected}`).toEqual(srgbOf(expected))
  else if (kind === 'dimension')
    expect(cssLengthToDimension(actual)).toEqual(cssLengthToDimension(expected))
  else if (kind === 'font-family')
    expect(cssFontStackToFamilies(actual)).toEqual(cssFontStackToFamilies(expected))
  else if (kind === 'shadow') expect(cssShadowToLayers(actual)).toEqual(cssShadowToLayers(expected))
  else expect(actual).toBe(expected)
}

describe('exportDesignTokens', () => {
  it('writes both modes as groups of typed tokens named like the CSS variables', () => {
    const result = exportDesignTokens({ light, dark }, { displayName: 'My Fine Theme!' })
    expect(result.fileName).toBe('my-fine-theme.tokens.json')
    const document = JSON.parse(result.text) as Record<string, Record<string, PlainObject>>
    expect(document.$description).toBe('My Fine Theme!: a Theme-a-roo theme, light and dark modes')
    for (const mode of MODES) {
      const group = document[mode] as Record<string, PlainObject>
      expect(group.color?.$type).toBe('color')
      expect(group.dimension?.$type).toBe('dimension')
      expect(group.font?.$type).toBe('fontFamily')
      expect(group.shadow?.$type).toBe('shadow')
      expect(Object.keys(group.color ?? {})).toContain('primary-foreground')
      expect(Object.keys(group.dimension ?? {})).toEqual(
        expect.arrayContaining(['radius', 'corner-sm']),
      )
      expect(Object.keys(group.font ?? {})).toContain('font-sans')
      expect(Object.keys(group.shadow ?? {})).toContain('shadow-md')
    }
    expect(document.light?.color?.background).toEqual({
      $value: { colorSpace: 'hsl', components: [0, 0, 100], hex: '#ffffff' },
    })
  })

  it('writes one mode alone when the theme has one', () => {
    const document = exported({ dark })
    expect(Object.keys(document)).toEqual(['$description', '$extensions', 'dark'])
  })

  it('keeps a colour beyond sRGB in its own space with a hex fallback, and says so', () => {
    const wide = { ...light, colors: { ...light.colors, primary: 'oklch(0.7 0.3 150)' } }
    const result = exportDesignTokens({ light: wide }, { displayName: 'Wide' })
    const document = JSON.parse(result.text) as Record<string, Record<string, PlainObject>>
    expect(document.light?.color?.primary).toEqual({
      $value: {
        colorSpace: 'oklch',
        components: [0.7, 0.3, 150],
        hex: expect.stringMatching(/^#[0-9a-f]{6}$/) as unknown,
      },
    })
    expect(result.notes).toContain(
      'Light: primary lies outside sRGB: kept in its own colour space, with the nearest sRGB colour as the hex that tools without wide-gamut colour use.',
    )
    expect(readDesignTokens(result.text).modes.light?.colors?.primary).toBe('oklch(0.7 0.3 150)')
  })

  it('keeps values no token type holds in $extensions, and says what other tools miss', () => {
    const theme: Theme = {
      ...light,
      corners: { ...light.corners, full: '50%' },
      switches: { checked: { background: '#336699' } },
      backgroundImage: 'https://images.example.com/bg.jpg',
    }
    const result = exportDesignTokens({ light: theme }, { displayName: 'Odd' })
    const document = JSON.parse(result.text) as Record<string, PlainObject>
    const ours = (document.light?.$extensions as PlainObject)[
      DESIGN_TOKENS_EXTENSION
    ] as PlainObject
    expect(ours.variables).toMatchObject({ 'corner-full': '50%' })
    expect(ours.theme).toMatchObject({
      switches: { checked: { background: '#336699' } },
      backgroundImage: 'https://images.example.com/bg.jpg',
    })
    expect((document.light?.dimension as PlainObject)['corner-full']).toBeUndefined()
    expect(result.notes).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^Light: corner-full cannot be design tokens .* kept in \$extensions\["app\.theme-a-roo"\]/,
        ),
        expect.stringMatching(
          /^Light: switches and background image are kept in \$extensions\["app\.theme-a-roo"\]/,
        ),
      ]),
    )
    const read = readDesignTokens(result.text).modes.light
    expect(read?.corners?.full).toBe('50%')
    expect(read?.switches).toEqual({ checked: { background: '#336699' } })
  })

  it('writes a shadow of none as one layer that draws nothing, and reads it back as none', () => {
    const document = exported({ light }) as Record<string, Record<string, PlainObject>>
    expect(document.light?.shadow?.['shadow-none']).toMatchObject({
      $value: {
        color: { alpha: 0 },
        offsetX: { value: 0 },
        blur: { value: 0 },
        spread: { value: 0 },
      },
    })
    const foreign = withoutExtensions(document)
    expect(readDesignTokens(foreign).modes.light?.shadows?.none).toBe('none')
  })
})

describe('readDesignTokens gives our own export back', () => {
  it.each(PAIRS)('$label', ({ modes }) => {
    const read = readDesignTokens(exported(modes))
    expect(read.format).toBe('design-tokens')
    for (const mode of MODES) {
      const original = modes[mode] as Theme
      const imported = read.modes[mode]
      expect(imported?.inherits).toBe(mode)
      expect(imported?.mostLike).toBe(mode)
      // Every variable with the very value it had, and every other part of the theme.
      expect(Object.fromEntries(variablesOf(imported))).toEqual(
        Object.fromEntries(variablesOf(original)),
      )
      const variables = themeToVariables(original)
      expect(themeRemainder(imported as Theme, variables)).toEqual(
        themeRemainder(original, variables),
      )
    }
  })
})

describe('readDesignTokens reads the export as other tools keep it', () => {
  it.each(PAIRS)('without the spelling hints: $label', ({ modes }) => {
    // Tools that rewrite token values drop a token's $extensions; the groups' stay.
    const read = readDesignTokens(withoutExtensions(exported(modes), true))
    for (const mode of MODES) {
      const original = variablesOf(modes[mode])
      const imported = variablesOf(read.modes[mode])
      expect([...imported.keys()].sort()).toEqual([...original.keys()].sort())
      for (const [name, { kind, value }] of original) {
        sameMeaning(kind, imported.get(name)?.value ?? '', value)
      }
    }
  })

  it.each(PAIRS)('without any $extensions: $label', ({ modes }) => {
    const document = exported(modes)
    const read = readDesignTokens(withoutExtensions(document))
    for (const mode of MODES) {
      const imported = variablesOf(read.modes[mode])
      const listed = themeToVariables(light).map(({ name }) => name)
      // Values no token holds (color-mix(), light-dark()) live only in our $extensions.
      const untokened = Object.keys(ourModeExtension(document, mode)?.variables ?? {})
      for (const [name, { kind, value }] of variablesOf(modes[mode])) {
        // Names a theme lists come back; the theme's own extra names are not known as tokens.
        if (!listed.includes(name) || kind === 'other' || untokened.includes(name)) continue
        const back = imported.get(name)
        expect(back, `${mode} ${name}`).toBeDefined()
        sameMeaning(kind, back?.value ?? '', value)
      }
    }
  })

  it('takes a changed token value over the spelling hint kept beside it', () => {
    // A family in double quotes is spelled differently by the token: the hint keeps the quotes.
    const sans = '"Inter Variable", system-ui, sans-serif'
    const document = exported({ light: { ...light, fonts: { ...light.fonts, sans } } }) as Record<
      string,
      Record<string, Record<string, PlainObject>>
    >
    expect(readDesignTokens(document).modes.light?.fonts?.sans).toBe(sans)
    const fontSans = document.light?.font?.['font-sans'] as PlainObject
    expect(fontSans.$extensions).toBeDefined()
    fontSans.$value = ['Fira Sans', 'sans-serif']
    expect(readDesignTokens(document).modes.light?.fonts?.sans).toBe(`'Fira Sans', sans-serif`)
  })
})

describe('readDesignTokens reads files of other tools', () => {
  const color = (hex: string) => ({ $value: hex })

  it('reads a single token set with legacy colour strings, and takes its mode from the background', () => {
    const read = readDesignTokens({
      color: {
        $type: 'color',
        background: color('#101418'),
        foreground: color('#f0f0f0'),
        primary: color('#336699'),
        'primary-foreground': color('#ffffff'),
      },
      radius: { $type: 'dimension', $value: '8px' },
    })
    expect(Object.keys(read.modes)).toEqual(['dark'])
    expect(read.modes.dark).toMatchObject({
      inherits: 'dark',
      colors: { background: '#101418', primary: '#336699', primaryForeground: '#ffffff' },
      corners: { lg: '8px' },
    })
    const lightSet = readDesignTokens({ color: { $type: 'color', background: color('#fafafa') } })
    expect(Object.keys(lightSet.modes)).toEqual(['light'])
  })

  it('reads light and dark groups, resolving aliases in their mode first, and a shared palette', () => {
    const palette = {
      $type: 'color',
      ink: color('#111111'),
      paper: color('#fefefe'),
      blue: color('#336699'),
    }
    const read = readDesignTokens({
      palette,
      Light: {
        color: {
          $type: 'color',
          background: { $value: '{palette.paper}' },
          foreground: { $value: '{palette.ink}' },
          ring: { $value: '{color.primary}' },
          primary: { $value: { colorSpace: 'srgb', components: [0.2, 0.4, 0.6] } },
        },
      },
      dark: {
        color: {
          $type: 'color',
          background: { $value: '{palette.ink}' },
          ring: { $value: '{color.primary}' },
          primary: { $value: { colorSpace: 'hsl', components: [210, 50, 60], alpha: 0.5 } },
        },
      },
    })
    expect(read.modes.light?.colors).toMatchObject({
      background: '#fefefe',
      foreground: '#111111',
      primary: '#336699',
      ring: '#336699',
    })
    expect(read.modes.dark?.colors).toMatchObject({
      background: '#111111',
      primary: 'hsl(210 50% 60% / 0.5)',
      ring: 'hsl(210 50% 60% / 0.5)',
    })
  })

  it('maps nested and prefixed token names to the variables they stand for', () => {
    const read = readDesignTokens({
      light: {
        color: {
          $type: 'color',
          background: color('#ffffff'),
          primary: { DEFAULT: color('#000001'), foreground: color('#000002') },
          sidebar: { primary: { foreground: color('#000003') } },
          'chart-1': color('#000004'),
        },
        font: {
          $type: 'fontFamily',
          sans: { $value: 'Inter' },
          mono: { $value: ['Fira Code', 'monospace'] },
        },
        shadow: {
          $type: 'shadow',
          md: {
            $value: {
              color: '#00000040',
              offsetX: { value: 0, unit: 'px' },
              offsetY: { value: 4, unit: 'px' },
              blur: { value: 6, unit: 'px' },
              spread: { value: -1, unit: 'px' },
            },
          },
        },
      },
    })
    expect(read.modes.light).toMatchObject({
      colors: {
        // Tailwind's DEFAULT is the group's own value.
        primary: '#000001',
        primaryForeground: '#000002',
        'chart-1': '#000004',
      },
      fonts: { sans: 'Inter', mono: `'Fira Code', monospace` },
      shadows: { md: '0px 4px 6px -1px #00000040' },
    })
    expect(variablesOf(read.modes.light).get('sidebar-primary-foreground')?.value).toBe('#000003')
    expect(read.notes).toEqual([])
  })

  it('skips a token of the wrong type or shape with a note, and keeps the others', () => {
    const read = readDesignTokens({
      color: {
        $type: 'color',
        background: color('#ffffff'),
        primary: { $value: { colorSpace: 'cmyk', components: [0, 0, 0, 1] } },
        secondary: { $type: 'duration', $value: { value: 100, unit: 'ms' } },
        accent: { $value: '{color.nowhere}' },
        muted: { $value: '{color.muted}' },
      },
      radius: { $type: 'dimension', $value: { value: 50, unit: '%' } },
    })
    expect(read.modes.light?.colors).toEqual({ background: '#ffffff' })
    expect(read.notes).toEqual([
      'color.primary was left out: unknown colorSpace "cmyk".',
      'color.secondary was left out: a theme has no use for $type duration.',
      'color.accent was left out: alias {color.nowhere} names no token.',
      'color.muted was left out: alias cycle: color.muted → color.muted.',
      'radius was left out: unit "%" is not px or rem.',
    ])
  })

  it('sums up what it left out of a file of many odd tokens', () => {
    const color: PlainObject = { $type: 'color', background: { $value: '#ffffff' } }
    for (let n = 0; n < 30; n++) color[`brand-${n}`] = { $value: '#000000' }
    const names = themeToVariables(light).map(({ name }) => name)
    for (const name of names.filter((name) => name !== 'background')) {
      color[name] = { $value: 'not a colour' }
    }
    const { notes } = readDesignTokens({ color })
    expect(notes).toHaveLength(22)
    expect(notes[0]).toBe('color.foreground was left out: "not a colour" is not a colour.')
    expect(notes[20]).toBe(`${names.length - 21} more tokens were left out for such reasons.`)
    expect(notes[21]).toMatch(
      /^Tokens with no place in a theme were left out: color\.brand-0, .*, color\.brand-11 and 18 more\.$/,
    )
  })

  it('refuses a file with nothing a theme can use, saying why', () => {
    for (const input of [
      {},
      [],
      'null',
      { palette: { blue: color('#0000ff') } },
      { $type: 'color' },
    ]) {
      expect(() => readDesignTokens(input)).toThrow(ThemeImportError)
    }
    expect(() => readDesignTokens('{ not json')).toThrow(
      new ThemeImportError('This design tokens file is not valid JSON.'),
    )
    expect(() => readDesignTokens({ color: { primary: { $value: 12 } } })).toThrow(
      new ThemeImportError(
        'No design tokens for a theme were found in this file. color.primary was left out: it has no $type.',
      ),
    )
  })

  it('ignores __proto__, constructor and prototype wherever they appear', () => {
    const text = `{
      "__proto__": { "color": { "$type": "color", "primary": { "$value": "#ff0000" } } },
      "light": {
        "$extensions": { "${DESIGN_TOKENS_EXTENSION}": { "theme": { "__proto__": { "polluted": true }, "constructor": { "x": 1 } } } },
        "color": { "$type": "color", "background": { "$value": "#ffffff" }, "constructor": { "$value": "#000000" } }
      }
    }`
    const read = readDesignTokens(text)
    expect(read.modes.light?.colors).toEqual({ background: '#ffffff' })
    expect(Object.hasOwn(read.modes.light as object, 'constructor')).toBe(false)
    expect(({} as PlainObject).polluted).toBeUndefined()
  })

  it('notes hostile values briefly, without walking or printing them whole', () => {
    let deep: unknown = 'px'
    for (let n = 0; n < 100_000; n++) deep = [deep]
    const long = 'x'.repeat(100_000)
    const started = performance.now()
    const read = readDesignTokens({
      color: { $type: 'color', background: { $value: '#ffffff' }, ring: { $value: long } },
      radius: { $type: 'dimension', $value: { value: 1, unit: deep } },
      [`shadow-${long}`]: { $type: 'shadow', $value: [] },
    })
    expect(performance.now() - started).toBeLessThan(1000)
    expect(read.notes).toEqual([
      `color.ring was left out: "${'x'.repeat(59)}…" is not a colour.`,
      `radius was left out: value nested more than 32 deep.`,
      `Tokens with no place in a theme were left out: shadow-${'x'.repeat(52)}….`,
    ])
  })

  it('refuses what our extension would make an unsafe theme', () => {
    const document = exported({ light }) as Record<string, PlainObject>
    const group = document.light as PlainObject
    group.$extensions = {
      [DESIGN_TOKENS_EXTENSION]: { theme: { backgroundSize: 'cover; } body { color: red' } },
    }
    expect(() => readDesignTokens(document)).toThrow(ThemeImportError)
  })
})

describe('speed', () => {
  /** A theme of about 50 KB: many extra colours and shadows, buttons and a small image. */
  function bigTheme(): Theme {
    const colors: PlainObject = { ...light.colors }
    const shadows: PlainObject = { ...light.shadows }
    for (let n = 0; n < 200; n++) colors[`extra-${n}`] = `hsl(${n} 40% 50% / 0.${(n % 9) + 1})`
    for (let n = 0; n < 50; n++) {
      shadows[`extra-${n}`] =
        `0 ${n}px ${2 * n}px -1px rgb(0 0 0 / 0.2), inset 0 1px 0 0 rgb(255 255 255 / 0.1)`
    }
    const image = `data:image/png;base64,${'A'.repeat(40_000)}`
    return { ...light, colors, shadows, backgroundImage: image }
  }

  it('exports and reads a 50 KB theme in 20 ms or less', () => {
    const theme = bigTheme()
    expect(JSON.stringify(theme).length).toBeGreaterThan(50_000)
    const text = exportDesignTokens({ light: theme }, { displayName: 'Big' }).text
    const exportingMs = fastestRunMs(() =>
      exportDesignTokens({ light: theme }, { displayName: 'Big' }),
    )
    const readingMs = fastestRunMs(() => readDesignTokens(text))
    console.info(
      `design tokens, 50 KB theme, fastest runs: export ${exportingMs.toFixed(1)} ms, read ${readingMs.toFixed(1)} ms`,
    )
    expect(exportingMs).toBeLessThanOrEqual(20)
    expect(readingMs).toBeLessThanOrEqual(20)
  })
})
