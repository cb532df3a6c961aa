import type { Platform } from './platform'
import { webPlatform } from './web'

/*
 * The desktop implementation (and its plugins) loads only inside the desktop shell, so the
 * browser build never pays for it.
 */
let desktopImpl: Promise<Platform> | undefined
function desktop(): Promise<Platform> {
  desktopImpl ??= import('./tauri').then((module) => module.tauriPlatform)
  return desktopImpl
}

const desktopPlatform: Platform = {
  kind: 'desktop',
  openThemeFile: async (maxBytes, kinds) => (await desktop()).openThemeFile(maxBytes, kinds),
  saveTextFile: async (name, text, mimeType) =>
    (await desktop()).saveTextFile(name, text, mimeType),
  saveBinaryFile: async (name, data) => (await desktop()).saveBinaryFile(name, data),
  writeClipboardText: async (text) => (await desktop()).writeClipboardText(text),
  openExternal: async (url) => (await desktop()).openExternal(url),
  allowAppWindow: async (address) => (await desktop()).allowAppWindow?.(address),
  readFrameHeaders: async (address) => {
    const { readFrameHeaders } = await desktop()
    if (!readFrameHeaders) throw new Error('This platform reads no headers')
    return readFrameHeaders(address)
  },
}

/*
 * The desktop shell marks its webview with a global `isTauri` flag, which is all the desktop
 * API's own `isTauri()` reads. Read here directly, because importing that module for it would
 * put the whole desktop API on the browser's first page.
 */
export function platformFor(page: object): Platform {
  return 'isTauri' in page && Boolean(page.isTauri) ? desktopPlatform : webPlatform
}

/** The shell sets its flag before any of the page's scripts run, so one look at it holds. */
export const platform: Platform = platformFor(globalThis)
