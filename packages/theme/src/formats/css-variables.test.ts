import { describe, expect, it } from 'vitest'
import { compileTheme } from '../css.ts'
import { RESOLVED_BUILT_INS, RESOLVED_CORPUS, resolveTheme } from '../test/resolved-themes.ts'
import type { Theme } from '../types.ts'
import { themeToVariables, type ThemeVariable } from './css-variables.ts'
import { variablesToTheme } from './variables-to-theme.ts'
import { ThemeImportError } from './types.ts'

const byName = (variables: ThemeVariable[]) =>
  Object.fromEntries(variables.map((variable) => [variable.name, variable]))

const builtIn = (name: string): Theme => {
  const found = RESOLVED_BUILT_INS.find(({ theme }) => theme.name === name)
  if (!found) throw new Error(`No built-in ${name}`)
  return found.theme
}

describe('themeToVariables', () => {
  it('lists shadcn tokens first, in shadcn order, then the theme-o-rama extras', () => {
    const names = themeToVariables(builtIn('light')).map((variable) => variable.name)
    expect(names.slice(0, 5)).toEqual([
      'background',
      'foreground',
      'card',
      'card-foreground',
      'popover',
    ])
    expect(names.indexOf('ring')).toBeLessThan(names.indexOf('font-sans'))
    expect(names.indexOf('font-sans')).toBeLessThan(names.indexOf('radius'))
    expect(names.indexOf('radius')).toBeLessThan(names.indexOf('input-background'))
    expect(names).toEqual(expect.arrayContaining(['font-heading', 'corner-sm', 'shadow-card']))
  })

  it('names each value as the theme compiles it, with its path and kind', () => {
    const variables = byName(themeToVariables(builtIn('glass-dark')))
    expect(variables['primary-foreground']).toEqual({
      name: 'primary-foreground',
      value: '#1b0f3d',
      path: ['colors', 'primaryForeground'],
      kind: 'color',
    })
    expect(variables.sidebar).toMatchObject({ path: ['sidebar', 'background'], kind: 'color' })
    expect(variables['sidebar-backdrop-filter']?.kind).toBe('other')
    expect(variables['card-backdrop-filter']?.kind).toBe('other')
    expect(variables['theme-color']?.value).toBe('hsl(250, 55%, 10%)')
    expect(variables.radius).toEqual({
      name: 'radius',
      value: '1rem',
      path: ['corners', 'lg'],
      kind: 'dimension',
    })
    expect(variables['corner-lg']?.value).toBe('1rem')
    expect(variables['font-sans']?.kind).toBe('font-family')
    expect(variables['shadow-md']?.kind).toBe('shadow')
  })

  it('leaves out buttons, tables, switches and the background image', () => {
    const names = themeToVariables(builtIn('glass-dark')).map((variable) => variable.name)
    expect(names.some((name) => /^(btn|table|switch|background-)/.test(name))).toBe(false)
  })

  it('keeps unknown keys, repairs malformed values and drops refused ones', () => {
    const theme = resolveTheme({
      name: 'x',
      displayName: 'X',
      schemaVersion: 1,
      colors: { surface: 'hsl(222 25% 14%)', border: 'rgba(255,255,255,0.12', ring: 'red; }' },
    } as Theme)
    const variables = byName(themeToVariables(theme))
    expect(variables.surface?.value).toBe('hsl(222 25% 14%)')
    expect(variables.border?.value).toBe('rgba(255,255,255,0.12)')
    expect(variables.ring).toBeUndefined()
  })
})

/** tweakcn-style variables: the shadcn set, charts, the sidebar family and tweakcn's extras. */
const TWEAKCN_LIGHT: Record<string, string> = {
  background: 'oklch(0.98 0.01 95)',
  foreground: '#1f2937',
  primary: '221.2 83.2% 53.3%',
  'chart-1': 'oklch(0.65 0.22 41)',
  'chart-5': 'hsl(12 76% 61%)',
  sidebar: 'oklch(0.97 0.01 95)',
  'sidebar-foreground': 'oklch(0.2 0.02 260)',
  'sidebar-primary': 'var(--primary)',
  'sidebar-border': 'oklch(0.9 0.01 95)',
  'font-sans': 'Inter, sans-serif',
  'font-display': "'Fraunces', serif",
  radius: '0.625rem',
  'shadow-color': 'hsl(0 0% 0%)',
  'shadow-opacity': '0.1',
  'shadow-offset-x': '0px',
  shadow: '0 1px 3px 0px hsl(0 0% 0% / 0.1)',
  'shadow-2xs': '0 1px 3px 0px hsl(0 0% 0% / 0.05)',
  'tracking-normal': '0em',
  'letter-spacing': '0em',
  spacing: '0.25rem',
}

