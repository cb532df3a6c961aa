import { describe, expect, it } from 'vitest'
import {
  isCollectionInfoComplete,
  normalizeWebsite,
  parseStoredCollectionInfo,
  twitterHandle,
} from './collection-info'

const complete = { description: 'd', author: 'a', sponsor: 's', baseName: 'design' }

describe('collection info', () => {
  it('is complete when description, author and sponsor are non-blank after trimming', () => {
    expect(isCollectionInfoComplete(complete)).toBe(true)
    for (const field of ['description', 'author', 'sponsor'] as const) {
      expect(isCollectionInfoComplete({ ...complete, [field]: ' \n\t' })).toBe(false)
    }
  })

  it('reads back only known string fields', () => {
    const stored = JSON.parse(
      '{"description":"d","author":7,"sponsor":"s","website":"w","extra":"x","__proto__":{"polluted":true}}',
    ) as unknown
    const info = parseStoredCollectionInfo(stored)
    expect(info).toEqual({ description: 'd', author: '', sponsor: 's', baseName: '', website: 'w' })
    expect(Object.getPrototypeOf(info)).toBe(Object.prototype)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it.each([null, 'text', 3, ['a']])('refuses %j', (value) => {
    expect(parseStoredCollectionInfo(value)).toBeUndefined()
  })

  it('cleans the twitter handle and the website', () => {
    expect(twitterHandle(' @ada ')).toBe('ada')
    expect(twitterHandle('  ')).toBeUndefined()
    expect(normalizeWebsite('ada.example')).toBe('https://ada.example')
    expect(normalizeWebsite(' http://ada.example ')).toBe('http://ada.example')
    expect(normalizeWebsite('')).toBeUndefined()
  })
})
