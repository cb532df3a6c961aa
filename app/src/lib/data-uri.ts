import { errorMessage } from './error-message'

/** A data URI's parts: its media type, whether it is base64, and the encoded payload. */
function parseDataUri(dataUri: string) {
  const match = /^data:([^,]*?),(.*)$/is.exec(dataUri)
  if (!match) throw new Error('Invalid data URI format')
  const [, header = '', payload = ''] = match
  const isBase64 = /;base64$/i.test(header)
  const mimeType = (isBase64 ? header.slice(0, -7) : header).split(';')[0] || 'text/plain'
  return { mimeType, isBase64, payload }
}

function base64Bytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

/**
 * The first `limit` bytes a data URI holds (all of them without a limit), decoding no more of it
 * than that: enough to read an image's header from a long URI at little cost.
 */
export function dataUriBytes(dataUri: string, limit = Infinity): Uint8Array<ArrayBuffer> {
  const { isBase64, payload } = parseDataUri(dataUri)
  if (isBase64) {
    // Four characters carry three bytes; a cut elsewhere would not decode.
    const characters = Math.ceil(limit / 3) * 4
    if (payload.length <= characters) return base64Bytes(payload)
    const head = payload.slice(0, characters).replace(/\s+/g, '')
    return base64Bytes(head.slice(0, head.length - (head.length % 4)))
  }
  return percentBytes(payload.slice(0, limit * 3)).subarray(0, limit)
}

/** Percent-encoded text as bytes, tolerating a cut anywhere (even inside a character's bytes). */
function percentBytes(text: string): Uint8Array<ArrayBuffer> {
  const encoder = new TextEncoder()
  const parts: Uint8Array[] = []
  for (const [run] of text.matchAll(/%[0-9a-f]{2}|[^%]+|%/gi)) {
    parts.push(
      run.length === 3 && run.startsWith('%')
        ? Uint8Array.of(parseInt(run.slice(1), 16))
        : encoder.encode(run),
    )
  }
  const bytes = new Uint8Array(parts.reduce((total, part) => total + part.length, 0))
  let offset = 0
  for (const part of parts) {
    bytes.set(part, offset)
    offset += part.length
  }
  return bytes
}

/** Turns a base64 or URL-encoded data URI into a Blob without going through fetch. */
export function dataUriToBlob(dataUri: string): Blob {
  const { mimeType, isBase64, payload } = parseDataUri(dataUri)
  try {
    if (!isBase64) return new Blob([decodeURIComponent(payload)], { type: mimeType })
    return new Blob([base64Bytes(payload)], { type: mimeType })
  } catch (error) {
    throw new Error(`Failed to convert data URI to blob: ${errorMessage(error)}`, { cause: error })
  }
}
