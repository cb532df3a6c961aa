// Elements restyled per Designer edit, from the trace's UpdateLayoutTree events (load-independent).
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '/work/main/app/e2e/support/chromium'
const port = process.argv[2] ?? '4197'
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
await page.goto(`http://127.0.0.1:${port}/designer`)
await page.waitForFunction(() => /pairs (reach|are below) AA/.test(document.body.textContent ?? '') && document.querySelectorAll('[data-field]').length > 200)
await page.waitForTimeout(1000)
const cdp = await page.context().newCDPSession(page)
const events: any[] = []
cdp.on('Tracing.dataCollected', (e) => events.push(...e.value))
await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' })
const N = 10
for (let i = 0; i < N; i++) {
  await page.evaluate((value) => new Promise<void>((resolve) => {
    const input = document.querySelector<HTMLInputElement>('[data-field="colors.primary"] input')!
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value)
    input.dispatchEvent(new Event('input', { bubbles: true }))
    requestAnimationFrame(() => requestAnimationFrame(() => resolve()))
  }), `#${(0x305a40 + i * 0x010203).toString(16).slice(-6)}`)
}
const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r))
await cdp.send('Tracing.end'); await done
let elements = 0, ms = 0
for (const e of events) if (e.name === 'UpdateLayoutTree') { elements += e.args?.elementCount ?? e.args?.endData?.elementCount ?? 0; ms += (e.dur ?? 0) / 1000 }
console.log(`restyled elements per edit: ${(elements / N).toFixed(0)}, style ms per edit: ${(ms / N).toFixed(1)}`)
await browser.close()
