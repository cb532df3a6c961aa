import type { Page } from '@playwright/test'
import { GrowthTimes, THEME_SIZES, type GrowthRow } from '../../../packages/theme/bench/growth'
import { sizedTheme } from '../../../packages/theme/bench/sized-theme'
import { restyledElementsDuring } from '../../e2e/support/restyle'
import {
  coldContext,
  longestTaskBetween,
  pageNow,
  seedWorkingTheme,
  stageTimesBetween,
  type BenchEnv,
} from '../lib/browser'
import { summarize } from '../lib/stats'

/** Below this many field rows the Designer has not drawn its form yet. */
const MIN_FIELDS = 200
const EDITS = 30
/**
 * A fast typist's pace, as in `framesWhileTyping`. Timed besides edits made back to back: an
 * edit that comes less than about three frames after the last painted frame (here, often the
 * contrast panel's) waits for the next tick of the frame clock, one made later does not.
 */
const KEYSTROKE_GAP_MS = 60
/** Longer than the history's save delay, so the last edit's save is counted. */
const SETTLE_MS = 500

/**
 * Marks the first painted frame with the whole Designer ready: the form's fields, the preview,
 * and the contrast panel's result. Times are from the navigation's start.
 */
const READY_PROBE = (minFields: number) => {
  const check = () => {
    const ready =
      location.pathname === '/designer' &&
      document.querySelectorAll('[data-field]').length >= minFields &&
      document.querySelector('[aria-label="Preview"] button') !== null &&
      /pairs (reach|are below) AA/.test(document.body.textContent ?? '')
    if (!ready) return requestAnimationFrame(check)
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      ;(window as unknown as { __designerReadyAt: number }).__designerReadyAt = performance.now()
    }
    channel.port2.postMessage(null)
  }
  requestAnimationFrame(check)
}

/** A cold context with `theme` as the working theme (none: the default), the Designer opened. */
async function openDesignerCold(env: BenchEnv, theme?: object) {
  const context = await coldContext(env.browser)
  const page = await context.newPage()
  if (theme) await seedWorkingTheme(page, env.base, theme)
  await context.addInitScript(READY_PROBE, MIN_FIELDS)
  await page.goto(`${env.base}/designer`)
  const ready = await page.waitForFunction(
    () => (window as unknown as { __designerReadyAt?: number }).__designerReadyAt,
    undefined,
    { timeout: 30_000 },
  )
  return { context, page, readyMs: (await ready.jsonValue()) as number }
}

/**
 * Types a new primary colour into its text field, one input event at a time as a keystroke
 * sends it, `gapMs` after the previous edit was painted, timing each until the frame in which
 * the preview's primary button shows it has been painted. With the app's stages (compile and
 * apply, history, contrast hand-off) per edit.
 */
async function timeEdits(page: Page, edits = EDITS, gapMs = 0) {
  const from = await pageNow(page)
  const editToPaintMs: number[] = []
  for (let edit = 0; edit < edits; edit++) {
    editToPaintMs.push(
      await page.evaluate(
        async ({ value, gapMs }) => {
          await new Promise((resolve) => setTimeout(resolve, gapMs))
          return new Promise<number>((resolve, reject) => {
            setTimeout(() => reject(new Error('the edit never painted')), 10_000)
            const input = document.querySelector<HTMLInputElement>(
              '[data-field="colors.primary"] input',
            )
            const button = document.querySelector('[aria-label="Preview"] button')
            if (!input || !button) return reject(new Error('primary field or preview not found'))
            const before = getComputedStyle(button).backgroundColor
            const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')
            const start = performance.now()
            setValue?.set?.call(input, value)
            input.dispatchEvent(new Event('input', { bubbles: true }))
            const frame = () => {
              if (getComputedStyle(button).backgroundColor === before) {
                return requestAnimationFrame(frame)
              }
              const channel = new MessageChannel()
              channel.port1.onmessage = () => resolve(performance.now() - start)
              channel.port2.postMessage(null)
            }
            requestAnimationFrame(frame)
          })
        },
        { value: `#${(0x305a40 + edit * 0x010203).toString(16).slice(-6)}`, gapMs },
      ),
    )
  }
  await page.waitForTimeout(SETTLE_MS)
  const to = await pageNow(page)
  const stages = await stageTimesBetween(page, from, to)
  const perEdit = (name: string) => (stages[name] ?? 0) / edits
  return {
    editToPaintMs,
    compileApplyMs: perEdit('compile-apply'),
    historyMs: perEdit('history-record') + perEdit('history-save'),
    contrastMainThreadMs: perEdit('contrast-post'),
    longestTaskMs: await longestTaskBetween(page, from, to),
  }
}

