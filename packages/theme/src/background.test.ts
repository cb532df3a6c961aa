import { describe, expect, it } from 'vitest'
import { needsSeparateUpload } from './background.ts'

describe('needsSeparateUpload', () => {
  it.each([
    'background.webp',
    'images/bg.png',
    './background.jpg',
    '../shared/bg.png',
    '/abs/path.png',
    'blob:http://localhost/123',
    'file:///home/me/bg.png',
  ])('is true for the file path %j', (value) => {
    expect(needsSeparateUpload(value)).toBe(true)
  })

  it.each([
    undefined,
    '',
    '   ',
    'data:image/png;base64,iVBORw0KGgo=',
    'http://example.com/bg.png',
    'https://example.com/bg.png',
    'HTTPS://EXAMPLE.COM/BG.PNG',
    'DATA:image/webp;base64,AAAA',
  ])('is false for %j', (value) => {
    expect(needsSeparateUpload(value)).toBe(false)
  })

  it('does not treat look-alike prefixes as web addresses', () => {
    expect(needsSeparateUpload('https-background.png')).toBe(true)
    expect(needsSeparateUpload('http:/missing-slash.png')).toBe(true)
    expect(needsSeparateUpload('database.png')).toBe(true)
  })
})
