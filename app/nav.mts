import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/support/chromium'
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
await page.goto('http://127.0.0.1:4197/designer')
await page.waitForFunction(() => document.querySelectorAll('[data-field]').length > 200)
for (const group of ['buttons', 'tables', 'shadows', 'colors']) {
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.waitForTimeout(200)
  await page.locator(`a[href="#designer-${group}"]`).click()
  const tops = []
  for (let i = 0; i < 4; i++) { tops.push(await page.evaluate((g) => Math.round(document.getElementById(`designer-${g}`)!.getBoundingClientRect().top), group)); await page.waitForTimeout(150) }
  console.log(group, tops)
}
await browser.close()
