// @vitest-environment jsdom
//
// Conformance with theme-o-rama 0.4: for every theme below, the published applyTheme is run on a
// fresh element and what it wrote is compared with compileTheme's output. A theme that inherits is
// resolved on each side by its own code: theme-o-rama's loader with its own bases against the
// engine's resolveInheritance with the built-in ones. theme-o-rama is the test oracle only;
// product code never imports it.
import { describe, expect, it } from 'vitest'
import { applyTheme, color, dark, light } from 'theme-o-rama'
import { listBuiltInThemes } from './builtins.ts'
import { compileTheme } from './css.ts'
import { type CompiledTheme } from './css-compiled.ts'
import { compiledThemeToCss } from './css-text.ts'
import { cssUrl, cssValueProblem } from './css-values.ts'
import { resolveInheritance } from './inherit.ts'
import {
  computedStyle,
  inlineCustomProperties,
  testDocument,
  type TestElement,
} from './test/dom.ts'
import type { Theme } from './types.ts'
import { CORPUS } from './test/corpus/index.ts'
import { BASE_NAMES, grandchildOf, themesInheriting } from './test/inheriting-corpus.ts'
import { resolveWithThemeORama } from './test/theme-o-rama-inheritance.ts'
import { parseTheme, readTheme } from './validate.ts'

/**
 * Where the engine deliberately differs from applyTheme. `oracleValue` turns what applyTheme
 * writes into what the engine is expected to write; rows without it are exercised in the
 * 'deliberate deviations' block below.
 */
const DEVIATIONS: {
  what: string
  theoRama: string
  engine: string
  reason: string
  oracleValue?: (name: string, value: string, theme: Theme) => string
  /** True for a variable applyTheme writes that the engine deliberately leaves out. */
  oracleDrops?: (value: string) => boolean
}[] = [
  {
    what: '--background-image and background-image',
    theoRama: 'url(<backgroundImage>) with the value pasted in unquoted',
    engine: 'url("<backgroundImage>") with ", \\, <, line breaks and control characters escaped',
    reason:
      'an unquoted url() breaks on spaces, quotes and parentheses, and a crafted value can end the declaration',
    oracleValue: (name, value, theme) =>
      name === '--background-image' && theme.backgroundImage
        ? cssUrl(theme.backgroundImage)
        : value,
  },
  {
    what: 'unsafe values',
    theoRama: 'written verbatim',
    engine: 'not written; listed in `rejected` with the JSON pointer and a reason',
    reason:
      'a value containing ; { } < \\ a line break, a comment, !important, more than 2000 characters, or url()/image-set()/expression()/@import outside backgroundImage could break out of its declaration, load resources or stall the page; parsing refuses such a theme, and the compiler skips the value if it gets one anyway',
  },
  {
    what: 'values missing their closing quote, brackets or parentheses at the end',
    theoRama: 'written verbatim; the browser closes them when it reads the lone inline declaration',
    engine:
      'written with the missing closers appended (rgba(0,0,0,0.85 → rgba(0,0,0,0.85)), reported as a warning',
    reason:
      'in one stylesheet an open parenthesis would swallow the declarations after it; appending the closers gives the value a browser reads from the inline style',
    oracleValue: (_name, value) => repairedValue(value),
  },
  {
    what: 'values with a closer that nothing opened (rgb(1, 2, 3)))',
    theoRama: 'handed to setProperty, which refuses the whole value, so the variable is not set',
    engine: 'skipped on its own and reported as a warning; every other value still applies',
    reason: 'the same outcome, said out loud',
    oracleDrops: (value) => {
      const problem = cssValueProblem(value)
      return problem?.kind === 'malformed' && problem.repaired === undefined
    },
  },
  {
    what: 'unsafe backgroundSize / backgroundPosition / backgroundRepeat',
    theoRama: 'written verbatim',
    engine: 'rejected, and the applyTheme default (cover / center / no-repeat) is used',
    reason: 'the background must stay usable when one setting is refused',
  },
  {
    what: 'values that are not strings',
    theoRama:
      'skipped in most groups, but turned into text for switches and colour backdrop filters',
    engine: 'never written; listed in `rejected`',
    reason: 'no silent coercion; the schema only allows strings',
  },
  {
    what: 'keys that are not plain identifiers (e.g. "bad key" in colors, or an odd button variant)',
    theoRama: 'pasted into the custom property name',
    engine: 'not written; listed in `rejected`',
    reason: 'a key becomes part of a property name and must not end it',
  },
  {
    what: 'variables whose var() references chain more than 32 links deep',
    theoRama: 'written verbatim',
    engine: 'not written; listed in `rejected`',
    reason:
      'Chromium resolves the chain recursively and its renderer crashes near 7,000 links, on every load while the theme is applied; real themes use a few links',
  },
  {
    what: "keys the format does not list that would set Tailwind's own variables (colors.spacing, colors.textSm, fonts.weight-bold, colors.red-500)",
    theoRama: 'written verbatim',
    engine: 'not written; listed in `rejected`, and parsing refuses such a theme',
    reason:
      '--spacing, --text-sm and the like size and space every page built with Tailwind: a theme that set them would re-scale the app around it',
  },
  {
    what: 'theme names containing whitespace',
    theoRama: 'class "theme-invalid-name}" (stray brace)',
    engine: 'class "theme-invalid-name"',
    reason: 'the brace is a typo in theme-o-rama',
  },
]

