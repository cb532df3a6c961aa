import { seriousViolations } from './support/axe'
import { DESKTOP, expect, MOBILE, ROUTE_TITLES, test } from './support/fixtures'

// The default working theme (light) and the built-in dark theme.
const THEMES = ['theme-a-roo-design', 'dark'] as const

for (const theme of THEMES) {
  test.describe(`every page in the ${theme} theme`, () => {
    test.use({ viewport: DESKTOP })
    for (const [path, title] of ROUTE_TITLES) {
      test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
        // axe reads each of the Designer's 200-odd field rows: over 20 s on a slower machine.
        test.slow(path === '/designer')
        await page.goto('/')
        await page.evaluate((name) => localStorage.setItem('theme', name), theme)
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
        await expect(page.locator('html')).toHaveClass(new RegExp(`theme-${theme}`))
        // Let lazy parts (editor, AI method) finish loading before scanning.
        await page.waitForLoadState('networkidle')
        expect(await seriousViolations(page)).toEqual([])
      })
    }
  })
}

test('the home page on a phone has no serious or critical accessibility violations', async ({
  page,
}) => {
  await page.setViewportSize(MOBILE)
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Themes' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})
