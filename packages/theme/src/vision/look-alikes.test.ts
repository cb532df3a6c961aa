import { describe, expect, it } from 'vitest'
import { RESOLVED_BUILT_INS } from '../test/resolved-themes.ts'
import type { Theme } from '../types.ts'
import { findLookAlikes, LOOK_ALIKE_DIFFERENCE } from './look-alikes.ts'
import { VISIONS, type SimulatedVision } from './matrices.ts'

const SIMULATED = VISIONS.filter((vision) => vision !== 'typical') as SimulatedVision[]
const light = RESOLVED_BUILT_INS.find(({ theme }) => theme.name === 'light')!.theme

// A dark red and a dark green of the same lightness: far apart in hue only.
const RED = '#c62828'
const GREEN = '#2e7d32'

function withColors(changes: Partial<Theme>): Theme {
  return { ...light, ...changes, colors: { ...light.colors, ...changes.colors } }
}

const pairsOf = (theme: Theme, vision: SimulatedVision) =>
  findLookAlikes(theme, vision).map(({ first, second }) => `${first} and ${second}`)

describe('findLookAlikes', () => {
  it('names a red primary and a green destructive under deuteranopia', () => {
    const theme = withColors({ colors: { primary: RED, destructive: GREEN } })
    const [found, ...others] = findLookAlikes(theme, 'deuteranopia')
    expect(others).toEqual([])
    expect(found).toMatchObject({ first: 'Primary', second: 'Destructive' })
    expect(found!.typical).toBeGreaterThan(LOOK_ALIKE_DIFFERENCE)
    expect(found!.simulated).toBeLessThan(LOOK_ALIKE_DIFFERENCE)
    // Blue-yellow blindness keeps red and green apart.
    expect(pairsOf(theme, 'tritanopia')).toEqual([])
  })

  it('finds nothing in a theme whose side-by-side colours differ in lightness too', () => {
    for (const vision of SIMULATED) expect(pairsOf(light, vision)).toEqual([])
  })

  it('leaves out colours that are alike to typical vision already', () => {
    const theme = withColors({ colors: { primary: RED, destructive: '#c42a2a' } })
    for (const vision of SIMULATED) expect(pairsOf(theme, vision)).toEqual([])
  })

  it('judges the colours the preview paints: button backgrounds, gradients and switch tracks', () => {
    const theme = withColors({
      buttons: { destructive: { background: `linear-gradient(90deg, ${GREEN}, ${GREEN})` } },
      colors: { primary: RED },
      switches: { checked: { background: GREEN }, unchecked: { background: RED } },
    })
    expect(pairsOf(theme, 'deuteranopia')).toEqual([
      'Primary and Destructive',
      'Switch on and Switch off',
    ])
  })
})
