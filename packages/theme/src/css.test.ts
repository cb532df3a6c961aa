import { describe, expect, it } from 'vitest'
import { compileTheme } from './css.ts'
import { type CompiledTheme } from './css-compiled.ts'
import { compiledThemeToCss } from './css-text.ts'
import { isSafeCssValue } from './css-values.ts'
import type { Theme } from './types.ts'

const base: Theme = { name: 'test', displayName: 'Test', schemaVersion: 1 }
const FLAGS = {
  '--theme-has-gradient-buttons': '0',
  '--theme-has-shimmer-effects': '0',
  '--theme-has-pixel-art': '0',
  '--theme-has-3d-effects': '0',
  '--theme-has-rounded-buttons': '0',
}

describe('compileTheme', () => {
  it('re-exports isSafeCssValue', () => {
    expect(isSafeCssValue('red')).toBe(true)
  })

  it('compiles names, class, attribute and color scheme', () => {
    const compiled = compileTheme({ ...base, mostLike: 'dark', colors: { primary: 'red' } })
    expect(compiled).toEqual({
      target: 'theme-o-rama-0.4',
      className: 'theme-test',
      attributes: { 'data-theme-style': '' },
      bodyAttributes: {},
      bodyClassNames: [],
      colorScheme: 'dark',
      colorSchemeImportant: false,
      variables: { '--primary': 'red', '--color-primary': 'red', ...FLAGS },
      hasBackgroundImage: false,
      rejected: [],
    })
    expect(compileTheme(base).colorScheme).toBe('light')
    expect(compileTheme({ ...base, mostLike: 'light' }).colorScheme).toBe('light')
  })

  it('compiles for Sage (theme-o-rama 0.2) when asked, and for 0.4 otherwise', () => {
    const theme: Theme = { ...base, mostLike: 'light', buttonStyle: 'gradient' }
    const sage = compileTheme(theme, { target: 'sage' })
    expect(sage).toMatchObject({
      target: 'sage',
      attributes: { 'data-theme-styles': 'gradient' },
      bodyAttributes: { 'data-theme-styles': 'gradient' },
      colorScheme: 'dark',
      colorSchemeImportant: true,
    })
    const unknownTarget = { target: 'sage-9' } as unknown as Parameters<typeof compileTheme>[1]
    expect(compileTheme(theme, unknownTarget)).toEqual(compileTheme(theme))
  })

  it('falls back to theme-invalid-name for names a class cannot hold', () => {
    expect(compileTheme({ ...base, name: 'my theme' }).className).toBe('theme-invalid-name')
    expect(compileTheme({ ...base, name: 'my-theme_2' }).className).toBe('theme-my-theme_2')
  })

  it('maps every group with the applyTheme names', () => {
    const { variables } = compileTheme({
      ...base,
      colors: { cardForeground: 'a', themeColor: 'b', cardBackdropFilter: 'blur(1px)' },
      fonts: { heading: 'Inter' },
      corners: { lg: '1rem' },
      shadows: { dropdown: 'none' },
      sidebar: { background: 'c', backdropFilter: 'blur(2px)', border: 'd' },
      switches: {
        checked: { background: 'e' },
        unchecked: { background: 'f' },
        thumb: { background: 'g' },
      },
      tables: {
        background: 'h',
        border: 'i',
        boxShadow: 'j',
        cell: { border: 'k' },
        header: { background: 'l', color: 'm', border: 'n', backdropFilter: 'blur(3px)' },
        footer: { backdropFilter: 'blur(4px)' },
        row: { color: 'o', hover: { background: 'p', color: 'q' }, selected: { background: 'r' } },
      },
      buttons: {
        outline: {
          background: 's',
          borderRadius: '2px',
          boxShadow: 'none',
          backdropFilter: 'blur(5px)',
          borderWidth: '1px',
          hover: { transform: 'translateY(-1px)', borderColor: 't' },
          active: { background: 'u' },
        },
      },
    })
    expect(variables).toEqual({
      '--card-foreground': 'a',
      '--color-card-foreground': 'a',
      '--theme-color': 'b',
      '--color-theme-color': 'b',
      '--card-backdrop-filter': 'blur(1px)',
      '--color-card-backdrop-filter': 'blur(1px)',
      '--font-heading': 'Inter',
      '--font-family-heading': 'Inter',
      '--corner-lg': '1rem',
      '--radius-lg': '1rem',
      '--shadow-dropdown': 'none',
      '--table-background': 'h',
      '--table-border': 'i',
      '--table-box-shadow': 'j',
      '--table-header-background': 'l',
      '--table-header-color': 'm',
      '--table-header-border': 'n',
      '--table-header-backdrop-filter': 'blur(3px)',
      '--table-header-backdrop-filter-webkit': 'blur(3px)',
      '--table-row-color': 'o',
      '--table-row-hover-background': 'p',
      '--table-row-hover-color': 'q',
      '--table-row-selected-background': 'r',
      '--table-cell-border': 'k',
      '--table-footer-backdrop-filter': 'blur(4px)',
      '--table-footer-backdrop-filter-webkit': 'blur(4px)',
      '--sidebar-background': 'c',
      '--sidebar-backdrop-filter': 'blur(2px)',
      '--sidebar-backdrop-filter-webkit': 'blur(2px)',
      '--sidebar-border': 'd',
      '--btn-outline-background': 's',
      '--btn-outline-border-width': '1px',
      '--btn-outline-radius': '2px',
      '--btn-outline-shadow': 'none',
      '--btn-outline-backdrop-filter': 'blur(5px)',
      '--btn-outline-hover-border-color': 't',
      '--btn-outline-hover-transform': 'translateY(-1px)',
      '--btn-outline-active-background': 'u',
      ...FLAGS,
      '--switch-checked-background': 'e',
      '--switch-unchecked-background': 'f',
      '--switch-thumb-background': 'g',
    })
  })

  it.each([
    ['gradient', '--theme-has-gradient-buttons'],
    ['shimmer', '--theme-has-shimmer-effects'],
    ['pixel-art', '--theme-has-pixel-art'],
    ['3d-effects', '--theme-has-3d-effects'],
    ['rounded-buttons', '--theme-has-rounded-buttons'],
  ] as const)('buttonStyle %s sets %s and data-theme-style', (buttonStyle, flag) => {
    const compiled = compileTheme({ ...base, buttonStyle })
    expect(compiled.attributes['data-theme-style']).toBe(buttonStyle)
    expect(compiled.variables).toEqual({ ...FLAGS, [flag]: '1' })
  })

  it('sets --input-background from inputBackground, else from input', () => {
    expect(
      compileTheme({ ...base, colors: { input: 'a', inputBackground: 'b' } }).variables[
        '--input-background'
      ],
    ).toBe('b')
    expect(compileTheme({ ...base, colors: { input: 'a' } }).variables['--input-background']).toBe(
      'a',
    )
    expect(
      compileTheme({ ...base, colors: { input: 'a', inputBackground: '' } }).variables[
        '--input-background'
      ],
    ).toBe('a')
    expect(compileTheme({ ...base, colors: { primary: 'a' } }).variables).not.toHaveProperty(
      '--input-background',
    )
  })

  it('skips empty values as applyTheme does', () => {
    expect(
      compileTheme({ ...base, colors: { primary: '' }, fonts: { sans: '' } }).variables,
    ).toEqual(FLAGS)
  })

  it('compiles a background image with defaults and a quoted url', () => {
    const compiled = compileTheme({ ...base, backgroundImage: 'https://example.com/bg.png' })
    expect(compiled.hasBackgroundImage).toBe(true)
    expect(compiled.background).toEqual({
      image: 'url("https://example.com/bg.png")',
      size: 'cover',
      position: 'center',
      repeat: 'no-repeat',
      attachment: 'fixed',
    })
    expect(compiled.variables).toMatchObject({
      '--background-size': 'cover',
      '--background-position': 'center',
      '--background-repeat': 'no-repeat',
      '--background-image': 'url("https://example.com/bg.png")',
    })
    const custom = compileTheme({
      ...base,
      backgroundImage: 'bg.jpg',
      backgroundSize: 'contain',
      backgroundPosition: 'top left',
      backgroundRepeat: 'repeat-x',
    })
    expect(custom.background).toMatchObject({
      size: 'contain',
      position: 'top left',
      repeat: 'repeat-x',
    })
  })

  it('has no background without an image, even with size/position/repeat', () => {
    const compiled = compileTheme({ ...base, backgroundSize: 'contain', backgroundImage: '' })
    expect(compiled.hasBackgroundImage).toBe(false)
    expect(compiled.background).toBeUndefined()
    expect(compiled.variables).not.toHaveProperty('--background-size')
  })

  it('refuses break-out values and lists them with the path and reason', () => {
    const compiled = compileTheme({
      ...base,
      colors: {
        primary: 'red; } body { display:none',
        secondary: '</style><script>alert(1)</script>',
        accent: 'blue',
      },
      fonts: { sans: 'Inter !important' },
      shadows: { sm: 'url(https://tracker.example/p.gif)' },
      buttons: { default: { hover: { transform: 'scale(1.1))' } } },
      backgroundImage: 'bg.png',
      backgroundSize: 'cover; color: red',
    })
    expect(compiled.variables['--primary']).toBeUndefined()
    expect(compiled.variables['--color-primary']).toBeUndefined()
    expect(compiled.variables['--secondary']).toBeUndefined()
    expect(compiled.variables['--accent']).toBe('blue')
    expect(compiled.variables['--background-size']).toBe('cover')
    expect(compiled.rejected.map(({ property, value, path }) => [property, value, path])).toEqual([
      ['--primary', 'red; } body { display:none', '/colors/primary'],
      ['--secondary', '</style><script>alert(1)</script>', '/colors/secondary'],
      ['--font-sans', 'Inter !important', '/fonts/sans'],
      ['--shadow-sm', 'url(https://tracker.example/p.gif)', '/shadows/sm'],
      ['--background-size', 'cover; color: red', '/backgroundSize'],
      ['--btn-default-hover-transform', 'scale(1.1))', '/buttons/default/hover/transform'],
    ])
    expect(compiled.rejected.map(({ reason }) => reason)).toEqual([
      'Contains ";", which would end the declaration',
      'Contains "<", which could close the style element',
      'Contains "!" (as in !important)',
      'Loads a resource (url(), image-set(), ...), which only backgroundImage may do',
      'Contains ";", which would end the declaration',
      'Has a ")" that nothing opened, so it is not used',
    ])
    const css = compiledThemeToCss(compiled)
    expect(css).not.toMatch(/display:none|<\/style>|tracker|!important|color: red/)
  })

  it('closes what a malformed value left open and skips a stray closer, alone', () => {
    const compiled = compileTheme({
      ...base,
      colors: {
        border: 'rgba(0,0,0,0.85',
        ring: 'color-mix(in srgb, hsl(220 90% 56% 80%, transparent',
        input: 'rgb(10, 10, 10))',
        primary: 'hsl(220 90% 56%)',
      },
      fonts: { body: '"Inter, system-ui, sans-serif' },
    })
    expect(compiled.variables['--border']).toBe('rgba(0,0,0,0.85)')
    expect(compiled.variables['--color-ring']).toBe(
      'color-mix(in srgb, hsl(220 90% 56% 80%, transparent))',
    )
    expect(compiled.variables['--font-body']).toBe('"Inter, system-ui, sans-serif"')
    expect(compiled.variables['--input']).toBeUndefined()
    expect(compiled.variables['--primary']).toBe('hsl(220 90% 56%)')
    // --input and --input-background both skip it; nothing else is lost.
    expect(new Set(compiled.rejected.map(({ path }) => path))).toEqual(new Set(['/colors/input']))
    // The stylesheet keeps every declaration inside its own: nothing swallows the next one.
    const css = compiledThemeToCss(compiled)
    expect(css).toContain('  --border: rgba(0,0,0,0.85);\n')
    expect(css).toContain('  --primary: hsl(220 90% 56%);\n')
  })

  it('lists non-string values and unusable keys instead of emitting them', () => {
    const compiled = compileTheme({
      ...base,
      colors: { primary: 5, 'bad key': 'red', __proto__x: 'ok' } as unknown as Theme['colors'],
      switches: { thumb: { background: { nested: true } } } as unknown as Theme['switches'],
      buttons: { 'x;y': { color: 'red' } } as unknown as Theme['buttons'],
      backgroundImage: 7 as unknown as string,
    })
    expect(compiled.rejected).toEqual([
      { property: '--primary', value: '5', path: '/colors/primary', reason: 'Expected a string' },
      {
        property: '--bad key',
        value: 'red',
        path: '/colors/bad key',
        reason: 'Not a usable property name',
      },
      {
        property: '--background-image',
        value: '7',
        path: '/backgroundImage',
        reason: 'Expected a string',
      },
      {
        property: '--btn-x;y',
        value: '{"color":"red"}',
        path: '/buttons/x;y',
        reason: 'Not a usable property name',
      },
      {
        property: '--switch-thumb-background',
        value: '{"nested":true}',
        path: '/switches/thumb/background',
        reason: 'Expected a string',
      },
    ])
    expect(compiled.variables['--proto_x']).toBeUndefined()
    expect(compiled.hasBackgroundImage).toBe(false)
  })

  it('reports an unsafe value once even when two variables would use it', () => {
    const compiled = compileTheme({ ...base, colors: { inputBackground: 'a;b' } })
    expect(compiled.rejected).toHaveLength(1)
  })
})

