import { describe, expect, it } from 'vitest'
import { imageTooLargeMessage, isTooLargeToDecode } from './image-limits.ts'

describe('image decode limits', () => {
  it('refuses an image past 200 megapixels, naming its size and the limits', () => {
    const bomb = { width: 16000, height: 16000 }
    expect(isTooLargeToDecode(bomb)).toBe(true)
    expect(imageTooLargeMessage(bomb)).toBe(
      'The image is too large: 16000 x 16000 pixels (256 megapixels). Images may have at most ' +
        '200 megapixels and 32767 pixels a side.',
    )
    expect(imageTooLargeMessage(bomb, 'The background image')).toMatch(/^The background image is/)
  })

  it('takes the largest real photos, and refuses a thin image longer than a side may be', () => {
    // A 200-megapixel phone's full-size picture.
    expect(isTooLargeToDecode({ width: 16320, height: 12240 })).toBe(false)
    expect(isTooLargeToDecode({ width: 40000, height: 10 })).toBe(true)
    expect(imageTooLargeMessage({ width: 40000, height: 10 })).toMatch(
      /^The image is too large: 40000 x 10 pixels \(0\.4 megapixels\)\./,
    )
  })
})
