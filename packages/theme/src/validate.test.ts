import { describe, expect, it } from 'vitest'
import { color, dark, light } from 'theme-o-rama'
import { findSchemaViolations, parseTheme, ThemeValidationError } from './validate.ts'
import { themeSchema } from './schema.ts'
import { BUTTON_STYLES } from './types.ts'

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
      { path: '', message: 'Missing required property "name"', keyword: 'required' },
    ])
    expect(errorOf({ name: 1, displayName: 'X', schemaVersion: 1 }).violations).toEqual([
      { path: '/name', message: 'Expected a string', keyword: 'type' },
    ])
    expect(errorOf('{').violations[0]).toMatchObject({ path: '', keyword: 'json' })
  })
})

describe('parseTheme: full schema', () => {
  it('reports the first violation readably and attaches all of them', () => {
    const error = errorOf({
      ...minimal,
      colour: 'red',
      colors: { primary: 5, shiny: 'x' },
      tags: ['a', 2],
    })
    expect(error).toBeInstanceOf(Error)
    expect(error.name).toBe('ThemeValidationError')
    expect(error.message).toBe(
      'Invalid theme JSON structure. /colour: Unknown property "colour" (and 3 more problems)',
    )
    expect(error.violations).toEqual(
      expect.arrayContaining([
        { path: '/colour', message: 'Unknown property "colour"', keyword: 'additionalProperties' },
        { path: '/colors/primary', message: 'Expected a string', keyword: 'type' },
        {
          path: '/colors/shiny',
          message: 'Unknown property "shiny"',
          keyword: 'additionalProperties',
        },
        { path: '/tags/1', message: 'Expected a string', keyword: 'type' },
      ]),
    )
    expect(error.violations).toHaveLength(4)
  })

  it('reports a single problem without a count', () => {
    expect(errorOf({ ...minimal, fonts: { sans: 1 } }).message).toBe(
      'Invalid theme JSON structure. /fonts/sans: Expected a string',
    )
  })

  it('validates nested groups with no additional properties at any depth', () => {
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
      expect(findSchemaViolations({ ...minimal, ...(extra as object) })).toEqual([
        {
          path,
          message: `Unknown property "${path.split('/').pop()}"`,
          keyword: 'additionalProperties',
        },
      ])
    }
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
        path: '/colors/__proto__',
        message: 'Unknown property "__proto__"',
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
        { path: '', message: 'Expected an object', keyword: 'type' },
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
        { path: '', message: 'Missing required property "displayName"', keyword: 'required' },
        { path: '/name', message: 'Expected a string', keyword: 'type' },
        { path: '/schemaVersion', message: 'Must be 1', keyword: 'const' },
        { path: '/mostLike', message: 'Must be one of: dark, light', keyword: 'enum' },
        {
          path: '/buttonStyle',
          message: 'Must be one of: gradient, shimmer, pixel-art, 3d-effects, rounded-buttons',
          keyword: 'enum',
        },
        {
          path: '/colors/colour',
          message: 'Unknown property "colour"',
          keyword: 'additionalProperties',
        },
      ]),
    )
    expect(violations).toHaveLength(6)
  })

  it('uses readable type names', () => {
    expect(findSchemaViolations({ ...minimal, colors: [] })).toEqual([
      { path: '/colors', message: 'Expected an object', keyword: 'type' },
    ])
    expect(findSchemaViolations({ ...minimal, tags: 'a' })).toEqual([
      { path: '/tags', message: 'Expected an array', keyword: 'type' },
    ])
    expect(findSchemaViolations({ ...minimal, schemaVersion: '1' })).toEqual([
      { path: '/schemaVersion', message: 'Expected a number', keyword: 'type' },
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
        path: '/buttons/ghost/hover/color',
        message: 'Unsafe CSS value: Contains "<", which could close the style element',
        keyword: 'css',
      },
    ])
    expect(findSchemaViolations(theme({ backgroundSize: 'cover /* x */' }))[0]?.path).toBe(
      '/backgroundSize',
    )
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
