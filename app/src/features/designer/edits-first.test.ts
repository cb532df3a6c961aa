import type { Theme } from '@theme-a-roo/theme'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/*
 * Edits shown first on a view (the Designer's preview): only variable values go there, the page
 * catches up once the edits pause, at the latest a second after the first, or at once when the
 * view leaves; anything else, and any whole write, goes on the page at once.
 */
const TARGET = 'theme-o-rama-0.4'
const theme = (
  colors: Theme['colors'],
  extra: { name?: string; buttonStyle?: Theme['buttonStyle'] } = {},
): Theme => ({
  name: 'Working',
  displayName: 'Working',
  schemaVersion: 1,
  colors,
  ...extra,
})

const pageCss = () => document.getElementById('active-theme')?.textContent ?? ''
const run = (write: () => void) => write()

let view: HTMLElement
beforeEach(() => {
  vi.useFakeTimers()
  vi.resetModules()
  document.head.innerHTML = ''
  view = document.createElement('div')
  document.body.append(view)
})

afterEach(() => {
  view.remove()
  vi.useRealTimers()
})

async function started() {
  const apply = await import('@/theming/apply-theme')
  const { showEditsFirstIn } = await import('./edits-first')
  apply.applyThemeToDocument(theme({ primary: '#111111', background: '#ffffff' }))
  return { ...apply, stop: showEditsFirstIn(view) }
}

describe('edits shown first', () => {
  it('puts a colour edit on the view, and on the page once the edits pause', async () => {
    const { applyThemeEdit } = await started()
    applyThemeEdit(theme({ primary: '#222222', background: '#ffffff' }), TARGET, run)
    expect(view.style.getPropertyValue('--primary')).toBe('#222222')
    expect(pageCss()).toContain('--primary: #111111')
    vi.advanceTimersByTime(149)
    applyThemeEdit(theme({ primary: '#333333', background: '#ffffff' }), TARGET, run)
    vi.advanceTimersByTime(149)
    expect(pageCss()).toContain('--primary: #111111')
    vi.advanceTimersByTime(1)
    expect(pageCss()).toContain('--primary: #333333')
    expect(view.getAttribute('style') ?? '').toBe('')
  })

  it('catches the page up a second after the first edit while the edits go on', async () => {
    const { applyThemeEdit } = await started()
    for (let step = 0; step < 10; step++) {
      applyThemeEdit(theme({ primary: `#2222${step}${step}`, background: '#ffffff' }), TARGET, run)
      vi.advanceTimersByTime(100)
    }
    expect(pageCss()).toContain('--primary: #222299')
  })

  it('catches the page up at once when the view leaves', async () => {
    const { applyThemeEdit, stop } = await started()
    applyThemeEdit(theme({ primary: '#444444', background: '#ffffff' }), TARGET, run)
    stop()
    expect(pageCss()).toContain('--primary: #444444')
    expect(view.getAttribute('style') ?? '').toBe('')
  })

  it('writes the page background, and anything but variable values, on the page at once', async () => {
    const { applyThemeEdit } = await started()
    applyThemeEdit(theme({ primary: '#111111', background: '#fafafa' }), TARGET, run)
    expect(pageCss()).toContain('--background: #fafafa')
    applyThemeEdit(
      theme({ primary: '#111111', background: '#fafafa' }, { buttonStyle: 'shimmer' }),
      TARGET,
      run,
    )
    expect(document.documentElement.getAttribute('data-theme-style')).toBe('shimmer')
    expect(view.getAttribute('style') ?? '').toBe('')
  })

  it('drops a waiting edit when another theme is applied whole', async () => {
    const { applyThemeEdit, applyThemeToDocument } = await started()
    applyThemeEdit(theme({ primary: '#555555', background: '#ffffff' }), TARGET, run)
    applyThemeToDocument(theme({ primary: '#666666', background: '#000000' }, { name: 'Other' }))
    vi.advanceTimersByTime(2000)
    expect(pageCss()).toContain('--primary: #666666')
    expect(view.getAttribute('style') ?? '').toBe('')
  })

  it('runs each write of the page inside the guard it was given', async () => {
    const { applyThemeEdit } = await started()
    const guard = vi.fn(run)
    applyThemeEdit(theme({ primary: '#777777', background: '#ffffff' }), TARGET, guard)
    expect(guard).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(150)
    expect(guard).toHaveBeenCalledTimes(2)
    expect(pageCss()).toContain('--primary: #777777')
  })
})
