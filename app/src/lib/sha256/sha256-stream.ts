import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex } from '@noble/hashes/utils.js'

/** Read this much at a time, so a file of hundreds of megabytes is never held whole. */
export const HASH_SLICE_BYTES = 8 * 1024 * 1024

/**
 * The SHA-256 of a blob, read slice by slice; shared by the worker and the fallback on the page.
 * `afterSlice` runs between slices (progress, a yield, a cancellation check).
 */
export async function hashBlobInSlices(
  blob: Blob,
  afterSlice?: (bytesDone: number) => void | Promise<void>,
): Promise<string> {
  const hash = sha256.create()
  for (let offset = 0; offset < blob.size; offset += HASH_SLICE_BYTES) {
    const end = Math.min(blob.size, offset + HASH_SLICE_BYTES)
    hash.update(new Uint8Array(await blob.slice(offset, end).arrayBuffer()))
    await afterSlice?.(end)
  }
  return bytesToHex(hash.digest())
}