/** A value as the engine writes it when it only lacks closers at its end. */
function repairedValue(value: string): string {
  const problem = cssValueProblem(value)
  return problem?.kind === 'malformed' && problem.repaired ? problem.repaired : value
}

const doc = testDocument()

interface Applied {
  variables: Record<string, string>
  classes: string[]
  themeStyle: string | null
  colorScheme: string
  background: Record<'image' | 'size' | 'position' | 'repeat' | 'attachment', string>
}

function backgroundOf(element: TestElement): Applied['background'] {
  const { style } = element
  return {
    image: style.backgroundImage,
    size: style.backgroundSize,
    position: style.backgroundPosition,
    repeat: style.backgroundRepeat,
    attachment: style.backgroundAttachment,
  }
}

function applyWithOracle(theme: Theme): Applied {
  const element = doc.createElement('div')
  applyTheme(theme, element)
  const variables: Record<string, string> = {}
  for (const [name, value] of Object.entries(inlineCustomProperties(element))) {
    if (DEVIATIONS.some((row) => row.oracleDrops?.(value))) continue
    variables[name] = DEVIATIONS.reduce((v, row) => row.oracleValue?.(name, v, theme) ?? v, value)
  }
  const background = backgroundOf(element)
  if (theme.backgroundImage) background.image = cssUrl(theme.backgroundImage)
  return {
    variables,
    classes: [...element.classList].sort(),
    themeStyle: element.getAttribute('data-theme-style'),
    colorScheme: element.style.colorScheme,
    background: normalizeBackground(background),
  }
}

/** The engine's output, put through the same jsdom style parser as the oracle's. */
function applyWithEngine(compiled: CompiledTheme): Applied {
  const element = doc.createElement('div')
  const { background } = compiled
  if (background) {
    element.style.backgroundImage = background.image
    element.style.backgroundSize = background.size
    element.style.backgroundPosition = background.position
    element.style.backgroundRepeat = background.repeat
    element.style.backgroundAttachment = background.attachment ?? ''
  }
  const classes = [
    compiled.className,
    ...(compiled.hasBackgroundImage ? ['has-background-image'] : []),
  ]
  return {
    variables: compiled.variables,
    classes: classes.sort(),
    themeStyle: compiled.attributes['data-theme-style'] ?? null,
    colorScheme: compiled.colorScheme ?? '',
    background: normalizeBackground(backgroundOf(element)),
  }
}

/** jsdom keeps a quoted url() as written; compare the URL inside it instead. */
function normalizeBackground(background: Applied['background']): Applied['background'] {
  return { ...background, image: background.image.replace(/\\22 /g, '"') }
}

function expectConformance(theme: Theme): CompiledTheme {
  const compiled = compileTheme(theme)
  expect(compiled.rejected).toEqual([])
  expect(applyWithEngine(compiled)).toEqual(applyWithOracle(theme))
  return compiled
}

const byName = (themes: Theme[]) => (name: string) => themes.find((t) => t.name === name)

