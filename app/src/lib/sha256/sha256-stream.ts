import { createSHA256 } from 'hash-wasm'

/** Read this much at a time, so a file of hundreds of megabytes is never held whole. */
export const HASH_SLICE_BYTES = 8 * 1024 * 1024

/**
 * The SHA-256 of a blob, read slice by slice; shared by the worker and the fallback on the page.
 * `afterSlice` runs between slices (progress, a yield, a cancellation check).
 *
 * The hash runs as WebAssembly: over twice the speed of a script hash, which is what bounds a
 * large upload, while memory stays at two slices whatever the file's size (WebCrypto would be
 * faster still, but it takes the whole file at once, twice over, as it copies its input).
 */
export async function hashBlob(
  blob: Blob,
  afterSlice?: (bytesDone: number) => void | Promise<void>,
): Promise<string> {
  const hash = await createSHA256()
  const read = (offset: number) =>
    blob
      .slice(offset, offset + HASH_SLICE_BYTES)
      .arrayBuffer()
      .then((buffer) => new Uint8Array(buffer))
  // The next slice is read while this one is hashed: the browser reads on another thread.
  let next = blob.size > 0 ? read(0) : undefined
  for (let offset = 0; next; offset += HASH_SLICE_BYTES) {
    const slice = await next
    const end = offset + slice.length
    next = end < blob.size ? read(end) : undefined
    hash.update(slice)
    await afterSlice?.(end)
  }
  return hash.digest('hex')
}
