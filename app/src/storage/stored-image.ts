import { imageTooLargeMessage, storedImageKey } from '@theme-a-roo/theme'
import type { StoredImageId } from '@/storage/image-store'
import { errorMessage } from '@/lib/error-message'
import { reportError } from '@/lib/error-queue'

/*
 * One stored image (the background, the NFT icon, the NFT banner) as the page sees it: its bytes
 * live in the image database, and the page shows them through an object URL that this module
 * creates and releases. Object URLs die with the page, so after a reload the image is read back
 * and gets a fresh one. Callers never make or revoke object URLs for stored images themselves.
 * An image a theme names by content (`stored-image:<sha256>`) is found here by that name too.
 */

export type StoredImageStatus =
  /** Not read from the database yet in this page. */
  | 'unknown'
  | 'loading'
  | 'present'
  /** The database was read and holds no image under this id. */
  | 'missing'
  /** The database could not be read; the image may still be there on the next load. */
  | 'unavailable'

export interface StoredImageSnapshot {
  status: StoredImageStatus
  /** Object URL of the stored bytes while present. */
  url?: string
  blob?: Blob
  /** The content key (SHA-256, hex) of the bytes, when they were identified as stored or read. */
  key?: string
  /**
   * What to show the image through: an object URL of a display-sized copy for a very large
   * image, else `url`. Anything that needs the image's own bytes uses `url` or `blob`.
   */
  displayUrl?: string
  /** Why the database could not be read, while unavailable. */
  reason?: string
}

/** Thrown by store() when a newer change to the same image (store, remove, release) came first. */
export class StoredImageSupersededError extends Error {
  constructor() {
    super('The image was replaced while it was being stored')
    this.name = 'StoredImageSupersededError'
  }
}

// The image database (and Dexie) loads only when an image is stored, read or deleted, and the
// maker of display copies with it.
const imageStore = () => import('@/storage/image-store')
const displayCopy = async (image: Blob) => (await imageStore()).displayCopy(image)

const IMAGE_NAMES: Record<StoredImageId, string> = {
  'background-image': 'The stored background image',
  'nft-icon-image': 'The stored NFT icon',
  'nft-banner-image': 'The stored NFT banner',
}

/** What an image too large to decode is shown through instead: one transparent pixel (PNG). */
const NOT_SHOWN =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADUlEQVQI12NgYGBgAAAABQABXvMqOgAAAABJRU5ErkJggg=='

/** Those told when any stored image starts or stops showing. */
const anyImageListeners = new Set<() => void>()

/** Calls `listener` whenever any stored image starts or stops showing; returns how to stop. */
export function subscribeStoredImages(listener: () => void): () => void {
  anyImageListeners.add(listener)
  return () => anyImageListeners.delete(listener)
}

export class StoredImage {
  private snapshot: StoredImageSnapshot = { status: 'unknown' }
  private readonly listeners = new Set<() => void>()
  /** Bumped by every change, so a read that finishes after a newer change is dropped. */
  private generation = 0
  private loading: Promise<StoredImageSnapshot> | undefined

  constructor(readonly id: StoredImageId) {}

  getSnapshot = (): StoredImageSnapshot => this.snapshot

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** The object URL currently showing this image, if any. */
  get url(): string | undefined {
    return this.snapshot.url
  }

  /** Whether `url` is the object URL this module made for the image. */
  owns(url: string | undefined): boolean {
    return url !== undefined && url === this.snapshot.url
  }

  private set(next: StoredImageSnapshot) {
    const { url: previous, displayUrl: previousCopy } = this.snapshot
    if (previous && previous !== next.url) URL.revokeObjectURL(previous)
    if (previousCopy && previousCopy !== previous && previousCopy !== next.displayUrl) {
      URL.revokeObjectURL(previousCopy)
    }
    this.snapshot = next
    this.listeners.forEach((listener) => listener())
    anyImageListeners.forEach((listener) => listener())
  }

  private present(blob: Blob, copy: Blob | undefined, key: string | undefined) {
    const url = URL.createObjectURL(blob)
    const displayUrl = copy ? URL.createObjectURL(copy) : url
    this.set({ status: 'present', url, blob, key, displayUrl })
  }

  /**
   * Keeps a file, data URI or object URL in the database and shows it; resolves to the new
   * snapshot. Other text is refused by the database module ('Unsupported data format').
   * `identify` gives the bytes their content key, worked out before the previous image stops
   * showing, so that a theme names the new image as soon as the page can show it.
   */
  async store(
    source: Blob | string,
    identify?: (blob: Blob) => Promise<string>,
  ): Promise<StoredImageSnapshot> {
    const generation = ++this.generation
    const blob = await (await imageStore()).storeImage(this.id, source)
    const [copy, key] = await Promise.all([displayCopy(blob), identify?.(blob)])
    if (generation !== this.generation) throw new StoredImageSupersededError()
    this.present(blob, copy, key)
    return this.snapshot
  }