/**
 * A fast typist in the primary colour's field (an edit every 60 ms) while every frame's start is
 * recorded: a frame that starts more than a frame and a half after the one before was dropped,
 * because an edit's work did not fit in it. Also what the edit-to-paint figure measures when
 * nothing is changed at all: the wait for the next frame, which bounds it from below.
 */
async function framesWhileTyping(page: Page) {
  return page.evaluate(async () => {
    const input = document.querySelector<HTMLInputElement>('[data-field="colors.primary"] input')
    const property = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')
    const starts: number[] = []
    let recording = true
    const record = (time: number) => {
      starts.push(time)
      if (recording) requestAnimationFrame(record)
    }
    requestAnimationFrame(record)
    const edits = 40
    for (let edit = 0; edit < edits; edit++) {
      property?.set?.call(input, `#${(0x4a2f10 + edit * 0x030201).toString(16).slice(-6)}`)
      input?.dispatchEvent(new Event('input', { bubbles: true }))
      await new Promise((resolve) => setTimeout(resolve, 60))
    }
    recording = false
    const interval = 1000 / 60
    let dropped = 0
    for (let index = 1; index < starts.length; index++) {
      const gap = (starts[index] ?? 0) - (starts[index - 1] ?? 0)
      if (gap > 1.5 * interval) dropped += Math.round(gap / interval) - 1
    }
    const waits: number[] = []
    for (let probe = 0; probe < 60; probe++) {
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20))
      waits.push(
        await new Promise<number>((resolve) => {
          const start = performance.now()
          document.body.dataset.benchProbe = String(probe)
          requestAnimationFrame(() => {
            const channel = new MessageChannel()
            channel.port1.onmessage = () => resolve(performance.now() - start)
            channel.port2.postMessage(null)
          })
        }),
      )
    }
    delete document.body.dataset.benchProbe
    return { droppedPerEdit: dropped / edits, nothingChangedToPaintMs: waits }
  })
}

/** The Designer with the default working theme: cold open, then edits in a field. */
export async function measureDesigner(env: BenchEnv) {
  const { context, page, readyMs } = await openDesignerCold(env)
  const fields = await page.locator('[data-field]').count()
  const edits = await timeEdits(page)
  const typed = await timeEdits(page, EDITS, KEYSTROKE_GAP_MS)
  // The preview restyles at each edit, and the whole page once when they pause: both counted.
  const restyled = await restyledElementsDuring(page, async () => void (await timeEdits(page, 5)))
  const typing = await framesWhileTyping(page)
  await context.close()
  return {
    'designer.fields': fields,
    'designer.restyledElementsPerEdit': restyled / 5,
    'designer.readyColdMs': readyMs,
    'designer.editToPaintMs': edits.editToPaintMs,
    'designer.typedEditToPaintMs': typed.editToPaintMs,
    'designer.nothingChangedToPaintMs': typing.nothingChangedToPaintMs,
    'designer.framesDroppedPerTypedEdit': typing.droppedPerEdit,
    'designer.compileApplyPerEditMs': edits.compileApplyMs,
    'designer.historyPerEditMs': edits.historyMs,
    'designer.contrastMainThreadPerEditMs': edits.contrastMainThreadMs,
    'designer.longestTaskMs': edits.longestTaskMs,
  }
}

/** The same, for working themes of growing numbers of values (unknown properties included). */
export async function measureDesignerGrowth(env: BenchEnv): Promise<GrowthRow[]> {
  const times = new GrowthTimes()
  for (const size of THEME_SIZES) {
    const { context, page, readyMs } = await openDesignerCold(env, sizedTheme(size))
    const edits = await timeEdits(page)
    await context.close()
    times.put('Designer open (cold, to ready)', size, readyMs)
    times.put('Designer edit to paint (median)', size, summarize(edits.editToPaintMs).median)
    times.put('compile + apply (per edit)', size, edits.compileApplyMs)
    times.put('history record + save (per edit)', size, edits.historyMs)
  }
  return times.rows()
}
