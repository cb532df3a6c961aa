import { afterEach, describe, expect, it, vi } from 'vitest'
import { hasPreviousScreen } from './previous-screen'

/*
 * The browser's side of it (a real tab's history) is covered end to end; these pin down which
 * signal wins where browsers differ.
 */
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  window.history.replaceState(null, '')
})

function referrer(url: string) {
  vi.spyOn(document, 'referrer', 'get').mockReturnValue(url)
}

describe('whether there is a previous screen', () => {
  it("trusts the router's count of moves within the app", () => {
    vi.stubGlobal('navigation', { canGoBack: false })
    window.history.replaceState({ idx: 2 }, '')
    expect(hasPreviousScreen()).toBe(true)
  })

  it('asks the Navigation API when the app has just loaded', () => {
    window.history.replaceState({ idx: 0 }, '')
    vi.stubGlobal('navigation', { canGoBack: true })
    expect(hasPreviousScreen()).toBe(true)
    vi.stubGlobal('navigation', { canGoBack: false })
    referrer(`${window.location.origin}/components`)
    expect(hasPreviousScreen()).toBe(false)
  })

  it("without the Navigation API, counts a referrer of this app's origin with history behind it", () => {
    vi.spyOn(window.history, 'length', 'get').mockReturnValue(2)
    referrer(`${window.location.origin}/components`)
    expect(hasPreviousScreen()).toBe(true)
    referrer('https://elsewhere.example/')
    expect(hasPreviousScreen()).toBe(false)
    referrer('')
    expect(hasPreviousScreen()).toBe(false)
  })

  it('a referrer of this app opened in a new tab has nothing to go back to', () => {
    vi.spyOn(window.history, 'length', 'get').mockReturnValue(1)
    referrer(`${window.location.origin}/components`)
    expect(hasPreviousScreen()).toBe(false)
  })
})