const tor = { light: parseTheme(light), dark: parseTheme(dark), color: parseTheme(color) }
const torResolve = (theme: Theme) => resolveInheritance(theme, byName(Object.values(tor)))
const builtIns = listBuiltInThemes().map((entry) => entry.theme)
/** The example themes, which theme-o-rama gets as an app's own themes. */
const examples = builtIns.filter((theme) => !(BASE_NAMES as readonly string[]).includes(theme.name))

/** `theme` resolved by the engine against its built-ins and by theme-o-rama 0.4 its own way. */
async function expectInheritedConformance(
  theme: Theme,
  library: readonly Theme[] = examples,
): Promise<CompiledTheme> {
  const compiled = compileTheme(resolveInheritance(theme, byName([...builtIns, ...library])))
  expect(compiled.rejected).toEqual([])
  expect(applyWithEngine(compiled)).toEqual(
    applyWithOracle(await resolveWithThemeORama('0.4', theme, library)),
  )
  return compiled
}

const base: Theme = { name: 'edge', displayName: 'Edge', schemaVersion: 1 }
const state = {
  background: 'hsl(0 0% 50%)',
  borderColor: 'red',
  borderStyle: 'dashed',
  boxShadow: '0 1px 2px rgb(0 0 0 / 0.2)',
  color: 'white',
  transform: 'translateY(-1px) scale(1.02)',
}
const variant = {
  background: 'linear-gradient(135deg, hsl(220 100% 60%), hsl(280 100% 50%))',
  backdropFilter: 'blur(8px) saturate(150%) brightness(1.1)',
  border: '1px solid transparent',
  borderColor: 'rgb(0 0 0 / 0.1)',
  borderRadius: '8px',
  borderStyle: 'solid',
  borderWidth: '2px',
  boxShadow: '0 2px 4px 0 rgb(0 0 0 / 0.3), inset 0 1px 0 rgb(255 255 255 / 0.2)',
  color: 'light-dark(#fff, #000)',
  hover: state,
  active: { ...state, transform: 'translateY(0px)' },
}
const section = {
  background: 'color-mix(in srgb, var(--theme-color) 20%, transparent)',
  border: '1px solid hsl(0 0% 90%)',
  color: 'black',
  backdropFilter: 'blur(4px) saturate(120%) brightness(1.02)',
}
const everything: Theme = {
  ...base,
  mostLike: 'dark',
  buttonStyle: '3d-effects',
  tags: ['one', 'two'],
  backgroundImage: 'https://example.com/images/bg.webp',
  backgroundSize: 'contain',
  backgroundPosition: 'top left',
  backgroundRepeat: 'repeat-x',
  colors: {
    themeColor: 'hsl(92, 20%, 42%)',
    background: 'transparent',
    foreground: '#2C323C',
    cardForeground: 'rgb(0 0 0 / 0.9)',
    destructiveForeground: '#fafafa',
    inputBackground: 'white',
    input: 'gray',
    cardBackdropFilter: 'blur(16px) saturate(180%) brightness(1.1)',
    popoverBackdropFilter: 'blur(20px) saturate(180%) brightness(1.1)',
    inputBackdropFilter: 'blur(8px) saturate(150%) brightness(1.05)',
  },
  fonts: { sans: `'Inter', "Segoe UI", sans-serif`, heading: 'Georgia, serif' },
  corners: { none: '0px', full: '9999px' },
  shadows: { inner: 'inset 0 2px 4px 0 rgb(0 0 0 / 0.05)', dropdown: 'none' },
  sidebar: { background: 'hsl(0 0% 98%)', border: '1px solid red', backdropFilter: 'blur(20px)' },
  switches: {
    checked: { background: 'green' },
    unchecked: { background: 'gray' },
    thumb: { background: 'white' },
  },
  tables: {
    background: 'white',
    border: '1px solid black',
    boxShadow: 'none',
    cell: { border: '1px dotted gray' },
    header: section,
    footer: { ...section, color: 'gray' },
    row: {
      ...section,
      hover: { background: 'hsl(0 0% 95%)', color: 'black' },
      selected: { background: 'hsl(220 100% 95%)', color: 'navy' },
    },
  },
  buttons: {
    default: variant,
    destructive: variant,
    ghost: { color: 'red' },
    link: { hover: { color: 'blue' } },
    outline: variant,
    secondary: { active: { transform: 'none' } },
  },
}
const designDefault: Theme = {
  name: 'design',
  displayName: 'Design',
  schemaVersion: 1,
  inherits: 'light',
  mostLike: 'light',
  colors: {
    background: 'lightgray',
    foreground: '#2C323C',
    themeColor: 'hsl(92, 20%, 42%)',
    primary: '#324053',
    primaryForeground: '#dfff75',
    secondary: '#b4bfdf',
    secondaryForeground: '#2C323C',
    muted: '#dbecfb',
    mutedForeground: '#2C323C',
    accent: '#dfff75',
    accentForeground: '#2C323C',
    destructive: '#ef4343',
    destructiveForeground: '#fafafa',
  },
}

