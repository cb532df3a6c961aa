import type { NftFileType } from './wizard-store'

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
}

/** Wraps the stored bytes as named files, without copying them. */
export function buildUploadFiles(baseName: string, sources: UploadSource[]): FileToUpload[] {
  return sources.map(({ fileType, blob }) => {
    const type = imageMimeType(blob.type)
    return { fileType, file: new File([blob], uploadFileName(baseName, fileType, type), { type }) }
  })
}

/** Thrown when an external background cannot be read, usually because its host forbids it. */
export class ExternalImageError extends Error {
  constructor(cause: unknown) {
    super('Failed to fetch external images due to CORS restrictions', { cause })
    this.name = 'ExternalImageError'
  }
}

/**
 * The background's bytes: an external http(s) image is fetched first (which its host may refuse
 * to a page from another origin); local images (stored, embedded, bundled) are read the same way.
 */
export async function readBackgroundImage(url: string, external: boolean): Promise<Blob> {
  let response: Response
  try {
    response = await fetch(url)
  } catch (error) {
    if (external) throw new ExternalImageError(error)
    throw new Error('Failed to load image', { cause: error })
  }
  if (!response.ok) throw new Error(`Failed to load the background image (${response.status})`)
  return response.blob()
}
