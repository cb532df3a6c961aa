import type { Page } from '@playwright/test'

/**
 * Replaces the JSON editor's text by select-all and a paste (typing would auto-close brackets).
 * The page needs the clipboard permissions.
 */
export async function pasteIntoEditor(page: Page, text: string) {
  await page.locator('.monaco-editor .view-lines').click()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.press('Delete')
  await page.evaluate((value) => navigator.clipboard.writeText(value), text)
  await page.keyboard.press('ControlOrMeta+V')
}