describe('compiledThemeToCss', () => {
  it('writes one rule with color-scheme, variables and background declarations', () => {
    const compiled = compileTheme({
      ...base,
      mostLike: 'dark',
      colors: { primary: 'hsl(0 0% 9%)' },
      fonts: { sans: `'Inter', "Segoe UI", sans-serif` },
      backgroundImage: 'https://example.com/a"b.png',
    })
    expect(compiledThemeToCss(compiled)).toBe(
      [
        ':root {',
        '  color-scheme: dark;',
        '  --primary: hsl(0 0% 9%);',
        '  --color-primary: hsl(0 0% 9%);',
        `  --font-sans: 'Inter', "Segoe UI", sans-serif;`,
        `  --font-family-sans: 'Inter', "Segoe UI", sans-serif;`,
        '  --background-size: cover;',
        '  --background-position: center;',
        '  --background-repeat: no-repeat;',
        '  --background-image: url("https://example.com/a\\22 b.png");',
        ...Object.entries(FLAGS).map(([name, value]) => `  ${name}: ${value};`),
        '  background-image: url("https://example.com/a\\22 b.png");',
        '  background-size: cover;',
        '  background-position: center;',
        '  background-repeat: no-repeat;',
        '  background-attachment: fixed;',
        '}',
        '',
      ].join('\n'),
    )
  })

  it('uses the given selector and refuses unsafe selectors', () => {
    expect(compiledThemeToCss(compileTheme(base), '.preview[data-x="1"]')).toMatch(
      /^\.preview\[data-x="1"\] \{\n/,
    )
    expect(() => compiledThemeToCss(compileTheme(base), 'a{}')).toThrow('Unsafe CSS selector')
    expect(() => compiledThemeToCss(compileTheme(base), 'a</style>')).toThrow('Unsafe CSS selector')
  })

  it('leaves out unsafe declarations of a hand-made compiled theme', () => {
    const forged: CompiledTheme = {
      className: 'theme-x',
      attributes: { 'data-theme-style': '' },
      colorScheme: 'light',
      variables: {
        '--ok': 'red',
        '--bad': 'red;}body{',
        '--x;y': 'red',
        '--background-image': 'url(x)',
      },
      background: {
        image: 'url("a")b")',
        size: 'cover',
        position: 'center',
        repeat: 'no-repeat',
        attachment: 'fixed',
      },
      hasBackgroundImage: true,
      rejected: [],
    }
    expect(compiledThemeToCss(forged)).toBe(':root {\n  color-scheme: light;\n  --ok: red;\n}\n')
  })

  it('handles a multi-megabyte data URI quickly', () => {
    const image = `data:image/png;base64,${'A'.repeat(5_000_000)}`
    const started = performance.now()
    const css = compiledThemeToCss(compileTheme({ ...base, backgroundImage: image }))
    expect(css).toContain(`background-image: url("${image}")`)
    expect(performance.now() - started).toBeLessThan(1000)
  })
})
