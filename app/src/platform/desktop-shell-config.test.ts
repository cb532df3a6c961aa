// @vitest-environment node
/*
 * Fast checks of the desktop shell's configuration against what the platform layer relies on and
 * the security choices explained in app/src-tauri/README.md. The desktop suite (desktop-e2e/)
 * proves the built app; these fail in a second, before a Rust build.
 */
import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const shellDir = new URL('../../src-tauri/', import.meta.url)

function readShellFile(path: string): string {
  return readFileSync(new URL(path, shellDir), 'utf8')
}

interface Permission {
  identifier: string
  allow?: { url?: string; path?: string }[]
}

const config = JSON.parse(readShellFile('tauri.conf.json')) as {
  productName: string
  identifier: string
  build: Record<string, string>
  app: {
    windows: { label?: string; width: number; height: number; minWidth: number }[]
    security: {
      csp: Record<string, string>
      devCsp: Record<string, string>
      dangerousDisableAssetCspModification: string[]
      capabilities: string[]
    }
  }
  bundle: { icon: string[] }
}
const capability = JSON.parse(readShellFile('capabilities/default.json')) as {
  identifier: string
  windows: string[]
  permissions: (string | Permission)[]
}
const appPackage = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
) as {
  dependencies: Record<string, string>
  devDependencies: Record<string, string>
}

function sources(policy: Record<string, string>, directive: string): string[] {
  return (policy[directive] ?? '').split(/\s+/).filter(Boolean)
}

function permissionIds() {
  return capability.permissions.map((permission) =>
    typeof permission === 'string' ? permission : permission.identifier,
  )
}

