import { afterEach, describe, expect, it } from 'vitest'
import { detectVariableFamily } from './detect.ts'

function pageWith(css: string) {
  const style = document.createElement('style')
  style.textContent = css
  document.head.append(style)
}

afterEach(() => {
  document.head.replaceChildren()
  document.documentElement.removeAttribute('style')
})

describe('which variables the app reads', () => {
  it('says shadcn/ui for a page whose CSS reads its variables', () => {
    pageWith('@media screen { .card { background: var(--card); border-radius: var(--radius) } }')
    expect(detectVariableFamily(document)).toBe('shadcn')
  })

  it('says theme-o-rama for a page that reads its button or table variables, shared names or not', () => {
    pageWith('body { color: var(--foreground) }')
    pageWith('.btn { background: var( --btn-default-background) }')
    expect(detectVariableFamily(document)).toBe('theme-o-rama')
  })

  it('says neither for a page that reads none', () => {
    pageWith('body { color: var(--brand-ink); background: white }')
    expect(detectVariableFamily(document)).toBe('none')
  })

  it('falls back to the variables <html> resolves when no stylesheet can be read', () => {
    document.documentElement.style.setProperty('--primary', '#0055aa')
    expect(detectVariableFamily(document)).toBe('shadcn')
  })
})
