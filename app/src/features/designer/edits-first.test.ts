import type { Theme } from '@theme-a-roo/theme'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { setRenderTarget } from '@/theming/render-target'
import { useShownBackgrounds } from '@/theming/remote-background'
import { selectTheme, selectWorkingTheme, startThemeRuntime } from '@/theming/theme-runtime'
import { replaceWorkingTheme, setWorkingThemeField } from '@/theming/working-theme'
import { showEditsFirstIn } from './edits-first'

/*
 * Edits shown first on a view (the Designer's preview), with the page's theme runtime painting
 * the working theme: only variable values go on the view, the page catches up once the edits
 * pause, at the latest a second after the first, or at once when the view leaves; anything else,
 * and any write the page's painter makes itself, goes on the page at once.
 */
const START: Theme = {
  name: 'Working',
  displayName: 'Working',
  schemaVersion: 1,
  colors: { primary: '#111111', background: '#ffffff' },
}

const pageCss = () => document.getElementById('active-theme')?.textContent ?? ''
const viewStyle = () => view.getAttribute('style') ?? ''
const setPrimary = (value: string) => setWorkingThemeField(['colors', 'primary'], value)
/** The working theme's crash mark, set while one of its writes is on its way to the screen. */
const marked = () =>
  Object.keys(localStorage).some((key) => key.startsWith('working-theme-applying'))

let view: HTMLElement
let stop: () => void

// Fake timers throughout, frames too, so that the crash guard's marks come and go on cue.
beforeAll(() => {
  vi.useFakeTimers()
  startThemeRuntime()
})
afterAll(() => vi.useRealTimers())

beforeEach(() => {
  setRenderTarget('theme-o-rama-0.4')
  selectWorkingTheme()
  replaceWorkingTheme({ ...START })
  view = document.createElement('div')
  document.body.append(view)
  stop = showEditsFirstIn(view)
})

afterEach(() => {
  stop()
  // The guard's frames, so that no write of one test is still marked in the next.
  vi.runAllTimers()
  view.remove()
})

describe('edits shown first', () => {
  it('puts a colour edit on the view, and on the page once the edits pause', () => {
    setPrimary('#222222')
    expect(view.style.getPropertyValue('--primary')).toBe('#222222')
    expect(pageCss()).toContain('--primary: #111111')
    vi.advanceTimersByTime(149)
    setPrimary('#333333')
    vi.advanceTimersByTime(149)
    expect(pageCss()).toContain('--primary: #111111')
    vi.advanceTimersByTime(1)
    expect(pageCss()).toContain('--primary: #333333')
    expect(viewStyle()).toBe('')
  })

  it('catches the page up a second after the first edit while the edits go on', () => {
    for (let step = 0; step < 10; step++) {
      setPrimary(`#2222${step}${step}`)
      vi.advanceTimersByTime(100)
    }
    expect(pageCss()).toContain('--primary: #222299')
  })

  it('catches the page up at once when the view leaves', () => {
    setPrimary('#444444')
    stop()
    expect(pageCss()).toContain('--primary: #444444')
    expect(viewStyle()).toBe('')
  })

  it('writes the page background, and anything but variable values, on the page at once', () => {
    setWorkingThemeField(['colors', 'background'], '#fafafa')
    expect(pageCss()).toContain('--background: #fafafa')
    setWorkingThemeField(['buttonStyle'], 'shimmer')
    expect(document.documentElement.getAttribute('data-theme-style')).toBe('shimmer')
    expect(viewStyle()).toBe('')
  })

  it('drops a waiting edit when another theme is applied whole', () => {
    setPrimary('#555555')
    selectTheme('dark')
    expect(viewStyle()).toBe('')
    vi.advanceTimersByTime(2000)
    expect(pageCss()).not.toContain('#555555')
  })

  it('drops a waiting edit when the page shows a background the user let load', () => {
    const image = 'https://example.com/sky.png'
    setWorkingThemeField(['backgroundImage'], image)
    setPrimary('#565656')
    expect(pageCss()).not.toContain(image)
    useShownBackgrounds.setState({ addresses: [image] })
    expect(pageCss()).toContain(image)
    expect(pageCss()).toContain('--primary: #565656')
    expect(viewStyle()).toBe('')
    vi.advanceTimersByTime(2000)
    expect(pageCss()).toContain(image)
  })

  it('shows an edit on the view as the page writes it for the chosen render target', () => {
    // Sage's runtime (theme-o-rama 0.2) writes no Tailwind 4 aliases such as --color-primary.
    setRenderTarget('sage')
    setPrimary('#aa0000')
    expect(view.style.getPropertyValue('--primary')).toBe('#aa0000')
    expect(view.style.getPropertyValue('--color-primary')).toBe('')
    vi.advanceTimersByTime(150)
    expect(pageCss()).toContain('--primary: #aa0000')
    expect(pageCss()).not.toContain('--color-primary')
  })

  it('writes the edit on the view and the page within the working theme’s crash guard', () => {
    vi.advanceTimersByTime(100)
    expect(marked()).toBe(false)
    setPrimary('#777777')
    expect(marked()).toBe(true)
    vi.advanceTimersByTime(100)
    expect(marked()).toBe(false)
    vi.advanceTimersByTime(50)
    expect(pageCss()).toContain('--primary: #777777')
    expect(marked()).toBe(true)
  })
})
