/*
 * A stored background is named by its content (a SHA-256 key), in the working theme, its undo
 * steps and storage alike: a page's object URL dies with the page and is new at every load, so a
 * theme naming the image by content means the same after a reload, in another tab, or in a step
 * taken before the image was removed or replaced.
 */

/**
 * The content key of an image. Hashed in a worker: reading a 20 MB image into the page for the
 * browser's digest held the page's thread for about 100 ms. The hasher loads on first use, not
 * with the first page.
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
