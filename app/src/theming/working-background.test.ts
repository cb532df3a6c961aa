import { beforeEach, describe, expect, it, vi } from 'vitest'
import Dexie from 'dexie'

import { openThemeSessionAsOnLoad } from '@/test/theme-session'
import * as workingTheme from './working-theme'
import * as background from './working-background'

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), warning: vi.fn(), success: vi.fn() } }))

function loadModules() {
  openThemeSessionAsOnLoad()
  return Promise.resolve({ ...workingTheme, ...background })
}

beforeEach(async () => {
  localStorage.clear()
  await Dexie.delete('theme-a-roo-image-blobs')
  let objectUrls = 0
  URL.createObjectURL = vi.fn(() => `blob:test/${++objectUrls}`)
  URL.revokeObjectURL = vi.fn()
})

const PNG_DATA_URI = 'data:image/png;base64,iVBORw0KGgo='

/** As a Sage theme names its image: a file beside theme.json, under a see-through tint. */
const TINTED_WITH_OWN_FILE = JSON.stringify({
  name: 'tinted',
  displayName: 'Tinted',
  schemaVersion: 1,
  inherits: 'light',
  colors: { background: 'rgba(255,255,255,0.1)', primary: '#224466' },
  backgroundImage: 'background.jpg',
  backgroundSize: 'cover',
})

describe('supplying a background image', () => {
  it('gives a theme the file it names and changes none of its other fields', async () => {
    const { loadWorkingThemeFromJson, setWorkingThemeBackgroundImage, useWorkingTheme } =
      await loadModules()
    await loadWorkingThemeFromJson(TINTED_WITH_OWN_FILE)
    const named = useWorkingTheme.getState().theme

    await setWorkingThemeBackgroundImage(PNG_DATA_URI)

    expect(useWorkingTheme.getState().theme).toEqual({
      ...named,
      backgroundImage: expect.stringMatching(/^stored-image:[0-9a-f]{64}$/) as string,
    })
    expect(useWorkingTheme.getState().theme.colors?.background).toBe('rgba(255,255,255,0.1)')
  })

  it('adds no background colour to a theme that names its file but sets none', async () => {
    const { loadWorkingThemeFromJson, setWorkingThemeBackgroundImage, useWorkingTheme } =
      await loadModules()
    await loadWorkingThemeFromJson(
      '{"name":"plain","displayName":"Plain","schemaVersion":1,"backgroundImage":"sky.png"}',
    )
    await setWorkingThemeBackgroundImage(PNG_DATA_URI)
    expect(useWorkingTheme.getState().theme.colors).toBeUndefined()
  })

  it('keeps the colour a theme paints over its image when the image changes', async () => {
    const { loadWorkingThemeFromJson, setWorkingThemeBackgroundImage, useWorkingTheme } =
      await loadModules()
    await loadWorkingThemeFromJson(TINTED_WITH_OWN_FILE)
    await setWorkingThemeBackgroundImage(PNG_DATA_URI)
    await setWorkingThemeBackgroundImage('https://example.com/other.jpg')
    expect(useWorkingTheme.getState().theme).toMatchObject({
      backgroundImage: 'https://example.com/other.jpg',
      colors: { background: 'rgba(255,255,255,0.1)' },
    })
  })

  it('makes the background transparent when the image is new to the theme', async () => {
    const { setWorkingThemeBackgroundImage, useWorkingTheme } = await loadModules()
    expect(useWorkingTheme.getState().theme.colors?.background).toBe('lightgray')
    await setWorkingThemeBackgroundImage(PNG_DATA_URI)
    expect(useWorkingTheme.getState().theme.colors?.background).toBe('transparent')
  })
})
