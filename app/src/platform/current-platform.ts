import { isTauri } from '@tauri-apps/api/core'
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
  openThemeFile: async (maxBytes) => (await desktop()).openThemeFile(maxBytes),
  saveTextFile: async (name, text, mimeType) =>
    (await desktop()).saveTextFile(name, text, mimeType),
  saveBinaryFile: async (name, data) => (await desktop()).saveBinaryFile(name, data),
  writeClipboardText: async (text) => (await desktop()).writeClipboardText(text),
  readClipboardText: async () => (await desktop()).readClipboardText(),
  openExternal: async (url) => (await desktop()).openExternal(url),
}

export const platform: Platform = isTauri() ? desktopPlatform : webPlatform
