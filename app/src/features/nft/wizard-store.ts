import { isPlainObject } from '@theme-a-roo/theme'
import { create } from 'zustand'
import { SESSION_KEYS, STORAGE_KEYS } from '@/storage/keys'
import {
  readSessionString,
  keepUnreadable,
  readStoredJson,
  readStoredString,
  writeSession,
  writeStored,
} from '@/storage/local-storage'
import { parseStoredCollectionInfo, type CollectionInfo } from './collection-info'
import type { UploadedImage } from './metadata'

/*
 * Everything the wizard collects, kept where the product promises: collection info, uploaded
 * files and the metadata upload in localStorage; the provider token and the current step in
 * sessionStorage. Every value read back is checked, so an old or hand-edited entry cannot break
 * the page.
 */

export type WizardStep = 1 | 2 | 3 | 4
export type NftFileType = UploadedImage['fileType']

export const FILE_TYPE_LABELS: Record<NftFileType, string> = {
  icon: 'NFT Icon',
  banner: 'Collection Banner',
  background: 'Background Image',
}

/** A file pinned on IPFS: what the Uploaded Images grid and the mint parameters show. */
export interface PinnedFile extends UploadedImage {
  name: string
  size: number
  sha256: string
  cid: string
}

/** The metadata file as uploaded; its text is kept so its hash always matches what was sent. */
export interface MetadataUpload {
  url: string
  cid: string
  sha256: string
  text: string
}

export interface PinataSettings {
  jwt: string
  gateway: string
  groupName: string
}

interface NftWizardState {
  step: WizardStep
  info: CollectionInfo
  collectionId: string
  uploaded: PinnedFile[]
  /** Files pinned by an unfinished upload, so a retry sends only what is still missing. */
  pinned: PinnedFile[]
  metadataUpload?: MetadataUpload
  settings: PinataSettings
}

const FILE_TYPES = new Set<string>(['icon', 'banner', 'background'])

function isPinnedFile(value: unknown): value is PinnedFile {
  if (!isPlainObject(value)) return false
  const { url, fileType, name, size, sha256, cid } = value
  return (
    typeof url === 'string' &&
    typeof fileType === 'string' &&
    FILE_TYPES.has(fileType) &&
    typeof name === 'string' &&
    typeof size === 'number' &&
    typeof sha256 === 'string' &&
    typeof cid === 'string'
  )
}

function readPinnedFiles(key: string): PinnedFile[] {
  const value = readStoredJson(key, Array.isArray)
  return value ? value.filter(isPinnedFile) : []
}

function isMetadataUpload(value: unknown): value is MetadataUpload {
  return (
    isPlainObject(value) &&
    typeof value.url === 'string' &&
    typeof value.cid === 'string' &&
    typeof value.sha256 === 'string' &&
    typeof value.text === 'string'
  )
}

function readStep(): WizardStep {
  const step = Number(readSessionString(SESSION_KEYS.nftWizardStep))
  return step === 2 || step === 3 || step === 4 ? step : 1
}

function readCollectionId(): string {
  const stored = readStoredString(STORAGE_KEYS.nftCollectionId)
  if (stored && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(stored)) {
    return stored
  }
  if (stored) keepUnreadable(STORAGE_KEYS.nftCollectionId, stored)
  // One id per collection, kept so the metadata (and its hash) stays the same across reloads.
  const id = crypto.randomUUID()
  writeStored(STORAGE_KEYS.nftCollectionId, id)
  return id
}

function readCollectionInfo(): CollectionInfo {
  const stored = readStoredJson(STORAGE_KEYS.nftCollectionInfo, isPlainObject)
  const info = parseStoredCollectionInfo(stored) ?? {
    description: '',
    author: '',
    sponsor: '',
    baseName: '',
  }
  // What the wizard does not understand would be dropped by its next save: keep the text first.
  const understood = (key: string) => key in info && typeof stored?.[key] === 'string'
  const raw = readStoredString(STORAGE_KEYS.nftCollectionInfo)
  if (raw && stored && !Object.keys(stored).every(understood)) {
    keepUnreadable(STORAGE_KEYS.nftCollectionInfo, raw)
  }
  return info
}

function loadState(): NftWizardState {
  return {
    step: readStep(),
    info: readCollectionInfo(),
    collectionId: readCollectionId(),
    uploaded: readPinnedFiles(STORAGE_KEYS.uploadedUrls),
    pinned: readPinnedFiles(STORAGE_KEYS.nftPinnedFiles),
    metadataUpload: readStoredJson(STORAGE_KEYS.nftMetadataUpload, isMetadataUpload),
    settings: {
      jwt: readSessionString(SESSION_KEYS.pinataJwt) ?? '',
      gateway: readStoredString(STORAGE_KEYS.pinataGateway) ?? '',
      groupName: readStoredString(STORAGE_KEYS.pinataGroupName) ?? '',
    },
  }
}

export const useNftWizard = create<NftWizardState>(() => loadState())

function save(key: string, value: unknown) {
  if (!writeStored(key, value === undefined ? undefined : JSON.stringify(value))) {
    console.error(`Failed to save "${key}" to browser storage`)
  }
}

useNftWizard.subscribe((state, previous) => {
  if (state.step !== previous.step) writeSession(SESSION_KEYS.nftWizardStep, String(state.step))
  if (state.info !== previous.info) save(STORAGE_KEYS.nftCollectionInfo, state.info)
  if (state.uploaded !== previous.uploaded) save(STORAGE_KEYS.uploadedUrls, state.uploaded)
  if (state.pinned !== previous.pinned) save(STORAGE_KEYS.nftPinnedFiles, state.pinned)
  if (state.metadataUpload !== previous.metadataUpload) {
    save(STORAGE_KEYS.nftMetadataUpload, state.metadataUpload)
  }
  const { settings } = state
  if (settings !== previous.settings) {
    writeSession(SESSION_KEYS.pinataJwt, settings.jwt)
    writeStored(STORAGE_KEYS.pinataGateway, settings.gateway || undefined)
    writeStored(STORAGE_KEYS.pinataGroupName, settings.groupName || undefined)
  }
})

export function goToStep(step: WizardStep): void {
  useNftWizard.setState({ step })
}

/** Editing changes one field of the collection info at a time. */
export function updateCollectionInfo<K extends keyof CollectionInfo>(
  field: K,
  value: CollectionInfo[K],
): void {
  useNftWizard.setState((state) =>
    state.info[field] === value ? state : { info: { ...state.info, [field]: value } },
  )
}

export function updatePinataSettings(change: Partial<PinataSettings>): void {
  useNftWizard.setState((state) => ({ settings: { ...state.settings, ...change } }))
}

/** A new upload starts with an empty list: the old links may name other images. */
export function startImageUpload(): void {
  useNftWizard.setState({ uploaded: [] })
}

export function recordPinnedFile(file: PinnedFile): void {
  useNftWizard.setState((state) => ({
    pinned: [...state.pinned.filter((entry) => entry.fileType !== file.fileType), file],
  }))
}

export function finishImageUpload(files: PinnedFile[]): void {
  useNftWizard.setState({ uploaded: files, pinned: [] })
}

export function recordMetadataUpload(upload: MetadataUpload): void {
  useNftWizard.setState({ metadataUpload: upload })
}
