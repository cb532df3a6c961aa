import { gzipSync } from 'node:zlib'
import { expect, test } from './support/fixtures'

/*
 * The first page stays light: the JS and CSS it loads, gzipped, fit in 200 KB. The editor, the
 * wizard, the Designer, the dialogs (the error dialog and the phone's navigation drawer too) and the
 * collapsed sidebar's tooltips load where they are used.
 */
const BUDGET_KB = 200

test('the home page loads at most 200 KB of JS and CSS, gzipped', async ({ page }) => {
  const loaded: { path: string; gzipBytes: number }[] = []
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? ''
    if (!/javascript|css/.test(type)) return
    const body = await response.body().catch(() => Buffer.alloc(0))
    loaded.push({ path: new URL(response.url()).pathname, gzipBytes: gzipSync(body).length })
  })
  await page.goto('/', { waitUntil: 'networkidle' })
  await expect(page.getByRole('heading', { level: 1, name: 'Themes' })).toBeVisible()
  const totalKB = loaded.reduce((sum, file) => sum + file.gzipBytes, 0) / 1024
  const largest = [...loaded]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .slice(0, 5)
    .map((file) => `${file.path} ${(file.gzipBytes / 1024).toFixed(1)} KB`)
  expect(totalKB, `largest: ${largest.join(', ')}`).toBeLessThanOrEqual(BUDGET_KB)
  expect(loaded.map((file) => file.path).join(' ')).not.toMatch(
    /monaco|editor\.worker|PrepareNft|DesignerPage|JsonEditorPage|tooltip|ErrorDialog|NavigationDrawer/i,
  )
})
