import { clearMocks, mockIPC } from '@tauri-apps/api/mocks'
import { afterEach, describe, expect, it } from 'vitest'
import { tauriPlatform, toLocalPath } from './tauri'

interface IpcCall {
  cmd: string
  args: unknown
  /** Plugins that send a raw body (fs writes) pass the path in the request headers. */
  headers?: Record<string, string>
}

type Handlers = Record<string, (args: unknown) => unknown>

interface TauriInternals {
  invoke: (
    cmd: string,
    args: unknown,
    options?: { headers?: Record<string, string> },
  ) => Promise<unknown>
}

/**
 * Answers the desktop plugins' IPC commands from `handlers` and records every call, headers
 * included (mockIPC's callback sees only the command and its body).
 */
function mockShell(handlers: Handlers): IpcCall[] {
  const calls: IpcCall[] = []
  mockIPC((cmd, args) => {
    const handler = handlers[cmd]
    if (!handler) throw new Error(`Unexpected IPC command ${cmd}`)
    return handler(args)
  })
  const internals = (window as unknown as { __TAURI_INTERNALS__: TauriInternals })
    .__TAURI_INTERNALS__
  const invoke = internals.invoke
  internals.invoke = (cmd, args, options) => {
    calls.push({ cmd, args, ...(options?.headers ? { headers: options.headers } : {}) })
    return invoke(cmd, args, options)
  }
  return calls
}

const MB = 1024 * 1024
const themeFilters = [
  { name: 'Theme Files', extensions: ['json'] },
  { name: 'All Files', extensions: ['*'] },
]
const themeText = '{"name":"ocean","displayName":"Ocean","schemaVersion":1}'

function fileInfo(size: number) {
  return {
    isFile: true,
    isDirectory: false,
    isSymlink: false,
    size,
    mtime: null,
    atime: null,
    birthtime: null,
    readonly: false,
  }
}

function commands(calls: IpcCall[]) {
  return calls.map((call) => call.cmd)
}

function bodyText(call: IpcCall | undefined) {
  return new TextDecoder().decode(call?.args as Uint8Array)
}

afterEach(() => {
  clearMocks()
})