describe('compileTheme matches theme-o-rama applyTheme', () => {
  it('light: 77 inline entries, the documented sample values', () => {
    const compiled = expectConformance(tor.light)
    expect(Object.keys(compiled.variables)).toHaveLength(76) // + color-scheme = 77 style entries
    expect(compiled.variables).toMatchObject({
      '--background': 'hsl(0 0% 100%)',
      '--primary': 'hsl(0 0% 9%)',
      '--radius-lg': '0.5rem',
      '--shadow-md': '0 4px 6px -1px rgb(0 0 0 / 0.1), 0 2px 4px -2px rgb(0 0 0 / 0.1)',
    })
  })

  it('dark resolved against light: 80 entries, dark colours, light fonts and corners', async () => {
    const compiled = await expectInheritedConformance(tor.dark)
    expect(Object.keys(compiled.variables)).toHaveLength(79)
    expect(compiled.colorScheme).toBe('dark')
    expect(compiled.variables).toMatchObject({
      '--background': 'hsl(0 0% 3.9%)',
      '--input-background': 'hsl(0 0% 14.9%)',
      '--switch-checked-background': 'hsl(0 0% 90%)',
      '--font-sans': 'Inter, system-ui, sans-serif',
    })
  })

  it('raw dark, unresolved: no font or corner variables', () => {
    const compiled = expectConformance(tor.dark)
    expect(Object.keys(compiled.variables)).toHaveLength(57)
  })

  it('color: 195 entries with tables, sidebar, buttons and backdrop filters', () => {
    const compiled = expectConformance(tor.color)
    expect(Object.keys(compiled.variables)).toHaveLength(194)
  })

  it.each(['gradient', 'shimmer', 'pixel-art', '3d-effects', 'rounded-buttons'] as const)(
    'buttonStyle %s',
    async (buttonStyle) => {
      await expectInheritedConformance({ ...tor.dark, buttonStyle })
    },
  )

  it('a theme using every field', () => {
    expectConformance(everything)
  })

  it('background image with default size, position and repeat', () => {
    expectConformance({ ...base, backgroundImage: 'data:image/png;base64,iVBORw0KGgo=' })
  })

  it('size, position and repeat without a background image', () => {
    expectConformance({
      ...base,
      backgroundSize: 'cover',
      backgroundPosition: 'center',
      backgroundRepeat: 'repeat',
    })
  })

  it('inputBackground missing: --input-background comes from input', () => {
    const compiled = expectConformance({ ...base, colors: { input: 'hsl(0 0% 80%)' } })
    expect(compiled.variables['--input-background']).toBe('hsl(0 0% 80%)')
  })

  it('empty values are skipped', () => {
    expectConformance({
      ...base,
      colors: { primary: '', input: '' },
      tables: { header: { color: '' } },
    })
  })

  it('camelCase keys become kebab-case', () => {
    const compiled = expectConformance({
      ...base,
      colors: { popoverForeground: 'a', cardBackdropFilter: 'blur(1px)' },
      buttons: { outline: { borderWidth: '1px', hover: { borderStyle: 'dotted' } } },
    })
    expect(compiled.variables).toMatchObject({
      '--popover-foreground': 'a',
      '--color-card-backdrop-filter': 'blur(1px)',
      '--btn-outline-border-width': '1px',
      '--btn-outline-hover-border-style': 'dotted',
    })
  })

  it('backdrop filters as the Background Editor sets them', () => {
    expectConformance({
      ...base,
      backgroundImage: 'https://example.com/bg.png',
      colors: {
        cardBackdropFilter: 'blur(16px) saturate(180%) brightness(1.1)',
        popoverBackdropFilter: 'blur(20px) saturate(180%) brightness(1.1)',
        inputBackdropFilter: 'blur(8px) saturate(150%) brightness(1.05)',
      },
      sidebar: { backdropFilter: 'blur(20px) saturate(180%) brightness(1.1)' },
      tables: {
        header: { backdropFilter: 'blur(8px) saturate(150%) brightness(1.05)' },
        footer: { backdropFilter: 'blur(8px) saturate(150%) brightness(1.05)' },
        row: { backdropFilter: 'blur(4px) saturate(120%) brightness(1.02)' },
      },
    })
  })

  it('the default working theme, resolved against light', async () => {
    await expectInheritedConformance(designDefault)
  })

  describe.each(BASE_NAMES)('themes inheriting %s, resolved by theme-o-rama', (baseName) => {
    const children = themesInheriting(baseName)

    it.each(children.map((theme) => [theme.name, theme] as const))('%s', async (_name, theme) => {
      await expectInheritedConformance(parseTheme(theme), [])
    })

    it('a theme inheriting one of them', async () => {
      const parent = children.find((theme) => theme.name.endsWith('-gradients')) as Theme
      await expectInheritedConformance(grandchildOf(parent), [parent])
    })
  })

  describe('every built-in theme of the engine', () => {
    it('lists the built-in themes', () => {
      expect(builtIns.map((theme) => theme.name)).toEqual(
        expect.arrayContaining(['light', 'dark', 'color']),
      )
    })

    it.each(builtIns.map((theme) => [theme.name, theme] as const))('%s', async (_name, theme) => {
      await expectInheritedConformance(parseTheme(theme))
    })
  })

  describe('every theme of the real-world corpus (extra properties, malformed values)', () => {
    it('has at least 20 themes', () => {
      expect(CORPUS.length).toBeGreaterThanOrEqual(20)
    })

    it.each(CORPUS.map(({ file, what, theme }) => [file, what, theme] as const))(
      '%s (%s)',
      async (_file, _what, document) => {
        const { theme, warnings } = readTheme(document)
        const compiled = compileTheme(resolveInheritance(theme, byName(builtIns)))
        // Only values with a closer nothing opened are left out, each one noted as a warning.
        const stray = new Set(
          warnings
            .filter(({ message }) => message.includes('that nothing opened'))
            .map(({ path }) => path),
        )
        for (const { path } of compiled.rejected) expect(stray).toContain(path)
        expect(applyWithEngine(compiled)).toEqual(
          applyWithOracle(await resolveWithThemeORama('0.4', theme, examples)),
        )
      },
    )
  })
})

