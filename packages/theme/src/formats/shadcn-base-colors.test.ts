import { describe, expect, it } from 'vitest'
import { shadcnBaseColorValues } from '../../scripts/generate-shadcn-base-colors.ts'
import { readThemeText } from './index.ts'
import { SHADCN_BASE_COLOR_VALUES } from './shadcn-base-colors.generated.ts'
import { SHADCN_BASE_COLORS } from './shadcn-base-colors.ts'
import { SHADCN_CHART_AND_SIDEBAR_TOKENS, SHADCN_CORE_COLORS } from './shadcn-tokens.ts'

describe("shadcn/ui's base colours", () => {
  it('match what the generator reads from the installed Tailwind palette', () => {
    // Fails after a Tailwind upgrade until scripts/generate-shadcn-base-colors.ts is run again.
    expect(SHADCN_BASE_COLOR_VALUES).toEqual(shadcnBaseColorValues())
  })

  it('set every shadcn token in both modes, the radius in :root only', () => {
    expect(Object.keys(SHADCN_BASE_COLOR_VALUES)).toEqual([...SHADCN_BASE_COLORS])
    const tokens = [...SHADCN_CORE_COLORS, ...SHADCN_CHART_AND_SIDEBAR_TOKENS].sort()
    for (const base of SHADCN_BASE_COLORS) {
      const { light, dark } = SHADCN_BASE_COLOR_VALUES[base]
      expect(Object.keys(light).sort(), base).toEqual([...tokens, 'radius'].sort())
      expect(Object.keys(dark).sort(), base).toEqual(tokens)
    }
    // neutral's primary is Tailwind's neutral-900, as shadcn publishes it.
    expect(SHADCN_BASE_COLOR_VALUES.neutral.light.primary).toBe('oklch(0.205 0 0)')
    expect(SHADCN_BASE_COLOR_VALUES.slate.dark.background).toBe('oklch(0.129 0.042 264.695)')
  })
})

describe('an import of a partial theme', () => {
  const amberLike = ':root { --primary: oklch(0.77 0.16 70); --ring: oklch(0.77 0.16 70); }'

  it('says it was completed, and takes the rest from the base colour chosen', () => {
    const neutral = readThemeText(amberLike)
    const slate = readThemeText(amberLike, { baseColor: 'slate' })
    expect(neutral.completedFromBaseColor).toBe(true)
    expect(neutral.modes.light?.colors?.background).toBe(
      SHADCN_BASE_COLOR_VALUES.neutral.light.background,
    )
    expect(slate.modes.light?.colors?.background).toBe(
      SHADCN_BASE_COLOR_VALUES.slate.light.background,
    )
    expect(slate.modes.light?.colors?.primary).toBe('oklch(0.77 0.16 70)')
  })

  it('of a whole theme says nothing of a base colour', () => {
    const whole = Object.entries(SHADCN_BASE_COLOR_VALUES.zinc.light)
      .map(([name, value]) => `--${name}: ${value};`)
      .join(' ')
    expect(readThemeText(`:root { ${whole} }`).completedFromBaseColor).toBeUndefined()
  })
})
