import { beforeEach, describe, expect, it, vi } from 'vitest'
import Dexie from 'dexie'
import { toast } from '@/lib/toast'
import { useErrorQueue } from '@/lib/error-queue'
import * as imageStore from '@/storage/image-store'
import { storedImageAddress } from '@/storage/stored-image'
import { openThemeSessionAsOnLoad } from '@/test/theme-session'
import * as workingTheme from './working-theme'
import * as background from './working-background'
import * as readBack from './background-read-back'

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), warning: vi.fn(), success: vi.fn() } }))

const modules = {
  ...workingTheme,
  ...background,
  ...readBack,
  ...imageStore,
  storedImageAddress,
}

// Each test opens the session anew, reading localStorage as a page load does.
async function loadModules() {
  openThemeSessionAsOnLoad()
  return Promise.resolve(modules)
}

/** How the working theme names a stored image: by its content, never by a page's address. */
const BY_CONTENT = /^stored-image:[0-9a-f]{64}$/

let objectUrls = 0
const revokeObjectURL = vi.fn()
beforeEach(async () => {
  // The last test's page is left: the image it showed is let go before this test counts.
  openThemeSessionAsOnLoad()
  localStorage.clear()
  await Dexie.delete('theme-a-roo-image-blobs')
  objectUrls = 0
  revokeObjectURL.mockClear()
  URL.createObjectURL = vi.fn(() => `blob:test/${++objectUrls}`)
  URL.revokeObjectURL = revokeObjectURL
})

const PNG_DATA_URI = 'data:image/png;base64,iVBORw0KGgo='

