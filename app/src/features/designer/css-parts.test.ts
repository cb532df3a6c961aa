import { describe, expect, it } from 'vitest'
import { formatFilter, formatShadow, parseFilter, parseShadow } from './css-parts'

describe('shadow parts', () => {
  it.each([
    [
      '0 4px 12px rgba(0, 0, 0, 0.3)',
      { inset: false, x: 0, y: 4, blur: 12, spread: 0, color: 'rgba(0, 0, 0, 0.3)' },
    ],
    ['inset 1px 2px #000', { inset: true, x: 1, y: 2, blur: 0, spread: 0, color: '#000' }],
    ['red -2px 3px 4px 5px', { inset: false, x: -2, y: 3, blur: 4, spread: 5, color: 'red' }],
  ])('%s', (text, parts) => {
    expect(parseShadow(text)).toEqual(parts)
  })

  it.each([
    '0 1px 2px red, 0 2px 4px blue',
    'none',
    'var(--shadow)',
    '0 4px',
    '1 2 3 red',
    '0 4px -2px red',
    '0 4px 12px red blue',
  ])('%s stays text', (text) => {
    expect(parseShadow(text)).toBeUndefined()
  })

  it('writes the parts back', () => {
    expect(
      formatShadow({ inset: true, x: 0, y: 4.5, blur: 12, spread: -1, color: '#00000080' }),
    ).toBe('inset 0px 4.5px 12px -1px #00000080')
  })
})

describe('backdrop filter parts', () => {
  it.each([
    ['blur(16px) saturate(180%)', { blur: 16, saturate: 180 }],
    ['brightness(0.8)', { brightness: 0.8 }],
    ['brightness(120%) saturate(1.5)', { brightness: 1.2, saturate: 150 }],
    ['none', {}],
    ['', {}],
  ])('%s', (text, parts) => {
    expect(parseFilter(text)).toEqual(parts)
  })

  it.each(['blur(1rem)', 'contrast(2)', 'blur(2px) blur(3px)', 'url(#f)', 'blur(4)'])(
    '%s stays text',
    (text) => {
      expect(parseFilter(text)).toBeUndefined()
    },
  )

  it('writes the parts back in a fixed order, or none', () => {
    expect(formatFilter({ saturate: 180, blur: 16 })).toBe('blur(16px) saturate(180%)')
    expect(formatFilter({ brightness: 0.85 })).toBe('brightness(0.85)')
    expect(formatFilter({})).toBe('none')
  })
})
