/**
 * What differs between the browser and the desktop shell. Features call these; only the two
 * implementations know which one they run in.
 */
export interface OpenedTextFile {
  name: string
  text: string
}

/** Which files a picker offers: theme-o-rama JSON, or every format that Import reads (CSS too). */
export type ThemeFileKinds = 'theme-o-rama' | 'importable'

export interface Platform {
  kind: 'web' | 'desktop'
  /** Lets the user pick a theme file; null when they cancel. Refuses files over maxBytes. */
  openThemeFile(maxBytes: number, kinds?: ThemeFileKinds): Promise<OpenedTextFile | null>
  /** Saves text under a user-chosen name (desktop) or as a download (web); false when cancelled. */
  saveTextFile(defaultName: string, text: string, mimeType?: string): Promise<boolean>
  /** Saves binary data the same way. */
  saveBinaryFile(defaultName: string, data: Blob): Promise<boolean>
  writeClipboardText(text: string): Promise<void>
  /**
   * Reads the clipboard's text for a paste button; the browser allows it only in answer to the
   * user. Absent in the desktop window, whose webview lets no script read the clipboard: there
   * only the user's own paste (Ctrl+V, the context menu) hands text to the page.
   */
  readClipboardText?: () => Promise<string>
  openExternal(url: string): Promise<void>
}

export function fileTooLargeError(maxBytes: number): Error {
  return new Error(`The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`)
}
