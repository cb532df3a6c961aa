/**
 * What a theme's image string points at. Every place that has to decide how to load, store,
 * embed or upload an image asks here, so the prefixes are judged one way everywhere:
 * - `embedded`: the bytes are in the string (`data:` URI)
 * - `web`: an `http:` or `https:` address, loaded as it is
 * - `object-url`: a `blob:` address, alive only in the page that made it
 * - `stored`: `stored-image:<sha256>`, an image an app keeps in its own image store, named by its
 *   content so that the name means the same after a reload, in another tab or in an undo step
 * - `ipfs`: an `ipfs://` address, which needs a gateway before a browser can load it
 * - `bundled`: anything else: a path relative to the theme file (a bundled image, or a file the
 *   user must supply)
 * URL schemes are case-insensitive, so `DATA:` and `HTTPS:` count as well.
 */
export type ImageReferenceKind =
  'none' | 'embedded' | 'web' | 'object-url' | 'stored' | 'ipfs' | 'bundled'

const STORED_IMAGE_PREFIX = 'stored-image:'

const SCHEME_KINDS: [RegExp, ImageReferenceKind][] = [
  [/^data:/i, 'embedded'],
  [/^https?:\/\//i, 'web'],
  [/^blob:/i, 'object-url'],
  [/^stored-image:/, 'stored'],
  [/^ipfs:/i, 'ipfs'],
]

export function classifyImageReference(value: string | undefined): ImageReferenceKind {
  const text = value?.trim() ?? ''
  if (text === '') return 'none'
  return SCHEME_KINDS.find(([scheme]) => scheme.test(text))?.[1] ?? 'bundled'
}

/**
 * Whether a theme's background image is a separate file that the user must supply: a non-blank
 * value that is neither embedded nor a web address, e.g. `background.webp` beside the theme file.
 */
export function needsSeparateUpload(backgroundImage: string | undefined): boolean {
  const kind = classifyImageReference(backgroundImage)
  return kind !== 'none' && kind !== 'embedded' && kind !== 'web'
}

/** How a theme names an image kept in an app's image store: by its content (SHA-256, hex). */
export function storedImageReference(sha256Hex: string): string {
  return `${STORED_IMAGE_PREFIX}${sha256Hex}`
}

/** The content key a theme's image string names, when it names a stored image. */
export function storedImageKey(reference: unknown): string | undefined {
  return typeof reference === 'string' && reference.startsWith(STORED_IMAGE_PREFIX)
    ? reference.slice(STORED_IMAGE_PREFIX.length)
    : undefined
}