/** The variables of Tailwind's own theme among them, which a theme may not set. */
const TAILWIND_OWN = ['tracking-normal', 'spacing']

describe('variablesToTheme', { timeout: 30_000 }, () => {
  it('builds a complete theme of the mode that inherits the built-in theme', () => {
    const { theme } = variablesToTheme(TWEAKCN_LIGHT, 'dark', 'Sunset Harbor')
    expect(theme).toMatchObject({
      schemaVersion: 1,
      name: 'sunset-harbor',
      displayName: 'Sunset Harbor',
      mostLike: 'dark',
      inherits: 'dark',
    })
    expect(theme.colors?.primary).toBe('hsl(221.2 83.2% 53.3%)')
    expect(theme.sidebar?.background).toBe('oklch(0.97 0.01 95)')
    expect(theme.sidebar?.border).toBe('oklch(0.9 0.01 95)')
    expect(theme.fonts?.sans).toBe('Inter, sans-serif')
    expect(theme.corners?.lg).toBe('0.625rem')
  })

  it('never names a theme after the built-in theme it inherits', () => {
    expect(variablesToTheme({ primary: 'red' }, 'light', 'Light').theme.name).toBe('light-custom')
    expect(variablesToTheme({ primary: 'red' }, 'dark', 'Light').theme.name).toBe('light')
  })

  it('keeps tokens without a theme field where the theme writes them under the same name', () => {
    const { theme } = variablesToTheme(TWEAKCN_LIGHT, 'light', 'Kept')
    const colors = theme.colors as Record<string, string>
    expect(colors['chart-1']).toBe('oklch(0.65 0.22 41)')
    expect(colors.sidebarPrimary).toBe('var(--primary)')
    expect(colors.letterSpacing).toBe('0em')
    expect(colors.shadow).toBe('0 1px 3px 0px hsl(0 0% 0% / 0.1)')
    expect((theme.shadows as Record<string, string>).offsetX).toBe('0px')
    expect((theme.fonts as Record<string, string>).display).toBe("'Fraunces', serif")
    const compiled = compileTheme(resolveTheme(theme)).variables
    for (const [name, value] of Object.entries(TWEAKCN_LIGHT)) {
      if (name === 'sidebar' || name === 'radius' || name === 'sidebar-border') continue
      if (TAILWIND_OWN.includes(name)) continue
      expect(compiled[`--${name}`], name).toBe(name === 'primary' ? `hsl(${value})` : value)
    }
    expect(compiled['--sidebar-background']).toBe(TWEAKCN_LIGHT.sidebar)
    expect(compiled['--radius-lg']).toBe(TWEAKCN_LIGHT.radius)
  })

  it("leaves out Tailwind's own variables with one note, and imports the rest", () => {
    const { theme, notes } = variablesToTheme(
      {
        ...TWEAKCN_LIGHT,
        'font-weight-bold': '650',
        'color-red-500': '#f00',
        'animate-spin': 'none',
      },
      'light',
      'Kept',
    )
    expect(notes).toEqual([
      "--tracking-normal, --spacing, --font-weight-bold, --color-red-500 and --animate-spin were left out: they are Tailwind's own variables, which a theme may not set, since they would restyle the whole page around it.",
    ])
    const compiled = compileTheme(resolveTheme(theme)).variables
    for (const name of [...TAILWIND_OWN, 'font-weight-bold', 'color-red-500', 'animate-spin']) {
      expect(compiled[`--${name}`], name).toBeUndefined()
    }
    expect(compiled['--primary']).toBe('hsl(221.2 83.2% 53.3%)')
    expect(variablesToTheme({ spacing: '2px', primary: 'red' }, 'light', 'One').notes).toEqual([
      "--spacing was left out: it is one of Tailwind's own variables, which a theme may not set, since it would restyle the whole page around it.",
    ])
  })

  it('derives the corner scale from --radius as shadcn does, exactly', () => {
    const corners = (variables: Record<string, string>) =>
      variablesToTheme(variables, 'light', 'R').theme.corners
    expect(corners({ radius: '0.5rem' })).toEqual({
      lg: '0.5rem',
      sm: 'calc(0.5rem - 4px)',
      md: 'calc(0.5rem - 2px)',
      xl: 'calc(0.5rem + 4px)',
    })
    expect(corners({ radius: '10px' })).toEqual({ lg: '10px', sm: '6px', md: '8px', xl: '14px' })
    expect(corners({ radius: '0' })).toEqual({ lg: '0', sm: '0px', md: '0px', xl: '4px' })
    expect(corners({ radius: '0.5rem', 'radius-sm': '3px', 'corner-xl': '1rem' })).toEqual({
      lg: '0.5rem',
      sm: '3px',
      md: 'calc(0.5rem - 2px)',
      xl: '1rem',
    })
  })

  it('reads the Tailwind v3 names and bare HSL triplets with alpha', () => {
    const { theme } = variablesToTheme(
      { '--sidebar-background': '240 4.8% 95.9%', '--border': '240 5.9% 90% / 0.5' },
      'light',
      'V3',
    )
    expect(theme.sidebar?.background).toBe('hsl(240 4.8% 95.9%)')
    expect(theme.colors?.border).toBe('hsl(240 5.9% 90% / 0.5)')
  })

  it('refuses hostile values and reserved or unwritable names with a note', () => {
    const source = JSON.parse(
      '{"primary":"red; } body { display: none","ring":"</style>","accent":"url(https://x.test/a.png)",' +
        '"muted":"' +
        'a'.repeat(2100) +
        '","__proto__":"red","constructor":"red","prototype":"red","Primary":"red","card":"blue"}',
    ) as Record<string, string>
    const { theme, notes } = variablesToTheme(source, 'light', 'Hostile')
    expect(theme.colors).toEqual({ card: 'blue' })
    expect(notes).toEqual([
      '--primary was left out: contains ";", which would end the declaration.',
      '--ring was left out: contains "<", which could close the style element.',
      '--accent was left out: loads a resource (url(), image-set(), ...), which only backgroundimage may do.',
      '--muted was left out: longer than 2000 characters.',
      '--__proto__ was ignored: the name is reserved.',
      '--constructor was ignored: the name is reserved.',
      '--prototype was ignored: the name is reserved.',
      '--Primary was left out: a theme cannot write a variable of that name.',
    ])
    expect(Object.getPrototypeOf(theme.colors)).toBe(Object.prototype)
  })

  it('refuses a source over the engine limits with a clear message', () => {
    const many = new Map(Array.from({ length: 300 }, (_, i) => [`token-${i}`, 'red']))
    expect(() => variablesToTheme(many, 'light', 'Many')).toThrow(
      new ThemeImportError(
        'This theme cannot be imported. Has 300 properties outside the format in colors, fonts, corners and shadows, each written as a CSS variable; at most 256 are allowed.',
      ),
    )
    const chain = new Map(
      Array.from({ length: 40 }, (_, i) => [
        `link-${i}`,
        i === 39 ? 'red' : `var(--link-${i + 1})`,
      ]),
    )
    expect(() => variablesToTheme(chain, 'light', 'Chain')).toThrow(
      /^This theme cannot be imported\. --link-0: Its var\(\) references go more than 32 links deep/,
    )
  })

  it('gives back every variable of every built-in and corpus theme', () => {
    for (const { label, theme } of [...RESOLVED_BUILT_INS, ...RESOLVED_CORPUS]) {
      const variables = themeToVariables(theme)
      const map = new Map(variables.map(({ name, value }) => [name, value]))
      const back = variablesToTheme(map, theme.mostLike ?? 'light', theme.displayName).theme
      const again = themeToVariables(resolveTheme(back))
      const values = (list: ThemeVariable[]) =>
        Object.fromEntries(list.map(({ name, value }) => [name, value]))
      expect(values(again), label).toMatchObject(values(variables))
    }
  })
})
