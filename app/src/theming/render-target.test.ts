import { beforeEach, describe, expect, it, vi } from 'vitest'

async function start() {
  vi.resetModules()
  const runtime = await import('./theme-runtime')
  const renderTarget = await import('./render-target')
  runtime.startThemeRuntime()
  return { ...runtime, ...renderTarget }
}

const appliedCss = () => document.getElementById('active-theme')?.textContent ?? ''
const root = () => document.documentElement

beforeEach(() => {
  localStorage.clear()
  document.head.innerHTML = ''
  root().className = ''
  root().removeAttribute('data-theme-style')
  root().removeAttribute('data-theme-styles')
  document.body.removeAttribute('data-theme-styles')
  document.body.className = ''
})

describe("'Render as'", () => {
  it('renders as theme-o-rama 0.4 by default', async () => {
    const { selectTheme, useRenderTarget } = await start()
    expect(useRenderTarget.getState().target).toBe('theme-o-rama-0.4')
    selectTheme('win95')
    expect(root().getAttribute('data-theme-style')).toBe('3d-effects')
    expect(document.body.hasAttribute('data-theme-styles')).toBe(false)
    expect(appliedCss()).toContain('--color-primary:')
  })

  it('switching to Sage rewrites the current theme as 0.2 does, and back again', async () => {
    const { selectTheme, setRenderTarget } = await start()
    selectTheme('win95')
    setRenderTarget('sage')
    expect(localStorage.getItem('render-target')).toBe('sage')
    expect(root().hasAttribute('data-theme-style')).toBe(false)
    expect(root().getAttribute('data-theme-styles')).toBe('3d-effects')
    expect(document.body.getAttribute('data-theme-styles')).toBe('3d-effects')
    expect(appliedCss()).toContain('color-scheme: dark !important;')
    expect(appliedCss()).not.toContain('--color-primary:')

    setRenderTarget('theme-o-rama-0.4')
    expect(root().getAttribute('data-theme-style')).toBe('3d-effects')
    expect(root().hasAttribute('data-theme-styles')).toBe(false)
    expect(document.body.hasAttribute('data-theme-styles')).toBe(false)
    expect(appliedCss()).toContain('color-scheme: light;')
  })

  it('starts as Sage when that was chosen before', async () => {
    localStorage.setItem('render-target', 'sage')
    const { useRenderTarget } = await start()
    expect(useRenderTarget.getState().target).toBe('sage')
    expect(appliedCss()).toContain('!important')
  })

  it.each(['garbage', '"sage"', '', 'null'])(
    'a stored %j reads as 0.4 and is left as it is',
    async (value) => {
      localStorage.setItem('render-target', value)
      const { useRenderTarget } = await start()
      expect(useRenderTarget.getState().target).toBe('theme-o-rama-0.4')
      expect(localStorage.getItem('render-target')).toBe(value)
      expect(appliedCss()).not.toContain('!important')
    },
  )
})
