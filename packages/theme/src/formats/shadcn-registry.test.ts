import { registryItemSchema } from 'shadcn/schema'
import { describe, expect, it } from 'vitest'
import { expectSameVariables, onlyMode } from '../test/format-round-trip.ts'
import { ALL_RESOLVED, MODE_PAIRS } from '../test/resolved-themes.ts'
import type { Theme } from '../types.ts'
import { exportShadcnRegistryItem, readShadcnRegistryItem } from './shadcn-registry.ts'
import { ThemeImportError, type ColorFormat } from './types.ts'

const FORMATS: ColorFormat[] = ['oklch', 'hex', 'hsl', 'rgb']

interface Item {
  name: string
  type: string
  title: string
  cssVars: Record<'theme' | 'light' | 'dark', Record<string, string> | undefined>
}

const exportOne = (theme: Theme, colorFormat: ColorFormat = 'oklch') =>
  exportShadcnRegistryItem(
    { [theme.mostLike ?? 'light']: theme },
    { displayName: theme.displayName, colorFormat },
  )

describe('exportShadcnRegistryItem', () => {
  it("validates against shadcn's own registry item schema, for every theme", () => {
    const exports = [
      ...ALL_RESOLVED.map(({ theme }) => exportOne(theme)),
      ...MODE_PAIRS.map(({ light, dark }) =>
        exportShadcnRegistryItem({ light, dark }, { displayName: 'Pair', colorFormat: 'hex' }),
      ),
    ]
    for (const { text } of exports) {
      const result = registryItemSchema.safeParse(JSON.parse(text))
      expect(result.error).toBeUndefined()
      expect(result.success).toBe(true)
    }
  })

  it('writes a registry:theme item named after the theme', () => {
    const pair = MODE_PAIRS.find(({ label }) => label === 'xch-light + xch-dark')
    const { text, fileName } = exportShadcnRegistryItem(
      { light: pair?.light, dark: pair?.dark },
      { displayName: 'Chia Green', colorFormat: 'hex' },
    )
    expect(fileName).toBe('chia-green.json')
    const item = JSON.parse(text) as Item & { $schema: string }
    expect(item).toMatchObject({
      $schema: 'https://ui.shadcn.com/schema/registry-item.json',
      name: 'chia-green',
      type: 'registry:theme',
      title: 'Chia Green',
    })
    // Shared by both modes: fonts and the corner scale, which Tailwind takes as they are.
    expect(item.cssVars.theme).toMatchObject({
      'font-sans': pair?.light.fonts?.sans,
      'radius-sm': '0.25rem',
      'radius-xl': '1rem',
    })
    expect(item.cssVars.light?.primary).toBe('#1e7a3c')
    expect(item.cssVars.light?.radius).toBe('0.75rem')
    // The dark class keeps what :root sets: the radius is written once.
    expect(item.cssVars.dark?.radius).toBeUndefined()
    expect(item.cssVars.light?.['font-sans']).toBeUndefined()
    expect(item.cssVars.light?.['corner-sm']).toBeUndefined()
    expect(item.cssVars.dark?.sidebar).toMatch(/^#/)
  })

  it('keeps corners that differ between the modes in each mode', () => {
    const [pair] = MODE_PAIRS
    const dark = { ...(pair?.dark as Theme), corners: { ...pair?.dark.corners, sm: '1px' } }
    const { text } = exportShadcnRegistryItem({ light: pair?.light, dark }, { displayName: 'C' })
    const item = JSON.parse(text) as Item
    expect(item.cssVars.theme?.['radius-sm']).toBe('var(--corner-sm)')
    const lightCorner = pair?.light.corners?.sm
    expect(item.cssVars.light?.['corner-sm']).toBe(lightCorner)
    expect(item.cssVars.dark?.['corner-sm']).toBe('1px')
    const read = readShadcnRegistryItem(text)
    expect(read.modes.light?.corners?.sm).toBe(lightCorner)
    expect(read.modes.dark?.corners?.sm).toBe('1px')
  })
})

// Every theme in four colour formats: room for a busy test machine.
describe('registry round trips', { timeout: 30_000 }, () => {
  for (const colorFormat of FORMATS) {
    it(`reads back every variable of every theme (${colorFormat})`, () => {
      for (const { label, theme } of ALL_RESOLVED) {
        const read = readShadcnRegistryItem(exportOne(theme, colorFormat).text)
        expect(read.format).toBe('shadcn-registry')
        const back = onlyMode(read.modes)
        expect(back?.displayName).toBe(theme.displayName)
        expectSameVariables(`${label} (${colorFormat})`, theme, back)
      }
      for (const pair of MODE_PAIRS) {
        const item = exportShadcnRegistryItem(
          { light: pair.light, dark: pair.dark },
          { displayName: 'Pair', colorFormat },
        )
        const read = readShadcnRegistryItem(JSON.parse(item.text))
        expectSameVariables(`${pair.label} light`, pair.light, read.modes.light)
        expectSameVariables(`${pair.label} dark`, pair.dark, read.modes.dark)
      }
    })
  }
})

describe('readShadcnRegistryItem', () => {
  it('reads a tweakcn-style item: theme values apply to both modes, derived ones are named', () => {
    const read = readShadcnRegistryItem({
      name: 'sunset-glow',
      type: 'registry:theme',
      cssVars: {
        theme: {
          'font-sans': 'Poppins, sans-serif',
          radius: '0.5rem',
          'tracking-tighter': 'calc(var(--tracking-normal) - 0.05em)',
        },
        light: { background: '0 0% 100%', primary: 'oklch(0.65 0.2 40)', 'tracking-normal': '0em' },
        dark: { background: 'oklch(0.2 0.02 40)' },
      },
    })
    expect(read.modes.light).toMatchObject({
      displayName: 'sunset-glow (light)',
      colors: {
        background: 'hsl(0 0% 100%)',
        primary: 'oklch(0.65 0.2 40)',
      },
      fonts: { sans: 'Poppins, sans-serif' },
      corners: { lg: '0.5rem', sm: 'calc(0.5rem - 4px)' },
    })
    // Dark keeps what light sets and it does not override, as .dark on the root element does.
    expect(read.modes.dark?.colors).toMatchObject({
      background: 'oklch(0.2 0.02 40)',
      primary: 'oklch(0.65 0.2 40)',
    })
    // Tailwind's own --tracking-normal is not taken into the theme, in either mode.
    expect(read.modes.light?.colors).not.toHaveProperty('trackingNormal')
    expect(read.notes).toEqual([
      '--tracking-tighter in cssVars.theme is worked out from other variables in your Tailwind setup and was not kept.',
      ...['Light', 'Dark'].flatMap((mode): unknown[] => [
        expect.stringMatching(new RegExp(`^${mode} mode: The theme sets only some`)) as unknown,
        `${mode} mode: --tracking-normal was left out: it is one of Tailwind's own variables, which a theme may not set, since it would restyle the whole page around it.`,
      ]),
    ])
  })

  it('refuses what is not a theme item, with a clear message', () => {
    const cases: [unknown, string][] = [
      ['{ not json', 'This is not valid JSON: '],
      [[], 'This is not a shadcn/ui registry item.'],
      [
        { name: 'button', type: 'registry:ui' },
        'This registry item holds no theme variables (cssVars).',
      ],
      [{ cssVars: { light: 'red' } }, 'cssVars.light is not a set of variables.'],
      [
        { cssVars: { light: { foo: '1' } } },
        'No theme variables were found in this registry item.',
      ],
    ]
    for (const [input, message] of cases) {
      expect(() => readShadcnRegistryItem(input)).toThrow(ThemeImportError)
      expect(() => readShadcnRegistryItem(input)).toThrow(message)
    }
  })

  it('leaves out hostile and non-text values with a note', () => {
    const item = JSON.parse(
      '{"cssVars":{"light":{"primary":"red; } body { x: y","__proto__":"blue","ring":7,"background":"#fff"}}}',
    ) as unknown
    const read = readShadcnRegistryItem(item)
    expect(read.modes.light?.colors).toMatchObject({ background: '#fff' })
    expect(read.modes.light?.colors?.primary).toBeUndefined()
    expect(read.notes).toEqual([
      'cssVars.light.ring was left out: it is not text.',
      expect.stringContaining("come from shadcn/ui's Neutral base colour"),
      '--primary was left out: contains ";", which would end the declaration.',
      '--__proto__ was ignored: the name is reserved.',
    ])
  })
})
