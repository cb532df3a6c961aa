import { describe, expect, it } from 'vitest'
import { readCssColor, toOklchColor, type CssColor } from '../color.ts'
import { findColors } from '../color-values.ts'
import { mapThemeColors } from '../theme-colors.ts'
import { ALL_RESOLVED, RESOLVED_BUILT_INS } from '../test/resolved-themes.ts'
import { themeMode } from '../twin.ts'
import type { Theme } from '../types.ts'
import { ADJUSTMENT_PRESETS, type AdjustmentPresetId } from './presets.ts'

const preset = (id: AdjustmentPresetId) => {
  const found = ADJUSTMENT_PRESETS.find((candidate) => candidate.id === id)
  if (!found) throw new Error(id)
  return found.apply
}

/** Each colour of the theme as OKLCH, with where it sits. */
function colorsOf(theme: Theme): { path: string; color: ReturnType<typeof toOklchColor> }[] {
  const found: { path: string; color: ReturnType<typeof toOklchColor> }[] = []
  mapThemeColors(theme, (color: CssColor, path) => {
    if (color.alpha !== 0) found.push({ path: path.join('.'), color: toOklchColor(color) })
    return color
  })
  return found
}

/** Pairs of each colour before and after, for themes whose colours stay in place. */
const pairs = (before: Theme, after: Theme) => {
  const was = colorsOf(before)
  const now = colorsOf(after)
  expect(now.length).toBe(was.length)
  return was.map((old, index) => [old.color, now[index]!.color] as const)
}

type Pair = ReturnType<typeof pairs>[number]

/** Degrees between two hues, 0-180. */
const hueDistance = (a: number, b: number) => {
  const d = Math.abs(a - b) % 360
  return d > 180 ? 360 - d : d
}

const SAMPLE = ALL_RESOLVED

describe('adjustment presets', () => {
  it('are the six the Designer offers, labelled for it', () => {
    expect(ADJUSTMENT_PRESETS.map(({ label }) => label)).toEqual([
      'Invert lightness',
      'Grayscale',
      'Muted',
      'Vibrant',
      'Warmer',
      'Cooler',
    ])
  })

  it('grayscale takes every colour to a grey', () => {
    for (const { label, theme } of SAMPLE) {
      for (const { path, color } of colorsOf(preset('grayscale')(theme))) {
        expect(color.c, `${label} ${path}`).toBeLessThan(0.001)
      }
    }
  })

  it('muted lowers every colour’s chroma and vibrant raises it, keeping lightness', () => {
    const all: { muted: Pair[]; vibrant: Pair[] } = { muted: [], vibrant: [] }
    for (const { label, theme } of SAMPLE) {
      const muted = pairs(theme, preset('muted')(theme))
      const vibrant = pairs(theme, preset('vibrant')(theme))
      for (const [was, now] of muted) {
        expect(now.c, label).toBeLessThanOrEqual(was.c + 0.002)
        expect(now.l, label).toBeCloseTo(was.l, 1)
      }
      for (const [was, now] of vibrant) expect(now.c, label).toBeGreaterThanOrEqual(was.c - 0.002)
      all.muted.push(...muted)
      all.vibrant.push(...vibrant)
    }
    // Colours at the edge of sRGB have no more to give, the rest gain.
    const chroma = (list: Pair[], at: 0 | 1) => list.reduce((sum, pair) => sum + pair[at].c, 0)
    expect(chroma(all.muted, 1)).toBeLessThan(chroma(all.muted, 0) * 0.7)
    expect(chroma(all.vibrant, 1)).toBeGreaterThan(chroma(all.vibrant, 0) * 1.1)
  })

  it('invert lightness turns a light theme dark and a dark one light, and back again', () => {
    let swapped = 0
    // theme-o-rama's Color theme mixes most of its colours with black in CSS: stops darker than
    // its page, which come back at the page's lightness (below), by design.
    for (const { label, theme } of RESOLVED_BUILT_INS.filter((t) => t.label !== 'built-in color')) {
      const inverted = preset('invert-lightness')(theme)
      const page = readCssColor(theme.colors?.background ?? '')
      // A page that shows an image through it takes its mode from the image.
      if (!theme.mostLike && (page?.alpha ?? 1) < 1) continue
      expect(themeMode(inverted), label).not.toBe(themeMode(theme))
      swapped++
      // The map is its own inverse; colours darker than a dark page come back at its lightness.
      const twice = preset('invert-lightness')(inverted)
      expect(themeMode(twice), label).toBe(themeMode(theme))
      const moved = pairs(theme, twice).map(([was, now]) => Math.abs(now.l - was.l))
      expect(moved.filter((change) => change < 0.01).length / moved.length).toBeGreaterThan(0.8)
    }
    expect(swapped).toBeGreaterThan(5)
  })

  it('warmer leans every hue towards orange and tints greys, cooler towards blue', () => {
    const warmPole = 60
    for (const { label, theme } of SAMPLE) {
      for (const [id, pole] of [
        ['warmer', warmPole],
        ['cooler', warmPole + 180],
      ] as const) {
        for (const [was, now] of pairs(theme, preset(id)(theme))) {
          // Greys near white or black have no room for a tint in sRGB.
          if (now.c < 0.005) continue
          const before = was.c < 0.005 ? 180 : hueDistance(was.h ?? 0, pole)
          expect(hueDistance(now.h ?? 0, pole), `${label} ${id}`).toBeLessThanOrEqual(before + 1)
        }
      }
    }
  })

  it('leave the values that hold no colour as they are', () => {
    const theme: Theme = {
      name: 'x',
      displayName: 'X',
      schemaVersion: 1,
      colors: { primary: 'var(--accent)', border: 'calc(1px)', background: 'url(a.png)' },
      fonts: { body: '"Tan Sans"' },
    }
    for (const { apply } of ADJUSTMENT_PRESETS) {
      expect(apply(theme).colors).toEqual(theme.colors)
      expect(findColors(apply(theme).fonts?.body ?? '')).toEqual([])
    }
  })
})
