import {
  headerDimensions,
  imageTooLargeMessage,
  imageTypeOf,
  isTooLargeToDecode,
} from '@theme-a-roo/theme'

/** The bytes of a `data:` URI, base64 or percent-encoded; undefined when it has no comma. */
export function dataUriBytes(uri: string): Buffer | undefined {
  const comma = uri.indexOf(',')
  if (comma < 0) return undefined
  const payload = uri.slice(comma + 1)
  if (/;base64$/i.test(uri.slice(0, comma))) return Buffer.from(payload, 'base64')
  const decoded = payload.replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  )
  return Buffer.from(decoded, 'latin1')
}

/**
 * Why the background image must not be decoded, read from its header as the app reads it: a
 * theme from a pull request can embed a few kilobytes of PNG that state 50000 x 50000 pixels, 10
 * GB once decoded. Undefined for an image within the app's limits, or one that states no size.
 */
export function tooLargeToDecode(bytes: Uint8Array, subject: string): string | undefined {
  const type = imageTypeOf(bytes)
  // All of the bytes are at hand: a JPEG's or GIF's size after its metadata is read too.
  const dimensions = type && headerDimensions(type, bytes)
  return dimensions && isTooLargeToDecode(dimensions)
    ? imageTooLargeMessage(dimensions, subject)
    : undefined
}
