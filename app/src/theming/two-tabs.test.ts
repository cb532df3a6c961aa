import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { storedImageKey } from '@theme-a-roo/theme'
import { startAsNewProfile } from '@/test/new-profile'

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), info: vi.fn(), warning: vi.fn() } }))

/*
 * Two tabs of the app, as two sets of modules over one localStorage and image database. jsdom has
 * one window, so each tab's own storage listener is kept and the browser's delivery of another
 * tab's write is done by hand (receive). A tab opened with its own session starts without undo
 * steps, as a new tab does.
 */
async function openTab({ newSession = true } = {}) {
  if (newSession) sessionStorage.clear()
  vi.resetModules()
  const storageListeners: EventListener[] = []
  const addEventListener = window.addEventListener.bind(window)
  const spy = vi
    .spyOn(window, 'addEventListener')
    .mockImplementation((type: string, listener, options) => {
      if (type === 'storage') storageListeners.push(listener as EventListener)
      else addEventListener(type, listener, options)
    })
  const app = {
    ...(await import('./working-theme')),
    ...(await import('./working-background')),
    ...(await import('./background-read-back')),
    ...(await import('./background-restore')),
    ...(await import('./theme-history')),
    ...(await import('./theme-undo')),
    ...(await import('@/storage/stored-image')),
    ...(await import('./app-session')),
  }
  // The page opens its session as it starts, listening for the other tab's saves.
  app.appSession()
  spy.mockRestore()
  // As the page's start does: a background another tab names is read back.
  app.followOtherTabsBackgrounds()
  /** Hands this tab the working theme another tab stored, as the browser's storage event does. */
  const receive = () => {
    const event = new StorageEvent('storage', {
      key: 'working-theme',
      newValue: localStorage.getItem('working-theme'),
    })
    storageListeners.forEach((listener) => listener(event))
  }
  return { ...app, receive }
}

beforeEach(startAsNewProfile)

afterEach(() => {
  vi.restoreAllMocks()
  Reflect.deleteProperty(navigator, 'locks')
})

/** A PNG whose bytes differ by `shade`, so that two images differ in content. */
function png(shade: number) {
  const bytes = Uint8Array.from([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13, shade])
  return `data:image/png;base64,${btoa(String.fromCharCode(...bytes))}`
}

function countSaves() {
  const setItem = vi.spyOn(Storage.prototype, 'setItem')
  return () => setItem.mock.calls.filter(([key]) => key === 'working-theme').length
}

/** The address a tab shows its working theme's background through: one of its own. */
const image = (tab: Awaited<ReturnType<typeof openTab>>) =>
  tab.storedImageAddress(tab.useWorkingTheme.getState().theme.backgroundImage ?? '')

describe('two tabs of the app', () => {
  it('a stored background read back, or taken from the other tab, is never saved again', async () => {
    const first = await openTab()
    await first.setWorkingThemeBackgroundImage(png(1))
    const second = await openTab()
    const saves = countSaves()
    // The start-up look-up of the stored image: its address is this page's own.
    await second.restoreWorkingThemeBackground()
    expect(image(second)).toBe('blob:test/2')
    expect(saves()).toBe(0)

    // The first tab's edit reaches the second, which shows the same image through its own
    // address, without reading it again, and says nothing back.
    first.setWorkingThemeField(['colors', 'primary'], '#123456')
    second.receive()
    expect(second.useWorkingTheme.getState().theme.colors?.primary).toBe('#123456')
    expect(image(second)).toBe('blob:test/2')
    expect(saves()).toBe(1)

    // A new image in the first tab is read back once.
    await first.setWorkingThemeBackgroundImage(png(2))
    second.receive()
    await vi.waitFor(() => expect(image(second)).toBe('blob:test/4'))
    expect(saves()).toBe(2)
  })

  /** The content keys the undo steps name, and the image database's copies kept under them. */
  async function keptCopies() {
    const { getImageCopy } = await import('@/storage/image-store')
    const { appSession } = await import('./app-session')
    return { getImageCopy, imagesInHistory: () => appSession().claims.imagesInHistory() }
  }

  it('an image copy the other tab still needs for undo is kept when this tab lets go of its own', async () => {
    const first = await openTab()
    await first.setWorkingThemeBackgroundImage(png(1))
    await first.setWorkingThemeBackgroundImage(png(2))
    const { getImageCopy, imagesInHistory } = await keptCopies()
    const [firstImage] = [...imagesInHistory()]
    expect(await getImageCopy(firstImage ?? '')).toBeTruthy()

    // Reset in the second tab lets go of the copies no tab's steps name.
    const second = await openTab()
    await second.resetWorkingTheme()
    await second.replaceWorkingThemeKeepingImages({
      name: 'x',
      displayName: 'Imported',
      schemaVersion: 1,
    })
    expect(await getImageCopy(firstImage ?? '')).toBeTruthy()
  })

  it('an image uploaded while the reloaded page still reads back the stored one: undo brings that one back', async () => {
    const tab = await openTab()
    await tab.setWorkingThemeBackgroundImage(png(31))
    const first = tab.useWorkingTheme.getState().theme.backgroundImage
    await vi.waitFor(() => expect(sessionStorage.getItem('theme-history')).toContain('past'))

    const reloaded = await openTab({ newSession: false })
    // The start-up look-up of the stored image, not finished when the user picks another one.
    const readBack = reloaded.restoreWorkingThemeBackground()
    expect(await reloaded.setWorkingThemeBackgroundImage(png(32))).toBe(true)
    await readBack
    await reloaded.undoThemeChange()
    expect(reloaded.useWorkingTheme.getState().theme.backgroundImage).toBe(first)
    expect(image(reloaded)).toBeDefined()
  })

  it("a page's record not written for a week keeps nothing", async () => {
    // Images of their own: pages of the other tests still hold records of theirs.
    const tab = await openTab()
    for (const shade of [11, 12, 13]) await tab.setWorkingThemeBackgroundImage(png(shade))
    const { getImageCopy, imagesInHistory } = await keptCopies()
    // The images replaced; the one shown is the other tab's to keep, for undo of its Reset.
    const shown = storedImageKey(tab.useWorkingTheme.getState().theme.backgroundImage) ?? ''
    const keys = [...imagesInHistory()].filter((key) => key !== shown)
    const copiesKept = async () =>
      (await Promise.all(keys.map((key) => getImageCopy(key)))).filter(Boolean).length
    expect(await copiesKept()).toBe(2)
    const record = Object.keys(localStorage).find((key) => key.startsWith('undo-images:')) ?? ''
    const claim = JSON.parse(localStorage.getItem(record) ?? '{}') as { at: number }
    localStorage.setItem(record, JSON.stringify({ ...claim, at: claim.at - 8 * 24 * 3600_000 }))

    const other = await openTab()
    await other.resetWorkingTheme()
    // Let go of after the reset returns, in the database's own time: slow on a busy machine.
    await vi.waitFor(async () => expect(await copiesKept()).toBe(0), { timeout: 5000 })
    expect(localStorage.getItem(record)).toBeNull()
    expect(await getImageCopy(shown)).toBeTruthy()
  })
})

