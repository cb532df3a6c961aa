import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { serveWebImages } from '@/test/web-images'

const REMOTE = 'https://images.example.com/harbour.png'
const TOO_LARGE_16000 =
  'The background image is too large: 16000 x 16000 pixels (256 megapixels). ' +
  'Images may have at most 200 megapixels and 32767 pixels a side.'

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

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('a web background the user has not chosen to show', () => {
  it('is applied, listed and previewed without the image until allowed, and stays allowed', async () => {
    serveWebImages({ [REMOTE]: { width: 1920, height: 1080 } })
    const { useThemeRuntime, allowBackground, withheldBackground } = await startWith(harbour)
    const entry = () => useThemeRuntime.getState().current
    expect(withheldBackground(harbour)).toBe(REMOTE)
    expect(appliedCss()).not.toContain('images.example.com')
    expect(entry()?.theme.backgroundImage).toBeUndefined()
    // Without its image the page takes the base's colour rather than turning see-through.
    expect(entry()?.theme.colors?.background).not.toBe('transparent')
    // The document itself keeps the address (Copy JSON, Save Theme as, the editors).
    expect(entry()?.source.backgroundImage).toBe(REMOTE)

    await allowBackground(REMOTE)
    expect(appliedCss()).toContain(`url("${REMOTE}")`)
    expect(entry()?.theme.colors?.background).toBe('transparent')

    const restarted = await startWith(harbour)
    expect(restarted.withheldBackground(harbour)).toBeUndefined()
    expect(appliedCss()).toContain(`url("${REMOTE}")`)
  })

  it('asks only about web addresses, and loads nothing to measure the others', async () => {
    const { requested } = serveWebImages({})
    const { allowBackground, withheldBackground } = await startWith(harbour)
    for (const image of ['data:image/png;base64,AAAA', 'blob:http://x/1', 'background.webp']) {
      expect(withheldBackground({ backgroundImage: image })).toBeUndefined()
      await allowBackground(image)
    }
    expect(withheldBackground({})).toBeUndefined()
    expect(localStorage.getItem('shown-backgrounds')).toBeNull()
    expect(requested).toEqual([])
  })

  it.each([
    [16000, 16000, TOO_LARGE_16000],
    // Within the pixel limit, but longer than any decoder takes.
    [
      40000,
      100,
      'The background image is too large: 40000 x 100 pixels (4 megapixels). ' +
        'Images may have at most 200 megapixels and 32767 pixels a side.',
    ],
  ])(
    'is refused, and stays withheld, when it states %i x %i pixels',
    async (width, height, message) => {
      const { requested } = serveWebImages({ [REMOTE]: { width, height } })
      const { allowBackground, withheldBackground } = await startWith(harbour)
      await expect(allowBackground(REMOTE)).rejects.toThrow(message)
      expect(requested).toEqual([REMOTE])
      expect(withheldBackground(harbour)).toBe(REMOTE)
      expect(localStorage.getItem('shown-backgrounds')).toBeNull()
      expect(appliedCss()).not.toContain('images.example.com')
    },
  )

  it('is allowed at the largest size that may be decoded', async () => {
    // 200 megapixels, 20000 pixels a side: past the size shown as it is, within the hard limit.
    serveWebImages({ [REMOTE]: { width: 20000, height: 10000 } })
    const { allowBackground } = await startWith(harbour)
    await allowBackground(REMOTE)
    expect(appliedCss()).toContain(`url("${REMOTE}")`)
  })

  it('is allowed as before when it cannot be loaded to be measured', async () => {
    serveWebImages({})
    const { allowBackground, withheldBackground } = await startWith(harbour)
    await allowBackground(REMOTE)
    expect(withheldBackground(harbour)).toBeUndefined()
    expect(appliedCss()).toContain(`url("${REMOTE}")`)
  })

  it('follows Show pressed in another tab', async () => {
    const { useThemeRuntime } = await startWith(harbour)
    expect(useThemeRuntime.getState().current?.theme.backgroundImage).toBeUndefined()
    localStorage.setItem('shown-backgrounds', JSON.stringify([REMOTE]))
    window.dispatchEvent(new StorageEvent('storage', { key: 'shown-backgrounds' }))
    expect(useThemeRuntime.getState().current?.theme.backgroundImage).toBe(REMOTE)
  })
})
