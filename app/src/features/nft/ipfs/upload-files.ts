import { sniffImageType } from '@/lib/png'
import { requestTimeoutMs, UploadCancelledError } from './request-control'
import type { NftFileType } from '../wizard-store'

/** File extensions by image MIME subtype; anything unknown is saved as PNG. */
const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/jpg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
  'image/bmp': 'bmp',
  'image/tiff': 'tiff',
  'image/ico': 'ico',
  'image/x-icon': 'ico',
  'image/vnd.microsoft.icon': 'ico',
  'application/json': 'json',
}

/** An empty or generic type says nothing about the bytes; PNG is the default image type. */
export function imageMimeType(type: string): string {
  const base = type.split(';')[0]?.trim().toLowerCase() ?? ''
  return base === '' || base === 'application/octet-stream' ? 'image/png' : base
}

export function extensionForMimeType(type: string): string {
  return EXTENSIONS[imageMimeType(type)] ?? 'png'
}

const SUFFIXES: Record<NftFileType, string> = {
  icon: '',
  banner: '-banner',
  background: '-background',
}

/** The names files get on IPFS: `baseName.ext`, `baseName-banner.ext`, `baseName-background.ext`. */
export function uploadFileName(baseName: string, fileType: NftFileType, mimeType: string): string {
  return `${baseName}${SUFFIXES[fileType]}.${extensionForMimeType(mimeType)}`
}

export function metadataFileName(baseName: string): string {
  return `${baseName}-metadata.json`
}

export interface UploadSource {
  fileType: NftFileType
  blob: Blob
}

export interface FileToUpload {
  fileType: NftFileType
  file: File
  /** The bytes the file is made of, as stored: their hash is the one worked out ahead. */
  bytes: Blob
}

/** Wraps the stored bytes as named files, without copying them. */
export function buildUploadFiles(baseName: string, sources: UploadSource[]): FileToUpload[] {
  return sources.map(({ fileType, blob }) => {
    const type = imageMimeType(blob.type)
    const file = new File([blob], uploadFileName(baseName, fileType, type), { type })
    return { fileType, file, bytes: blob }
  })
}

/** Thrown when an external background cannot be read, usually because its host forbids it. */
export class ExternalImageError extends Error {
  constructor(cause: unknown) {
    super('Failed to fetch external images due to CORS restrictions', { cause })
    this.name = 'ExternalImageError'
  }
}

/** What a web address answered with, when it was not a picture (a sign-in page, an error). */
export class NotAnImageError extends Error {
  constructor(url: string, servedAs: string) {
    super(
      `The background image at ${url} is not a PNG, JPEG, WebP, GIF or AVIF image (served as ${servedAs})`,
    )
    this.name = 'NotAnImageError'
  }
}

/**
 * The background's bytes: an external http(s) image is fetched first (which its host may refuse
 * to a page from another origin); local images (stored, embedded, bundled) are read the same way.
 * What a web address returns is pinned only if its first bytes are a raster image, labelled with
 * its real type; servers answer a moved or private image with a page that says 200 all the same.
 */
export async function readBackgroundImage(
  url: string,
  { external, signal }: { external: boolean; signal: AbortSignal },
): Promise<Blob> {
  const limitMs = requestTimeoutMs(0)
  const timeout = AbortSignal.timeout(limitMs)
  // Cancel and the time limit end the body's download too, so both steps ask why they failed.
  const stopped = () => {
    if (signal.aborted) return new UploadCancelledError()
    if (timeout.aborted) {
      return new Error(`The background image did not arrive within ${limitMs / 1000} seconds`)
    }
    return undefined
  }
  let response: Response
  try {
    response = await fetch(url, { signal: AbortSignal.any([signal, timeout]) })
  } catch (error) {
    throw (
      stopped() ??
      (external
        ? new ExternalImageError(error)
        : new Error('Failed to load image', { cause: error }))
    )
  }
  if (!response.ok) throw new Error(`Failed to load the background image (${response.status})`)
  const blob = await response.blob().catch((error: unknown) => {
    throw stopped() ?? error
  })
  if (!external) return blob
  const type = await sniffImageType(blob)
  if (!type || type === 'svg') {
    const servedAs = response.headers.get('Content-Type')?.split(';')[0]?.trim()
    throw new NotAnImageError(url, servedAs || 'no type')
  }
  return blob.slice(0, blob.size, `image/${type}`)
}
