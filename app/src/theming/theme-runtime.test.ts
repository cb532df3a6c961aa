import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Theme } from '@theme-a-roo/theme'

async function start() {
  vi.resetModules()
  const runtime = await import('./theme-runtime')
  const workingTheme = await import('./working-theme')
  const background = await import('./working-background')
  runtime.startThemeRuntime()
  return { ...runtime, ...workingTheme, ...background }
}

function appliedCss(): string {
  return document.getElementById('active-theme')?.textContent ?? ''
}

beforeEach(() => {
  localStorage.clear()
  document.head.innerHTML = ''
  document.documentElement.className = ''
})

describe('theme runtime', () => {
  it('applies the working theme at start when no theme was chosen before', async () => {
    const { useThemeRuntime, WORKING_THEME_NAME } = await start()
    const state = useThemeRuntime.getState()
    expect(state.status).toBe('ready')
    expect(state.current?.name).toBe(WORKING_THEME_NAME)
    expect(appliedCss()).toContain('--background: lightgray')
    expect(document.documentElement.classList).toContain(`theme-${WORKING_THEME_NAME}`)
  })

  it('starts in dark when only the dark flag is stored', async () => {
    localStorage.setItem('dark', 'true')
    const { useThemeRuntime } = await start()
    expect(useThemeRuntime.getState().current?.name).toBe('dark')
    expect(appliedCss()).toContain('color-scheme: dark')
  })

  it('falls back to light for an unknown stored theme name', async () => {
    localStorage.setItem('theme', 'no-such-theme')
    const { useThemeRuntime } = await start()
    expect(useThemeRuntime.getState().current?.name).toBe('light')
  })

  it('remembers the chosen theme and the last theme that is not light or dark', async () => {
    const { selectTheme, useThemeRuntime } = await start()
    expect(selectTheme('win95')).toBe(true)
    expect(selectTheme('dark')).toBe(true)
    expect(useThemeRuntime.getState().current?.name).toBe('dark')
    expect(localStorage.getItem('theme')).toBe('dark')
    expect(localStorage.getItem('last-non-core-theme')).toBe('win95')
    expect(selectTheme('no-such-theme')).toBe(false)
    expect(useThemeRuntime.getState().current?.name).toBe('dark')
  })

  it('replaces every variable of the previous theme when switching', async () => {
    const { selectTheme } = await start()
    selectTheme('glass-dark')
    expect(appliedCss()).toContain('--background-image')
    selectTheme('light')
    expect(appliedCss()).not.toContain('--background-image')
    expect(document.documentElement.classList).not.toContain('has-background-image')
    expect(document.querySelectorAll('style#active-theme')).toHaveLength(1)
  })

  it('resolves inheritance: dark keeps the fonts of light', async () => {
    const { selectTheme, useThemeRuntime } = await start()
    selectTheme('dark')
    const dark = useThemeRuntime.getState().current?.theme
    expect(dark?.inherits).toBe('light')
    expect(dark?.fonts?.sans).toBeTruthy()
  })

  it('re-applies the working theme whenever it changes while it is current', async () => {
    const { setWorkingThemeBackgroundColor, selectTheme, WORKING_THEME_NAME } = await start()
    selectTheme(WORKING_THEME_NAME)
    setWorkingThemeBackgroundColor('rebeccapurple')
    expect(appliedCss()).toContain('--background: rebeccapurple')
    selectTheme('light')
    setWorkingThemeBackgroundColor('tomato')
    expect(appliedCss()).not.toContain('tomato')
  })

  it('drops a background image that cannot be resolved and still loads the theme', async () => {
    const { loadWorkingThemeFromJson, selectTheme, useThemeRuntime, WORKING_THEME_NAME } =
      await start()
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await loadWorkingThemeFromJson(
      JSON.stringify({
        name: 'x',
        displayName: 'X',
        schemaVersion: 1,
        backgroundImage: 'missing.png',
      }),
    )
    selectTheme(WORKING_THEME_NAME)
    expect(useThemeRuntime.getState().current?.theme.backgroundImage).toBeUndefined()
    expect(useThemeRuntime.getState().current?.source.backgroundImage).toBe('missing.png')
  })

  it('selecting the working theme loads the list again when the working theme is missing from it', async () => {
    const { selectTheme, selectWorkingTheme, useThemeRuntime, WORKING_THEME_NAME } = await start()
    selectTheme('light')
    useThemeRuntime.setState((state) => ({
      themes: state.themes.filter((entry) => !entry.isWorkingTheme),
    }))
    selectWorkingTheme()
    expect(useThemeRuntime.getState().current?.name).toBe(WORKING_THEME_NAME)
    expect(useThemeRuntime.getState().themes.some((entry) => entry.isWorkingTheme)).toBe(true)
  })
})

describe('a theme from a share link', () => {
  const SHARED: Theme = {
    name: 'theme-a-roo-design',
    displayName: 'Harbour',
    schemaVersion: 1,
    inherits: 'dark',
    colors: { background: 'rgb(12, 34, 56)' },
  }

  it('is shown, not stored, and leaving it returns to the stored choice', async () => {
    localStorage.setItem('theme', 'win95')
    const runtime = await start()
    const stored = { ...localStorage }
    expect(runtime.showSharedTheme(SHARED)).toBe(true)
    const current = runtime.useThemeRuntime.getState().current
    // Named like a working theme, yet never taken for one.
    expect(current).toMatchObject({ name: runtime.SHARED_THEME_ENTRY_NAME, isWorkingTheme: false })
    expect(current?.theme.fonts?.sans).toBeTruthy()
    expect(appliedCss()).toContain('--background: rgb(12, 34, 56)')
    expect({ ...localStorage }).toEqual(stored)

    runtime.leaveSharedTheme()
    expect(runtime.useThemeRuntime.getState().current?.name).toBe('win95')
    expect(appliedCss()).not.toContain('rgb(12, 34, 56)')
    expect({ ...localStorage }).toEqual(stored)
  })

  it('withholds a web background the user has not chosen to show', async () => {
    const runtime = await start()
    const address = 'https://images.example.com/sea.png'
    runtime.showSharedTheme({ ...SHARED, backgroundImage: address })
    const current = runtime.useThemeRuntime.getState().current
    expect(current?.theme.backgroundImage).toBeUndefined()
    expect(current?.source.backgroundImage).toBe(address)
    expect(appliedCss()).not.toContain('example.com')
  })

  it('is refused when its bases do not resolve', async () => {
    const runtime = await start()
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(runtime.showSharedTheme({ ...SHARED, name: 'dark', inherits: 'dark' })).toBe(false)
    expect(runtime.useThemeRuntime.getState().current?.name).toBe(runtime.WORKING_THEME_NAME)
  })
})