describe('desktop platform: opening a theme file', () => {
  it('asks for a theme file, checks its size and reads it', async () => {
    const calls = mockShell({
      'plugin:dialog|open': () => '/home/ada/themes/ocean.json',
      'plugin:fs|stat': () => fileInfo(themeText.length),
      'plugin:fs|read_text_file': () => new TextEncoder().encode(themeText),
    })

    await expect(tauriPlatform.openThemeFile(20 * MB)).resolves.toEqual({
      name: 'ocean.json',
      text: themeText,
    })

    expect(commands(calls)).toEqual([
      'plugin:dialog|open',
      'plugin:fs|stat',
      'plugin:fs|read_text_file',
    ])
    expect(calls[0]?.args).toEqual({
      options: { multiple: false, directory: false, filters: themeFilters },
    })
    expect(calls[1]?.args).toMatchObject({ path: '/home/ada/themes/ocean.json' })
    expect(calls[2]?.args).toMatchObject({ path: '/home/ada/themes/ocean.json' })
  })

  it('offers CSS files beside JSON when importing', async () => {
    const calls = mockShell({
      'plugin:dialog|open': () => '/home/ada/themes/globals.css',
      'plugin:fs|stat': () => fileInfo(12),
      'plugin:fs|read_text_file': () => new TextEncoder().encode(':root { }\n'),
    })

    await expect(tauriPlatform.openThemeFile(20 * MB, 'importable')).resolves.toEqual({
      name: 'globals.css',
      text: ':root { }\n',
    })
    expect(calls[0]?.args).toEqual({
      options: {
        multiple: false,
        directory: false,
        filters: [{ name: 'Theme Files', extensions: ['json', 'css'] }, themeFilters[1]],
      },
    })
  })

  it('gives null and touches no file when the user cancels', async () => {
    const calls = mockShell({ 'plugin:dialog|open': () => null })

    await expect(tauriPlatform.openThemeFile(20 * MB)).resolves.toBeNull()
    expect(commands(calls)).toEqual(['plugin:dialog|open'])
  })

  it("refuses a selection that is a URL but not a file URL with 'Must be a file URL.'", async () => {
    const calls = mockShell({ 'plugin:dialog|open': () => 'https://example.com/ocean.json' })

    await expect(tauriPlatform.openThemeFile(20 * MB)).rejects.toThrow('Must be a file URL.')
    expect(commands(calls)).toEqual(['plugin:dialog|open'])
  })

  it('reads a file URL selection from its decoded path', async () => {
    const calls = mockShell({
      'plugin:dialog|open': () => 'file:///home/ada/My%20Themes/sea%20breeze.json',
      'plugin:fs|stat': () => fileInfo(10),
      'plugin:fs|read_text_file': () => new TextEncoder().encode(themeText),
    })

    await expect(tauriPlatform.openThemeFile(20 * MB)).resolves.toEqual({
      name: 'sea breeze.json',
      text: themeText,
    })
    expect(calls[1]?.args).toMatchObject({ path: '/home/ada/My Themes/sea breeze.json' })
    expect(calls[2]?.args).toMatchObject({ path: '/home/ada/My Themes/sea breeze.json' })
  })

  it('refuses a file over the limit before reading it', async () => {
    const calls = mockShell({
      'plugin:dialog|open': () => '/home/ada/huge.json',
      'plugin:fs|stat': () => fileInfo(20 * MB + 1),
      'plugin:fs|read_text_file': () => new Uint8Array(),
    })

    await expect(tauriPlatform.openThemeFile(20 * MB)).rejects.toThrow(
      'The file is larger than 20 MB',
    )
    expect(commands(calls)).toEqual(['plugin:dialog|open', 'plugin:fs|stat'])
  })

  it('accepts a file exactly at the limit', async () => {
    mockShell({
      'plugin:dialog|open': () => '/home/ada/full.json',
      'plugin:fs|stat': () => fileInfo(20 * MB),
      'plugin:fs|read_text_file': () => new TextEncoder().encode(themeText),
    })

    await expect(tauriPlatform.openThemeFile(20 * MB)).resolves.toEqual({
      name: 'full.json',
      text: themeText,
    })
  })

  it('names a Windows file by its last path segment', async () => {
    mockShell({
      'plugin:dialog|open': () => 'C:\\Users\\Ada\\Themes\\ocean.json',
      'plugin:fs|stat': () => fileInfo(10),
      'plugin:fs|read_text_file': () => new TextEncoder().encode(themeText),
    })

    await expect(tauriPlatform.openThemeFile(20 * MB)).resolves.toMatchObject({
      name: 'ocean.json',
    })
  })
})

describe('toLocalPath', () => {
  it('keeps plain paths as they are', () => {
    expect(toLocalPath('/home/ada/ocean.json')).toBe('/home/ada/ocean.json')
    expect(toLocalPath('C:\\Users\\Ada\\ocean.json')).toBe('C:\\Users\\Ada\\ocean.json')
  })

  it('turns file URLs into local paths', () => {
    expect(toLocalPath('file:///home/ada/My%20Themes/ocean.json')).toBe(
      '/home/ada/My Themes/ocean.json',
    )
    expect(toLocalPath('file://localhost/home/ada/ocean.json')).toBe('/home/ada/ocean.json')
    expect(toLocalPath('file:///C:/Users/Ada/ocean%20blue.json')).toBe(
      'C:/Users/Ada/ocean blue.json',
    )
    expect(toLocalPath('file://server/share/ocean.json')).toBe('\\\\server\\share\\ocean.json')
  })

  it('refuses other URLs', () => {
    expect(() => toLocalPath('https://example.com/ocean.json')).toThrow('Must be a file URL.')
    expect(() => toLocalPath('content://media/ocean.json')).toThrow('Must be a file URL.')
  })
})

