import { describe, expect, it } from 'vitest'
import {
  classifyImageReference,
  needsSeparateUpload,
  storedImageKey,
  storedImageReference,
} from './image-reference.ts'

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

describe('classifyImageReference', () => {
  it.each([
    [undefined, 'none'],
    ['  ', 'none'],
    ['data:image/png;base64,iVBORw0KGgo=', 'embedded'],
    ['DATA:image/png;base64,iVBORw0KGgo=', 'embedded'],
    ['https://example.com/bg.png', 'web'],
    ['HTTP://EXAMPLE.COM/BG.PNG', 'web'],
    ['blob:http://127.0.0.1:4173/5d2c', 'object-url'],
    [`stored-image:${'ab'.repeat(32)}`, 'stored'],
    ['ipfs://bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy/bg.png', 'ipfs'],
    ['background.webp', 'bundled'],
    ['http:/missing-slash.png', 'bundled'],
    ['file:///home/me/bg.png', 'bundled'],
  ] as const)('classifies %j as %s', (value, kind) => {
    expect(classifyImageReference(value)).toBe(kind)
  })

  it('judges the trimmed text', () => {
    expect(classifyImageReference('  https://example.com/a.png ')).toBe('web')
  })
})

describe('stored image references', () => {
  it('name an image by its content and give the content key back', () => {
    const key = '0f'.repeat(32)
    expect(storedImageReference(key)).toBe(`stored-image:${key}`)
    expect(storedImageKey(storedImageReference(key))).toBe(key)
    expect(needsSeparateUpload(storedImageReference(key))).toBe(true)
  })

  it('find no key in anything else', () => {
    expect(storedImageKey('blob:http://127.0.0.1/5d2c')).toBeUndefined()
    expect(storedImageKey('https://example.com/stored-image:ab')).toBeUndefined()
    expect(storedImageKey(42)).toBeUndefined()
  })
})
