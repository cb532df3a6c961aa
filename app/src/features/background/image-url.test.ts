import { describe, expect, it } from 'vitest'
import { checkImageUrl } from './image-url'

describe('checkImageUrl', () => {
  it.each(['', '   ', '\n\t'])('asks for a URL when the field is blank (%j)', (text) => {
    expect(checkImageUrl(text)).toEqual({ ok: false, message: 'Please enter an image URL' })
  })

  it.each([
    'not a url',
    'example.com/image.png',
    '/images/background.png',
    'ftp://example.com/image.png',
    'javascript:alert(1)',
    'blob:https://example.com/1234',
    'data:text/html,<p>hi</p>',
    'file:///home/me/image.png',
  ])('refuses %j', (text) => {
    expect(checkImageUrl(text)).toEqual({ ok: false, message: 'Please enter a valid image URL' })
  })

  it.each([
    ['https://example.com/image.png', 'https://example.com/image.png'],
    ['  http://127.0.0.1:8080/a b.jpg \n', 'http://127.0.0.1:8080/a b.jpg'],
    ['data:image/png;base64,iVBORw0KGgo=', 'data:image/png;base64,iVBORw0KGgo='],
    ['data:image/svg+xml,%3Csvg%3E%3C/svg%3E', 'data:image/svg+xml,%3Csvg%3E%3C/svg%3E'],
  ])('accepts %j as the trimmed address', (text, url) => {
    expect(checkImageUrl(text)).toEqual({ ok: true, url })
  })
})
