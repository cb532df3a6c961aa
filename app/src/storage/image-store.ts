import Dexie, { type EntityTable } from 'dexie'
import { classifyImageReference } from '@theme-a-roo/theme'
import { dataUriToBlob } from '@/lib/data-uri'
import { measureImage } from '@/lib/display-copy/image-limits'
import { toPngBlob } from '@/lib/png'
import { errorMessage } from '@/lib/error-message'

// Loaded with the database: every image stored or read back may need its display copy, and is
// measured first.
export { displayCopy } from '@/lib/display-copy/display-copy'
export { ImageTooLargeError } from '@/lib/display-copy/image-limits'

/** Ids of the images the product keeps; other versions of the app read them under these names. */
export type StoredImageId = 'background-image' | 'nft-icon-image' | 'nft-banner-image'

export interface StoredImage {
  id: string
  data: Blob
}

const DATABASE_NAME = 'theme-a-roo-image-blobs'

class ImageDatabase extends Dexie {
  images!: EntityTable<StoredImage, 'id'>

  constructor(options?: ConstructorParameters<typeof Dexie>[1]) {
    super(DATABASE_NAME, options)
    this.version(1).stores({ images: 'id' })
  }
}

/**
 * The image database itself failed (it cannot be opened, is full, or refused a read or write), as
 * opposed to the image given to it being unusable. Callers tell the user as a Dexie error.
 */
export class ImageDatabaseError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options)
    this.name = 'ImageDatabaseError'
  }
}

/** Whether an error, or any error it wraps, is a failure of the image database. */
export function isImageDatabaseFailure(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if (current instanceof ImageDatabaseError) return true
  }
  return false
}

/** Accepts binary data, a data URI or an object URL; any other text is refused ('Unsupported data format'). */
async function toBlob(data: Blob | string): Promise<Blob> {
  if (data instanceof Blob) return data
  const kind = classifyImageReference(data)
  if (kind === 'embedded') return dataUriToBlob(data.trim())
  if (kind === 'object-url') return (await fetch(data)).blob()
  throw new Error('Unsupported data format')
}

export const NOT_A_RASTER_IMAGE = 'Not a PNG, JPEG, WebP, GIF or AVIF image'

/**
 * Only raster images are kept, recognised by their first bytes and labelled with their real type:
 * the app shows stored images through blob: URLs of its own origin, where an SVG or HTML file
 * could run script. An SVG is drawn to a PNG first. An image too large to decode is refused
 * (ImageTooLargeError) before anything decodes it, and nothing is stored.
 */
async function toStorableImage(blob: Blob): Promise<Blob> {
  const { type } = await measureImage(blob)
  if (type === 'svg') return toPngBlob(blob)
  if (!type) throw new Error(NOT_A_RASTER_IMAGE)
  const mimeType = `image/${type}`
  return blob.type === mimeType ? blob : new Blob([blob], { type: mimeType })
}

/*
 * Copies of backgrounds that undo steps can bring back, keyed by content. They are kept while
 * a step refers to them and released once none does.
 */
const COPY_PREFIX = 'undo-copy:'

/** The images kept in the browser's database, which opens with the first read or write. */
export function createImageStore() {
  let database: ImageDatabase | undefined

  async function openDatabase(): Promise<ImageDatabase> {
    try {
      database ??= new ImageDatabase()
      if (!database.isOpen()) await database.open()
      return database
    } catch (error) {
      database = undefined
      throw new ImageDatabaseError('Failed to open IndexedDB', { cause: error })
    }
  }

  async function put(id: string, blob: Blob): Promise<void> {
    const db = await openDatabase()
    try {
      await db.images.put({ id, data: blob })
    } catch (error) {
      throw new ImageDatabaseError(`Failed to store image: ${errorMessage(error)}`, {
        cause: error,
      })
    }
  }

  async function get(id: string): Promise<Blob | undefined> {
    const db = await openDatabase()
    try {
      return (await db.images.get(id))?.data
    } catch (error) {
      throw new ImageDatabaseError('Failed to retrieve image', { cause: error })
    }
  }

  async function storeImage(id: StoredImageId, data: Blob | string): Promise<Blob> {
    const blob = await toStorableImage(await toBlob(data))
    await put(id, blob)
    return blob
  }

  const getImage = (id: StoredImageId) => get(id)

  async function deleteImage(id: StoredImageId): Promise<void> {
    const db = await openDatabase()
    try {
      await db.images.delete(id)
    } catch (error) {
      throw new ImageDatabaseError('Failed to delete image', { cause: error })
    }
  }

  const keepImageCopy = (key: string, blob: Blob) => put(`${COPY_PREFIX}${key}`, blob)

  const getImageCopy = (key: string) => get(`${COPY_PREFIX}${key}`)

  /** Deletes every copy whose key is not in `keep`. */
  async function releaseImageCopiesExcept(keep: ReadonlySet<string>): Promise<void> {
    const db = await openDatabase()
    try {
      const ids = await db.images.where('id').startsWith(COPY_PREFIX).primaryKeys()
      const unused = ids.filter((id) => !keep.has(id.slice(COPY_PREFIX.length)))
      if (unused.length > 0) await db.images.bulkDelete(unused)
    } catch (error) {
      throw new ImageDatabaseError('Failed to delete image', { cause: error })
    }
  }

  return {
    storeImage,
    getImage,
    deleteImage,
    keepImageCopy,
    getImageCopy,
    releaseImageCopiesExcept,
  }
}

export const {
  storeImage,
  getImage,
  deleteImage,
  keepImageCopy,
  getImageCopy,
  releaseImageCopiesExcept,
} = createImageStore() // the page's images; the database opens when first used
