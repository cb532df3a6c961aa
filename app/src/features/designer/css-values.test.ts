import { describe, expect, it } from 'vitest'
import { firstFontFamily, formatColor, formatLength, parseColor, parseLength } from './css-values'

describe('lengths a slider can show', () => {
  it.each([
    ['8px', { amount: 8, unit: 'px' }],
    [' 0.5rem ', { amount: 0.5, unit: 'rem' }],
    ['1.25em', { amount: 1.25, unit: 'em' }],
    ['50%', { amount: 50, unit: '%' }],
    ['0', { amount: 0, unit: 'px' }],
  ])('%s', (text, length) => {
    expect(parseLength(text)).toEqual(length)
  })

  it.each(['9999px', 'calc(1rem + 2px)', '-4px', 'var(--radius)', '8 px', '', 'px'])(
    '%s stays text',
    (text) => {
      expect(parseLength(text)).toBeUndefined()
    },
  )

  it('writes a length back without float noise', () => {
    expect(formatLength({ amount: 0.1 + 0.2, unit: 'rem' })).toBe('0.3rem')
    expect(formatLength({ amount: 12, unit: 'px' })).toBe('12px')
  })
})

describe('colours the picker can show', () => {
  it('reads any CSS colour the engine reads, and nothing else', () => {
    expect(parseColor('#ff8000')).toEqual({ r: 255, g: 128, b: 0, a: 1 })
    expect(parseColor('rgba(0, 0, 255, 0.5)')).toEqual({ r: 0, g: 0, b: 255, a: 0.5 })
    expect(parseColor('linear-gradient(red, blue)')).toBeUndefined()
    expect(parseColor('var(--theme-color)')).toBeUndefined()
  })

  it('writes hex when opaque and rgba() when not', () => {
    expect(formatColor({ r: 255, g: 128.4, b: 0, a: 1 })).toBe('#ff8000')
    expect(formatColor({ r: 1, g: 2, b: 3, a: 0.456 })).toBe('rgba(1, 2, 3, 0.46)')
  })
})

it('a font stack is sampled in its first family', () => {
  expect(firstFontFamily('"Fira Sans", system-ui, sans-serif')).toBe('Fira Sans')
  expect(firstFontFamily('Georgia, serif')).toBe('Georgia')
})
