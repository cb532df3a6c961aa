import { invoke } from '@tauri-apps/api/core'
import { open, save } from '@tauri-apps/plugin-dialog'
import { readTextFile, stat, writeFile, writeTextFile } from '@tauri-apps/plugin-fs'
import { writeText } from '@tauri-apps/plugin-clipboard-manager'
import { openUrl } from '@tauri-apps/plugin-opener'
import {
  fileTooLargeError,
  type FrameHeaders,
  type OpenedTextFile,
  type Platform,
} from './platform'

const ALL_FILES = { name: 'All Files', extensions: ['*'] }
const themeFileFilters = [{ name: 'Theme Files', extensions: ['json'] }, ALL_FILES]
const importableFileFilters = [{ name: 'Theme Files', extensions: ['json', 'css'] }, ALL_FILES]
const cssFileFilters = [{ name: 'CSS Files', extensions: ['css'] }, ALL_FILES]

/** The dialog gives a path, or on some systems a URL; only local files can be read. */
export function toLocalPath(selected: string): string {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(selected)) {
    const url = new URL(selected)
    if (url.protocol !== 'file:') throw new Error('Must be a file URL.')
    const path = decodeURIComponent(url.pathname)
    // file:///C:/dir/a.json names C:/dir/a.json, not /C:/dir/a.json.
    if (/^\/[a-z]:(\/|$)/i.test(path)) return path.slice(1)
    // file://server/share/a.json is a network share: \\server\share\a.json.
    if (url.hostname && url.hostname !== 'localhost')
      return `\\\\${url.hostname}${path.replace(/\//g, '\\')}`
    return path
  }
  return selected
}

function baseName(path: string): string {
  return path.split(/[\\/]/).pop() ?? path
}

export const tauriPlatform: Platform = {
  kind: 'desktop',
  async openThemeFile(maxBytes, kinds = 'theme-o-rama'): Promise<OpenedTextFile | null> {
    const filters = kinds === 'importable' ? importableFileFilters : themeFileFilters
    const selected = await open({ multiple: false, directory: false, filters })
    if (typeof selected !== 'string') return null
    const path = toLocalPath(selected)
    if ((await stat(path)).size > maxBytes) throw fileTooLargeError(maxBytes)
    return { name: baseName(path), text: await readTextFile(path) }
  },
  async saveTextFile(defaultName, text) {
    const filters = defaultName.endsWith('.css') ? cssFileFilters : themeFileFilters
    const path = await save({ defaultPath: defaultName, filters })
    if (!path) return false
    await writeTextFile(path, text)
    return true
  },
  async saveBinaryFile(defaultName, data) {
    const path = await save({ defaultPath: defaultName })
    if (!path) return false
    await writeFile(path, new Uint8Array(await data.arrayBuffer()))
    return true
  },
  writeClipboardText: (text) => writeText(text),
  openExternal: (url) => openUrl(url),
  allowAppWindow: (address) => invoke('grant_app_window', { address }),
  readFrameHeaders: (address) => invoke<FrameHeaders>('read_frame_headers', { address }),
}
