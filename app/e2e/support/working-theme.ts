import type { Page } from '@playwright/test'

/** Stores `theme` as the working theme, as the app keeps it, before the page under test opens. */
export async function storeWorkingTheme(page: Page, theme: object) {
  await page.goto('/')
  await page.evaluate(
    (value) => localStorage.setItem('working-theme', JSON.stringify(value)),
    theme,
  )
}