describe('working theme', () => {
  it('starts from the default of the spec', async () => {
    const { useWorkingTheme, WORKING_THEME_NAME } = await loadModules()
    const { theme, restoreNotice } = useWorkingTheme.getState()
    expect(restoreNotice).toBeUndefined()
    expect(theme).toMatchObject({
      name: WORKING_THEME_NAME,
      displayName: 'Design',
      schemaVersion: 1,
      inherits: 'light',
      mostLike: 'light',
      colors: {
        background: 'lightgray',
        themeColor: 'hsl(92, 20%, 42%)',
        primaryForeground: '#dfff75',
      },
    })
  })

  it('persists changes and restores them on the next load', async () => {
    const first = await loadModules()
    first.setWorkingThemeDisplayName('Forest')
    first.setWorkingThemeInherits('dark')
    first.setWorkingThemeMostLike(undefined)
    const second = await loadModules()
    const { theme } = second.useWorkingTheme.getState()
    expect(theme.displayName).toBe('Forest')
    expect(theme.inherits).toBe('dark')
    expect(theme.mostLike).toBeUndefined()
  })

  it('falls back to the default and says so when the stored theme is unreadable', async () => {
    localStorage.setItem('working-theme', '{"name": 1, "__proto__": {"polluted": true}}')
    const { useWorkingTheme } = await loadModules()
    const { theme, restoreNotice } = useWorkingTheme.getState()
    expect(theme.displayName).toBe('Design')
    expect(restoreNotice).toMatch(/could not be read/)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('loads a theme saved with Tailwind variables without them, says so and keeps the text', async () => {
    const stored = JSON.stringify({
      name: 'x',
      displayName: 'Tweaked',
      schemaVersion: 1,
      colors: { primary: '#224466', spacing: '0.3rem', 'tracking-normal': '0.01em' },
    })
    localStorage.setItem('working-theme', stored)
    const { useWorkingTheme } = await loadModules()
    const { theme, restoreNotice } = useWorkingTheme.getState()
    expect(theme.displayName).toBe('Tweaked')
    expect(theme.colors).toEqual({ primary: '#224466' })
    expect(restoreNotice).toBe(
      'Your working theme set --spacing and --tracking-normal, Tailwind\'s own variables, which a theme may no longer set, so they were left out. Its earlier text is kept in this browser under "working-theme-backup".',
    )
    expect(localStorage.getItem('working-theme-backup')).toBe(stored)
  })

  it('starts on the default when a page stopped while the stored theme was applied', async () => {
    const stored = JSON.stringify({ name: 'x', displayName: 'Crashing', schemaVersion: 1 })
    localStorage.setItem('working-theme', stored)
    localStorage.setItem('working-theme-applying', '1')
    const { useWorkingTheme } = await loadModules()
    const { theme, restoreNotice, previousWorkingTheme } = useWorkingTheme.getState()
    expect(theme.displayName).toBe('Design')
    expect(restoreNotice).toBe(
      'The page stopped while your working theme was being applied, so the default theme was loaded instead. Your theme is kept, and you can restore it.',
    )
    expect(previousWorkingTheme?.displayName).toBe('Crashing')
    expect(localStorage.getItem('working-theme-backup')).toBe(stored)
    // The stored theme stays (another tab may be showing it), and so does the evidence: the next
    // start does not apply it either.
    expect(localStorage.getItem('working-theme')).toBe(stored)
    const again = await loadModules()
    expect(again.useWorkingTheme.getState().theme.displayName).toBe('Design')
    expect(again.useWorkingTheme.getState().previousWorkingTheme?.displayName).toBe('Crashing')
  })

  it('refuses an edit that would leave a theme the next load refuses, and stores nothing', async () => {
    const { setWorkingThemeField, setWorkingThemeFields, useWorkingTheme } = await loadModules()
    setWorkingThemeField(['colors', 'ring'], '#abcdef')
    const before = useWorkingTheme.getState().theme
    const stored = localStorage.getItem('working-theme')
    expect(setWorkingThemeField(['colors', 'primary'], '#123456;')).toEqual({
      path: '/colors/primary',
      message: 'Unsafe CSS value: Contains ";", which would end the declaration',
    })
    expect(
      setWorkingThemeFields([
        [['colors', 'card'], '#fff'],
        [['shadows', 'md'], 'url(https://tracker.example/p.gif)'],
      ]),
    ).toMatchObject({ path: '/shadows/md' })
    expect(useWorkingTheme.getState().theme).toBe(before)
    expect(localStorage.getItem('working-theme')).toBe(stored)
  })

  it('imports JSON under the working name and leaves everything as it was on bad input', async () => {
    const { loadWorkingThemeFromJson, useWorkingTheme, WORKING_THEME_NAME } = await loadModules()
    const before = useWorkingTheme.getState().theme
    await expect(loadWorkingThemeFromJson('{ not json')).rejects.toThrow(
      'Invalid theme JSON structure. The theme string must be valid JSON',
    )
    await expect(
      loadWorkingThemeFromJson(
        '{"name":"x","displayName":"X","schemaVersion":1,"buttonStyle":"wobbly"}',
      ),
    ).rejects.toThrow('Invalid button style: wobbly')
    expect(useWorkingTheme.getState().theme).toBe(before)
    expect(localStorage.getItem('working-theme')).toBeNull()

    await loadWorkingThemeFromJson(
      '{"name":"ocean","displayName":"  ","schemaVersion":1,"mostLike":"dark"}',
    )
    expect(useWorkingTheme.getState().theme).toMatchObject({
      name: WORKING_THEME_NAME,
      displayName: 'Imported Theme',
      mostLike: 'dark',
    })
  })

  it('copies another theme with "New Theme" as the fallback name', async () => {
    const { loadWorkingThemeFrom, useWorkingTheme, WORKING_THEME_NAME } = await loadModules()
    await loadWorkingThemeFrom({
      name: 'win95',
      displayName: '',
      schemaVersion: 1,
      colors: { primary: 'navy' },
    })
    expect(useWorkingTheme.getState().theme).toEqual({
      name: WORKING_THEME_NAME,
      displayName: 'New Theme',
      schemaVersion: 1,
      colors: { primary: 'navy' },
    })
  })

  it('stores the theme colour as an hsl string', async () => {
    const { setWorkingThemeColor, useWorkingTheme } = await loadModules()
    setWorkingThemeColor({ r: 255, g: 0, b: 0 })
    expect(useWorkingTheme.getState().theme.colors?.themeColor).toBe('hsl(0, 100%, 50%)')
  })

  it('keeps an embedded image in the image database and shows it through an object URL', async () => {
    const {
      setWorkingThemeBackgroundImage,
      setWorkingThemeBackgroundColor,
      useWorkingTheme,
      getImage,
      storedImageAddress,
    } = await loadModules()
    await setWorkingThemeBackgroundImage(PNG_DATA_URI)
    const { theme } = useWorkingTheme.getState()
    expect(theme.backgroundImage).toMatch(BY_CONTENT)
    expect(storedImageAddress(theme.backgroundImage!)).toBe('blob:test/1')
    expect(theme.colors?.background).toBe('transparent')
    // jsdom's Blob does not survive fake-indexeddb's structured clone intact; presence is what counts here.
    expect(await getImage('background-image')).toBeTruthy()

    setWorkingThemeBackgroundColor('red')
    setWorkingThemeBackgroundColor(undefined)
    expect(useWorkingTheme.getState().theme.colors?.background).toBe('transparent')

    await setWorkingThemeBackgroundImage(null)
    expect(useWorkingTheme.getState().theme.backgroundImage).toBeUndefined()
    expect(useWorkingTheme.getState().theme.colors?.background).toBeUndefined()
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:test/1')
    expect(await getImage('background-image')).toBeUndefined()
  })

  it('refuses text that is not an image source', async () => {
    const { setWorkingThemeBackgroundImage } = await loadModules()
    await expect(setWorkingThemeBackgroundImage('data:nonsense')).rejects.toThrow(
      'Failed to store background image: Invalid data URI format',
    )
  })

  it('reset restores the default and deletes the stored background image', async () => {
    const { setWorkingThemeBackgroundImage, resetWorkingTheme, useWorkingTheme, getImage } =
      await loadModules()
    await setWorkingThemeBackgroundImage(PNG_DATA_URI)
    await resetWorkingTheme()
    expect(useWorkingTheme.getState().theme.displayName).toBe('Design')
    expect(useWorkingTheme.getState().theme.backgroundImage).toBeUndefined()
    expect(await getImage('background-image')).toBeUndefined()
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:test/1')
  })

  it('re-resolves a stored background after a reload and drops it when the stored copy is gone', async () => {
    const first = await loadModules()
    await first.setWorkingThemeBackgroundImage(PNG_DATA_URI)
    const named = first.useWorkingTheme.getState().theme.backgroundImage
    const second = await loadModules()
    const restoring = second.restoreWorkingThemeBackground()
    expect(second.useWorkingTheme.getState().restoringBackground).toBe(true)
    await restoring
    expect(second.useWorkingTheme.getState().restoringBackground).toBe(false)
    // The same name as before the reload, shown through this page's own address.
    const image = second.useWorkingTheme.getState().theme.backgroundImage!
    expect(image).toBe(named)
    expect(second.storedImageAddress(image)).toBe('blob:test/2')

    await second.deleteImage('background-image')
    const third = await loadModules()
    await third.restoreWorkingThemeBackground()
    const { theme, restoringBackground } = third.useWorkingTheme.getState()
    expect(restoringBackground).toBe(false)
    expect(theme.backgroundImage).toBeUndefined()
    // The transparency the image asked for goes with it.
    expect(theme.colors?.background).toBeUndefined()
  })

  it('keeps the background reference when the image database cannot be read at start-up', async () => {
    const first = await loadModules()
    await first.setWorkingThemeBackgroundImage(PNG_DATA_URI)
    vi.resetModules()
    vi.doMock('@/storage/image-store', () => ({
      getImage: () => Promise.reject(new Error('Failed to open IndexedDB')),
    }))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const second = {
      ...(await import('./working-theme')),
      ...(await import('./working-background')),
      ...(await import('./background-read-back')),
    }
    await second.restoreWorkingThemeBackground()
    vi.doUnmock('@/storage/image-store')
    const { theme, restoringBackground } = second.useWorkingTheme.getState()
    expect(restoringBackground).toBe(false)
    // Named by content, as it was stored: it shows once the database can be read.
    expect(theme.backgroundImage).toMatch(/^stored-image:[0-9a-f]{64}$/)
    expect(theme.colors?.background).toBe('transparent')
    // And the user is told, once, as a storage fault.
    const { useErrorQueue } = await import('@/lib/error-queue')
    expect(useErrorQueue.getState().errors).toEqual([
      {
        id: expect.any(Number) as number,
        kind: 'dexie',
        reason:
          'Failed to open IndexedDB. Your background image is kept and shows again once the image database can be read.',
      },
    ])
  })

  it('a background fetched for Start with this theme is dropped when Reset comes first', async () => {
    const { loadWorkingThemeFrom, resetWorkingTheme, useWorkingTheme, createDefaultWorkingTheme } =
      await loadModules()
    let respond: (response: Response) => void = () => {}
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      () => new Promise<Response>((resolve) => (respond = resolve)),
    )
    const starting = loadWorkingThemeFrom(
      {
        name: 'glass-dark',
        displayName: 'Glass Dark',
        schemaVersion: 1,
        backgroundImage: 'background.webp',
        colors: { primary: 'red' },
      },
      '/themes/glass-dark/background.webp',
    )
    await resetWorkingTheme()
    respond(new Response('webp bytes', { headers: { 'content-type': 'image/webp' } }))
    await starting
    expect(useWorkingTheme.getState().theme).toEqual(createDefaultWorkingTheme())
  })

  it('an image that finishes after another background was chosen is dropped', async () => {
    const { setWorkingThemeBackgroundImage, currentBackgroundRevision, useWorkingTheme } =
      await loadModules()
    const since = currentBackgroundRevision()
    // Meanwhile the user pastes a URL.
    await setWorkingThemeBackgroundImage('https://example.com/chosen.png')
    expect(await setWorkingThemeBackgroundImage(PNG_DATA_URI, { ifUnchangedSince: since })).toBe(
      false,
    )
    expect(useWorkingTheme.getState().theme.backgroundImage).toBe('https://example.com/chosen.png')
    // With nothing in between it applies.
    const now = currentBackgroundRevision()
    expect(await setWorkingThemeBackgroundImage(PNG_DATA_URI, { ifUnchangedSince: now })).toBe(true)
    expect(useWorkingTheme.getState().theme.backgroundImage).toMatch(BY_CONTENT)
  })

  it('a colour edit while an image is stored does not drop the image', async () => {
    const { setWorkingThemeBackgroundImage, setWorkingThemeColor, useWorkingTheme } =
      await loadModules()
    const storing = setWorkingThemeBackgroundImage(PNG_DATA_URI)
    setWorkingThemeColor({ r: 10, g: 20, b: 30 })
    expect(await storing).toBe(true)
    expect(useWorkingTheme.getState().theme.backgroundImage).toMatch(BY_CONTENT)
  })

  it('keeps the text of an unreadable stored theme under a backup key before it is replaced', async () => {
    localStorage.setItem('working-theme', '{"name": "half a theme"')
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { setWorkingThemeDisplayName, useWorkingTheme } = await loadModules()
    expect(useWorkingTheme.getState().restoreNotice).toContain('working-theme-backup')
    setWorkingThemeDisplayName('Fresh start')
    expect(localStorage.getItem('working-theme-backup')).toBe('{"name": "half a theme"')
    expect(localStorage.getItem('working-theme')).toContain('Fresh start')
  })

  it('tells the user, once, when the working theme cannot be saved', async () => {
    const { setWorkingThemeDisplayName } = await loadModules()
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError')
    })
    setWorkingThemeDisplayName('A')
    setWorkingThemeDisplayName('AB')
    expect(toast.error).toHaveBeenCalledOnce()
    expect(vi.mocked(toast.error).mock.calls[0]?.[0]).toMatch(/could not be saved in this browser/)
    setItem.mockRestore()
  })

  it('keeps an upper-case DATA: image out of localStorage too', async () => {
    const { replaceWorkingThemeKeepingImages, useWorkingTheme, getImage } = await loadModules()
    await replaceWorkingThemeKeepingImages({
      name: 'x',
      displayName: 'Shouting',
      schemaVersion: 1,
      backgroundImage: PNG_DATA_URI.replace('data:', 'DATA:'),
    })
    expect(useWorkingTheme.getState().theme.backgroundImage).toMatch(BY_CONTENT)
    expect(localStorage.getItem('working-theme')).not.toContain('base64')
    expect(await getImage('background-image')).toBeTruthy()
  })

  it('an import whose image cannot be stored says so and keeps the page opaque', async () => {
    vi.resetModules()
    vi.doMock('@/storage/image-store', () => ({
      storeImage: () => Promise.reject(new Error('Failed to open IndexedDB')),
    }))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    useErrorQueue.setState({ errors: [] })
    const { useWorkingTheme } = await import('./working-theme')
    const { replaceWorkingThemeKeepingImages } = await import('./working-background')
    const { useErrorQueue: queue } = await import('@/lib/error-queue')
    await replaceWorkingThemeKeepingImages({
      name: 'x',
      displayName: 'Glassy',
      schemaVersion: 1,
      backgroundImage: PNG_DATA_URI,
      colors: { background: 'transparent', primary: 'red' },
    })
    vi.doUnmock('@/storage/image-store')
    const { theme } = useWorkingTheme.getState()
    expect(theme.backgroundImage).toBeUndefined()
    expect(theme.colors).toEqual({ primary: 'red' })
    expect(queue.getState().errors).toEqual([
      expect.objectContaining({
        kind: 'dexie',
        reason: expect.stringContaining('Failed to open IndexedDB') as string,
      }),
    ])
  })

  it('a replaced image never leaves the theme shown through a revoked address', async () => {
    const { setWorkingThemeBackgroundImage, useWorkingTheme, storedImageAddress } =
      await loadModules()
    await setWorkingThemeBackgroundImage(PNG_DATA_URI)
    // Hashing a large image takes a while; a download or repaint in that time uses the old URL.
    const digest = crypto.subtle.digest.bind(crypto.subtle)
    vi.spyOn(crypto.subtle, 'digest').mockImplementation(
      async (...args) => (await new Promise((wait) => setTimeout(wait, 20)), digest(...args)),
    )
    const namedWhileRevoked: string[] = []
    revokeObjectURL.mockImplementation((url: string) => {
      // Checked once the code that revoked it has run on to its next pause.
      setTimeout(() => {
        const image = useWorkingTheme.getState().theme.backgroundImage!
        if (storedImageAddress(image) === url) namedWhileRevoked.push(url)
      })
    })
    await setWorkingThemeBackgroundImage('data:image/png;base64,iVBORw0KGgoA')
    await new Promise((wait) => setTimeout(wait, 50))
    expect(storedImageAddress(useWorkingTheme.getState().theme.backgroundImage!)).toBe(
      'blob:test/2',
    )
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:test/1')
    expect(namedWhileRevoked).toEqual([])
  })

  it('keeps the stored image when the same theme, naming it by content, is applied again', async () => {
    const { setWorkingThemeBackgroundImage, replaceWorkingThemeKeepingImages, useWorkingTheme } =
      await loadModules()
    await setWorkingThemeBackgroundImage(PNG_DATA_URI)
    const theme = useWorkingTheme.getState().theme
    await replaceWorkingThemeKeepingImages({ ...theme, displayName: 'Edited in JSON' })
    expect(useWorkingTheme.getState().theme.backgroundImage).toBe(theme.backgroundImage)
    expect(revokeObjectURL).not.toHaveBeenCalled()

    await replaceWorkingThemeKeepingImages({
      ...theme,
      backgroundImage: 'https://example.com/sky.png',
    })
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:test/1')
  })
})
