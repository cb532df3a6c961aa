import { describe, expect, it } from 'vitest'
import {
  cssFontStackToFamilies,
  cssLengthToDimension,
  cssShadowToLayers,
  dimensionToCss,
  familiesToCss,
  layersToCss,
  type Reading,
} from './dtcg-values.ts'

function css(reading: Reading): string {
  if ('problem' in reading) throw new Error(reading.problem)
  return reading.css
}

function problem(reading: Reading): string | undefined {
  return 'problem' in reading ? reading.problem : undefined
}

describe('lengths and dimensions', () => {
  it('turns px, rem and a bare 0 into dimensions', () => {
    expect(cssLengthToDimension('12px')).toEqual({ value: 12, unit: 'px' })
    expect(cssLengthToDimension(' .5rem ')).toEqual({ value: 0.5, unit: 'rem' })
    expect(cssLengthToDimension('-2px')).toEqual({ value: -2, unit: 'px' })
    expect(cssLengthToDimension('0')).toEqual({ value: 0, unit: 'px' })
    expect(cssLengthToDimension('9999PX')).toEqual({ value: 9999, unit: 'px' })
  })

  it('refuses units the format has no dimension for', () => {
    for (const length of ['50%', '1em', '10vw', 'calc(1rem + 2px)', '12', 'auto', '']) {
      expect(cssLengthToDimension(length)).toBeUndefined()
    }
  })

  it('writes dimensions, and legacy length strings, as CSS', () => {
    expect(css(dimensionToCss({ value: 0.75, unit: 'rem' }))).toBe('0.75rem')
    expect(css(dimensionToCss('8px'))).toBe('8px')
    expect(problem(dimensionToCss({ value: 1, unit: 'em' }))).toBe('unit "em" is not px or rem')
    expect(problem(dimensionToCss({ value: '1', unit: 'px' }))).toBe(
      'a dimension value must be a number',
    )
    expect(problem(dimensionToCss('50%'))).toBe('"50%" is not a px or rem length')
  })
})

describe('font stacks and font families', () => {
  it('reads names quoted either way, unquoted names and escapes', () => {
    expect(cssFontStackToFamilies(`'Inter', system-ui, sans-serif`)).toEqual([
      'Inter',
      'system-ui',
      'sans-serif',
    ])
    expect(cssFontStackToFamilies(`"Segoe UI", Times  New Roman, 'It\\'s', monospace`)).toEqual([
      'Segoe UI',
      'Times New Roman',
      "It's",
      'monospace',
    ])
  })

  it('refuses what is not a plain list of names', () => {
    for (const stack of [
      '"Inter, system-ui, sans-serif',
      'var(--font), serif',
      'Inter,, serif',
      '',
      '"Inter" bold',
    ]) {
      expect(cssFontStackToFamilies(stack)).toBeUndefined()
    }
  })

  it('quotes the names that need it when writing a stack', () => {
    expect(css(familiesToCss(['Segoe UI', 'Inter', 'system-ui', 'sans-serif']))).toBe(
      `'Segoe UI', Inter, system-ui, sans-serif`,
    )
    expect(css(familiesToCss("It's"))).toBe(`'It\\'s'`)
    expect(css(familiesToCss(['inherit']))).toBe(`'inherit'`)
    expect(problem(familiesToCss([]))).toBe('a font family must be a name or a list of names')
    expect(problem(familiesToCss(['Inter', 3]))).toBe(
      'a font family must be a name or a list of names',
    )
  })

  it('gives the same families back after a trip through CSS', () => {
    const families = [
      'Share Tech',
      'Rajdhani',
      'Segoe UI',
      "O'Neil Sans",
      'ui-sans-serif',
      'sans-serif',
    ]
    expect(cssFontStackToFamilies(css(familiesToCss(families)))).toEqual(families)
  })
})