describe('deliberate deviations', () => {
  it('documents each deviation with a reason', () => {
    for (const row of DEVIATIONS) {
      expect(row.reason.length).toBeGreaterThan(10)
      expect(row.engine).not.toBe(row.theoRama)
    }
  })

  it('background URLs are quoted, so URLs with spaces or quotes still apply', () => {
    const theme = { ...base, backgroundImage: 'https://example.com/my image (1)".png' }
    const theirs = doc.createElement('div')
    applyTheme(theme, theirs)
    expect(theirs.style.backgroundImage).toBe('') // jsdom drops the broken unquoted url()
    const compiled = compileTheme(theme)
    expect(compiled.background?.image).toBe('url("https://example.com/my image (1)\\22 .png")')
    expect(applyWithEngine(compiled).background.image).not.toBe('')
  })

  it('unsafe values are rejected where theme-o-rama writes them', () => {
    const theme = { ...base, colors: { primary: 'red; } body { display:none' } }
    const theirs = doc.createElement('div')
    applyTheme(theme, theirs)
    expect(theirs.style.getPropertyValue('--primary')).toBe('red; } body { display:none')
    const compiled = compileTheme(theme)
    expect(compiled.variables).not.toHaveProperty('--primary')
    expect(compiled.rejected.map((r) => r.path)).toEqual(['/colors/primary'])
  })

  it('non-string switch values are not turned into text', () => {
    const theme = { ...base, switches: { checked: { background: 42 } } } as unknown as Theme
    const theirs = doc.createElement('div')
    applyTheme(theme, theirs)
    expect(theirs.style.getPropertyValue('--switch-checked-background')).toBe('42')
    expect(compileTheme(theme).variables).not.toHaveProperty('--switch-checked-background')
  })

  it('a var() chain too deep for a browser is written by theme-o-rama, not by the engine', () => {
    const colors: Record<string, string> = {}
    for (let i = 0; i < 40; i++) colors[`k${i}`] = i === 39 ? 'red' : `var(--k${i + 1})`
    const theme = { ...base, colors }
    const theirs = doc.createElement('div')
    applyTheme(theme, theirs)
    expect(theirs.style.getPropertyValue('--k0')).toBe('var(--k1)')
    const compiled = compileTheme(theme)
    expect(compiled.variables).not.toHaveProperty('--k0')
    expect(compiled.variables).toHaveProperty('--k7', 'var(--k8)')
  })

  it("keys that would set Tailwind's own variables are written by theme-o-rama, not by the engine", () => {
    const theme = { ...base, colors: { spacing: '100px', textSm: '1px' } } as Theme
    const theirs = doc.createElement('div')
    applyTheme(theme, theirs)
    expect(theirs.style.getPropertyValue('--spacing')).toBe('100px')
    expect(theirs.style.getPropertyValue('--text-sm')).toBe('1px')
    const compiled = compileTheme(theme)
    expect(compiled.variables).not.toHaveProperty('--spacing')
    expect(compiled.variables).not.toHaveProperty('--text-sm')
    expect(compiled.rejected.map((r) => r.path)).toEqual(['/colors/spacing', '/colors/textSm'])
  })

  it('names with whitespace get theme-invalid-name without the stray brace', () => {
    const theme = { ...base, name: 'two words' }
    const theirs = doc.createElement('div')
    applyTheme(theme, theirs)
    expect(theirs.className).toBe('theme-invalid-name}')
    expect(compileTheme(theme).className).toBe('theme-invalid-name')
  })
})

