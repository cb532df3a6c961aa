import { clearMocks, mockIPC } from '@tauri-apps/api/mocks'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { platformFor } from './current-platform'
import { webPlatform } from './web'

/* The platform a page with these globals gets, as current-platform chooses it on load. */
const platformOfThisPage = () => platformFor(globalThis)

afterEach(() => {
  clearMocks()
  vi.unstubAllGlobals()
})

describe('current platform', () => {
  it('is the web implementation in a browser', () => {
    const platform = platformOfThisPage()

    expect(platform.kind).toBe('web')
    expect(platform).toBe(webPlatform)
  })

  it('stays web when only the IPC bridge is present but the page is not in the shell', () => {
    mockIPC(() => null)

    expect(platformOfThisPage().kind).toBe('web')
  })

  describe('inside the desktop shell', () => {
    let calls: { cmd: string; args: unknown }[]

    beforeEach(() => {
      // The shell marks its pages with globalThis.isTauri (what isTauri() reads) and provides IPC.
      vi.stubGlobal('isTauri', true)
      calls = []
      mockIPC((cmd, args) => {
        calls.push({ cmd, args })
        // Every dialog is cancelled (null); nothing answers with data.
        return null
      })
    })

    it('picks the desktop implementation', () => {
      expect(platformOfThisPage().kind).toBe('desktop')
    })

    it('delegates clipboard writes, links and dialogs to the desktop plugins', async () => {
      const platform = platformOfThisPage()

      await platform.writeClipboardText('theme json')
      await platform.openExternal('https://example.com/')
      await expect(platform.openThemeFile(1024)).resolves.toBeNull()

      expect(calls).toEqual([
        {
          cmd: 'plugin:clipboard-manager|write_text',
          args: { label: undefined, text: 'theme json' },
        },
        { cmd: 'plugin:opener|open_url', args: { url: 'https://example.com/', with: undefined } },
        {
          cmd: 'plugin:dialog|open',
          args: { options: expect.objectContaining({ multiple: false }) as unknown },
        },
      ])
    })

    it('offers CSS files in the open dialog when Import asks for every format it reads', async () => {
      const platform = platformOfThisPage()

      await platform.openThemeFile(1024, 'importable')
      expect(calls).toEqual([
        {
          cmd: 'plugin:dialog|open',
          args: {
            options: expect.objectContaining({
              filters: expect.arrayContaining([
                { name: 'Theme Files', extensions: ['json', 'css'] },
              ]) as unknown,
            }) as unknown,
          },
        },
      ])
    })

    it("offers no clipboard read: only the user's own paste reaches the page", () => {
      expect(platformOfThisPage().readClipboardText).toBeUndefined()
    })

    it('delegates saving to the desktop save dialog', async () => {
      const platform = platformOfThisPage()

      await expect(platform.saveTextFile('ocean.json', '{}')).resolves.toBe(false)
      await expect(
        platform.saveBinaryFile('background.png', new Blob([new Uint8Array([1])])),
      ).resolves.toBe(false)
      expect(calls.map((call) => call.cmd)).toEqual(['plugin:dialog|save', 'plugin:dialog|save'])
    })
  })
})
