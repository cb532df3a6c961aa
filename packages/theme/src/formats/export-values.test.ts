import { describe, expect, it } from 'vitest'
import { listBuiltInThemes } from '../builtins.ts'
import type { Theme } from '../types.ts'
import { exportTwin, themeAsExported } from './export-values.ts'

const builtIn = (name: string) =>
  listBuiltInThemes().find(({ theme }) => theme.name === name)?.theme as Theme

const OWN_PRIMARY: Theme = {
  name: 'own-primary',
  displayName: 'Own Primary',
  schemaVersion: 1,
  inherits: 'light',
  colors: { primary: '#0f766e', 'chart-1': '#0f766e' } as Theme['colors'],
}

describe('themeAsExported', () => {
  it("takes shadcn's core colours from the base, and none of its fonts, corners or shadows", () => {
    const exported = themeAsExported(OWN_PRIMARY)
    const light = builtIn('light')
    expect(exported.inherits).toBeUndefined()
    expect(exported.colors).toMatchObject({
      primary: '#0f766e',
      'chart-1': '#0f766e',
      background: light.colors?.background,
      ring: light.colors?.ring,
    })
    for (const group of ['fonts', 'corners', 'shadows', 'buttons', 'switches'] as const) {
      expect(exported[group], group).toBeUndefined()
    }
  })

  it('keeps what the example themes in its chain set', () => {
    const onCircuit: Theme = { ...OWN_PRIMARY, inherits: 'circuit' }
    const circuit = builtIn('circuit')
    const exported = themeAsExported(onCircuit)
    expect(exported.fonts).toEqual(circuit.fonts)
    expect(exported.colors?.primary).toBe('#0f766e')
  })

  it('makes the other mode of the same shape: no fonts or shadows the theme does not set', () => {
    const twin = exportTwin(OWN_PRIMARY)
    expect(twin.mostLike).toBe('dark')
    expect(twin.fonts).toBeUndefined()
    expect(twin.shadows).toBeUndefined()
    expect(Object.keys(twin.colors ?? {}).sort()).toEqual(
      Object.keys(themeAsExported(OWN_PRIMARY).colors ?? {}).sort(),
    )
  })
})