describe('compiledThemeToCss in a <style> element', () => {
  /** Values as jsdom's CSSOM serialises them: double quotes, no spaces around , and /. */
  const canonical = (value: string) =>
    value
      .replace(/'/g, '"')
      .replace(/\s*([,/])\s*/g, '$1')
      .replace(/\s+/g, ' ')
      .trim()

  function install(css: string): TestElement {
    const style = doc.createElement('style')
    style.textContent = css
    doc.head.appendChild(style)
    return style
  }

  it.each([
    ['light', tor.light],
    ['dark', torResolve(tor.dark)],
    ['color', tor.color],
    ['every field', everything],
  ])('%s: every value survives into the CSSOM and the computed style', (_name, theme) => {
    const compiled = compileTheme(theme)
    const style = install(compiledThemeToCss(compiled))
    try {
      const rules = doc.styleSheets[doc.styleSheets.length - 1]!.cssRules
      expect(rules.length).toBe(1)
      const rule = rules[0]!
      expect(rule.selectorText).toBe(':root')
      const computed = computedStyle(doc.documentElement)
      for (const [name, value] of Object.entries(compiled.variables)) {
        if (name === '--background-image') continue
        expect(canonical(rule.style.getPropertyValue(name)), name).toBe(canonical(value))
        expect(canonical(computed.getPropertyValue(name)), name).toBe(canonical(value))
      }
      expect(computed.getPropertyValue('color-scheme')).toBe(compiled.colorScheme)
      if (compiled.background) {
        expect(unescapeCssUrl(rule.style.getPropertyValue('background-image'))).toBe(
          theme.backgroundImage,
        )
        expect(unescapeCssUrl(rule.style.getPropertyValue('--background-image'))).toBe(
          theme.backgroundImage,
        )
        expect(computed.getPropertyValue('background-size')).toBe(compiled.background.size)
        expect(computed.getPropertyValue('background-attachment')).toBe('fixed')
      }
    } finally {
      style.remove()
    }
  })

  it('one style element replaced per theme: nothing leaks from the previous theme', () => {
    const style = install(compiledThemeToCss(compileTheme(tor.color)))
    try {
      expect(computedStyle(doc.documentElement).getPropertyValue('--btn-default-radius')).toBe(
        '8px',
      )
      style.textContent = compiledThemeToCss(compileTheme(tor.light))
      const computed = computedStyle(doc.documentElement)
      expect(computed.getPropertyValue('--btn-default-radius')).toBe('')
      expect(computed.getPropertyValue('--theme-color')).toBe('')
      expect(computed.getPropertyValue('--background')).toBe('hsl(0 0% 100%)')
    } finally {
      style.remove()
    }
  })

  const attacks: [string, Theme][] = [
    ['colour ending the rule', { ...base, colors: { primary: 'red; } body { display:none' } }],
    [
      'colour closing the style element',
      { ...base, colors: { primary: '</style><script>window.hacked=1</script>' } },
    ],
    ['font with a newline', { ...base, fonts: { sans: 'Inter\n} body { display:none } :root {' } }],
    ['escaped brace', { ...base, colors: { primary: 'red\\7d body\\7b display:none' } }],
    [
      'comment swallowing the rest',
      {
        ...base,
        colors: { primary: 'red /*', secondary: '*/ } body { display:none } :root { --a: b' },
      },
    ],
    [
      'background size',
      {
        ...base,
        backgroundImage: 'a.png',
        backgroundSize: 'cover; } body { display: none } :root {',
      },
    ],
    [
      'background URL ending the string',
      { ...base, backgroundImage: 'x"); } body { display: none } :root { --a: url("y' },
    ],
    [
      'background URL closing the style element',
      { ...base, backgroundImage: 'x</style><script>window.hacked=1</script>' },
    ],
    ['background URL with a newline', { ...base, backgroundImage: 'x\n} body { display: none }' }],
    [
      'button variant key',
      {
        ...base,
        buttons: { 'x{}body{display:none}': { color: 'red' } } as unknown as Theme['buttons'],
      },
    ],
    [
      'colour key',
      {
        ...base,
        colors: { 'a:red;}body{display:none}:root{--b': 'c' } as unknown as Theme['colors'],
      },
    ],
  ]

  function expectContained(): void {
    expect(doc.styleSheets.length).toBe(1)
    const rules = doc.styleSheets[0]!.cssRules
    expect(rules.length).toBe(1)
    expect(rules[0]!.selectorText).toBe(':root')
    expect(rules[0]!.style.getPropertyValue('display')).toBe('')
    expect(computedStyle(doc.body).display).not.toBe('none')
    expect(doc.querySelectorAll('script').length).toBe(0)
    expect((globalThis as { hacked?: unknown }).hacked).toBeUndefined()
  }

  it.each(attacks)('%s: set as text content, ends up nowhere', (_name, theme) => {
    const css = compiledThemeToCss(compileTheme(theme))
    const style = install(css)
    try {
      expectContained()
    } finally {
      style.remove()
    }
  })

  it.each(attacks)('%s: parsed as HTML, ends up nowhere', (_name, theme) => {
    const css = compiledThemeToCss(compileTheme(theme))
    doc.head.innerHTML = `<style>${css}</style>`
    try {
      expect(doc.head.querySelectorAll('style').length).toBe(1)
      expectContained()
    } finally {
      doc.head.innerHTML = ''
    }
  })

  it('control: the same CSS written naively does break out (the checks above can fail)', () => {
    const style = install(':root { --primary: red; } body { display:none }')
    try {
      expect(doc.styleSheets[0]!.cssRules.length).toBe(2)
      expect(computedStyle(doc.body).display).toBe('none')
    } finally {
      style.remove()
    }
    doc.head.innerHTML = '<style>:root { --a: b</style><script>window.hacked=1</script>'
    try {
      expect(doc.querySelectorAll('script').length).toBe(1)
    } finally {
      doc.head.innerHTML = ''
    }
  })
})

/** The URL inside a CSS url("…") value, with CSS escapes undone. */
function unescapeCssUrl(value: string): string {
  const inner =
    /^url\("(.*)"\)$/s.exec(value.trim())?.[1] ?? /^url\((.*)\)$/s.exec(value.trim())?.[1] ?? value
  return inner.replace(
    /\\([0-9a-fA-F]{1,6}) ?|\\(.)/gs,
    (_match, hex: string | undefined, char: string | undefined) =>
      hex ? String.fromCodePoint(parseInt(hex, 16)) : (char ?? ''),
  )
}
