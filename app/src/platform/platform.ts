/**
 * What differs between the browser and the desktop shell. Features call these; only the two
 * implementations know which one they run in.
 */
export interface OpenedTextFile {
  name: string
  text: string
}

/** Which files a picker offers: theme-o-rama JSON, or every format that Import reads (CSS too). */
/** A page's response headers that decide whether it may be shown in a frame. */
export interface FrameHeaders {
  xFrameOptions: string[]
  contentSecurityPolicy: string[]
}

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
  /**
   * Desktop only: lets the main window's next window.open of exactly this address open a second
   * native window (the shell refuses every other). Granted ahead, at Connect: the open itself
   * must run straight from the user's click, which an await of the shell would end.
   */
  allowAppWindow?: (address: string) => Promise<void>
  /**
   * The framing headers of the page at an http:// address, read before the Designer frames it.
   * Desktop only: a browser page cannot read another origin's headers.
   */
  readFrameHeaders?: (address: string) => Promise<FrameHeaders>
}

export function fileTooLargeError(maxBytes: number): Error {
  return new Error(`The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`)
}
