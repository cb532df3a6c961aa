import { compileTheme, type CompiledTheme, type Theme } from '@theme-a-roo/theme'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { applyCompiledTheme, removeCompiledTheme, THEME_STYLE_ELEMENT_ID } from './index.ts'

function compiled(name: string, extra: Partial<Theme> = {}, sage = false): CompiledTheme {
  const theme: Theme = { name, displayName: name, schemaVersion: 1, ...extra }
  return compileTheme(theme, { target: sage ? 'sage' : 'theme-o-rama-0.4' })
}

const root = () => document.documentElement
const themeCss = () => document.getElementById(THEME_STYLE_ELEMENT_ID)?.textContent ?? ''
/** The variables the page resolves at its root, as a consumer's CSS would read them. */
const rootVariable = (name: string) => getComputedStyle(root()).getPropertyValue(name).trim()
const IMAGE = 'https://example.com/sky.png'

let pageBefore: string
beforeEach(() => {
  pageBefore = document.documentElement.outerHTML
})
afterEach(() => {
  removeCompiledTheme(document)
  for (const element of [root(), document.body]) {
    for (const name of element.getAttributeNames()) element.removeAttribute(name)
  }
  document.head.replaceChildren()
})

describe('a theme applied to a document', () => {
  it('writes its variables for the whole page, with its class and button style on the root', () => {
    applyCompiledTheme(document, compiled('ocean', { colors: { primary: '#0055aa' } }))
    expect(rootVariable('--primary')).toBe('#0055aa')
    expect(rootVariable('--color-primary')).toBe('#0055aa')
    expect(root().classList.contains('theme-ocean')).toBe(true)

    applyCompiledTheme(document, compiled('shiny', { buttonStyle: 'shimmer' }))
    expect(root().getAttribute('data-theme-style')).toBe('shimmer')
  })

  it('marks the page as having a background image while the theme has one', () => {
    applyCompiledTheme(document, compiled('sky', { backgroundImage: IMAGE }))
    expect(root().classList.contains('has-background-image')).toBe(true)
    expect(themeCss()).toContain(IMAGE)
    applyCompiledTheme(document, compiled('plain'))
    expect(root().classList.contains('has-background-image')).toBe(false)
  })

  it('writes Sage’s button style and background mark on <body>', () => {
    const sage = compiled('sky', { backgroundImage: IMAGE, buttonStyle: 'gradient' }, true)
    applyCompiledTheme(document, sage)
    expect(document.body.getAttribute('data-theme-styles')).toBe('gradient')
    expect(document.body.classList.contains('has-background-image')).toBe(true)
  })

  it('leaves nothing of the previous theme when another replaces it', () => {
    applyCompiledTheme(
      document,
      compiled('first', {
        colors: { primary: '#111111', accent: '#abcdef' },
        buttonStyle: 'shimmer',
        backgroundImage: IMAGE,
      }),
    )
    applyCompiledTheme(document, compiled('second', { colors: { primary: '#222222' } }))
    expect(rootVariable('--primary')).toBe('#222222')
    expect(rootVariable('--accent')).toBe('')
    expect(themeCss()).not.toContain(IMAGE)
    expect([...root().classList]).toEqual(['theme-second'])
    expect(root().getAttribute('data-theme-style')).toBe('')
    expect(document.querySelectorAll('style')).toHaveLength(1)
  })

  it('never writes a value that could break out of its declaration', () => {
    const hostile: CompiledTheme = {
      ...compiled('hostile', { colors: { primary: '#123456' } }),
      variables: {
        '--primary': '#123456',
        '--accent': 'red; } body { display: none',
        '--tracker': 'url(https://tracker.example/pixel.png)',
        '--closing': '</style><script>alert(1)</script>',
      },
      attributes: { onclick: 'alert(1)' },
    }
    applyCompiledTheme(document, hostile)
    expect(rootVariable('--primary')).toBe('#123456')
    for (const fragment of ['display: none', 'tracker.example', '</style>', 'alert']) {
      expect(themeCss()).not.toContain(fragment)
    }
    expect(root().hasAttribute('onclick')).toBe(false)
  })
})

describe('a theme removed from a document', () => {
  it('leaves the page exactly as it was', () => {
    applyCompiledTheme(
      document,
      compiled('sky', { backgroundImage: IMAGE, buttonStyle: 'gradient' }),
    )
    applyCompiledTheme(document, compiled('sage', { buttonStyle: 'shimmer' }, true))
    removeCompiledTheme(document)
    expect(document.documentElement.outerHTML).toBe(pageBefore)
    expect(rootVariable('--primary')).toBe('')
  })

  it('gives back the classes, attributes and style text the page had before', () => {
    const pageStyle = document.createElement('style')
    pageStyle.id = THEME_STYLE_ELEMENT_ID
    pageStyle.textContent = ':root { --primary: #999999; }'
    document.head.append(pageStyle)
    root().className = 'theme-server-rendered dark'
    root().setAttribute('data-theme-style', 'pixel-art')
    document.body.className = 'has-background-image theme-body-owned'
    const before = document.documentElement.outerHTML

    applyCompiledTheme(document, compiled('ocean', { colors: { primary: '#0055aa' } }, true))
    expect(root().classList.contains('theme-server-rendered')).toBe(false)
    expect(root().classList.contains('dark')).toBe(true)
    removeCompiledTheme(document)

    expect(document.documentElement.outerHTML).toBe(before)
    expect(rootVariable('--primary')).toBe('#999999')
  })

  it('keeps the page’s own class changes made while the theme was on', () => {
    root().className = 'theme-server-rendered'
    applyCompiledTheme(document, compiled('ocean'))
    root().classList.add('menu-open')
    removeCompiledTheme(document)
    expect([...root().classList].sort()).toEqual(['menu-open', 'theme-server-rendered'])
  })

  it('starts afresh: a theme applied after the removal is removed just as cleanly', () => {
    applyCompiledTheme(document, compiled('first'))
    removeCompiledTheme(document)
    applyCompiledTheme(document, compiled('second', { buttonStyle: 'shimmer' }))
    removeCompiledTheme(document)
    expect(document.documentElement.outerHTML).toBe(pageBefore)
  })
})
