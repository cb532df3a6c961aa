/*
 * A stored background is shown through an object URL, which dies with the page and is new at
 * every load. Undo steps name such an image by its content instead (a SHA-256 key), so a step
 * taken before a reload, or before the image was removed or replaced, can bring it back.
 */

const REFERENCE_PREFIX = 'stored-image:'
const keysByUrl = new Map<string, string>()

/**
 * The content key of the image an object URL shows. Hashed in a worker: reading a 20 MB image
 * into the page for the browser's digest held the page's thread for about 100 ms. The hasher
 * loads on first use, not with the first page.
 */
export async function imageKey(blob: Blob): Promise<string> {
  if (typeof Worker === 'undefined') {
    // Without workers the browser's own digest is the quickest way left.
    const digest = await crypto.subtle.digest('SHA-256', new Uint8Array(await blob.arrayBuffer()))
    return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('')
  }
  // Shared per blob: the NFT wizard uploads a stored background under this same hash.
  const { sharedSha256Hex } = await import('@/lib/sha256/sha256')
  return sharedSha256Hex(blob)
}

export function rememberImageKey(url: string, key: string): void {
  keysByUrl.set(url, key)
}

/** How an undo step names a background: by content for a stored image, else as it is. */
export function imageReferenceForHistory(image: string | undefined): string | undefined {
  const key = image === undefined ? undefined : keysByUrl.get(image)
  return key === undefined ? image : `${REFERENCE_PREFIX}${key}`
}

/** The content key an undo step's background names, if it names a stored image. */
export function storedImageKey(reference: unknown): string | undefined {
  return typeof reference === 'string' && reference.startsWith(REFERENCE_PREFIX)
    ? reference.slice(REFERENCE_PREFIX.length)
    : undefined
}
