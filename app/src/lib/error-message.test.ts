import { describe, expect, it } from 'vitest'
import { errorMessage } from './error-message'

describe('errorMessage', () => {
  it("shows an Error's own message, of any Error subclass", () => {
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch')
  })

  it('shows a thrown value that is no Error as text', () => {
    expect(errorMessage('quota exceeded')).toBe('quota exceeded')
    expect(errorMessage(404)).toBe('404')
    expect(errorMessage(undefined)).toBe('undefined')
  })
})
