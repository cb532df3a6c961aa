import { describe, expect, it } from 'vitest'
import { color, dark, light } from 'theme-o-rama'
import { findSchemaViolations, parseTheme, readTheme, ThemeValidationError } from './validate.ts'
import { themeSchema } from './schema.ts'
import { BUTTON_STYLES } from './types.ts'
import { fastestRunMs } from './test/cpu-time.ts'

const minimal = { name: 'mine', displayName: 'Mine', schemaVersion: 1 }

function errorOf(input: unknown): ThemeValidationError {
  try {
    parseTheme(input)
  } catch (error) {
    if (error instanceof ThemeValidationError) return error
    throw error
  }
  throw new Error('parseTheme accepted the input')
}

describe('parseTheme: catalogue messages, in order', () => {
  it.each([
    ['{not json', 'Invalid theme JSON structure. The theme string must be valid JSON'],
    ['', 'Invalid theme JSON structure. The theme string must be valid JSON'],
    ['null', 'Invalid theme JSON structure. The theme must be a valid JSON object'],
    ['[]', 'Invalid theme JSON structure. The theme must be a valid JSON object'],
    ['42', 'Invalid theme JSON structure. The theme must be a valid JSON object'],
    ['"text"', 'Invalid theme JSON structure. The theme must be a valid JSON object'],
  ])('text %j → %s', (input, message) => {
    expect(() => parseTheme(input)).toThrow(ThemeValidationError)
    expect(errorOf(input).message).toBe(message)
  })

  it.each([null, undefined, 7, true, [minimal], new Date(), new Map()])(
    'non-object %o → must be a valid JSON object',
    (input) => {
      expect(errorOf(input).message).toBe(
        'Invalid theme JSON structure. The theme must be a valid JSON object',
      )
    },
  )

  it.each([
    [{ displayName: 'X', schemaVersion: 1 }, 'name is required'],
    [{ name: 5, displayName: 'X', schemaVersion: 1 }, 'name is required'],
    [{ name: 'x', schemaVersion: 1 }, 'displayName is required'],
    [{ name: 'x', displayName: null, schemaVersion: 1 }, 'displayName is required'],
    [{ name: 'x', displayName: 'X' }, 'schemaVersion is required'],
    [{ name: 'x', displayName: 'X', schemaVersion: '1' }, 'schemaVersion is required'],
    [{ name: 'x', displayName: 'X', schemaVersion: 2 }, 'Unrecognized schemaVersion: 2'],
    [{ name: 'x', displayName: 'X', schemaVersion: 1.5 }, 'Unrecognized schemaVersion: 1.5'],
    [{ ...minimal, mostLike: 'dim' }, 'mostLike must be "dark" or "light"'],
    [{ ...minimal, mostLike: null }, 'mostLike must be "dark" or "light"'],
  ])('%j → %s', (input, message) => {
    expect(errorOf(input).message).toBe(`Invalid theme JSON structure. ${message}`)
    expect(errorOf(JSON.stringify(input)).message).toBe(`Invalid theme JSON structure. ${message}`)
  })

  it('checks name before displayName before schemaVersion before mostLike before buttonStyle', () => {
    expect(errorOf({ schemaVersion: 9, mostLike: 'x' }).message).toMatch(/name is required$/)
    expect(errorOf({ name: 'a', schemaVersion: 9 }).message).toMatch(/displayName is required$/)
    expect(errorOf({ ...minimal, schemaVersion: 9, mostLike: 'x' }).message).toMatch(
      /schemaVersion: 9$/,
    )
    expect(errorOf({ ...minimal, mostLike: 'x', buttonStyle: 'x' }).message).toMatch(/mostLike/)
    expect(errorOf({ ...minimal, buttonStyle: 'x', colors: 1 }).message).toBe(
      'Invalid button style: x',
    )
  })

  it.each(['sparkle', 'Gradient', ''])('buttonStyle %j → Invalid button style', (style) => {
    const error = errorOf({ ...minimal, buttonStyle: style })
    expect(error.message).toBe(`Invalid button style: ${style}`)
    expect(error.violations).toEqual([
      {
        severity: 'error',
        path: '/buttonStyle',
        message: `Must be one of: ${BUTTON_STYLES.join(', ')}`,
        keyword: 'enum',
      },
    ])
  })

  it('shows a non-string button style as JSON', () => {
    expect(errorOf({ ...minimal, buttonStyle: 3 }).message).toBe('Invalid button style: 3')
  })

  it.each(BUTTON_STYLES)('accepts buttonStyle %s', (buttonStyle) => {
    expect(parseTheme({ ...minimal, buttonStyle }).buttonStyle).toBe(buttonStyle)
  })

  it('attaches a violation to the quick checks', () => {
    expect(errorOf({ displayName: 'X', schemaVersion: 1 }).violations).toEqual([
      {
        severity: 'error',
        path: '',
        message: 'Missing required property "name"',
        keyword: 'required',
      },
    ])
    expect(errorOf({ name: 1, displayName: 'X', schemaVersion: 1 }).violations).toEqual([
      { severity: 'error', path: '/name', message: 'Expected a string', keyword: 'type' },
    ])
    expect(errorOf('{').violations[0]).toMatchObject({ path: '', keyword: 'json' })
  })
})

