import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { startAsNewProfile } from '@/test/new-profile'
import { openThemeSessionAsOnLoad } from '@/test/theme-session'
import * as workingTheme from '@/theming/working-theme'
import * as workingBackground from '@/theming/working-background'
import * as mode from '@/theming/working-mode'
import * as history from '@/theming/theme-history'
import * as undo from '@/theming/theme-undo'
import * as importText from './import-theme-text'

vi.mock('@/lib/toast', () => ({
  toast: { error: vi.fn(), info: vi.fn(), warning: vi.fn(), success: vi.fn() },
}))

/*
 * A theme imported with both modes keeps both, through edits, mode switches, undo and reloads.
 * Each load opens the page's session anew over the same local and session storage ("a reload").
 */
const modules = {
  ...workingTheme,
  ...workingBackground,
  ...mode,
  ...history,
  ...undo,
  ...importText,
}

function load() {
  openThemeSessionAsOnLoad()
  return Promise.resolve(modules)
}
type App = Awaited<ReturnType<typeof load>>

const TWO_MODES = `
:root { --background: oklch(1 0 0); --primary: oklch(0.205 0 0); --chart-1: oklch(0.646 0.222 41.116); }
.dark { --background: oklch(0.145 0 0); --primary: oklch(0.922 0 0); --chart-1: oklch(0.488 0.243 264.376); }
`

const state = (app: App) => app.useWorkingTheme.getState()
const background = (app: App) => state(app).theme.colors?.background
const counterpartBackground = (app: App) => state(app).counterpart?.theme.colors?.background

async function importTwoModes(app: App, mode: 'light' | 'dark' = 'light') {
  await app.importAsWorkingTheme(TWO_MODES, app.readImportText(TWO_MODES), mode)
  vi.advanceTimersByTime(1000)
}

beforeEach(async () => {
  await startAsNewProfile()
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] })
})

afterEach(() => {
  vi.useRealTimers()
})

describe('a theme with a light and a dark mode', () => {
  it('keeps the mode not chosen as the counterpart, and both survive a reload', async () => {
    let app = await load()
    await importTwoModes(app, 'dark')
    expect(background(app)).toBe('oklch(0.145 0 0)')
    expect(state(app).counterpart?.mode).toBe('light')
    expect(counterpartBackground(app)).toBe('oklch(1 0 0)')

    app = await load()
    expect(background(app)).toBe('oklch(0.145 0 0)')
    expect(state(app).counterpart?.mode).toBe('light')
    expect(counterpartBackground(app)).toBe('oklch(1 0 0)')
  })

  it('switches the mode edited as one undo step, and edits, undo and reload keep both', async () => {
    let app = await load()
    await importTwoModes(app)
    app.switchWorkingMode('dark')
    expect(background(app)).toBe('oklch(0.145 0 0)')
    expect(state(app).counterpart).toMatchObject({ mode: 'light' })
    expect(counterpartBackground(app)).toBe('oklch(1 0 0)')

    vi.advanceTimersByTime(1000)
    app.setWorkingThemeField(['colors', 'primary'], '#ff0000')
    vi.advanceTimersByTime(1000)
    expect(await app.undoThemeChange()).toBe(true)
    expect(state(app).theme.colors?.primary).toBe('oklch(0.922 0 0)')
    vi.advanceTimersByTime(1000)

    app = await load()
    expect(background(app)).toBe('oklch(0.145 0 0)')
    expect(counterpartBackground(app)).toBe('oklch(1 0 0)')
    // The switch is one step: undone, the light mode is edited again, the dark one kept.
    expect(await app.undoThemeChange()).toBe(true)
    expect(background(app)).toBe('oklch(1 0 0)')
    expect(state(app).counterpart).toMatchObject({ mode: 'dark' })
    expect(counterpartBackground(app)).toBe('oklch(0.145 0 0)')
    expect(await app.redoThemeChange()).toBe(true)
    expect(background(app)).toBe('oklch(0.145 0 0)')
  })

  it('undoing the import brings back the one-mode theme before it, without a counterpart', async () => {
    const app = await load()
    const before = state(app).theme
    await importTwoModes(app)
    expect(await app.undoThemeChange()).toBe(true)
    expect(state(app).theme).toEqual(before)
    expect(state(app).counterpart).toBeUndefined()
    expect(await app.redoThemeChange()).toBe(true)
    expect(counterpartBackground(app)).toBe('oklch(0.145 0 0)')
  })

  it('keeps the background image with the mode edited, whichever it is', async () => {
    const app = await load()
    await importTwoModes(app)
    await app.setWorkingThemeBackgroundImage('https://images.example.com/sea.png')
    app.switchWorkingMode('dark')
    expect(state(app).theme.backgroundImage).toBe('https://images.example.com/sea.png')
    expect(state(app).counterpart?.theme).not.toHaveProperty('backgroundImage')
  })

  it.each([
    ['Reset', (app: App) => app.resetWorkingTheme()],
    [
      'a one-mode import',
      (app: App) => {
        const text = ':root { --primary: #123456; }'
        return app.importAsWorkingTheme(text, app.readImportText(text), 'light')
      },
    ],
    [
      'starting with another theme',
      (app: App) => app.loadWorkingThemeFrom({ name: 'x', displayName: 'X', schemaVersion: 1 }),
    ],
  ])('%s drops the counterpart, for good', async (_action, act) => {
    let app = await load()
    await importTwoModes(app)
    expect(state(app).counterpart).toBeDefined()
    await act(app)
    expect(state(app).counterpart).toBeUndefined()
    vi.advanceTimersByTime(1000)
    app = await load()
    expect(state(app).counterpart).toBeUndefined()
    expect(localStorage.getItem('working-theme-counterpart')).toBeNull()
  })

  it('an edit of the JSON keeps the counterpart', async () => {
    const app = await load()
    await importTwoModes(app)
    await app.replaceWorkingThemeKeepingImages({ ...state(app).theme, displayName: 'Edited' })
    expect(counterpartBackground(app)).toBe('oklch(0.145 0 0)')
  })

  it('loads the working theme without its counterpart when the stored one is unusable', async () => {
    let app = await load()
    await importTwoModes(app)
    expect(localStorage.getItem('working-theme-counterpart')).toContain('"mode":"dark"')
    localStorage.setItem(
      'working-theme-counterpart',
      JSON.stringify({
        mode: 'dark',
        theme: { name: 'x', displayName: 'X', schemaVersion: 1, inherits: 'nowhere' },
      }),
    )
    app = await load()
    expect(background(app)).toBe('oklch(1 0 0)')
    expect(state(app).counterpart).toBeUndefined()
  })
})
