import { afterEach, describe, expect, it } from 'vitest'
import { isBoolean, readStoredJson } from './local-storage'

afterEach(() => localStorage.clear())

describe('readStoredJson', () => {
  it('reads a valid value and leaves storage as it was', () => {
    localStorage.setItem('flag', 'true')
    expect(readStoredJson('flag', isBoolean)).toBe(true)
    expect({ ...localStorage }).toEqual({ flag: 'true' })
  })

  it('keeps unreadable or invalid text under a backup key before the app replaces it', () => {
    localStorage.setItem('broken', '{"half')
    localStorage.setItem('wrong', '"yes"')
    expect(readStoredJson('broken', isBoolean)).toBeUndefined()
    expect(readStoredJson('wrong', isBoolean)).toBeUndefined()
    expect(localStorage.getItem('broken-backup')).toBe('{"half')
    expect(localStorage.getItem('wrong-backup')).toBe('"yes"')
  })

  it('keeps the first unreadable text, not a later one', () => {
    localStorage.setItem('broken', 'first')
    readStoredJson('broken', isBoolean)
    localStorage.setItem('broken', 'second')
    readStoredJson('broken', isBoolean)
    expect(localStorage.getItem('broken-backup')).toBe('first')
  })
})
