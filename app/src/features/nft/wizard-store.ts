import { isPlainObject } from '@theme-a-roo/theme'
import { create, type StoreApi, type UseBoundStore } from 'zustand'
import { keptForTab, remembered, type Remembered } from '@/components/preferences/remembered'
import { lazyStore } from '@/lib/lazy-store'
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

const stored = {
  info: remembered('nftCollectionInfo'),
  collectionId: remembered('nftCollectionId'),
  uploaded: remembered('uploadedUrls'),
  pinned: remembered('nftPinnedFiles'),
  metadataUpload: remembered('nftMetadataUpload'),
  gateway: remembered('pinataGateway'),
  groupName: remembered('pinataGroupName'),
}
const keptForThisTab = { step: keptForTab('nftWizardStep'), jwt: keptForTab('pinataJwt') }

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

function readPinnedFiles(entry: Remembered): PinnedFile[] {
  const value = entry.readJson(Array.isArray)
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
  const step = Number(keptForThisTab.step.readText())
  return step === 2 || step === 3 || step === 4 ? step : 1
}

function readCollectionId(): string {
  const kept = stored.collectionId.readText()
  if (kept && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(kept)) {
    return kept
  }
  if (kept) stored.collectionId.keepUnreadable(kept)
  // One id per collection, kept so the metadata (and its hash) stays the same across reloads.
  const id = crypto.randomUUID()
  stored.collectionId.writeText(id)
  return id
}

function readCollectionInfo(): CollectionInfo {
  const kept = stored.info.readJson(isPlainObject)
  const info = parseStoredCollectionInfo(kept) ?? {
    description: '',
    author: '',
    sponsor: '',
    baseName: '',
  }
  // What the wizard does not understand would be dropped by its next save: keep the text first.
  const understood = (key: string) => key in info && typeof kept?.[key] === 'string'
  const raw = stored.info.readText()
  if (raw && kept && !Object.keys(kept).every(understood)) stored.info.keepUnreadable(raw)
  return info
}

function loadState(): NftWizardState {
  return {
    step: readStep(),
    info: readCollectionInfo(),
    collectionId: readCollectionId(),
    uploaded: readPinnedFiles(stored.uploaded),
    pinned: readPinnedFiles(stored.pinned),
    metadataUpload: stored.metadataUpload.readJson(isMetadataUpload),
    settings: {
      jwt: keptForThisTab.jwt.readText() ?? '',
      gateway: stored.gateway.readText() ?? '',
      groupName: stored.groupName.readText() ?? '',
    },
  }
}

function save(entry: Remembered, value: unknown) {
  if (!entry.writeJson(value)) console.error(`Failed to save "${entry.key}" to browser storage`)
}

function saveChanges(state: NftWizardState, previous: NftWizardState) {
  if (state.step !== previous.step) keptForThisTab.step.writeText(String(state.step))
  if (state.info !== previous.info) save(stored.info, state.info)
  if (state.uploaded !== previous.uploaded) save(stored.uploaded, state.uploaded)
  if (state.pinned !== previous.pinned) save(stored.pinned, state.pinned)
  if (state.metadataUpload !== previous.metadataUpload) {
    save(stored.metadataUpload, state.metadataUpload)
  }
  const { settings } = state
  if (settings !== previous.settings) {
    keptForThisTab.jwt.writeText(settings.jwt)
    stored.gateway.writeText(settings.gateway || undefined)
    stored.groupName.writeText(settings.groupName || undefined)
  }
}

/** The wizard as a page load finds it in browser storage; each change is saved back. */
export function createNftWizardStore(): UseBoundStore<StoreApi<NftWizardState>> {
  const store = create<NftWizardState>(loadState)
  store.subscribe(saveChanges)
  return store
}

/** The page's wizard, read from browser storage when first used. */
export const useNftWizard = lazyStore(createNftWizardStore)

/** The wizard's steps, each one change to `store`. */
export function nftWizardActions(store: StoreApi<NftWizardState>) {
  return {
    goToStep: (step: WizardStep): void => {
      store.setState({ step })
    },

    /** Editing changes one field of the collection info at a time. */
    updateCollectionInfo: <K extends keyof CollectionInfo>(
      field: K,
      value: CollectionInfo[K],
    ): void => {
      store.setState((state) =>
        state.info[field] === value ? state : { info: { ...state.info, [field]: value } },
      )
    },

    updatePinataSettings: (change: Partial<PinataSettings>): void => {
      store.setState((state) => ({ settings: { ...state.settings, ...change } }))
    },

    /** A new upload starts with an empty list: the old links may name other images. */
    startImageUpload: (): void => {
      store.setState({ uploaded: [] })
    },

    recordPinnedFile: (file: PinnedFile): void => {
      store.setState((state) => ({
        pinned: [...state.pinned.filter((entry) => entry.fileType !== file.fileType), file],
      }))
    },

    finishImageUpload: (files: PinnedFile[]): void => {
      store.setState({ uploaded: files, pinned: [] })
    },

    recordMetadataUpload: (upload: MetadataUpload): void => {
      store.setState({ metadataUpload: upload })
    },
  }
}

export const {
  goToStep,
  updateCollectionInfo,
  updatePinataSettings,
  startImageUpload,
  recordPinnedFile,
  finishImageUpload,
  recordMetadataUpload,
} = nftWizardActions(useNftWizard)
