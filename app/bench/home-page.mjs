// Measures the production build in headless Chromium and prints the figures as JSON:
// what a cold load of the home page ships, and how fast a theme switch repaints and settles.
// Run with `npm run bench` (builds first). Not part of pass/fail.
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'

const PORT = 4195
const BASE = `http://127.0.0.1:${PORT}`
const appDirUrl = new URL('../', import.meta.url)
const appDir = appDirUrl.pathname
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
// Code that must not load on the home page.
const FORBIDDEN =
  /monaco|editor\.worker|json\.worker|openai|pinata|JsonEditorPage|BackgroundEditorPage|PrepareNftPage|GenerateWithAi/i

async function waitForServer() {
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      if ((await fetch(BASE)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('preview server did not start')
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

async function measureColdLoad(browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  const responses = []
  page.on('response', async (response) => {
    const url = new URL(response.url())
    if (url.origin !== BASE) return
    const body = await response.body().catch(() => Buffer.alloc(0))
    responses.push({
      path: url.pathname,
      type: response.headers()['content-type'] ?? '',
      bytes: body.length,
      gzip: gzipSync(body).length,
    })
  })
  await page.goto(BASE, { waitUntil: 'networkidle' })
  await page.getByRole('heading', { name: 'Themes', level: 1 }).waitFor()
  const longestTask = await page.evaluate(
    () =>
      new Promise((resolve) => {
        let longest = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) longest = Math.max(longest, entry.duration)
        }).observe({ type: 'longtask', buffered: true })
        setTimeout(() => resolve(longest), 500)
      }),
  )
  await context.close()
  const code = responses.filter((r) => /javascript|css/.test(r.type))
  const kb = (bytes) => Math.round(bytes / 102.4) / 10
  return {
    requests: responses.length,
    jsCssGzipKB: kb(code.reduce((sum, r) => sum + r.gzip, 0)),
    jsCssRawKB: kb(code.reduce((sum, r) => sum + r.bytes, 0)),
    totalTransferKB: kb(responses.reduce((sum, r) => sum + r.bytes, 0)),
    images: responses
      .filter((r) => r.type.startsWith('image/'))
      .map((r) => `${r.path} ${kb(r.bytes)} KB`),
    forbiddenCodeLoaded: code.filter((r) => FORBIDDEN.test(r.path)).map((r) => r.path),
    longestTaskAtLoadMs: Math.round(longestTask),
  }
}

async function measureThemeSwitches(browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  await page.goto(BASE, { waitUntil: 'networkidle' })
  const cards = page.locator('[data-testid^="theme-card-"] [aria-pressed]')
  await cards.first().waitFor()
  const count = await cards.count()
  const results = []
  for (let round = 0; round < 2; round++) {
    for (let index = 0; index < count; index++) {
      // Clicking the theme already shown changes nothing; measure real switches only.
      if ((await cards.nth(index).getAttribute('aria-pressed')) === 'true') continue
      const name = await cards
        .nth(index)
        .evaluate((button) =>
          button.closest('[data-testid]').dataset.testid.replace('theme-card-', ''),
        )
      const result = await cards.nth(index).evaluate(
        (button) =>
          new Promise((resolve) => {
            const longTasks = []
            const observer = new PerformanceObserver((list) => longTasks.push(...list.getEntries()))
            observer.observe({ type: 'longtask' })
            const before = getComputedStyle(document.documentElement).getPropertyValue(
              '--background',
            )
            const start = performance.now()
            button.click()
            let frames = 0
            let repaintFrames
            const tick = () => {
              frames++
              const now = getComputedStyle(document.documentElement).getPropertyValue(
                '--background',
              )
              if (repaintFrames === undefined && (now !== before || frames > 10))
                repaintFrames = frames
              if (frames < 30) requestAnimationFrame(tick)
              else {
                observer.disconnect()
                const quietAt = longTasks.reduce(
                  (end, task) => Math.max(end, task.startTime + task.duration - start),
                  0,
                )
                resolve({
                  repaintFrames,
                  quietAfterMs: Math.round(quietAt),
                  longTasks: longTasks.length,
                })
              }
            }
            requestAnimationFrame(() => {
              tick()
            })
          }),
      )
      results.push({ name, ...result })
    }
  }
  await context.close()
  return {
    switches: results.length,
    repaintFramesMedian: median(results.map((r) => r.repaintFrames)),
    repaintFramesMax: Math.max(...results.map((r) => r.repaintFrames)),
    quietAfterMsMedian: median(results.map((r) => r.quietAfterMs)),
    quietAfterMsMax: Math.max(...results.map((r) => r.quietAfterMs)),
    longTasksTotal: results.reduce((sum, r) => sum + r.longTasks, 0),
    slowest: results
      .filter((r) => r.quietAfterMs > 0)
      .sort((a, b) => b.quietAfterMs - a.quietAfterMs)
      .slice(0, 5)
      .map(
        (r) =>
          `${r.name}: quiet after ${r.quietAfterMs} ms, repainted in ${r.repaintFrames} frame(s)`,
      ),
  }
}

const server = spawn(
  process.execPath,
  [
    new URL('../node_modules/vite/bin/vite.js', appDirUrl).pathname,
    'preview',
    '--host',
    '127.0.0.1',
    '--port',
    String(PORT),
    '--strictPort',
  ],
  {
    cwd: appDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  },
)
try {
  await waitForServer()
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  })
  const coldLoad = await measureColdLoad(browser)
  const themeSwitch = await measureThemeSwitches(browser)
  await browser.close()
  const indexHtml = readFileSync(`${appDir}dist/index.html`, 'utf8')
  console.log(
    JSON.stringify(
      { coldLoad, themeSwitch, entryScripts: indexHtml.match(/assets\/[^"]+\.js/g) },
      null,
      2,
    ),
  )
} finally {
  process.kill(-server.pid)
}
