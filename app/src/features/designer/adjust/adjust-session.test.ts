import { beforeEach, describe, expect, it, vi } from 'vitest'
import {
  ADJUSTMENT_PRESETS,
  listBuiltInThemes,
  NO_ADJUSTMENT,
  resolveInheritance,
  type Theme,
} from '@theme-a-roo/theme'

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), info: vi.fn(), warning: vi.fn() } }))

// Fresh modules over empty storage each time, as a new tab has them.
async function load() {
  vi.resetModules()
  return {
    ...(await import('@/theming/working-theme')),
    ...(await import('@/theming/theme-history')),
    ...(await import('@/theming/theme-runtime')),
    ...(await import('./adjust-session')),
  }
}

/** The app with the working theme on screen: what the session shows is painted on the page. */
async function loadShown() {
  const app = await load()
  app.startThemeRuntime()
  app.selectWorkingTheme()
  return app
}

const builtIns = listBuiltInThemes().map(({ theme }) => theme)
const resolve = (theme: Theme) =>
  resolveInheritance(theme, (name) => builtIns.find((base) => base.name === name))

/** The theme's variables as painted on the page. */
const painted = () => document.getElementById('active-theme')?.textContent ?? ''

/** A theme of no colours of its own: all it shows comes from its base. */
const PLAIN: Theme = { name: 'x', displayName: 'Plain', schemaVersion: 1, inherits: 'light' }

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  document.getElementById('active-theme')?.remove()
})

describe('a live colour adjustment', () => {
  it('paints every move from the starting theme, and writes nothing until let go', async () => {
    const app = await loadShown()
    app.replaceWorkingTheme(PLAIN)
    const start = app.useWorkingTheme.getState().theme
    const stepsBefore = app.useThemeHistory.getState().past.length
    const setItem = vi.spyOn(Storage.prototype, 'setItem')
    for (const hue of [10, 40, 90, 60])
      app.previewAdjustment(resolve(start), { ...NO_ADJUSTMENT, hue })
    const shown = painted()
    expect(app.useWorkingTheme.getState().theme).toBe(start)
    expect(app.useThemeHistory.getState().past).toHaveLength(stepsBefore)
    expect(setItem).not.toHaveBeenCalled()
    setItem.mockRestore()
    // Colours do not ease while they change every frame.
    expect(document.getElementById('holding-transitions')).not.toBeNull()
    // Not compounded: the same as the last move alone (in a page that opens once this one has
    // painted, so the working theme is not held back as one that might have stopped a page).
    await new Promise(requestAnimationFrame)
    await new Promise(requestAnimationFrame)
    const again = await loadShown()
    again.previewAdjustment(resolve(start), { ...NO_ADJUSTMENT, hue: 60 })
    expect(painted()).toBe(shown)
    expect(shown).toContain('--destructive')
  })

  it('becomes one undo step when let go, its colours the theme’s own', async () => {
    const app = await load()
    app.replaceWorkingTheme(PLAIN)
    const start = app.useWorkingTheme.getState().theme
    const resolved = resolve(start)
    const stepsBefore = app.useThemeHistory.getState().past.length
    for (let move = 1; move <= 20; move++) {
      app.previewAdjustment(resolved, { ...NO_ADJUSTMENT, hue: move * 3, lightness: -move })
    }
    app.commitAdjustment()
    const adjusted = app.useWorkingTheme.getState().theme
    // Inherited colours are adjusted too, written as the theme's own.
    expect(start.colors?.destructive).toBeUndefined()
    expect(adjusted.colors?.destructive).toMatch(/^hsl\(/)
    expect(adjusted.colors?.destructive).not.toBe(resolved.colors?.destructive)
    expect(app.useThemeHistory.getState().past).toHaveLength(stepsBefore + 1)
    // Committed once: a second commit has nothing to write.
    app.commitAdjustment()
    expect(app.useThemeHistory.getState().past).toHaveLength(stepsBefore + 1)
    expect(app.takeUndoStep({ theme: adjusted })?.theme).toEqual(start)
    // Colours ease again once the result has been painted.
    await new Promise(requestAnimationFrame)
    await new Promise(requestAnimationFrame)
    expect(document.getElementById('holding-transitions')).toBeNull()
  })

  it('records nothing when the sliders end where they began', async () => {
    const app = await load()
    const start = app.useWorkingTheme.getState().theme
    const stepsBefore = app.useThemeHistory.getState().past.length
    app.previewAdjustment(resolve(start), { ...NO_ADJUSTMENT, saturation: 50 })
    app.previewAdjustment(resolve(start), NO_ADJUSTMENT)
    app.commitAdjustment()
    expect(app.useWorkingTheme.getState().theme).toEqual(start)
    expect(app.useThemeHistory.getState().past).toHaveLength(stepsBefore)
  })

  it('applies a preset as one undo step', async () => {
    const app = await load()
    const start = app.useWorkingTheme.getState().theme
    const stepsBefore = app.useThemeHistory.getState().past.length
    const grayscale = ADJUSTMENT_PRESETS.find(({ id }) => id === 'grayscale')!
    app.applyPreset(resolve(start), grayscale)
    expect(app.useThemeHistory.getState().past).toHaveLength(stepsBefore + 1)
    // A grey: the three channels alike.
    expect(app.useWorkingTheme.getState().theme.colors?.primaryForeground).toMatch(
      /^#([0-9a-f]{2})\1\1$/,
    )
    expect(app.takeUndoStep({ theme: app.useWorkingTheme.getState().theme })?.theme).toEqual(start)
  })
})