describe('the crash guard with two tabs', () => {
  const STORED = JSON.stringify({ name: 'x', displayName: 'Mine', schemaVersion: 1 })

  function locksHeld(...names: string[]) {
    Object.defineProperty(navigator, 'locks', {
      configurable: true,
      value: {
        query: () => Promise.resolve({ held: names.map((name) => ({ name })), pending: [] }),
        request: () => Promise.resolve(),
      },
    })
  }

  it("another tab's mark, while that tab is alive, does not hold the stored theme back", async () => {
    localStorage.setItem('working-theme', STORED)
    localStorage.setItem('working-theme-applying:other-page', '1')
    locksHeld('working-theme-applying:other-page')
    const tab = await openTab()
    await vi.waitFor(() => expect(tab.useWorkingTheme.getState().theme.displayName).toBe('Mine'))
    expect(tab.useWorkingTheme.getState().restoreNotice).toBeUndefined()
    expect(localStorage.getItem('working-theme')).toBe(STORED)
    expect(localStorage.getItem('working-theme-applying')).toBeNull()
  })

  it('a mark whose page is gone starts this tab on the default, and the theme is offered back', async () => {
    localStorage.setItem('working-theme', STORED)
    localStorage.setItem('working-theme-applying:gone-page', '1')
    locksHeld('working-theme-applying:someone-else')
    const tab = await openTab()
    await vi.waitFor(() => expect(tab.useWorkingTheme.getState().restoreNotice).toMatch(/stopped/))
    expect(tab.useWorkingTheme.getState().theme.displayName).toBe('Design')
    expect(localStorage.getItem('working-theme')).toBe(STORED)
    expect(localStorage.getItem('working-theme-backup')).toBe(STORED)
    expect(localStorage.getItem('working-theme-applying:gone-page')).toBeNull()
    expect(localStorage.getItem('working-theme-applying')).toBe('1')

    // Taking it back is an ordinary step: saved, so the crash is forgotten, and undoable.
    await tab.restorePreviousWorkingTheme()
    expect(tab.useWorkingTheme.getState().theme.displayName).toBe('Mine')
    expect(tab.useWorkingTheme.getState().previousWorkingTheme).toBeUndefined()
    expect(localStorage.getItem('working-theme-applying')).toBeNull()
    await tab.undoThemeChange()
    expect(tab.useWorkingTheme.getState().theme.displayName).toBe('Design')
  })
})

// Last: Dexie too closes its connections on pagehide.
describe('undo image records', () => {
  it('a page that is closed takes its record with it; one kept for the back button does not', async () => {
    const tab = await openTab()
    for (const shade of [21, 22]) await tab.setWorkingThemeBackgroundImage(png(shade))
    const records = () => Object.keys(localStorage).filter((key) => key.startsWith('undo-images:'))
    expect(records()).toHaveLength(1)
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true }))
    expect(records()).toHaveLength(1)
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }))
    expect(records()).toEqual([])
  })
})
