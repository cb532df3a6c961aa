import { clearMocks, mockIPC } from '@tauri-apps/api/mocks'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/* current-platform decides once, when first imported, so each test imports a fresh copy. */
async function freshPlatform() {
  vi.resetModules()
  return (await import('./current-platform')).platform
}

beforeEach(() => {
  vi.resetModules()
})

afterEach(() => {
  clearMocks()
  vi.unstubAllGlobals()
})

describe('current platform', () => {
  it('is the web implementation in a browser', async () => {
    const platform = await freshPlatform()
    const { webPlatform } = await import('./web')

    expect(platform.kind).toBe('web')
    expect(platform).toBe(webPlatform)
  })

  it('stays web when only the IPC bridge is present but the page is not in the shell', async () => {
    mockIPC(() => null)

    expect((await freshPlatform()).kind).toBe('web')
  })

  describe('inside the desktop shell', () => {
    let calls: { cmd: string; args: unknown }[]

    beforeEach(() => {
      // The shell marks its pages with globalThis.isTauri (what isTauri() reads) and provides IPC.
      vi.stubGlobal('isTauri', true)
      calls = []
      mockIPC((cmd, args) => {
        calls.push({ cmd, args })
        // Every dialog is cancelled (null); nothing else answers with data.
        return cmd === 'plugin:clipboard-manager|read_text' ? 'from the clipboard' : null
      })
    })

    it('picks the desktop implementation', async () => {
      expect((await freshPlatform()).kind).toBe('desktop')
    })

    /** As the webview reports a click or key press the user has just made, or not. */
    function userJustActed(active: boolean) {
      vi.stubGlobal('navigator', { ...navigator, userActivation: { isActive: active } })
    }

    it('delegates clipboard, links and dialogs to the desktop plugins', async () => {
      const platform = await freshPlatform()
      userJustActed(true)

      await platform.writeClipboardText('theme json')
      await expect(platform.readClipboardText()).resolves.toBe('from the clipboard')
      await platform.openExternal('https://example.com/')
      await expect(platform.openThemeFile(1024)).resolves.toBeNull()

      expect(calls).toEqual([
        {
          cmd: 'plugin:clipboard-manager|write_text',
          args: { label: undefined, text: 'theme json' },
        },
        { cmd: 'plugin:clipboard-manager|read_text', args: {} },
        { cmd: 'plugin:opener|open_url', args: { url: 'https://example.com/', with: undefined } },
        {
          cmd: 'plugin:dialog|open',
          args: { options: expect.objectContaining({ multiple: false }) as unknown },
        },
      ])
    })

    it('reads the clipboard only in answer to a click or key press', async () => {
      const platform = await freshPlatform()
      userJustActed(false)

      await expect(platform.readClipboardText()).rejects.toThrow(
        'The clipboard is read only right after you click or press a key to paste',
      )
      expect(calls).toEqual([])
    })

    it('delegates saving to the desktop save dialog', async () => {
      const platform = await freshPlatform()

      await expect(platform.saveTextFile('ocean.json', '{}')).resolves.toBe(false)
      await expect(
        platform.saveBinaryFile('background.png', new Blob([new Uint8Array([1])])),
      ).resolves.toBe(false)
      expect(calls.map((call) => call.cmd)).toEqual(['plugin:dialog|save', 'plugin:dialog|save'])
    })
  })
})