  /**
   * Reads the image back (once per page); 'missing' only when the database answered and had
   * nothing, so a failed read never counts as a deleted image. With `identify`, the bytes read
   * get their content key before they show.
   */
  load(identify?: (blob: Blob) => Promise<string>): Promise<StoredImageSnapshot> {
    if (this.snapshot.status === 'present' || this.snapshot.status === 'missing') {
      return Promise.resolve(this.snapshot)
    }
    this.loading ??= this.read(identify).finally(() => (this.loading = undefined))
    return this.loading
  }

  private async read(identify?: (blob: Blob) => Promise<string>): Promise<StoredImageSnapshot> {
    const generation = this.generation
    this.set({ status: 'loading' })
    let blob: Blob | undefined
    try {
      blob = await (await imageStore()).getImage(this.id)
    } catch (error) {
      console.error(`Failed to read the stored image "${this.id}"`, error)
      const reason = errorMessage(error)
      if (generation === this.generation) this.set({ status: 'unavailable', reason })
      return this.snapshot
    }
    if (generation !== this.generation) return this.snapshot
    if (!blob) {
      this.set({ status: 'missing' })
      return this.snapshot
    }
    const [copy, key] = await Promise.all([
      this.readBackCopy(blob),
      // Unidentified bytes still show: only a theme naming them by content cannot find them.
      identify?.(blob).catch(() => undefined),
    ])
    if (generation === this.generation) this.present(blob, copy, key)
    return this.snapshot
  }

  /**
   * The display copy of an image read back. One too large to decode (kept before images were
   * measured) stays stored, since nothing saved changes without the user, but is never decoded:
   * it is shown as nothing, and the user told why.
   */
  private async readBackCopy(blob: Blob): Promise<Blob | undefined> {
    try {
      return await displayCopy(blob)
    } catch (error) {
      const { ImageTooLargeError } = await imageStore()
      if (!(error instanceof ImageTooLargeError)) throw error
      const refusal = imageTooLargeMessage(error.dimensions, IMAGE_NAMES[this.id])
      reportError('invalid', `${refusal} It is kept but not shown: remove it or choose another.`)
      return new Blob([Uint8Array.from(atob(NOT_SHOWN), (char) => char.charCodeAt(0))], {
        type: 'image/png',
      })
    }
  }

  /** Deletes the stored copy and releases its object URL. Throws when the database fails. */
  async remove(): Promise<void> {
    ++this.generation
    this.set({ status: 'missing' })
    await (await imageStore()).deleteImage(this.id)
  }

  /** Releases the object URL but keeps the stored copy (the image is no longer shown). */
  release(): void {
    ++this.generation
    this.set({ status: 'unknown' })
  }
}

const images = new Map<StoredImageId, StoredImage>()

/** The one handle per stored image id, shared by every part of the app. */
export function storedImage(id: StoredImageId): StoredImage {
  let image = images.get(id)
  if (!image) {
    image = new StoredImage(id)
    images.set(id, image)
  }
  return image
}

/** The stored image `address` names (its object URL, or its content key), as it is now. */
function snapshotAt(address: string): StoredImageSnapshot | undefined {
  const key = storedImageKey(address)
  for (const image of images.values()) {
    const snapshot = image.getSnapshot()
    if (snapshot.url === undefined) continue
    if (key === undefined ? snapshot.url === address : snapshot.key === key) return snapshot
  }
  return undefined
}

/**
 * The object URL this page shows a stored image through, when `address` names one it has read
 * (by content or by that URL); undefined while it has not.
 */
export function storedImageAddress(address: string): string | undefined {
  return snapshotAt(address)?.url
}

/**
 * The display copy of a very large image shown from its data URI without being stored (a shared
 * theme's), one at a time: the next one lets it go.
 */
let embeddedCopy: { address: string; url: string } | undefined

/**
 * Makes the display copy for an image about to be shown from its data URI, when it is very large.
 * Throws ImageTooLargeError for one too large to decode at all.
 */
export async function prepareEmbeddedDisplayCopy(address: string): Promise<void> {
  const [{ displayCopy: copyOf }, { dataUriToBlob }] = await Promise.all([
    import('@/lib/display-copy/display-copy'),
    import('@/lib/data-uri'),
  ])
  const copy = await copyOf(dataUriToBlob(address))
  if (embeddedCopy) URL.revokeObjectURL(embeddedCopy.url)
  embeddedCopy = copy && { address, url: URL.createObjectURL(copy) }
}

/**
 * The address to show an image through: a stored image's display copy when `address` names that
 * image (by its object URL or its content), or a prepared embedded image's copy, else `address`
 * itself. For showing only: bytes are read from `address` or storedBlobAt.
 */
export function displayAddress<Address extends string | undefined>(address: Address): Address {
  if (address === undefined) return address
  const embedded = embeddedCopy?.address === address ? embeddedCopy.url : undefined
  return (snapshotAt(address)?.displayUrl ?? embedded ?? address) as Address
}

/**
 * The bytes behind `address` when it names a stored image (by its object URL or its content):
 * the very blob the page holds, so that work already done on it (its hash) is found again,
 * rather than a new copy read through the address.
 */
export function storedBlobAt(address: string | undefined): Blob | undefined {
  return address === undefined ? undefined : snapshotAt(address)?.blob
}