describe('desktop platform: saving', () => {
  it('saves theme text where the user chose, offering the theme filters', async () => {
    const calls = mockShell({
      'plugin:dialog|save': () => '/home/ada/ocean.json',
      'plugin:fs|write_text_file': () => null,
    })

    await expect(tauriPlatform.saveTextFile('ocean.json', themeText)).resolves.toBe(true)

    expect(commands(calls)).toEqual(['plugin:dialog|save', 'plugin:fs|write_text_file'])
    expect(calls[0]?.args).toEqual({
      options: { defaultPath: 'ocean.json', filters: themeFilters },
    })
    expect(calls[1]?.headers?.path).toBe(encodeURIComponent('/home/ada/ocean.json'))
    expect(bodyText(calls[1])).toBe(themeText)
  })

  it('offers CSS files when saving an exported stylesheet', async () => {
    const calls = mockShell({
      'plugin:dialog|save': () => '/home/ada/ocean.css',
      'plugin:fs|write_text_file': () => null,
    })

    await expect(tauriPlatform.saveTextFile('ocean.css', ':root { }')).resolves.toBe(true)
    expect(calls[0]?.args).toEqual({
      options: {
        defaultPath: 'ocean.css',
        filters: [{ name: 'CSS Files', extensions: ['css'] }, themeFilters[1]],
      },
    })
  })

  it('writes nothing and gives false when the save dialog is cancelled', async () => {
    const calls = mockShell({ 'plugin:dialog|save': () => null })

    await expect(tauriPlatform.saveTextFile('ocean.json', themeText)).resolves.toBe(false)
    expect(commands(calls)).toEqual(['plugin:dialog|save'])
  })

  it('passes a failed write on to the caller', async () => {
    mockShell({
      'plugin:dialog|save': () => '/read-only/ocean.json',
      'plugin:fs|write_text_file': () =>
        Promise.reject(new Error('forbidden path: /read-only/ocean.json')),
    })

    await expect(tauriPlatform.saveTextFile('ocean.json', themeText)).rejects.toThrow(
      'forbidden path',
    )
  })

  it('saves binary data byte for byte', async () => {
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 255])
    const calls = mockShell({
      'plugin:dialog|save': () => '/home/ada/Pictures/background.png',
      'plugin:fs|write_file': () => null,
    })

    await expect(
      tauriPlatform.saveBinaryFile('background.png', new Blob([bytes], { type: 'image/png' })),
    ).resolves.toBe(true)

    expect(commands(calls)).toEqual(['plugin:dialog|save', 'plugin:fs|write_file'])
    expect(calls[0]?.args).toEqual({ options: { defaultPath: 'background.png' } })
    expect(calls[1]?.headers?.path).toBe(encodeURIComponent('/home/ada/Pictures/background.png'))
    expect(Array.from(calls[1]?.args as Uint8Array)).toEqual(Array.from(bytes))
  })

  it('writes no binary file when the save dialog is cancelled', async () => {
    const calls = mockShell({ 'plugin:dialog|save': () => null })

    await expect(
      tauriPlatform.saveBinaryFile('background.png', new Blob([new Uint8Array([1])])),
    ).resolves.toBe(false)
    expect(commands(calls)).toEqual(['plugin:dialog|save'])
  })
})

describe('desktop platform: clipboard and links', () => {
  it('writes clipboard text', async () => {
    const calls = mockShell({ 'plugin:clipboard-manager|write_text': () => null })

    await tauriPlatform.writeClipboardText('{"name":"ocean"}')
    expect(calls).toEqual([
      {
        cmd: 'plugin:clipboard-manager|write_text',
        args: { label: undefined, text: '{"name":"ocean"}' },
      },
    ])
  })

  it('opens links through the system opener', async () => {
    const calls = mockShell({ 'plugin:opener|open_url': () => null })

    await tauriPlatform.openExternal('https://www.npmjs.com/package/theme-o-rama')
    expect(calls).toEqual([
      {
        cmd: 'plugin:opener|open_url',
        args: { url: 'https://www.npmjs.com/package/theme-o-rama', with: undefined },
      },
    ])
  })
})
