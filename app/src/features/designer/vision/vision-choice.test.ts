import { beforeEach, describe, expect, it } from 'vitest'
import { lookAlikeNote, readStoredVision, storeVision } from './vision-choice'
import { feColorMatrixValues, matrixSpace } from './vision-tools'

beforeEach(() => localStorage.clear())

describe('the stored vision', () => {
  it('is typical vision until one is chosen, and the choice once it is', () => {
    expect(readStoredVision()).toBe('typical')
    storeVision('deuteranopia')
    expect(localStorage.getItem('designer-vision')).toBe('deuteranopia')
    expect(readStoredVision()).toBe('deuteranopia')
  })

  it('reads anything it does not know as typical vision', () => {
    for (const stored of ['colour-blind', 'constructor', '"protanopia"', '']) {
      localStorage.setItem('designer-vision', stored)
      expect(readStoredVision()).toBe('typical')
    }
  })
})

describe('the SVG filter', () => {
  it('writes the matrix as feColorMatrix values, alpha untouched, in the matrix’s space', () => {
    const values = feColorMatrixValues('achromatopsia').split(' ').map(Number)
    expect(values).toHaveLength(20)
    const luminance = [0.2126, 0.7152, 0.0722, 0, 0]
    for (const row of [0, 1, 2]) {
      values.slice(row * 5, row * 5 + 5).forEach((value, index) => {
        expect(value).toBeCloseTo(luminance[index]!, 4)
      })
    }
    expect(values.slice(15)).toEqual([0, 0, 0, 1, 0])
    expect(matrixSpace('achromatopsia')).toBe('linearRGB')
    expect(matrixSpace('deuteranopia')).toBe('sRGB')
  })
})

it('names the look-alike pair and the vision', () => {
  expect(lookAlikeNote('deuteranopia', 'Primary', 'Destructive')).toBe(
    'Under deuteranopia, Primary and Destructive look alike',
  )
})
