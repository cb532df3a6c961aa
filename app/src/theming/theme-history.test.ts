import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { singleChangedField } from './theme-history'

/*
 * Each test loads fresh modules over empty storage, as a new tab would; "reloading" loads them
 * again over the same session storage.
 */
async function load() {
  vi.resetModules()
  const working = await import('./working-theme')
  const history = await import('./theme-history')
  history.startThemeHistory()
  return { ...working, ...history }
}

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
})

const primary = (app: Awaited<ReturnType<typeof load>>) =>
  app.useWorkingTheme.getState().theme.colors?.primary

describe('undo and redo of the working theme', () => {
  it('undoes and redoes each change, and a new change drops what was undone', async () => {
    const app = await load()
    const start = primary(app)
    app.setWorkingThemeField(['colors', 'primary'], '#111111')
    vi.advanceTimersByTime(600)
    app.setWorkingThemeField(['colors', 'card'], '#222222')
    expect(app.useThemeHistory.getState().past).toHaveLength(2)

    expect(app.undoThemeChange()).toBe(true)
    expect(app.useWorkingTheme.getState().theme.colors).not.toHaveProperty('card')
    expect(app.undoThemeChange()).toBe(true)
    expect(primary(app)).toBe(start)
    expect(app.undoThemeChange()).toBe(false)

    expect(app.redoThemeChange()).toBe(true)
    expect(primary(app)).toBe('#111111')
    app.setWorkingThemeField(['colors', 'ring'], '#333333')
    expect(app.redoThemeChange()).toBe(false)
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
    app.undoThemeChange()
    app.undoThemeChange()
    expect(primary(app)).toBe('#300000')
    app.undoThemeChange()
    expect(primary(app)).toBe(start)
  })

  it('keeps the last 100 steps', async () => {
    const app = await load()
    for (let step = 0; step < 130; step++) {
      app.setWorkingThemeField(['colors', `field${step % 2}`], String(step))
    }
    expect(app.useThemeHistory.getState().past).toHaveLength(app.HISTORY_LIMIT)
    expect(app.HISTORY_LIMIT).toBe(100)
  })

  it('is kept across a reload of the tab', async () => {
    let app = await load()
    app.setWorkingThemeField(['colors', 'primary'], '#123123')
    vi.advanceTimersByTime(1000)
    app = await load()
    expect(primary(app)).toBe('#123123')
    expect(app.undoThemeChange()).toBe(true)
    expect(primary(app)).not.toBe('#123123')
    vi.advanceTimersByTime(1000)
    app = await load()
    expect(app.redoThemeChange()).toBe(true)
    expect(primary(app)).toBe('#123123')
  })

  it('an unreadable saved history is no history', async () => {
    sessionStorage.setItem('theme-history', '{"past": 7')
    const app = await load()
    expect(app.useThemeHistory.getState()).toEqual({ past: [], future: [] })
  })
})

describe('which field a change touched', () => {
  it.each([
    [{ a: 1 }, { a: 2 }, 'a'],
    [{ a: { b: 1, c: 1 } }, { a: { b: 2, c: 1 } }, 'a.b'],
    [{ a: 1 }, { a: 1, b: 1 }, 'b'],
    [{ a: 1, b: 1 }, { a: 2, b: 2 }, undefined],
    [{ a: [1] }, { a: [2] }, 'a'],
  ])('%j → %j: %s', (before, after, field) => {
    expect(singleChangedField(before, after)).toBe(field)
  })
})
