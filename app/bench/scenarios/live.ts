import type { Frame } from '@playwright/test'
import { APP_PRIMARY, connectInFrame, frameAt } from '../../e2e/support/live-app'
import { buildLiveFixture, FIXTURE_PAGES } from '../../e2e/support/live-fixture'
import { serveFiles, serverOrigin } from '../../e2e/support/static-server'
import { coldContext, type BenchEnv } from '../lib/browser'

const EDITS = 30

/** The fixture is built once, for the bench's editor, and served anew for each run. */
let fixture: ReturnType<typeof buildLiveFixture> | undefined

/** Until the app's transitions (its buttons ease between colours) have ended: it is at rest. */
function settled(frame: Frame) {
  return frame.waitForFunction(() => document.getAnimations().length === 0)
}

/**
 * Watches the app's primary button for the next change of its colour, and notes when the frame
 * that shows it has been painted, on the browser-wide clock (timeOrigin + now), as the Designer's
 * edit-to-paint figure does in its own page.
 */
function watchAppRepaint(frame: Frame, selector: string) {
  return frame.evaluate((selector) => {
    const state = window as unknown as { __appRepaintedAt?: number }
    state.__appRepaintedAt = undefined
    const button = document.querySelector(selector)
    if (!button) throw new Error(`${selector} not found`)
    const before = getComputedStyle(button).backgroundColor
    const frameCheck = () => {
      if (getComputedStyle(button).backgroundColor === before) {
        return requestAnimationFrame(frameCheck)
      }
      const channel = new MessageChannel()
      channel.port1.onmessage = () => {
        state.__appRepaintedAt = performance.timeOrigin + performance.now()
      }
      channel.port2.postMessage(null)
    }
    requestAnimationFrame(frameCheck)
  }, selector)
}

/**
 * 'Your app': the fixture app (e2e/live-fixture) built for this editor, served on 127.0.0.1 and
 * connected in the Designer's frame, so editor and app run in one browser. Each edit types a new
 * primary colour into its field, as a keystroke does, and is timed until the app has painted it.
 */
export async function measureLive(env: BenchEnv) {
  fixture ??= buildLiveFixture(env.base)
  const server = await serveFiles(await fixture)
  const context = await coldContext(env.browser)
  try {
    const page = await context.newPage()
    await page.goto(`${env.base}/designer`)
    await connectInFrame(page, `${serverOrigin(server)}${FIXTURE_PAGES.shadcn}`)
    await page.getByText('Connected: the page uses shadcn/ui variables.').waitFor()
    const frame = await frameAt(page, serverOrigin(server))
    await frame.waitForFunction(() => document.documentElement.style.length > 0)
    const editToAppRepaintMs: number[] = []
    for (let edit = 0; edit < EDITS; edit++) {
      await settled(frame)
      await watchAppRepaint(frame, APP_PRIMARY)
      const editedAt = await page.evaluate(
        (value) => {
          const input = document.querySelector<HTMLInputElement>(
            '[data-field="colors.primary"] input',
          )
          if (!input) throw new Error('primary field not found')
          const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')
          const start = performance.timeOrigin + performance.now()
          setValue?.set?.call(input, value)
          input.dispatchEvent(new Event('input', { bubbles: true }))
          return start
        },
        `#${(0x603a20 + edit * 0x020301).toString(16).slice(-6)}`,
      )
      const repainted = await frame.waitForFunction(
        () => (window as unknown as { __appRepaintedAt?: number }).__appRepaintedAt,
        undefined,
        { timeout: 10_000 },
      )
      editToAppRepaintMs.push(((await repainted.jsonValue()) as number) - editedAt)
    }
    return { 'live.editToAppRepaintMs': editToAppRepaintMs }
  } finally {
    await context.close()
    server.close()
  }
}
