import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { startAsNewProfile } from '@/test/new-profile'
import { openThemeSessionAsOnLoad } from '@/test/theme-session'
import * as workingTheme from './working-theme'
import * as background from './working-background'
import * as readBack from './background-read-back'
import * as restore from './background-restore'
import * as history from './theme-history'
import * as undo from './theme-undo'

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), info: vi.fn(), warning: vi.fn() } }))

const modules = { ...workingTheme, ...background, ...readBack, ...restore, ...history, ...undo }

/*
 * Each test opens the theme session over empty storage, as a new tab would; "reloading" opens it
 * again over the same local and session storage and image database.
 */
function load() {
  openThemeSessionAsOnLoad()
  return Promise.resolve(modules)
}
type App = Awaited<ReturnType<typeof load>>

beforeEach(async () => {
  await startAsNewProfile()
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] })
})

afterEach(() => {
  vi.useRealTimers()
})

const primary = (app: App) => app.useWorkingTheme.getState().theme.colors?.primary
const savesOf = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.filter(([key]) => key === 'working-theme').length

/** A PNG of the given colour channel, so that two images differ in content. */
function png(shade: number) {
  const bytes = Uint8Array.from([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13, shade])
  return `data:image/png;base64,${btoa(String.fromCharCode(...bytes))}`
}

describe('undo and redo of the working theme', () => {
  it('undoes and redoes each change, and a new change drops what was undone', async () => {
    const app = await load()
    const start = primary(app)
    app.setWorkingThemeField(['colors', 'primary'], '#111111')
    vi.advanceTimersByTime(600)
    app.setWorkingThemeField(['colors', 'card'], '#222222')
    expect(app.useThemeHistory.getState().past).toHaveLength(2)

    expect(await app.undoThemeChange()).toBe(true)
    expect(app.useWorkingTheme.getState().theme.colors).not.toHaveProperty('card')
    expect(await app.undoThemeChange()).toBe(true)
    expect(primary(app)).toBe(start)
    expect(await app.undoThemeChange()).toBe(false)

    expect(await app.redoThemeChange()).toBe(true)
    expect(primary(app)).toBe('#111111')
    app.setWorkingThemeField(['colors', 'ring'], '#333333')
    expect(await app.redoThemeChange()).toBe(false)
    expect(app.useThemeHistory.getState().future).toEqual([])
  })

  it('quick changes of one field within half a second are one step', async () => {
    const app = await load()
    const start = primary(app)
    for (const color of ['#100000', '#200000', '#300000']) {
      app.setWorkingThemeField(['colors', 'primary'], color)
      vi.advanceTimersByTime(200)
    }
    // Another field, or the same one after a pause, starts a new step.
    app.setWorkingThemeField(['colors', 'card'], '#abcdef')
    vi.advanceTimersByTime(200)
    app.setWorkingThemeField(['colors', 'card'], '#abcdee')
    vi.advanceTimersByTime(600)
    app.setWorkingThemeField(['colors', 'card'], '#abcded')
    expect(app.useThemeHistory.getState().past).toHaveLength(3)
    await app.undoThemeChange()
    await app.undoThemeChange()
    expect(primary(app)).toBe('#300000')
    await app.undoThemeChange()
    expect(primary(app)).toBe(start)
  })

  it('keeps the last 100 steps and says once that older ones were let go', async () => {
    const app = await load()
    const { toast } = await import('@/lib/toast')
    for (let step = 0; step < 130; step++) {
      app.setWorkingThemeField(['colors', `field${step % 2}`], String(step))
    }
    expect(app.useThemeHistory.getState().past).toHaveLength(app.HISTORY_LIMIT)
    expect(app.useThemeHistory.getState().dropped).toBe(30)
    expect(toast.info).toHaveBeenCalledTimes(1)
  })

  it('is kept across a reload of the tab, and a reload adds no step', async () => {
    let app = await load()
    app.setWorkingThemeField(['colors', 'primary'], '#123123')
    vi.advanceTimersByTime(1000)
    app = await load()
    await app.restoreWorkingThemeBackground()
    expect(app.useThemeHistory.getState().past).toHaveLength(1)
    expect(primary(app)).toBe('#123123')
    expect(await app.undoThemeChange()).toBe(true)
    expect(primary(app)).not.toBe('#123123')
    vi.advanceTimersByTime(1000)
    app = await load()
    expect(await app.redoThemeChange()).toBe(true)
    expect(primary(app)).toBe('#123123')
  })

  it('an unreadable saved history is no history', async () => {
    sessionStorage.setItem('theme-history', '{"past": 7')
    const app = await load()
    expect(app.useThemeHistory.getState()).toEqual({ past: [], future: [], dropped: 0 })
  })

  it('a JSON Apply with an embedded image is one write, one save and one undo step', async () => {
    const app = await load()
    const setItem = vi.spyOn(Storage.prototype, 'setItem')
    const writes = vi.fn()
    const unsubscribe = app.useWorkingTheme.subscribe((state, previous) => {
      if (state.theme !== previous.theme) writes()
    })
    await app.replaceWorkingThemeKeepingImages({
      name: 'x',
      displayName: 'Harbour',
      schemaVersion: 1,
      colors: { background: 'rgb(12, 34, 56)' },
      backgroundImage: png(1),
    })
    unsubscribe()
    expect(writes).toHaveBeenCalledTimes(1)
    expect(savesOf(setItem)).toBe(1)
    expect(app.useThemeHistory.getState().past).toHaveLength(1)
    expect(app.useWorkingTheme.getState().theme).toMatchObject({
      displayName: 'Harbour',
      backgroundImage: expect.stringMatching(/^stored-image:[0-9a-f]{64}$/) as string,
      colors: { background: 'rgb(12, 34, 56)' },
    })
    await app.undoThemeChange()
    expect(app.useWorkingTheme.getState().theme.displayName).toBe('Design')
  })

  it('60 edits of a theme as large as the engine accepts keep every step, each small, and none pauses long', async () => {
    const app = await load()
    // Values of properties outside the format are CSS too, so each stays under 2,000 characters.
    const big = Object.fromEntries(
      Array.from({ length: 48 }, (_, i) => [`note${i}`, 'x'.repeat(1990)]),
    )
    const theme = { name: 'x', displayName: 'Big', schemaVersion: 1, dialogs: big }
    expect(app.replaceWorkingTheme(theme as never)).toBeUndefined()
    expect(JSON.stringify(app.useWorkingTheme.getState().theme).length).toBeGreaterThan(90_000)
    // One edit first, so the engine's code is compiled as it is in a page in use.
    app.setWorkingThemeField(['colors', 'ring'], '#010101')
    // CPU time, not wall time: other work on a busy machine must not count as this edit's pause.
    const cpuMs = () => {
      const { user, system } = process.cpuUsage()
      return (user + system) / 1000
    }
    let longest = 0
    for (let edit = 0; edit < 60; edit++) {
      vi.advanceTimersByTime(600)
      const started = cpuMs()
      app.setWorkingThemeField(
        ['colors', 'primary'],
        `#${(edit + 16).toString(16).padStart(6, '0')}`,
      )
      vi.advanceTimersByTime(400) // the history's delayed save
      longest = Math.max(longest, cpuMs() - started)
    }
    const { past, dropped } = app.useThemeHistory.getState()
    // Opening it is a step of its own, kept with the edits, which are each small.
    expect(dropped).toBe(0)
    expect(past).toHaveLength(62)
    expect(Math.max(...past.slice(1).map((step) => step.size))).toBeLessThan(200)
    expect(longest).toBeLessThan(50)
  })
})
