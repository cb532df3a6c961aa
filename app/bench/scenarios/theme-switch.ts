import { coldContext, type BenchEnv } from '../lib/browser'

const SWITCHES = 30

/**
 * Clicks through the example themes (glass ones included) and times each click until the frame
 * showing the new colours has been painted, with the long tasks it caused.
 */
export async function measureThemeSwitches(env: BenchEnv) {
  const context = await coldContext(env.browser)
  const page = await context.newPage()
  await page.goto(env.base, { waitUntil: 'networkidle' })
  const cards = page.locator('[data-testid^="theme-card-"] [aria-pressed]')
  await cards.first().waitFor()
  const count = await cards.count()
  const cardNames = await cards.evaluateAll((buttons) =>
    buttons.map((button) =>
      button.closest('[data-testid^="theme-card-"]')?.getAttribute('data-testid'),
    ),
  )
  const clickToPaintMs: number[] = []
  const glassClickToPaintMs: number[] = []
  const longTasks: number[] = []
  for (let index = 0; clickToPaintMs.length < SWITCHES; index = (index + 1) % count) {
    const card = cards.nth(index)
    // Clicking the theme already shown changes nothing: only real switches count.
    if ((await card.getAttribute('aria-pressed')) === 'true') continue
    await card.scrollIntoViewIfNeeded()
    const result = await card.evaluate(
      (button) =>
        new Promise<{ ms: number; longTasks: number }>((resolve, reject) => {
          setTimeout(() => reject(new Error('the theme switch never painted')), 10_000)
          const tasks: PerformanceEntry[] = []
          const observer = new PerformanceObserver((list) => tasks.push(...list.getEntries()))
          observer.observe({ type: 'longtask' })
          const root = document.documentElement
          const before = getComputedStyle(root).getPropertyValue('--background') + root.className
          const start = performance.now()
          ;(button as HTMLElement).click()
          const frame = () => {
            const now = getComputedStyle(root).getPropertyValue('--background') + root.className
            if (now === before) return requestAnimationFrame(frame)
            // The frame whose rendering steps follow this callback shows the new colours; a
            // message posted now is handled right after that frame is painted.
            const channel = new MessageChannel()
            channel.port1.onmessage = () => {
              const ms = performance.now() - start
              setTimeout(() => {
                observer.disconnect()
                resolve({ ms, longTasks: tasks.length })
              }, 100)
            }
            channel.port2.postMessage(null)
          }
          requestAnimationFrame(frame)
        }),
    )
    clickToPaintMs.push(result.ms)
    longTasks.push(result.longTasks)
    // Glass themes paint backdrop filters over an image: the costliest switches, also on their own.
    if (cardNames[index]?.includes('glass')) glassClickToPaintMs.push(result.ms)
  }
  await context.close()
  return {
    'themeSwitch.clickToPaintMs': clickToPaintMs,
    'themeSwitch.glassClickToPaintMs': glassClickToPaintMs,
    'themeSwitch.longTasksPerSwitch': longTasks,
  }
}
