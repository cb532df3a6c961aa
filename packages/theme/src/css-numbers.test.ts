import { describe, expect, it } from 'vitest'
import { MAX_COLOR_NUMBER, numberProblem } from './css-numbers.ts'
import { compileTheme } from './css.ts'
import type { Theme } from './types.ts'
import { parseTheme } from './validate.ts'

describe('numberProblem', () => {
  it.each([
    ['rgb(1e999 0 0)', '1e999 is too large to be a number'],
    ['rgba(255, 0, 0, -1E+999)', '-1E+999 is too large to be a number'],
    ['0 0 1e999px rgb(0 0 0 / 0.1)', '1e999 is too large to be a number'],
    ['.5e400%', '.5e400 is too large to be a number'],
    [
      'oklch(1e308 1e308 1e308)',
      'The number 1e308 is out of range for a colour: at most 1000000 either way',
    ],
    [
      'rgb(1000001 0 0)',
      'The number 1000001 is out of range for a colour: at most 1000000 either way',
    ],
    [
      'hsl(-2e6deg 50% 50%)',
      'The number -2e6 is out of range for a colour: at most 1000000 either way',
    ],
    [
      'linear-gradient(90deg, red, lab(50 1e20 0) 40%)',
      'The number 1e20 is out of range for a colour: at most 1000000 either way',
    ],
    [
      'color-mix(in oklch, oklch(50% calc(2 * 1e7) 0), white)',
      'The number 1e7 is out of range for a colour: at most 1000000 either way',
    ],
    ['rgb(NaN 0 0)', 'NaN is not a finite number; write a number instead'],
    ['calc(nan * 1px)', 'nan is not a finite number; write a number instead'],
    ['rgb(calc(infinity) 0 0)', 'infinity is not a finite number; write a number instead'],
    ['calc(-Infinity * 1px)', '-Infinity is not a finite number; write a number instead'],
    ['NaN', 'NaN is not a finite number; write a number instead'],
  ])('refuses %s', (value, reason) => {
    expect(numberProblem(value)).toBe(reason)
  })

  it.each([
    '#1e1e1e',
    '#1E999F',
    'rgb(255 0 0)',
    'oklch(62.8% 0.25768 29.23)',
    'hsl(720deg 50% 50% / 0.5)',
    `rgb(${MAX_COLOR_NUMBER} -${MAX_COLOR_NUMBER} 0)`,
    '1e3px',
    '0 0 1e30px black',
    '1e-999px',
    '2.5em',
    `"Infinity Sans", 'NaN Grotesk', serif`,
    'var(--nan, var(--infinity))',
    'ease-in-out infinite',
    'blur(16px) saturate(180%)',
  ])('accepts %s', (value) => {
    expect(numberProblem(value)).toBeUndefined()
  })
})

describe('numbers in a theme', () => {
  const theme = (primary: string): Theme => ({
    name: 'numbers',
    displayName: 'Numbers',
    schemaVersion: 1,
    colors: { primary },
  })

  it('refuses a theme with a number colour maths cannot use, naming the field', () => {
    expect(() => parseTheme(theme('rgb(1e999 0 0)'))).toThrow(
      'Invalid theme JSON structure. /colors/primary: Unsafe CSS value: 1e999 is too large to be a number',
    )
    expect(() => parseTheme(theme('oklch(1e308 1e308 1e308)'))).toThrow(
      '/colors/primary: Unsafe CSS value: The number 1e308 is out of range for a colour',
    )
  })

  it('never writes such a value into the page', () => {
    const compiled = compileTheme(theme('rgb(1e999 0 0)'))
    expect(compiled.rejected).toContainEqual(
      expect.objectContaining({ path: '/colors/primary', property: '--primary' }),
    )
    expect(compiled.variables['--primary']).toBeUndefined()
  })
})
