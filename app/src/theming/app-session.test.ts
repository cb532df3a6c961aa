import { beforeEach, describe, expect, it, vi } from 'vitest'
import { listBuiltInThemes } from '@theme-a-roo/theme'
import type { SessionEvent } from '@theme-a-roo/session'
import { startAsNewProfile } from '@/test/new-profile'
import { openThemeSessionAsOnLoad } from '@/test/theme-session'
import * as appSession from './app-session'
import * as workingTheme from './working-theme'

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), info: vi.fn(), warning: vi.fn() } }))

// The page's session opened over empty storage, as a load of the page opens it.
function load() {
  openThemeSessionAsOnLoad()
  return Promise.resolve({ ...appSession, ...workingTheme })
}

beforeEach(startAsNewProfile)

describe("this page's theme session", () => {
  it('hands each edit to its listeners once, resolved against the built-in bases and compiled', async () => {
    const app = await load()
    const events: SessionEvent[] = []
    app.appSession().session.listen((event) => events.push(event))
    const saves = vi.spyOn(Storage.prototype, 'setItem')

    app.setWorkingThemeField(['colors', 'primary'], '#123456')

    expect(events).toHaveLength(1)
    const [event] = events
    // The default working theme inherits 'light': what it leaves out comes from that base.
    const light = listBuiltInThemes().find(({ theme }) => theme.name === 'light')?.theme
    expect(light?.colors?.card).toBeDefined()
    expect(app.useWorkingTheme.getState().theme.colors?.card).toBeUndefined()
    expect(event?.resolved?.colors?.card).toBe(light?.colors?.card)
    expect(event?.compiled?.variables['--primary']).toBe('#123456')
    expect(saves.mock.calls.filter(([key]) => key === 'working-theme')).toHaveLength(1)
  })
})
