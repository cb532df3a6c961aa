import { compileTheme, type Theme } from '@theme-a-roo/theme'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { displayAddress } from '@/storage/stored-image'
import { applyThemeToDocument } from './apply-theme'

vi.mock('@theme-a-roo/theme', async (importOriginal) => {
  const original = await importOriginal<typeof import('@theme-a-roo/theme')>()
  return { ...original, compileTheme: vi.fn(original.compileTheme) }
})
vi.mock('@/storage/stored-image', () => ({
  displayAddress: vi.fn((address: string | undefined) => address),
}))

const written = () => document.getElementById('active-theme')?.textContent ?? ''

function theme(name: string, primary: string, backgroundImage?: string): Theme {
  return { name, displayName: name, schemaVersion: 1, colors: { primary }, backgroundImage }
}

beforeEach(() => {
  vi.mocked(compileTheme).mockClear()
  vi.mocked(displayAddress).mockImplementation((address) => address)
})

describe('a whole write', () => {
  it('shows its colours at once: nothing eases until the next frame has been painted', async () => {
    const held = () => document.getElementById('holding-transitions')?.textContent ?? ''
    applyThemeToDocument(theme('Grey', '#888888'))
    expect(held()).toContain('transition: none')
    await new Promise(requestAnimationFrame)
    await new Promise(requestAnimationFrame)
    expect(held()).toBe('')
  })

  it('writes a theme switched back to as before, without compiling it again', () => {
    const green = theme('Green', '#00aa00')
    const blue = theme('Blue', '#0000aa')
    applyThemeToDocument(green)
    const greenCss = written()
    applyThemeToDocument(blue)
    expect(written()).toContain('#0000aa')
    applyThemeToDocument(green)
    expect(written()).toBe(greenCss)
    expect(compileTheme).toHaveBeenCalledTimes(2)
  })

  it('compiles again for another render target', () => {
    const green = theme('Green', '#00aa00')
    applyThemeToDocument(green)
    const asTheme04 = written()
    applyThemeToDocument(green, document, 'sage')
    expect(written()).not.toBe(asTheme04)
    applyThemeToDocument(green)
    expect(written()).toBe(asTheme04)
  })

  it('shows the display copy of its background once there is one', () => {
    const pictured = theme('Pictured', '#00aa00', 'blob:http://127.0.0.1/original')
    applyThemeToDocument(pictured)
    expect(written()).toContain('blob:http://127.0.0.1/original')
    vi.mocked(displayAddress).mockImplementation((address) =>
      address === 'blob:http://127.0.0.1/original' ? 'blob:http://127.0.0.1/display' : address,
    )
    applyThemeToDocument(pictured)
    expect(written()).toContain('blob:http://127.0.0.1/display')
    expect(written()).not.toContain('blob:http://127.0.0.1/original')
  })
})
