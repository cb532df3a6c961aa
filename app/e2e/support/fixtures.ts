import { test as base, expect, type Page } from '@playwright/test'

/*
 * Every test gets a new browser context, so localStorage and IndexedDB start empty and nothing
 * leaks between tests (reloads within a test keep their storage, as they would for a user).
 * Motion is reduced so layout transitions finish at once, and an uncaught page error fails the test.
 */
export const test = base.extend<{ failOnPageError: void }>({
  reducedMotion: 'reduce',
  failOnPageError: [
    async ({ page }, use) => {
      const errors: Error[] = []
      const blocked: string[] = []
      page.on('pageerror', (error) => errors.push(error))
      // The build's Content-Security-Policy must never get in the way of the app's own work. A
      // framed page's refusal (frame-ancestors) is that page's policy: a <meta> policy cannot set it.
      page.on('console', (message) => {
        const text = message.text()
        if (/Content Security Policy/i.test(text) && !/frame-ancestors/.test(text)) {
          blocked.push(text)
        }
      })
      await use()
      expect(errors, 'uncaught errors in the page').toEqual([])
      expect(blocked, 'requests blocked by the Content-Security-Policy').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

export const DESKTOP = { width: 1280, height: 800 }
export const MOBILE = { width: 390, height: 844 }

/** Every route with the title its page shows. */
export const ROUTE_TITLES = [
  ['/', 'Themes'],
  ['/json-editor', 'JSON Editor'],
  ['/designer', 'Designer'],
  ['/background-editor', 'Background Editor'],
  ['/components', 'Components'],
  ['/tables', 'Tables'],
  ['/dialogs', 'Dialogs'],
  ['/about', 'About'],
  ['/prepare-nft', 'Theme NFT'],
] as const

export function pageHeading(page: Page) {
  return page.getByRole('heading', { level: 1 })
}