describe('box shadows and shadow layers', () => {
  it('reads one layer with its colour in any spelling', () => {
    for (const [shadow, hex] of [
      ['0 1px 2px rgb(0 0 0 / 0.08)', '#000000'],
      ['0 1px 2px #336699', '#336699'],
      ['0 1px 2px hsl(210 50% 40%)', '#336699'],
      ['0 1px 2px rebeccapurple', '#663399'],
      ['rgba(51, 102, 153, 0.5) 0 1px 2px', '#336699'],
    ] as const) {
      const [layer] = cssShadowToLayers(shadow) ?? []
      expect(layer?.color.hex, shadow).toBe(hex)
      expect(layer?.offsetY).toEqual({ value: 1, unit: 'px' })
      expect(layer?.blur).toEqual({ value: 2, unit: 'px' })
      expect(layer?.spread).toEqual({ value: 0, unit: 'px' })
    }
  })

  it('reads several layers, inset and spread', () => {
    const layers = cssShadowToLayers(
      '0 0 0 1px rgb(45 245 138 / 0.12), inset 0 2px 4px -1px oklch(0.5 0.1 200 / 0.3)',
    )
    expect(layers).toHaveLength(2)
    expect(layers?.[0]).toMatchObject({ spread: { value: 1, unit: 'px' }, color: { alpha: 0.12 } })
    expect(layers?.[0]?.inset).toBeUndefined()
    expect(layers?.[1]).toMatchObject({
      inset: true,
      offsetY: { value: 2, unit: 'px' },
      blur: { value: 4, unit: 'px' },
      spread: { value: -1, unit: 'px' },
      color: { colorSpace: 'oklch', components: [0.5, 0.1, 200], alpha: 0.3 },
    })
  })

  it('reads none as no layer, and writes a layer that draws nothing as none', () => {
    expect(cssShadowToLayers('none')).toEqual([])
    expect(css(layersToCss([]))).toBe('none')
    // The one layer an export writes for none, as other tools keep it.
    expect(css(layersToCss(cssShadowToLayers('0 0 0 0 rgb(0 0 0 / 0)')))).toBe('none')
    expect(css(layersToCss(cssShadowToLayers('0 0 0 1px rgb(0 0 0 / 0)')))).not.toBe('none')
  })

  it('refuses shadows the format cannot hold', () => {
    for (const shadow of [
      '0 1px 2px', // colour taken from the text
      '0 1px 2px var(--shadow)',
      '0 0.1em 2px black',
      '0 1px black 2px',
      '0 1px 2px 3px 4px black',
      '0 1px 2px red blue',
      '',
    ]) {
      expect(cssShadowToLayers(shadow), shadow).toBeUndefined()
    }
  })

  it('writes layers as a box-shadow that reads back the same', () => {
    const shadow =
      '0 0 0 1px rgb(45 245 138 / 0.12), inset 0 2px 4px -1px hsl(210 50% 40% / 0.3), 0 10px 20px #000'
    const layers = cssShadowToLayers(shadow)
    const written = css(layersToCss(layers))
    expect(written).toBe(
      '0px 0px 0px 1px rgb(45 245 138 / 0.12), inset 0px 2px 4px -1px hsl(210 50% 40% / 0.3), 0px 10px 20px 0px #000000',
    )
    expect(cssShadowToLayers(written)).toEqual(layers)
  })

  it('writes one layer given as an object, with blur and spread defaulting to 0', () => {
    expect(
      css(
        layersToCss({
          color: '#00000080',
          offsetX: { value: 0, unit: 'px' },
          offsetY: { value: 4, unit: 'px' },
        }),
      ),
    ).toBe('0px 4px 0px 0px #00000080')
  })

  it('says which part of a layer is wrong', () => {
    expect(problem(layersToCss([{ color: '#000', offsetX: '1em', offsetY: '0px' }]))).toBe(
      'shadow offsetX: "1em" is not a px or rem length',
    )
    expect(
      problem(
        layersToCss({ color: 'nope', offsetX: '0px', offsetY: '0px', blur: '0px', spread: '0px' }),
      ),
    ).toBe('shadow color: "nope" is not a colour')
    expect(problem(layersToCss(['0 1px red']))).toBe(
      'a shadow must be an object with color, offsetX, offsetY, blur, spread',
    )
  })
})
