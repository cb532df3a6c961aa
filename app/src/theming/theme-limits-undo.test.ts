import { beforeEach, describe, expect, it, vi } from 'vitest'
import { MAX_THEME_LISTED_LENGTH, parseTheme, type Theme } from '@theme-a-roo/theme'
import { startAsNewProfile } from '@/test/new-profile'
import { openThemeSessionAsOnLoad } from '@/test/theme-session'
import * as workingTheme from './working-theme'
import * as history from './theme-history'
import * as undo from './theme-undo'

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), info: vi.fn(), warning: vi.fn() } }))

/*
 * The engine's size limits are what keep replacing the whole working theme undoable: any two
 * themes it accepts make an undo step that the history keeps, with the steps before it.
 */
function load() {
  openThemeSessionAsOnLoad()
  return Promise.resolve({ ...workingTheme, ...history, ...undo })
}

beforeEach(startAsNewProfile)

/** Names the format leaves open, ten deep: a theme may nest its own values under them. */
const NAMES = Array.from({ length: 10 }, (_, level) => `${'k'.repeat(90)}${level}`)

/**
 * A theme as costly for undo as the limits allow: one-letter values deep under long names, which
 * an undo step lists one by one, each with its whole path.
 */
function costliestTheme(displayName: string, prefix: string, share = 0.97): Theme {
  const listed = JSON.stringify([[...NAMES, `${prefix}000`], 'x']).length
  const count = Math.floor((MAX_THEME_LISTED_LENGTH * share) / listed)
  let extra: object = Object.fromEntries(
    Array.from({ length: count }, (_, i) => [`${prefix}${String(i).padStart(3, '0')}`, 'x']),
  )
  for (const name of [...NAMES].reverse()) extra = { [name]: extra }
  return { name: 'costly', displayName, schemaVersion: 1, extra } as Theme
}

describe('replacing the whole working theme with the largest themes the engine accepts', () => {
  it('is undone step by step back to before them, however costly their values', async () => {
    const app = await load()
    const first = costliestTheme('First', 'a')
    // Same places, other names: each step lists every value of both themes, both ways.
    const second = costliestTheme('Second', 'b')
    expect(() => parseTheme(first)).not.toThrow()
    expect(() => parseTheme(second)).not.toThrow()

    app.setWorkingThemeDisplayName('Edited')
    expect(app.replaceWorkingTheme(first)).toBeUndefined()
    expect(app.replaceWorkingTheme(second)).toBeUndefined()
    expect(app.useThemeHistory.getState().past).toHaveLength(3)
    expect(app.useThemeHistory.getState().dropped).toBe(0)

    const shown = () => app.useWorkingTheme.getState().theme.displayName
    expect(await app.undoThemeChange()).toBe(true)
    expect(shown()).toBe('First')
    expect(await app.undoThemeChange()).toBe(true)
    expect(shown()).toBe('Edited')
    expect(await app.undoThemeChange()).toBe(true)
    expect(shown()).toBe('Design')
  })

  it('is refused for a theme past the limits, and the theme and its undo steps stay', async () => {
    const app = await load()
    app.setWorkingThemeDisplayName('Edited')
    const steps = app.useThemeHistory.getState().past

    const refused = app.replaceWorkingTheme(costliestTheme('Too costly', 'a', 1.1))
    expect(refused?.message).toMatch(/^Written value by value, each with its full path/)
    expect(app.useWorkingTheme.getState().theme.displayName).toBe('Edited')
    expect(app.useThemeHistory.getState().past).toBe(steps)
    expect(await app.undoThemeChange()).toBe(true)
    expect(app.useWorkingTheme.getState().theme.displayName).toBe('Design')
  })
})
