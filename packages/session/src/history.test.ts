import { describe, expect, it, vi } from 'vitest'
import type { Theme } from '@theme-a-roo/theme'
import { createThemeHistory } from './history.ts'
import { createMemoryStorage } from './memory-storage.ts'
import { persistSession } from './persistence.ts'
import { createThemeSession, type ThemeSession } from './session.ts'
import type { ThemeLibrary, ThemePair } from './types.ts'

/*
 * A session as a page builds it, in memory: history and storage are listeners. "A reload" is a
 * new session read from the same storage.
 */

const light: Theme = { name: 'light', displayName: 'Light', schemaVersion: 1, colors: {} }

/** Images by content: the document names a hash, and only the library turns it into an address. */
const library: ThemeLibrary = {
  theme: (name) => (name === 'light' ? light : undefined),
  imageAddress: (image) =>
    image.startsWith('stored-image:') ? `memory://${image.slice(13)}` : image,
}

const initial: ThemePair = {
  theme: { name: 'design', displayName: 'Design', schemaVersion: 1, inherits: 'light' },
}

function open(local = createMemoryStorage(), tab = createMemoryStorage(), now = () => 0) {
  const stored = local.getItem('working-theme')
  const session = createThemeSession({
    library,
    initial: stored ? { theme: JSON.parse(stored) as Theme } : initial,
  })
  persistSession(session, { storage: local, themeKey: 'working-theme', counterpartKey: 'pair' })
  const history = createThemeHistory(session, { storage: tab, saveDelayMs: 0, now })
  return { session, history, local, tab }
}

type Tab = ReturnType<typeof open>

/** Takes a step back or forward and makes it the session's theme, as the Undo and Redo buttons do. */
function move(direction: 'undo' | 'redo', { session, history }: Tab): boolean {
  const current = session.getState()
  const pair = direction === 'undo' ? history.takeUndoStep(current) : history.takeRedoStep(current)
  if (pair) session.update(pair, { history: 'never' })
  return pair !== undefined
}
const undo = (tab: Tab) => move('undo', tab)
const redo = (tab: Tab) => move('redo', tab)

const setPrimary = (session: ThemeSession, primary: string, history: 'step' | 'merge' = 'step') =>
  session.update(
    (pair) => ({ ...pair, theme: { ...pair.theme, colors: { ...pair.theme.colors, primary } } }),
    { history, mergeKey: 'colors.primary' },
  )

const setImage = (session: ThemeSession, backgroundImage: string | undefined) =>
  session.update((pair) => ({ ...pair, theme: { ...pair.theme, backgroundImage } }), {
    history: 'step',
  })

describe('the history of a session', () => {
  it('records a step per change and takes it back and forth', () => {
    const tab = open()
    setPrimary(tab.session, '#111111')
    setPrimary(tab.session, '#222222')
    expect(tab.history.getState().past).toHaveLength(2)
    expect(undo(tab)).toBe(true)
    expect(tab.session.getState().theme.colors?.primary).toBe('#111111')
    expect(redo(tab)).toBe(true)
    expect(tab.session.getState().theme.colors?.primary).toBe('#222222')
  })

  it('merges quick changes of one field into one step', () => {
    let time = 0
    const tab = open(undefined, undefined, () => time)
    setPrimary(tab.session, '#111111', 'merge')
    time = 100
    setPrimary(tab.session, '#222222', 'merge')
    time = 2000
    setPrimary(tab.session, '#333333', 'merge')
    expect(tab.history.getState().past).toHaveLength(2)
    undo(tab)
    undo(tab)
    expect(tab.session.getState().theme.colors?.primary).toBeUndefined()
  })

  it('keeps patches, not themes: a step of a large theme is as small as its change', () => {
    const tab = open()
    const many = Object.fromEntries(
      Array.from({ length: 2000 }, (_, index) => [
        `chart${index}`,
        `#${String(index).padStart(6, '0')}`,
      ]),
    )
    tab.session.update((pair) => ({ theme: { ...pair.theme, colors: many } }), { history: 'never' })
    setPrimary(tab.session, '#123456')
    const [step] = tab.history.getState().past
    expect(step?.size).toBeLessThan(200)
  })

  it('lets the oldest steps go past the limit and tells once', () => {
    const session = createThemeSession({ library, initial })
    const onStepsDropped = vi.fn()
    const history = createThemeHistory(session, { limit: 3, onStepsDropped })
    for (let shade = 1; shade <= 6; shade++) setPrimary(session, `#00000${shade}`)
    expect(history.getState().past).toHaveLength(3)
    expect(history.getState().dropped).toBe(3)
    expect(onStepsDropped).toHaveBeenCalledTimes(1)
  })

  it('never records or saves a preview; the gesture end is one step and one save', () => {
    const tab = open()
    const writes = vi.spyOn(tab.local, 'setItem')
    for (const shade of ['#100000', '#200000', '#300000']) {
      tab.session.update(
        (pair) => ({ ...pair, theme: { ...pair.theme, colors: { primary: shade } } }),
        { history: 'merge', preview: true },
      )
    }
    expect(tab.history.getState().past).toEqual([])
    expect(writes).not.toHaveBeenCalled()
    setPrimary(tab.session, '#300000')
    expect(tab.history.getState().past).toHaveLength(1)
    expect(writes).toHaveBeenCalledTimes(1)
  })

  it('keeps an image by its hash through undo, redo and a reload', async () => {
    const first = open()
    setImage(first.session, 'stored-image:aaaa')
    setPrimary(first.session, '#123456')
    setImage(first.session, undefined)
    undo(first)
    expect(first.session.getState().theme.backgroundImage).toBe('stored-image:aaaa')
    expect(first.session.resolve(first.session.getState().theme)?.backgroundImage).toBe(
      'memory://aaaa',
    )
    redo(first)
    undo(first)
    await new Promise((resolve) => setTimeout(resolve, 5))
    // Nothing stored names an address, only the content.
    expect(JSON.stringify(first.local.entries())).not.toContain('memory://')

    const reloaded = open(first.local, first.tab)
    expect(reloaded.session.getState().theme.backgroundImage).toBe('stored-image:aaaa')
    undo(reloaded)
    undo(reloaded)
    expect(reloaded.session.getState().theme.backgroundImage).toBeUndefined()
    redo(reloaded)
    expect(reloaded.session.getState().theme.backgroundImage).toBe('stored-image:aaaa')
  })

  it('a late image lands after an unrelated edit and its undo, not after another image', () => {
    const tab = open()
    const generating = tab.session.markField(['backgroundImage'])
    setPrimary(tab.session, '#654321')
    undo(tab)
    expect(generating()).toBe(true)
    setImage(tab.session, 'stored-image:generated')
    expect(tab.session.getState().theme.backgroundImage).toBe('stored-image:generated')

    const second = tab.session.markField(['backgroundImage'])
    setImage(tab.session, 'https://example.test/chosen.png')
    expect(second()).toBe(false)
  })

  it("another tab's change and a read back are shown but not saved or recorded", () => {
    const tab = open()
    const writes = vi.spyOn(tab.local, 'setItem')
    tab.session.update(
      (pair) => ({ ...pair, theme: { ...pair.theme, displayName: 'From the other tab' } }),
      { history: 'never', source: 'tab' },
    )
    expect(tab.session.getState().theme.displayName).toBe('From the other tab')
    expect(writes).not.toHaveBeenCalled()
    expect(tab.history.getState().past).toEqual([])
  })
})
