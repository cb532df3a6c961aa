/** The schemes a pasted background address may use: web images and inline image data. */
const ACCEPTED_PROTOCOLS = new Set(['http:', 'https:', 'data:'])

type ImageUrlCheck = { ok: true; url: string } | { ok: false; message: string }

/**
 * Checks the text of the Paste Image URL field: it must not be blank and must parse as
 * an http, https or data-image URL. Returns the trimmed address to apply, or the toast message.
 */
export function checkImageUrl(text: string): ImageUrlCheck {
  const url = text.trim()
  if (!url) return { ok: false, message: 'Please enter an image URL' }
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return { ok: false, message: 'Please enter a valid image URL' }
  }
  const isImageData = parsed.protocol !== 'data:' || /^data:image\/[\w.+-]+[;,]/i.test(url)
  if (!ACCEPTED_PROTOCOLS.has(parsed.protocol) || !isImageData) {
    return { ok: false, message: 'Please enter a valid image URL' }
  }
  return { ok: true, url }
}