describe('parseTheme: full schema', () => {
  it('reports the first error readably and attaches every error, not the warnings', () => {
    const error = errorOf({
      ...minimal,
      colour: 'red',
      colors: { primary: 5, shiny: 'x', border: 'red; x' },
      tags: ['a', 2],
    })
    expect(error).toBeInstanceOf(Error)
    expect(error.name).toBe('ThemeValidationError')
    expect(error.message).toMatch(
      /^Invalid theme JSON structure\. \/[\w/]+: [^(]+ \(and 2 more problems\)$/,
    )
    expect(error.violations).toEqual(
      expect.arrayContaining([
        {
          severity: 'error',
          path: '/colors/primary',
          message: 'Expected a string',
          keyword: 'type',
        },
        { severity: 'error', path: '/tags/1', message: 'Expected a string', keyword: 'type' },
        {
          severity: 'error',
          path: '/colors/border',
          message: 'Unsafe CSS value: Contains ";", which would end the declaration',
          keyword: 'css',
        },
      ]),
    )
    expect(error.violations).toHaveLength(3)
  })

  it('reports a single problem without a count', () => {
    expect(errorOf({ ...minimal, fonts: { sans: 1 } }).message).toBe(
      'Invalid theme JSON structure. /fonts/sans: Expected a string',
    )
  })

  it('reports properties the format does not list, at any depth, as warnings', () => {
    const cases: [unknown, string][] = [
      [{ switches: { checked: { background: 'red', color: 'x' } } }, '/switches/checked/color'],
      [{ tables: { row: { hover: { border: 'x' } } } }, '/tables/row/hover/border'],
      [{ tables: { header: { shadow: 'x' } } }, '/tables/header/shadow'],
      [{ tables: { cell: { color: 'x' } } }, '/tables/cell/color'],
      [{ buttons: { primary: {} } }, '/buttons/primary'],
      [
        { buttons: { ghost: { hover: { borderWidth: '1px' } } } },
        '/buttons/ghost/hover/borderWidth',
      ],
      [{ sidebar: { color: 'x' } }, '/sidebar/color'],
      [{ corners: { xxl: '1px' } }, '/corners/xxl'],
      [{ shadows: { huge: 'x' } }, '/shadows/huge'],
    ]
    for (const [extra, path] of cases) {
      const [violation, ...rest] = findSchemaViolations({ ...minimal, ...(extra as object) })
      expect(rest).toEqual([])
      expect(violation).toMatchObject({
        severity: 'warning',
        path,
        keyword: 'additionalProperties',
      })
    }
  })

  it('says whether an unknown property still becomes a variable, as theme-o-rama writes it', () => {
    const { warnings } = readTheme({
      ...minimal,
      corners: { '2xl': '1.5rem' },
      colors: { surfaceMuted: 'red' },
      dialogs: { background: 'white' },
    })
    const byPath = [...warnings].sort((a, b) => a.path.localeCompare(b.path))
    expect(byPath.map(({ path, message }) => [path, message])).toEqual([
      [
        '/colors/surfaceMuted',
        'Not part of the theme format; it is still written as --surface-muted, as theme-o-rama does',
      ],
      [
        '/corners/2xl',
        'Not part of the theme format; it is still written as --corner-2xl, as theme-o-rama does',
      ],
      ['/dialogs', 'Not part of the theme format and has no effect'],
    ])
  })

  it('opens a theme with only warnings and keeps its unknown properties untouched', () => {
    const input = {
      ...minimal,
      colors: { surface: 'hsl(0 0% 98%)', border: 'rgba(0,0,0,0.85' },
      dialogs: { overlay: 'rgb(0 0 0 / 0.5)', nested: { deep: ['a', 1] } },
      buttons: { primary: { background: 'red', textShadow: '0 1px 0 black' } },
    }
    const { theme, warnings } = readTheme(JSON.stringify(input))
    expect(theme).toEqual(input)
    expect(warnings.map(({ path }) => path).sort()).toEqual([
      '/buttons/primary',
      '/colors/border',
      '/colors/surface',
      '/dialogs',
    ])
    expect(warnings.find(({ path }) => path === '/colors/border')?.message).toBe(
      'Malformed CSS value: Missing ")" at the end, which is added',
    )
    expect(parseTheme(input)).toEqual(input)
  })

  it('returns a fresh deep copy', () => {
    const input = { ...minimal, tags: ['a'], colors: { primary: 'red' } }
    const theme = parseTheme(input)
    expect(theme).toEqual(input)
    expect(theme).not.toBe(input)
    expect(theme.colors).not.toBe(input.colors)
    expect(theme.tags).not.toBe(input.tags)
  })

  it('refuses prototype-polluting keys anywhere and leaves Object.prototype clean', () => {
    const text =
      '{"name":"x","displayName":"X","schemaVersion":1,"colors":{"__proto__":{"polluted":"yes"}}}'
    expect(errorOf(text).violations).toEqual([
      {
        severity: 'error',
        path: '/colors/__proto__',
        message: 'Forbidden property name "__proto__"',
        keyword: 'additionalProperties',
      },
    ])
    const top = '{"name":"x","displayName":"X","schemaVersion":1,"__proto__":{"polluted":"yes"}}'
    expect(errorOf(top).violations[0]?.path).toBe('/__proto__')
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
})

describe('findSchemaViolations', () => {
  it('returns [] for a valid theme, as text or object', () => {
    expect(findSchemaViolations(minimal)).toEqual([])
    expect(findSchemaViolations(JSON.stringify(minimal))).toEqual([])
  })

  it('reports JSON syntax errors', () => {
    const [violation] = findSchemaViolations('{"name":')
    expect(violation).toMatchObject({ path: '', keyword: 'json' })
    expect(violation?.message).toMatch(/^Invalid JSON: /)
  })

  it('reports a non-object document', () => {
    for (const input of [null, [], 3, 'true', new Date()]) {
      expect(findSchemaViolations(input)).toEqual([
        { severity: 'error', path: '', message: 'Expected an object', keyword: 'type' },
      ])
    }
  })

  it('reports every problem, engine rules included', () => {
    const violations = findSchemaViolations({
      name: 1,
      schemaVersion: 2,
      mostLike: 'dim',
      buttonStyle: 'wobbly',
      colors: { colour: 'red' },
    })
    expect(violations).toEqual(
      expect.arrayContaining([
        {
          severity: 'error',
          path: '',
          message: 'Missing required property "displayName"',
          keyword: 'required',
        },
        { severity: 'error', path: '/name', message: 'Expected a string', keyword: 'type' },
        { severity: 'error', path: '/schemaVersion', message: 'Must be 1', keyword: 'const' },
        {
          severity: 'error',
          path: '/mostLike',
          message: 'Must be one of: dark, light',
          keyword: 'enum',
        },
        {
          severity: 'error',
          path: '/buttonStyle',
          message: 'Must be one of: gradient, shimmer, pixel-art, 3d-effects, rounded-buttons',
          keyword: 'enum',
        },
        {
          severity: 'warning',
          path: '/colors/colour',
          message:
            'Not part of the theme format; it is still written as --colour, as theme-o-rama does',
          keyword: 'additionalProperties',
        },
      ]),
    )
    expect(violations).toHaveLength(6)
  })

  it('uses readable type names', () => {
    expect(findSchemaViolations({ ...minimal, colors: [] })).toEqual([
      { severity: 'error', path: '/colors', message: 'Expected an object', keyword: 'type' },
    ])
    expect(findSchemaViolations({ ...minimal, tags: 'a' })).toEqual([
      { severity: 'error', path: '/tags', message: 'Expected an array', keyword: 'type' },
    ])
    expect(findSchemaViolations({ ...minimal, schemaVersion: '1' })).toEqual([
      { severity: 'error', path: '/schemaVersion', message: 'Expected a number', keyword: 'type' },
    ])
  })

  it('escapes unknown keys into the JSON pointer', () => {
    expect(findSchemaViolations({ ...minimal, 'a/b~c': 1 })[0]?.path).toBe('/a~1b~0c')
  })
})

describe('schema', () => {
  it('has an id, a title and the required fields', () => {
    expect(themeSchema.$id).toEqual(expect.any(String))
    expect(themeSchema.title).toBe('Theme')
    expect(themeSchema.required).toEqual(['displayName', 'name', 'schemaVersion'])
    expect(themeSchema.additionalProperties).toBe(false)
  })

  it.each([
    ['light', light],
    ['dark', dark],
    ['color', color],
  ])('accepts theme-o-rama built-in %s', (_name, theme) => {
    expect(findSchemaViolations(theme)).toEqual([])
    expect(parseTheme(theme)).toEqual(theme)
    expect(parseTheme(JSON.stringify(theme))).toEqual(theme)
  })

  it('accepts a theme that uses every field', () => {
    const state = {
      background: 'a',
      borderColor: 'b',
      borderStyle: 'c',
      boxShadow: 'd',
      color: 'e',
      transform: 'f',
    }
    const variant = {
      background: 'a',
      backdropFilter: 'b',
      border: 'c',
      borderColor: 'd',
      borderRadius: 'e',
      borderStyle: 'f',
      borderWidth: 'g',
      boxShadow: 'h',
      color: 'i',
      hover: state,
      active: state,
    }
    const section = { background: 'a', border: 'b', color: 'c', backdropFilter: 'd' }
    const full = {
      ...minimal,
      inherits: 'light',
      mostLike: 'dark',
      tags: ['a'],
      backgroundImage: 'bg.png',
      backgroundPosition: 'center',
      backgroundRepeat: 'no-repeat',
      backgroundSize: 'cover',
      buttonStyle: 'gradient',
      colors: Object.fromEntries(
        [
          'accent',
          'accentForeground',
          'background',
          'border',
          'card',
          'cardBackdropFilter',
          'cardForeground',
          'destructive',
          'destructiveForeground',
          'foreground',
          'input',
          'inputBackdropFilter',
          'inputBackground',
          'muted',
          'mutedForeground',
          'popover',
          'popoverBackdropFilter',
          'popoverForeground',
          'primary',
          'primaryForeground',
          'ring',
          'secondary',
          'secondaryForeground',
          'themeColor',
        ].map((key) => [key, 'x']),
      ),
      fonts: { body: 'a', heading: 'b', mono: 'c', sans: 'd', serif: 'e' },
      corners: { none: 'a', sm: 'b', md: 'c', lg: 'd', xl: 'e', full: 'f' },
      shadows: {
        none: 'a',
        sm: 'b',
        md: 'c',
        lg: 'd',
        xl: 'e',
        inner: 'f',
        button: 'g',
        card: 'h',
        dropdown: 'i',
      },
      sidebar: { background: 'a', border: 'b', backdropFilter: 'c' },
      switches: {
        checked: { background: 'a' },
        unchecked: { background: 'b' },
        thumb: { background: 'c' },
      },
      tables: {
        background: 'a',
        border: 'b',
        boxShadow: 'c',
        cell: { border: 'd' },
        header: section,
        footer: section,
        row: {
          ...section,
          hover: { background: 'a', color: 'b' },
          selected: { background: 'a', color: 'b' },
        },
      },
      buttons: {
        default: variant,
        destructive: variant,
        ghost: variant,
        link: variant,
        outline: variant,
        secondary: variant,
      },
    }
    expect(findSchemaViolations(full)).toEqual([])
  })
})

describe('CSS values that could break out of their declaration', () => {
  const theme = (extra: Record<string, unknown>) => ({
    name: 'x',
    displayName: 'X',
    schemaVersion: 1,
    ...extra,
  })

  it('are refused with their path and the reason', () => {
    expect(() =>
      parseTheme(theme({ colors: { background: 'red; } body { display: none' } })),
    ).toThrow(
      'Invalid theme JSON structure. /colors/background: Unsafe CSS value: Contains ";", which would end the declaration',
    )
    expect(
      findSchemaViolations(
        theme({ buttons: { ghost: { hover: { color: 'red</style><script>' } } } }),
      ),
    ).toEqual([
      {
        severity: 'error',
        path: '/buttons/ghost/hover/color',
        message: 'Unsafe CSS value: Contains "<", which could close the style element',
        keyword: 'css',
      },
    ])
    expect(findSchemaViolations(theme({ backgroundSize: 'cover /* x */' }))[0]?.path).toBe(
      '/backgroundSize',
    )
    // Unknown properties are held to the same rule, and so are absurdly long values.
    expect(() => parseTheme(theme({ dialogs: { background: 'red}' } }))).toThrow(
      '/dialogs/background: Unsafe CSS value: Contains "}", which would close the rule',
    )
    expect(() => parseTheme(theme({ fonts: { body: 'a'.repeat(5_000_000) } }))).toThrow(
      '/fonts/body: Unsafe CSS value: Longer than 2000 characters',
    )
  })

  it('warn about malformed but harmless values, which are repaired or skipped', () => {
    const { warnings } = readTheme(
      theme({
        colors: {
          border: 'rgba(0,0,0,0.85',
          ring: 'color-mix(in srgb, hsl(220 90% 56% 80%, transparent',
          input: 'rgb(10, 10, 10))',
        },
        fonts: { body: '"Inter, system-ui, sans-serif' },
      }),
    )
    expect(warnings.map(({ path, message, severity }) => [severity, path, message])).toEqual([
      ['warning', '/colors/border', 'Malformed CSS value: Missing ")" at the end, which is added'],
      ['warning', '/colors/ring', 'Malformed CSS value: Missing "))" at the end, which is added'],
      [
        'warning',
        '/colors/input',
        'Malformed CSS value: Has a ")" that nothing opened, so it is not used',
      ],
      [
        'warning',
        '/fonts/body',
        'Malformed CSS value: Missing the closing quote at the end, which is added',
      ],
    ])
  })

  it('leave ordinary values, names and the background URL alone', () => {
    expect(
      findSchemaViolations(
        theme({
          displayName: 'Brace {yourself}; <3',
          backgroundImage: 'https://example.com/a (1).png',
          colors: { card: 'color-mix(in srgb, var(--theme-color) 20%, transparent)' },
          fonts: { heading: `'Inter', "Segoe UI", sans-serif` },
          shadows: { md: '0 4px 6px -1px rgb(0 0 0 / 0.1), 0 2px 4px -2px rgb(0 0 0 / 0.1)' },
        }),
      ),
    ).toEqual([])
  })
})

describe('documents built to exhaust the validator', () => {
  it('refuses a deeply nested document with its own error, not a RangeError', () => {
    const deep = `${'{"a":'.repeat(10_000)}"x"${'}'.repeat(10_000)}`
    const text = `{"name":"x","displayName":"X","schemaVersion":1,"dialogs":${deep}}`
    expect(() => parseTheme(text)).toThrow(
      'Invalid theme JSON structure. (root): Nested more than 32 levels deep',
    )
    expect(findSchemaViolations(text)).toEqual([
      {
        severity: 'error',
        path: '',
        message: 'Nested more than 32 levels deep',
        keyword: 'size',
      },
    ])
  })

  it('refuses a document with far more values than a theme has, quickly', () => {
    const wide: Record<string, unknown> = { ...minimal }
    for (let i = 0; i < 130_000; i++) wide[`k${i}`] = 'v'
    const refusingMs = fastestRunMs(
      () => expect(() => parseTheme(wide)).toThrow('(root): Holds more than 20000 values'),
      { warmups: 1, runs: 5 },
    )
    // Counting the values is all it does: 25 to 65 ms for these 130,000, depending on the machine.
    expect(refusingMs).toBeLessThan(150)
  })

  it('lists at most 100 findings and says how many more there are', () => {
    const wide: Record<string, unknown> = { ...minimal }
    for (let i = 0; i < 1000; i++) wide[`k${i}`] = 'v'
    const { warnings } = readTheme(wide)
    expect(warnings).toHaveLength(101)
    expect(warnings.at(-1)).toEqual({
      severity: 'warning',
      path: '',
      message: '…and 900 more not listed',
      keyword: 'limit',
    })
  })

  it('reads a file that starts with a byte order mark', () => {
    expect(parseTheme(`\uFEFF${JSON.stringify(minimal)}`)).toEqual(minimal)
  })
})

/** colors k0 … k{n-1}, each naming the next in var(), the last one red. */
function varChainTheme(links: number) {
  const colors: Record<string, string> = {}
  for (let i = 0; i < links; i++) colors[`k${i}`] = i === links - 1 ? 'red' : `var(--k${i + 1})`
  return { ...minimal, colors }
}

describe('themes that would crash or stall the browser that applies them', () => {
  it('refuses a 9,000-link var() chain, naming both limits, in well under a second', () => {
    const text = JSON.stringify(varChainTheme(9000))
    const started = performance.now()
    expect(() => parseTheme(text)).toThrow(
      'Invalid theme JSON structure. (root): Has 9000 properties outside the format in colors, fonts, corners and shadows, each written as a CSS variable; at most 256 are allowed',
    )
    expect(performance.now() - started).toBeLessThan(1000)
    expect(findSchemaViolations(text)).toContainEqual({
      severity: 'error',
      path: '/colors/k0',
      message: 'Its var() references go more than 32 links deep, which can crash a browser',
      keyword: 'css',
    })
  })

  it('refuses a chain deeper than 32 links even with few properties, and accepts 32 links', () => {
    expect(() => parseTheme(varChainTheme(35))).toThrow(
      'Invalid theme JSON structure. /colors/k0: Its var() references go more than 32 links deep, which can crash a browser (and 1 more problem)',
    )
    expect(readTheme(varChainTheme(33)).theme.colors).toHaveProperty('k0', 'var(--k1)')
  })

  it('counts links through fallbacks and the --color- names, and not through cycles', () => {
    const colors: Record<string, string> = {}
    for (let i = 0; i < 40; i++) colors[`c${i}`] = `var(--missing, var(--color-c${i + 1}, red))`
    expect(() => parseTheme({ ...minimal, colors })).toThrow('/colors/c0: Its var() references')
    const cycle = { ...minimal, colors: { primary: 'var(--ring)', ring: 'var(--primary)' } }
    expect(readTheme(cycle).theme.colors).toEqual(cycle.colors)
  })

  it('accepts 256 properties outside the format in the variable groups, refuses 257', () => {
    const theme = (count: number) => ({
      ...minimal,
      colors: Object.fromEntries(Array.from({ length: count }, (_, i) => [`chart${i}`, 'red'])),
    })
    expect(readTheme(theme(256)).warnings).toHaveLength(101)
    expect(() => parseTheme(theme(257))).toThrow('Has 257 properties outside the format')
  })
})
