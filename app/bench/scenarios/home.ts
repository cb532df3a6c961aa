import { gzipSync } from 'node:zlib'
import { coldContext, jsHeapMB, longestTaskBetween, type BenchEnv } from '../lib/browser'

// Code that must not load on the home page: the editor, the wizard, the providers' SDKs.
const FORBIDDEN =
  /monaco|editor\.worker|json\.worker|openai|pinata|JsonEditorPage|BackgroundEditorPage|PrepareNftPage|GenerateWithAi/i

/** One cold load of the home page: what it ships, when it paints, how busy the main thread is. */
export async function measureHome(env: BenchEnv) {
  const context = await coldContext(env.browser)
  const page = await context.newPage()
  const responses: { path: string; type: string; bytes: number; gzip: number }[] = []
  page.on('response', async (response) => {
    const url = new URL(response.url())
    if (url.origin !== env.base) return
    const body = await response.body().catch(() => Buffer.alloc(0))
    responses.push({
      path: url.pathname,
      type: response.headers()['content-type'] ?? '',
      bytes: body.length,
      gzip: gzipSync(body).length,
    })
  })
  await context.addInitScript(() => {
    // The frame that first has a theme card (the grid the user came for) is painted; a message
    // posted in its animation callback is handled right after that paint.
    const check = () => {
      if (!document.querySelector('[data-testid^="theme-card-"]'))
        return requestAnimationFrame(check)
      const channel = new MessageChannel()
      channel.port1.onmessage = () => {
        ;(window as unknown as { __gridVisibleAt: number }).__gridVisibleAt = performance.now()
      }
      channel.port2.postMessage(null)
    }
    requestAnimationFrame(check)
  })
  await page.goto(env.base, { waitUntil: 'networkidle' })
  await page.getByRole('heading', { name: 'Themes', level: 1 }).waitFor()
  await page.waitForFunction(() => '__gridVisibleAt' in window)
  const timings = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    // Nothing is visible before the first contentful paint, whatever the frame timing says.
    grid: Math.max(
      (window as unknown as { __gridVisibleAt: number }).__gridVisibleAt,
      performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    ),
    now: performance.now(),
  }))
  const longestTask = await longestTaskBetween(page, 0, timings.now)
  const heap = await jsHeapMB(page)
  await context.close()

  const kb = (bytes: number) => bytes / 1024
  const sum = (list: typeof responses, key: 'bytes' | 'gzip') =>
    list.reduce((total, entry) => total + entry[key], 0)
  const js = responses.filter((entry) => /javascript/.test(entry.type))
  const css = responses.filter((entry) => /css/.test(entry.type))
  const forbidden = [...js, ...css].filter((entry) => FORBIDDEN.test(entry.path))
  if (forbidden.length > 0) {
    throw new Error(`home page loaded code it must not: ${forbidden.map((e) => e.path).join(', ')}`)
  }
  return {
    'home.jsGzipKB': kb(sum(js, 'gzip')),
    'home.cssGzipKB': kb(sum(css, 'gzip')),
    'home.jsCssGzipKB': kb(sum(js, 'gzip') + sum(css, 'gzip')),
    'home.jsCssRawKB': kb(sum(js, 'bytes') + sum(css, 'bytes')),
    'home.transferKB': kb(sum(responses, 'bytes')),
    'home.requests': responses.length,
    'home.firstContentfulPaintMs': timings.fcp,
    'home.gridVisibleMs': timings.grid,
    'home.longestTaskMs': longestTask,
    'home.jsHeapMB': heap,
  }
}
