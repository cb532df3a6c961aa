import { SESSION_KEYS, STORAGE_KEYS } from '@/storage/keys'
import {
  keepUnreadable,
  readSessionString,
  readStoredJson,
  readStoredString,
  writeSession,
  writeStored,
} from '@/storage/local-storage'

export { isBoolean } from '@/storage/local-storage'

/*
 * What the pages keep in the user's browser: choices remembered across visits (the sidebar, the
 * Designer's preview, the AI prompt, ...) and the NFT wizard's work. Each is kept under the name
 * earlier versions of the app used, so a user's browser finds what it already holds. The working
 * theme's own entries belong to theming and are not among these.
 */

/** The values kept across visits, in localStorage. */
export type RememberedName = Extract<
  keyof typeof STORAGE_KEYS,
  | 'actionsPanelMinimized'
  | 'sidebarCollapsed'
  | 'imageModel'
  | 'designPrompt'
  | 'designerPreviewWidth'
  | 'designerVision'
  | 'liveAppAddress'
  | 'nftCollectionInfo'
  | 'nftCollectionId'
  | 'uploadedUrls'
  | 'nftPinnedFiles'
  | 'nftMetadataUpload'
  | 'pinataGateway'
  | 'pinataGroupName'
>

/** The values kept for this tab only (sessionStorage), gone when it closes. */
export type KeptForTabName = Extract<keyof typeof SESSION_KEYS, 'pinataJwt' | 'nftWizardStep'>

/**
 * One remembered value. Storage that is turned off or full never breaks the page: reads find
 * nothing and writes answer false.
 */
export interface Remembered {
  /** The name it is kept under in the browser, for messages. */
  readonly key: string
  readText(): string | undefined
  /**
   * The value kept as JSON, when `isValid` accepts it. Text that cannot be used is set aside
   * (under `<key>-backup`) before the next write replaces it.
   */
  readJson<T>(isValid: (value: unknown) => value is T): T | undefined
  /** Keeps `text`; undefined forgets the value. */
  writeText(text: string | undefined): boolean
  /** Keeps `value` as JSON; undefined forgets the value. */
  writeJson(value: unknown): boolean
  /** Sets aside text the page could not use, so the next write does not lose it. */
  keepUnreadable(text: string): void
}

export function remembered(name: RememberedName): Remembered {
  const key = STORAGE_KEYS[name]
  return {
    key,
    readText: () => readStoredString(key),
    readJson: (isValid) => readStoredJson(key, isValid),
    writeText: (text) => writeStored(key, text),
    writeJson: (value) => writeStored(key, value === undefined ? undefined : JSON.stringify(value)),
    keepUnreadable: (text) => keepUnreadable(key, text),
  }
}

/** One value kept for this tab only; writing undefined or '' forgets it. */
export interface KeptForTab {
  readText(): string | undefined
  writeText(text: string | undefined): boolean
}

export function keptForTab(name: KeptForTabName): KeptForTab {
  const key = SESSION_KEYS[name]
  return {
    readText: () => readSessionString(key),
    writeText: (text) => writeSession(key, text),
  }
}
