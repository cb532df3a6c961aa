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

/**
 * The clipboard plugin answers any call at any time, where a browser lets a page read the
 * clipboard only in answer to the user. The shell keeps the browser's rule: a read needs a click
 * or key press the user has just made (transient activation), never a timer, a page load or an
 * event a script made up. Checked before anything is awaited, while the gesture is still fresh.
 */
class ClipboardReadWithoutGestureError extends Error {
  constructor() {
    super('The clipboard is read only right after you click or press a key to paste')
    this.name = 'ClipboardReadWithoutGestureError'
  }
}

const desktopPlatform: Platform = {
  kind: 'desktop',
  openThemeFile: async (maxBytes) => (await desktop()).openThemeFile(maxBytes),
  saveTextFile: async (name, text, mimeType) =>
    (await desktop()).saveTextFile(name, text, mimeType),
  saveBinaryFile: async (name, data) => (await desktop()).saveBinaryFile(name, data),
  writeClipboardText: async (text) => (await desktop()).writeClipboardText(text),
  readClipboardText: async () => {
    if (!navigator.userActivation?.isActive) throw new ClipboardReadWithoutGestureError()
    return (await desktop()).readClipboardText()
  },
  openExternal: async (url) => (await desktop()).openExternal(url),
}

/*
 * The desktop shell marks its webview with a global `isTauri` flag, which is all the desktop
 * API's own `isTauri()` reads. Read here directly, because importing that module for it would
 * put the whole desktop API on the browser's first page.
 */
const inDesktopShell = Boolean((globalThis as { isTauri?: unknown }).isTauri)

export const platform: Platform = inDesktopShell ? desktopPlatform : webPlatform
