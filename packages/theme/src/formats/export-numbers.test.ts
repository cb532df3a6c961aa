// Colour values with numbers at and beyond every range, through every export: the validator
// refuses those that colour maths cannot use, and what it accepts never comes out as NaN or
// Infinity, in any format, colour format or derived mode.
import { describe, expect, it } from 'vitest'
import { resolveTheme } from '../test/resolved-themes.ts'
import { makeTwin } from '../twin.ts'
import type { Theme } from '../types.ts'
import { findSchemaViolations } from '../validate.ts'
import { exportThemeModes, type ModeFormat } from './index.ts'
import type { ColorFormat } from './types.ts'

const REFUSED = [
  'rgb(1e999 0 0)',
  'rgba(255, 0, 0, 1e999)',
  'oklch(1e308 1e308 1e308)',
  'oklch(50% 0.1 1e30)',
  'lab(50 1e999 0)',
  'hsl(1e30 50% 50%)',
  'hwb(1e999 0% 0%)',
  'color(srgb 1e999 0 0)',
  'rgb(NaN 0 0)',
  'rgb(calc(infinity) 0 0)',
  'linear-gradient(red, oklch(1e308 1e308 1e308))',
]

const ACCEPTED = [
  'rgb(1000000 -1000000 0)',
  'rgba(255, 0, 0, 1000000)',
  'oklch(1000000 1000000 1000000)',
  'oklch(50% 1000000 30)',
  'oklch(0.5 1e-300 -1000000)',
  'lab(1000000 -1000000 1000000)',
  'lch(50 1000000 -1000000)',
  'oklab(1000000 -1000000 1000000 / 1000000)',
  'hsl(-1000000 1000000% -1000000%)',
  'hwb(1000000 1000000% 1000000%)',
  'color(srgb 1000000 0 0)',
  'rgb(1e-999 0 0)',
  '#1e1e1e',
  'linear-gradient(90deg, oklch(50% 1000000 30), lab(1000000 0 0))',
]

function themeWith(value: string): Theme {
  return resolveTheme({
    name: 'numbers',
    displayName: 'Numbers',
    schemaVersion: 1,
    inherits: 'light',
    colors: { background: value, foreground: value, primary: value, border: value },
    corners: { lg: '1e30px' },
    shadows: { md: `0 0 1e30px ${value}` },
  })
}

const errorsOf = (theme: Theme) =>
  findSchemaViolations(theme).filter((violation) => violation.severity === 'error')

const FORMATS: ModeFormat[] = ['shadcn-css-v4', 'shadcn-css-v3', 'shadcn-registry', 'design-tokens']
const COLOR_FORMATS: ColorFormat[] = ['oklch', 'hex', 'rgb', 'hsl']

/** Every export of the theme: each format and colour format, alone and with a derived dark mode. */
function everyExport(theme: Theme): [string, string][] {
  const texts: [string, string][] = []
  for (const dark of [undefined, makeTwin(theme)]) {
    for (const format of FORMATS) {
      for (const colorFormat of COLOR_FORMATS) {
        const options = { displayName: 'Numbers', colorFormat }
        const { text } = exportThemeModes(format, { light: theme, dark }, options)
        texts.push([`${format} ${colorFormat}${dark ? ' with dark' : ''}`, text])
      }
    }
  }
  return texts
}

describe('numbers in colours, through every export', () => {
  it('refuses what colour maths cannot use and accepts the rest', () => {
    expect(REFUSED.filter((value) => errorsOf(themeWith(value)).length === 0)).toEqual([])
    expect(ACCEPTED.filter((value) => errorsOf(themeWith(value)).length > 0)).toEqual([])
  })

  it.each([...REFUSED, ...ACCEPTED])(
    '%s is refused, or exported without NaN or Infinity',
    (value) => {
      const theme = themeWith(value)
      const leaks =
        errorsOf(theme).length > 0
          ? []
          : everyExport(theme).flatMap(([label, text]) => {
              const leak = /.{0,30}\b(?:NaN|Infinity)\b.{0,10}/.exec(text)?.[0]
              return leak ? [`${label}: ${leak}`] : []
            })
      expect(leaks).toEqual([])
    },
  )
})
