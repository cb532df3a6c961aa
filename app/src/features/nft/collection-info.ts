import { isPlainObject } from '@theme-a-roo/theme'

/** What step 1 collects about the collection; baseName follows the theme's display name. */
export interface CollectionInfo {
  description: string
  author: string
  sponsor: string
  twitterHandle?: string
  website?: string
  licenseUrl?: string
  baseName: string
}

const REQUIRED_FIELDS = ['description', 'author', 'sponsor', 'baseName'] as const
const OPTIONAL_FIELDS = ['twitterHandle', 'website', 'licenseUrl'] as const

export function isCollectionInfoComplete(info: CollectionInfo): boolean {
  return [info.description, info.author, info.sponsor].every((value) => value.trim() !== '')
}

/**
 * Collection info read back from storage: only the known fields, only as strings, copied one by
 * one so that an old, hand-edited or hostile entry (`__proto__` and the like) cannot get in.
 */
export function parseStoredCollectionInfo(value: unknown): CollectionInfo | undefined {
  if (!isPlainObject(value)) return undefined
  const own = (key: string) =>
    Object.prototype.hasOwnProperty.call(value, key) && typeof value[key] === 'string'
      ? value[key]
      : undefined
  const info: CollectionInfo = { description: '', author: '', sponsor: '', baseName: '' }
  for (const key of REQUIRED_FIELDS) info[key] = own(key) ?? ''
  for (const key of OPTIONAL_FIELDS) {
    const field = own(key)
    if (field !== undefined) info[key] = field
  }
  return info
}

/** The handle without its '@'; undefined when blank. */
export function twitterHandle(handle: string | undefined): string | undefined {
  const value = handle?.trim().replace(/^@+/, '')
  return value || undefined
}

/** The website as an address: https:// is assumed when no scheme is given; undefined when blank. */
export function normalizeWebsite(website: string | undefined): string | undefined {
  const value = website?.trim()
  if (!value) return undefined
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`
}