describe('desktop shell configuration', () => {
  it('serves the web build in one main window', () => {
    expect(config.productName).toBe('Theme-a-roo')
    expect(config.build).toMatchObject({ frontendDist: '../dist', devUrl: 'http://127.0.0.1:5173' })
    expect(config.app.windows).toHaveLength(1)
    expect(config.app.windows[0]).toMatchObject({
      label: 'main',
      width: 1280,
      height: 860,
      minWidth: 390,
    })
    expect(capability.windows).toEqual(['main'])
    expect(config.app.security.capabilities).toEqual([capability.identifier])
  })

  it('keeps scripts strict and lets run-time <style> elements work', () => {
    for (const policy of [config.app.security.csp, config.app.security.devCsp]) {
      expect(sources(policy, 'default-src')).toEqual(["'self'"])
      expect(sources(policy, 'script-src')).not.toContain("'unsafe-eval'")
      expect(sources(policy, 'style-src')).toEqual(["'self'", "'unsafe-inline'"])
      expect(sources(policy, 'connect-src')).toEqual(
        expect.arrayContaining(['ipc:', 'http://ipc.localhost', 'blob:', 'https:']),
      )
      expect(sources(policy, 'img-src')).toEqual(
        expect.arrayContaining(['data:', 'blob:', 'https:', 'http:']),
      )
      // No other page may show the app in a frame.
      expect(sources(policy, 'frame-ancestors')).toEqual(["'none'"])
      // The Designer's 'Your app' frames the user's app: a local server or an https site, no more.
      expect(sources(policy, 'frame-src')).toEqual([
        'http://127.0.0.1:*',
        'http://localhost:*',
        'https:',
      ])
    }
    expect(sources(config.app.security.csp, 'script-src')).toEqual(["'self'"])
    // A nonce in style-src would make browsers ignore 'unsafe-inline'; Tauri must not add one.
    expect(config.app.security.dangerousDisableAssetCspModification).toEqual(['style-src'])
  })

  it('grants only what the platform layer calls', () => {
    // Checked on their own first, so that their failure says what went wrong. The app calls no
    // core command (window, event, path, menu, tray...): core:default would bring all of those.
    expect(permissionIds().filter((id) => id.startsWith('core:'))).toEqual([])
    // Reading the clipboard goes through the webview, which allows it only for a user's paste.
    expect(permissionIds()).not.toContain('clipboard-manager:allow-read-text')
    // Exactly what the calls in tauri.ts need: any more would be handed to every script the page
    // runs, an injected one included.
    expect(permissionIds().sort()).toEqual(
      [
        'dialog:allow-open', // openThemeFile
        'dialog:allow-save', // saveTextFile, saveBinaryFile
        'fs:allow-stat', // openThemeFile's size check
        'fs:allow-read-text-file', // openThemeFile
        'fs:allow-write-text-file', // saveTextFile
        'fs:allow-write-file', // saveBinaryFile
        'clipboard-manager:allow-write-text', // writeClipboardText
        'opener:allow-open-url', // openExternal
        'allow-grant-app-window', // allowAppWindow
        'allow-read-frame-headers', // readFrameHeaders
      ].sort(),
    )
    // Files are reachable only after the user picks them in a dialog: no standing path scope.
    expect(
      capability.permissions.filter(
        (permission) => typeof permission !== 'string' && permission.identifier.startsWith('fs:'),
      ),
    ).toEqual([])
    expect(capability.permissions).toContainEqual({
      identifier: 'opener:allow-open-url',
      allow: [{ url: 'https://*' }],
    })
  })

  it('lists bundle icons that exist and are 8-bit RGBA PNGs where PNG', () => {
    for (const icon of config.bundle.icon) {
      expect(existsSync(new URL(icon, shellDir)), icon).toBe(true)
      if (!icon.endsWith('.png')) continue
      const png = readFileSync(new URL(icon, shellDir))
      // IHDR: bit depth at byte 24, colour type at byte 25 (6 = RGBA).
      expect([png[24], png[25]], icon).toEqual([8, 6])
    }
    expect(config.bundle.icon).toContain('icons/icon.ico')
  })

  it('pins each crate to the minor version of its npm package', () => {
    const cargo = readShellFile('Cargo.toml')
    const pairs: [string, string][] = [
      ['tauri', '@tauri-apps/api'],
      ['tauri-plugin-dialog', '@tauri-apps/plugin-dialog'],
      ['tauri-plugin-fs', '@tauri-apps/plugin-fs'],
      ['tauri-plugin-clipboard-manager', '@tauri-apps/plugin-clipboard-manager'],
      ['tauri-plugin-opener', '@tauri-apps/plugin-opener'],
    ]
    for (const [crate, npmPackage] of pairs) {
      const [major, minor] = (appPackage.dependencies[npmPackage] ?? '').split('.')
      expect(cargo, crate).toMatch(
        new RegExp(`^${crate} = (\\{ version = )?"~${major}\\.${minor}"`, 'm'),
      )
    }
  })

  it('locks each crate to a version the npm packages and the pinned CLI agree with', () => {
    const lock = readShellFile('Cargo.lock')
    const locked = (crate: string) =>
      lock.match(new RegExp(`name = "${crate}"\\nversion = "(\\d+\\.\\d+)\\.`))?.[1]
    const minor = (version = '') => version.split('.').slice(0, 2).join('.')
    expect(locked('tauri')).toBe(minor(appPackage.dependencies['@tauri-apps/api']))
    expect(minor(appPackage.devDependencies['@tauri-apps/cli'])).toBe(locked('tauri'))
    expect(locked('tauri-plugin-fs')).toBe(minor(appPackage.dependencies['@tauri-apps/plugin-fs']))
    expect(locked('tauri-plugin-opener')).toBe(
      minor(appPackage.dependencies['@tauri-apps/plugin-opener']),
    )
  })

  it('lets only the test build reach the fake storage server, over loopback', () => {
    const testConfig = JSON.parse(readShellFile('tauri.desktop-test.conf.json')) as {
      app: { security: { csp: Record<string, string> } }
    }
    const shipped = sources(config.app.security.csp, 'connect-src')
    expect(shipped.filter((source) => source.startsWith('http://'))).toEqual([
      'http://ipc.localhost',
    ])
    expect(sources(testConfig.app.security.csp, 'connect-src')).toEqual([
      ...shipped,
      'http://127.0.0.1:4320',
    ])
  })

  it('registers every plugin it grants, and only the commands the platform layer calls', () => {
    const lib = readShellFile('src/lib.rs')
    for (const plugin of ['dialog', 'fs', 'clipboard_manager', 'opener']) {
      expect(lib).toContain(`.plugin(tauri_plugin_${plugin}::init())`)
    }
    const handler = /generate_handler!\[([^\]]*)\]/.exec(lib)?.[1] ?? ''
    const commands = handler.split(',').map((command) => command.trim().split('::').pop())
    expect(commands.filter(Boolean).sort()).toEqual(['grant_app_window', 'read_frame_headers'])
    // Each has a permission of its own, so a window not granted it cannot call it.
    expect(readShellFile('build.rs')).toContain(
      '.commands(&["grant_app_window", "read_frame_headers"])',
    )
  })
})
