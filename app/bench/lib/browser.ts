import { spawn, type ChildProcess } from 'node:child_process'
import { join } from 'node:path'
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/chromium'
import { SESSION_KEYS, STORAGE_KEYS } from '../../src/storage/keys'

/*
 * What every scenario shares: the production build served by `vite preview` on 127.0.0.1, Debian's
 * Chromium, a fresh (cold) context per measured load, and in-page probes for long tasks and
 * painted frames.
 */
const appDir = new URL('../../', import.meta.url).pathname

export interface BenchEnv {
  base: string
  browser: Browser
  /** The fake Pinata's gateway, for the scenarios that upload. */
  gatewayUrl: string
  /** Files the fake Pinata received, oldest first. */
  pinnedFiles: () => { size: number; via: string }[]
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok
  } catch {
    return false
  }
}

export async function startPreview(port: number): Promise<ChildProcess> {
  const base = `http://127.0.0.1:${port}`
  // Another server on the port would be measured instead of this build.
  if (await answers(base)) throw new Error(`port ${port} is taken by another server`)
  const server = spawn(
    process.execPath,
    [
      join(appDir, '../node_modules/vite/bin/vite.js'),
      'preview',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
    ],
    { cwd: appDir, stdio: ['ignore', 'ignore', 'inherit'], detached: true },
  )
  for (let attempt = 0; attempt < 300; attempt++) {
    if (server.exitCode !== null) throw new Error('preview server exited')
    if (await answers(base)) return server
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('preview server did not start')
}

/**
 * Nothing leaves the machine: every address but the loopback goes to a proxy on a port where
 * nothing listens, so the request fails. (Intercepting requests with a route would do the same,
 * but then every request body passes through the test's connection, which slows an upload to a
 * few MiB/s and would measure the interception instead of the app.)
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    proxy: { server: 'http://127.0.0.1:9', bypass: '127.0.0.1' },
  })
}

/** Long tasks from the first script on, kept in window.__benchLongTasks. */
const LONG_TASK_PROBE = () => {
  const tasks: { start: number; duration: number }[] = []
  ;(window as unknown as { __benchLongTasks: typeof tasks }).__benchLongTasks = tasks
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      tasks.push({ start: entry.startTime, duration: entry.duration })
  }).observe({ type: 'longtask', buffered: true })
}

/** The app's timed stages (User Timing 'stage:*' measures), kept in window.__benchStages. */
const STAGE_PROBE = () => {
  const stages: { name: string; start: number; duration: number }[] = []
  ;(window as unknown as { __benchStages: typeof stages }).__benchStages = stages
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name.startsWith('stage:')) {
        stages.push({ name: entry.name.slice(6), start: entry.startTime, duration: entry.duration })
      }
    }
  }).observe({ type: 'measure' })
}

/** Total time of each stage that began within [from, to] (page clock), by stage name. */
export function stageTimesBetween(
  page: Page,
  from: number,
  to: number,
): Promise<Record<string, number>> {
  return page.evaluate(
    ([start, end]) => {
      const { __benchStages: stages } = window as unknown as {
        __benchStages: { name: string; start: number; duration: number }[]
      }
      const totals: Record<string, number> = {}
      for (const stage of stages) {
        if (stage.start >= start && stage.start <= end) {
          totals[stage.name] = (totals[stage.name] ?? 0) + stage.duration
        }
      }
      return totals
    },
    [from, to] as const,
  )
}

export async function coldContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    acceptDownloads: true,
  })
  // tsx keeps function names by wrapping them in a `__name` helper, which the functions this
  // script sends into the page bring along; the page gets a harmless one.
  await context.addInitScript('globalThis.__name = (fn) => fn')
  await context.addInitScript(LONG_TASK_PROBE)
  await context.addInitScript(STAGE_PROBE)
  return context
}

/** The longest task that overlapped [from, to] (page clock), 0 when there was none. */
export function longestTaskBetween(page: Page, from: number, to: number): Promise<number> {
  return page.evaluate(
    ([start, end]) => {
      const { __benchLongTasks: tasks } = window as unknown as {
        __benchLongTasks: { start: number; duration: number }[]
      }
      return Math.max(
        0,
        ...tasks
          .filter((task) => task.start + task.duration >= start && task.start <= end)
          .map((task) => task.duration),
      )
    },
    [from, to] as const,
  )
}

export function pageNow(page: Page): Promise<number> {
  return page.evaluate(() => performance.now())
}

/**
 * Watches the page from now on for an element matching `selector` (and holding `text`, if given);
 * the returned function waits for it and answers the page clock when it entered the document, so
 * the figure does not include the test driver's polling.
 */
export async function watchForElement(
  page: Page,
  { selector, text, timeout = 30_000 }: { selector: string; text?: string; timeout?: number },
): Promise<() => Promise<number>> {
  await page.evaluate(
    ([selector, text]) => {
      const found = () =>
        [...document.querySelectorAll(selector)].some(
          (element) => text === undefined || element.textContent?.includes(text),
        )
      new MutationObserver((_, observer) => {
        if (!found()) return
        ;(window as unknown as { __appearedAt: number }).__appearedAt = performance.now()
        observer.disconnect()
      }).observe(document.body, { childList: true, subtree: true, characterData: true })
    },
    [selector, text] as const,
  )
  return async () => {
    const appeared = await page.waitForFunction(
      () => (window as unknown as { __appearedAt?: number }).__appearedAt,
      undefined,
      { timeout },
    )
    return (await appeared.jsonValue()) as number
  }
}

/** The page clock once the next frame has been painted (two frames: the second starts after). */
export function afterNextPaint(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now()))),
      ),
  )
}

export async function jsHeapMB(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('HeapProfiler.collectGarbage')
  const { usedSize } = await cdp.send('Runtime.getHeapUsage')
  await cdp.detach()
  return usedSize / 1024 / 1024
}

/** A working theme the user made, stored before the app starts (a fresh context shows it). */
export async function seedWorkingTheme(page: Page, base: string, theme: object) {
  await page.goto(base)
  await page.evaluate(({ key, value }) => localStorage.setItem(key, JSON.stringify(value)), {
    key: STORAGE_KEYS.workingTheme,
    value: theme,
  })
}

/** The working theme as stored, or '' while nothing has changed it. */
export async function storedWorkingTheme(page: Page): Promise<string> {
  return page.evaluate((key) => localStorage.getItem(key) ?? '', STORAGE_KEYS.workingTheme)
}

/** Opens the NFT wizard at its images step, the collection's details filled in. */
export async function openWizardAtImages(page: Page, base: string, baseName: string) {
  await page.evaluate(
    ({ keys, info }) => {
      localStorage.setItem(keys.info, JSON.stringify(info))
      sessionStorage.setItem(keys.step, '2')
    },
    {
      keys: { info: STORAGE_KEYS.nftCollectionInfo, step: SESSION_KEYS.nftWizardStep },
      info: { description: 'd', author: 'a', sponsor: 's', baseName },
    },
  )
  await page.goto(`${base}/prepare-nft`)
}
