import { compileTheme, type CompiledTheme, type Theme } from '@theme-a-roo/theme'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { applyCompiledTheme, removeCompiledTheme } from './index.ts'

function compiled(name: string, extra: Partial<Theme> = {}): CompiledTheme {
  return compileTheme({ name, displayName: name, schemaVersion: 1, ...extra })
}

const IMAGE = 'https://example.com/sky.png'
const resolved = (element: Element, name: string) =>
  getComputedStyle(element).getPropertyValue(name).trim()

let preview: HTMLElement
let inside: HTMLElement
let outside: HTMLElement
beforeEach(() => {
  preview = document.createElement('section')
  inside = document.createElement('button')
  outside = document.createElement('p')
  preview.append(inside)
  document.body.append(preview, outside)
})
afterEach(() => {
  removeCompiledTheme(preview)
  preview.remove()
  outside.remove()
})

describe('a theme applied to an element', () => {
  it('themes the element and what it holds, not the rest of the page', () => {
    applyCompiledTheme(preview, compiled('ocean', { colors: { primary: '#0055aa' } }))
    expect(resolved(inside, '--primary')).toBe('#0055aa')
    expect(resolved(inside, '--color-primary')).toBe('#0055aa')
    expect(resolved(outside, '--primary')).toBe('')
    expect(document.documentElement.classList.contains('theme-ocean')).toBe(false)
    expect(document.querySelector('style')).toBeNull()
  })

  it('paints its colour scheme and background on the element unless asked for variables alone', () => {
    const sky = compiled('sky', {
      mostLike: 'dark',
      backgroundImage: IMAGE,
      colors: { background: '#000000' },
    })
    applyCompiledTheme(preview, sky)
    expect(preview.style.colorScheme).toBe('dark')
    expect(preview.style.backgroundImage).toContain(IMAGE)

    const alone = document.createElement('div')
    applyCompiledTheme(alone, sky, { variablesOnly: true })
    expect(alone.style.getPropertyValue('--background')).toBe('#000000')
    expect(alone.style.colorScheme).toBe('')
    expect(alone.style.backgroundImage).toBe('')
  })

  it('leaves nothing of the previous theme when another replaces it', () => {
    applyCompiledTheme(
      preview,
      compiled('first', {
        colors: { primary: '#111111', accent: '#abcdef' },
        backgroundImage: IMAGE,
      }),
    )
    applyCompiledTheme(preview, compiled('second', { colors: { primary: '#222222' } }))
    expect(resolved(inside, '--primary')).toBe('#222222')
    expect(resolved(inside, '--accent')).toBe('')
    expect(preview.style.backgroundImage).toBe('')
  })

  it('never writes a value that could break out of its declaration or load a resource', () => {
    const hostile: CompiledTheme = {
      ...compiled('hostile'),
      variables: {
        '--primary': '#123456',
        '--accent': 'red; } body { display: none',
        '--tracker': 'url(https://tracker.example/pixel.png)',
        '--bad name': 'red',
      },
      background: {
        image: 'url(https://tracker.example/unquoted.png)',
        size: 'cover',
        position: 'center',
        repeat: 'no-repeat',
      },
    }
    applyCompiledTheme(preview, hostile)
    expect(preview.style.getPropertyValue('--primary')).toBe('#123456')
    const inline = preview.getAttribute('style') ?? ''
    for (const fragment of ['display', 'tracker.example', '--accent', 'bad name']) {
      expect(inline).not.toContain(fragment)
    }
  })
})

describe('a theme removed from an element', () => {
  it('gives the element back its own inline style, and no style attribute if it had none', () => {
    applyCompiledTheme(preview, compiled('ocean', { mostLike: 'dark', backgroundImage: IMAGE }))
    removeCompiledTheme(preview)
    expect(preview.hasAttribute('style')).toBe(false)

    preview.setAttribute(
      'style',
      'color-scheme: light !important; --primary: #999999; padding: 4px',
    )
    const before = preview.style.cssText
    applyCompiledTheme(preview, compiled('first', { colors: { primary: '#0055aa' } }))
    applyCompiledTheme(preview, compiled('second', { colors: { primary: '#00aa55' } }))
    expect(resolved(inside, '--primary')).toBe('#00aa55')
    removeCompiledTheme(preview)
    expect(preview.style.cssText).toBe(before)
    expect(resolved(inside, '--primary')).toBe('#999999')
  })

  it('does nothing on an element no theme was applied to', () => {
    preview.setAttribute('style', '--primary: #999999')
    removeCompiledTheme(preview)
    expect(preview.getAttribute('style')).toBe('--primary: #999999')
  })
})
