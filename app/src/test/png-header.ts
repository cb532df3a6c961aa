/*
 * The first 33 bytes of a PNG: its signature and the IHDR chunk that states its size (1 bit a
 * pixel, grey). All a header read looks at, so tests can state a picture of any size, a 16000 x
 * 16000 bomb included, without making one.
 */
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

export function pngHeader(width: number, height: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(33)
  const view = new DataView(bytes.buffer)
  bytes.set(PNG_SIGNATURE)
  view.setUint32(8, 13)
  bytes.set([0x49, 0x48, 0x44, 0x52], 12) // IHDR
  view.setUint32(16, width)
  view.setUint32(20, height)
  bytes.set([1, 0], 24) // bit depth, colour type
  return bytes
}

/** The same header as a base64 data: URI. */
export function pngHeaderDataUri(width: number, height: number): string {
  return `data:image/png;base64,${btoa(String.fromCharCode(...pngHeader(width, height)))}`
}
