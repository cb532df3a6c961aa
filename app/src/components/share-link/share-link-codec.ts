import { classifyImageReference, isPlainObject, readTheme, type Theme } from '@theme-a-roo/theme'
import { embeddedImageRefusal } from '@/lib/display-copy/image-limits'
import { outsideThemeRefusal } from '@/theming/base-themes'
import { parseCounterpart, type Counterpart, type WorkingPair } from '@/theming/counterpart'

/*
 * A theme in a share link: its JSON, compressed with the platform's deflate (no library), in
 * base64url so it sits in an address as it is. Decoding holds it to the rules of a theme file
 * from outside, and to a size no theme needs, so a hostile link cannot take the page down.
 * A theme with two modes travels as `{ theme, counterpart }`; a plain theme (what every link
 * made before carried) is read as a theme alone.
 */

/** Far beyond any theme a link can carry; a link that inflates past it is not read further. */
export const MAX_SHARED_THEME_BYTES = 1024 * 1024

/** What a link that cannot be read as an acceptable theme fails with; the message says why. */
export class DamagedShareLinkError extends Error {
  constructor(reason: string, options?: ErrorOptions) {
    super(`Damaged share link: ${reason}`, options)
    this.name = 'DamagedShareLinkError'
  }
}

/** A link whose theme embeds an image too large to decode; the message names its size. */
export class SharedImageTooLargeError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'SharedImageTooLargeError'
  }
}

const FORMAT = 'deflate-raw'

/** Text as a stream a compression stream can take. */
function streamOf(body: string): ReadableStream<BufferSource> {
  return new Response(body).body as ReadableStream<BufferSource>
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = ''
  // In slices: spreading a long array into one call would overflow the argument limit.
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000))
  }
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) throw new DamagedShareLinkError('not base64url')
  let binary: string
  try {
    binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
  } catch (error) {
    throw new DamagedShareLinkError('not base64url', { cause: error })
  }
  return Uint8Array.from(binary, (char) => char.charCodeAt(0))
}

export async function encodeSharedTheme(theme: Theme, counterpart?: Counterpart): Promise<string> {
  const document = counterpart ? { theme, counterpart } : theme
  const compressed = new Response(
    streamOf(JSON.stringify(document)).pipeThrough(new CompressionStream(FORMAT)),
  )
  return toBase64Url(new Uint8Array(await compressed.arrayBuffer()))
}

/*
 * Compressed bytes handed to the decompressor at a time. It inflates all it is given at once,
 * whoever reads the output, and deflate turns a byte into at most 1032: a payload given whole
 * inflated to a gigabyte before the limit below was ever checked. A slice stays near a megabyte.
 */
const INFLATE_SLICE_BYTES = 1024

/** Gives the decompressor one slice at a time, the next only once it has taken the last. */
async function feed(
  writer: WritableStreamDefaultWriter<BufferSource>,
  bytes: Uint8Array<ArrayBuffer>,
) {
  for (let start = 0; start < bytes.length; start += INFLATE_SLICE_BYTES) {
    await writer.write(bytes.subarray(start, start + INFLATE_SLICE_BYTES))
  }
  await writer.close()
}

/** Inflates at most `limit` bytes; decompression stops as soon as the output passes it. */
async function inflate(bytes: Uint8Array<ArrayBuffer>, limit: number): Promise<Uint8Array> {
  const decompressor = new DecompressionStream(FORMAT)
  const reader = decompressor.readable.getReader()
  // Its failures (damaged data, or the stop below) reach the reader too, which reports them.
  feed(decompressor.writable.getWriter(), bytes).catch(() => undefined)
  const chunks: Uint8Array[] = []
  let size = 0
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      size += read.value.byteLength
      if (size > limit) {
        void reader.cancel()
        throw new DamagedShareLinkError(`larger than ${limit} bytes`)
      }
      chunks.push(read.value)
    }
  } catch (error) {
    if (error instanceof DamagedShareLinkError) throw error
    throw new DamagedShareLinkError('not compressed data', { cause: error })
  }
  const inflated = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    inflated.set(chunk, offset)
    offset += chunk.byteLength
  }
  return inflated
}

/** A two-mode link's document: a theme and the other mode, and nothing that could be a theme. */
function isPairDocument(value: unknown): value is { theme: unknown; counterpart: unknown } {
  return isPlainObject(value) && !('schemaVersion' in value) && 'theme' in value
}

/** The theme (and other mode) the inflated text holds, read by the engine's rules. */
function readSharedText(text: string): WorkingPair {
  const document: unknown = JSON.parse(text)
  if (!isPairDocument(document)) return { theme: readTheme(text).theme }
  return {
    theme: readTheme(JSON.stringify(document.theme)).theme,
    counterpart: parseCounterpart(document.counterpart),
  }
}

/**
 * The theme in a share link's payload, with its other mode when it has one, validated as a theme
 * file from outside is (the engine's rules, a known base, no background on a private network). A
 * stored image's address (blob:) means nothing outside the page that made it, so no link of the
 * app's holds one. An embedded image too large to decode is refused from its header
 * (SharedImageTooLargeError).
 */
export async function decodeSharedTheme(payload: string): Promise<WorkingPair> {
  // Deflate never grows data by more than a little; a longer payload inflates past the limit.
  if (payload.length > (MAX_SHARED_THEME_BYTES * 4) / 3 + 1024) {
    throw new DamagedShareLinkError('too long')
  }
  const bytes = await inflate(fromBase64Url(payload), MAX_SHARED_THEME_BYTES)
  let shared: WorkingPair
  try {
    shared = readSharedText(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
  } catch (error) {
    throw new DamagedShareLinkError('not a valid theme', { cause: error })
  }
  const { theme } = shared
  const refusal = outsideThemeRefusal(theme)
  if (refusal) throw new DamagedShareLinkError(refusal)
  const kind = classifyImageReference(theme.backgroundImage)
  if (kind === 'object-url' || kind === 'stored') {
    throw new DamagedShareLinkError("the background is another page's stored image")
  }
  const imageRefusal = embeddedImageRefusal(theme.backgroundImage)
  if (imageRefusal) throw new SharedImageTooLargeError(imageRefusal)
  return shared
}
