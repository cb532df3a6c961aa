import { describe, expect, it } from 'vitest'
import type { Theme } from '@theme-a-roo/theme'
import { createThemeSession } from './session.ts'
import type { SessionEvent, ThemeLibrary } from './types.ts'

const light: Theme = {
  name: 'light',
  displayName: 'Light',
  schemaVersion: 1,
  colors: { background: '#ffffff', foreground: '#111111', primary: '#222222' },
}

const library: ThemeLibrary = { theme: (name) => (name === 'light' ? light : undefined) }

const design: Theme = {
  name: 'design',
  displayName: 'Design',
  schemaVersion: 1,
  inherits: 'light',
  colors: { primary: '#336699' },
}

function session() {
  const created = createThemeSession({
    library,
    initial: { theme: design },
    documentName: 'design',
  })
  const events: SessionEvent[] = []
  created.listen((event) => events.push(event), { previews: true })
  return { session: created, events }
}

const withPrimary = (primary: string) => (pair: { theme: Theme }) => ({
  ...pair,
  theme: { ...pair.theme, colors: { ...pair.theme.colors, primary } },
})

describe('a theme session', () => {
  it('makes each change as one event with both versions, resolved and compiled', () => {
    const { session: themes, events } = session()
    themes.update(withPrimary('#ff0000'), { history: 'step' })
    expect(events).toHaveLength(1)
    const [event] = events
    expect(event?.previous.theme.colors?.primary).toBe('#336699')
    expect(event?.next.theme.colors?.primary).toBe('#ff0000')
    expect(event?.source).toBe('user')
    expect(event?.intent).toEqual({ history: 'step', mergeKey: undefined })
    // Resolved against its base: the base's background comes with it.
    expect(event?.resolved?.colors?.background).toBe('#ffffff')
    expect(event?.compiled?.variables['--primary']).toBeDefined()
    expect(themes.getState().theme.colors?.primary).toBe('#ff0000')
  })

  it('keeps the document name whatever a change sets', () => {
    const { session: themes } = session()
    themes.update((pair) => ({ theme: { ...pair.theme, name: 'other' } }), { history: 'step' })
    expect(themes.getState().theme.name).toBe('design')
  })

  it('refuses a change the engine would not load, and tells no listener', () => {
    const { session: themes, events } = session()
    const refusal = themes.update(withPrimary('red; } body { display: none'), { history: 'step' })
    expect(refusal?.path).toBe('/colors/primary')
    expect(events).toEqual([])
    expect(themes.getState().theme.colors?.primary).toBe('#336699')
  })

  it('paints a preview without committing it, and the gesture end commits once', () => {
    const { session: themes, events } = session()
    const committed: SessionEvent[] = []
    themes.listen((event) => committed.push(event))
    themes.update(withPrimary('#100000'), { history: 'merge', preview: true })
    themes.update(withPrimary('#200000'), { history: 'merge', preview: true })
    expect(themes.getShown().theme.colors?.primary).toBe('#200000')
    expect(themes.getState().theme.colors?.primary).toBe('#336699')
    expect(committed).toEqual([])
    themes.update(withPrimary('#300000'), { history: 'step' })
    expect(committed).toHaveLength(1)
    // The step spans from the committed theme, not from the last frame.
    expect(committed[0]?.previous.theme.colors?.primary).toBe('#336699')
    expect(events.map((event) => event.preview)).toEqual([true, true, false])
  })

  it('cancelling a preview paints the committed theme again', () => {
    const { session: themes, events } = session()
    themes.update(withPrimary('#100000'), { history: 'never', preview: true })
    themes.cancelPreview()
    expect(events.at(-1)?.next.theme.colors?.primary).toBe('#336699')
    expect(events.at(-1)?.preview).toBe(true)
    expect(themes.getShown()).toBe(themes.getState())
  })

  it('a candidate reaches only the painters that listen for candidates; the others keep the committed theme', () => {
    const { session: themes, events: everyPreview } = session()
    const page: SessionEvent[] = []
    themes.listen((event) => page.push(event), { previews: ['gesture'] })
    const pageShows = () => themes.getShown({ previews: ['gesture'] }).theme.colors?.primary

    themes.update(withPrimary('#00aa00'), { history: 'never', preview: 'candidate' })
    expect(everyPreview.at(-1)?.next.theme.colors?.primary).toBe('#00aa00')
    expect(themes.getShown().theme.colors?.primary).toBe('#00aa00')
    expect(page).toEqual([])
    expect(pageShows()).toBe('#336699')

    // A gesture's frame replaces the candidate: the page paints it, and its end alone.
    themes.update(withPrimary('#100000'), { history: 'never', preview: true })
    expect(page.at(-1)?.next.theme.colors?.primary).toBe('#100000')
    themes.update(withPrimary('#00bb00'), { history: 'never', preview: 'candidate' })
    expect(page.at(-1)?.next.theme.colors?.primary).toBe('#336699')
    expect(pageShows()).toBe('#336699')
    const heard = page.length
    themes.cancelPreview()
    expect(page).toHaveLength(heard)
    expect(everyPreview.at(-1)?.next.theme.colors?.primary).toBe('#336699')
  })

  it('repaints for another render target without a change of the theme', () => {
    const { session: themes, events } = session()
    themes.setTarget('sage')
    expect(events).toHaveLength(1)
    expect(events[0]?.target).toBe('sage')
    expect(events[0]?.next).toBe(events[0]?.previous)
    expect(events[0]?.compiled?.attributes).toBeDefined()
  })

  it('a mark of a field holds after an unrelated change and its undo, not after a change of it', () => {
    const { session: themes } = session()
    const unchanged = themes.markField(['backgroundImage'])
    themes.update(withPrimary('#ff0000'), { history: 'step' })
    themes.update(withPrimary('#336699'), { history: 'never' })
    expect(unchanged()).toBe(true)
    themes.update(
      (pair) => ({ theme: { ...pair.theme, backgroundImage: 'https://example.test/a.png' } }),
      {
        history: 'step',
      },
    )
    expect(unchanged()).toBe(false)
  })

  it('a listener that stops hears nothing more', () => {
    const { session: themes } = session()
    const heard: SessionEvent[] = []
    const stop = themes.listen((event) => heard.push(event))
    themes.update(withPrimary('#ff0000'), { history: 'step' })
    stop()
    themes.update(withPrimary('#00ff00'), { history: 'step' })
    expect(heard).toHaveLength(1)
  })
})
