import { describe, expect, it } from 'vitest'
import { isPlainObject } from './index.ts'

describe('isPlainObject', () => {
  it('accepts JSON objects however they were made', () => {
    expect(isPlainObject({ colors: {} })).toBe(true)
    expect(isPlainObject(JSON.parse('{"name":"x"}'))).toBe(true)
    expect(isPlainObject(Object.create(null))).toBe(true)
  })

  it('refuses everything else', () => {
    for (const value of [null, undefined, [], 'text', 1, new Date(), new Map(), new (class {})()])
      expect(isPlainObject(value)).toBe(false)
  })
})
