import { describe, expect, it, vi } from 'vitest'

const connectThemeEditor = vi.hoisted(() => vi.fn())
vi.mock('./client.ts', () => ({ connectThemeEditor }))

describe('the classic script', () => {
  it("connects to the origin it was loaded from (the desktop app's here) and to those data-editor-origin lists", async () => {
    const script = document.createElement('script')
    script.src = 'tauri://localhost/live.js'
    script.dataset.editorOrigin = 'https://editor.example/  * javascript:alert(1)'
    vi.spyOn(document, 'currentScript', 'get').mockReturnValue(script)
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await import('./classic.ts')
    expect(connectThemeEditor).toHaveBeenCalledWith({
      editorOrigins: ['tauri://localhost', 'https://editor.example'],
    })
  })
})
