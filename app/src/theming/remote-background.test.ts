import { beforeEach, describe, expect, it, vi } from 'vitest'

const REMOTE = 'https://images.example.com/harbour.png'

/** A fresh app start with this working theme stored. */
async function startWith(workingTheme: object) {
  // The page before it is left, as a reload leaves it.
  window.dispatchEvent(new Event('pagehide'))
  localStorage.setItem('working-theme', JSON.stringify(workingTheme))
  vi.resetModules()
  const runtime = await import('./theme-runtime')
  const remote = await import('./remote-background')
  runtime.startThemeRuntime()
  return { ...runtime, ...remote }
}

const appliedCss = () => document.getElementById('active-theme')?.textContent ?? ''

const harbour = {
  name: 'theme-a-roo-design',
  displayName: 'Harbour',
  schemaVersion: 1,
  inherits: 'dark',
  colors: { background: 'transparent', primary: 'red' },
  backgroundImage: REMOTE,
}

beforeEach(() => {
  localStorage.clear()
  document.head.innerHTML = ''
})

describe('a web background the user has not chosen to show', () => {
  it('is applied, listed and previewed without the image until allowed, and stays allowed', async () => {
    const { useThemeRuntime, allowBackground, withheldBackground } = await startWith(harbour)
    const entry = () => useThemeRuntime.getState().current
    expect(withheldBackground(harbour)).toBe(REMOTE)
    expect(appliedCss()).not.toContain('images.example.com')
    expect(entry()?.theme.backgroundImage).toBeUndefined()
    // Without its image the page takes the base's colour rather than turning see-through.
    expect(entry()?.theme.colors?.background).not.toBe('transparent')
    // The document itself keeps the address (Copy JSON, Save Theme as, the editors).
    expect(entry()?.source.backgroundImage).toBe(REMOTE)

    allowBackground(REMOTE)
    expect(appliedCss()).toContain(`url("${REMOTE}")`)
    expect(entry()?.theme.colors?.background).toBe('transparent')

    const restarted = await startWith(harbour)
    expect(restarted.withheldBackground(harbour)).toBeUndefined()
    expect(appliedCss()).toContain(`url("${REMOTE}")`)
  })

  it('asks only about web addresses', async () => {
    const { allowBackground, withheldBackground } = await startWith(harbour)
    for (const image of ['data:image/png;base64,AAAA', 'blob:http://x/1', 'background.webp']) {
      expect(withheldBackground({ backgroundImage: image })).toBeUndefined()
      allowBackground(image)
    }
    expect(withheldBackground({})).toBeUndefined()
    expect(localStorage.getItem('shown-backgrounds')).toBeNull()
  })

  it('follows Show pressed in another tab', async () => {
    const { useThemeRuntime } = await startWith(harbour)
    expect(useThemeRuntime.getState().current?.theme.backgroundImage).toBeUndefined()
    localStorage.setItem('shown-backgrounds', JSON.stringify([REMOTE]))
    window.dispatchEvent(new StorageEvent('storage', { key: 'shown-backgrounds' }))
    expect(useThemeRuntime.getState().current?.theme.backgroundImage).toBe(REMOTE)
  })
})
