import { describe, expect, it, vi } from 'vitest'

const connectThemeEditor = vi.hoisted(() => vi.fn())
vi.mock('./client.ts', () => ({ connectThemeEditor }))

describe('the classic script', () => {
  it('connects to the origin it was loaded from and to those data-editor-origin lists', async () => {
    const script = document.createElement('script')
    script.src = 'http://127.0.0.1:4173/live.js'
    script.dataset.editorOrigin = 'https://editor.example/  * javascript:alert(1)'
    vi.spyOn(document, 'currentScript', 'get').mockReturnValue(script)
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await import('./classic.ts')
    expect(connectThemeEditor).toHaveBeenCalledWith({
      editorOrigins: ['http://127.0.0.1:4173', 'https://editor.example'],
    })
  })
})
