// The strict reading of what the editor posts. Anything that is not exactly a message of the
// protocol (a wrong type, a missing or extra key, a huge string, a class or attribute name the
// writer would choke on) is refused as a whole; the reader never throws. Values are copied as they
// are read, so what is checked is what gets written. Whether a CSS value is safe to write is the
// painter's question, asked value by value.
import {
  LIVE_CHANNEL,
  LIVE_PROTOCOL_VERSION,
  type EditorMessage,
  type ImageReference,
  type PaintedBackground,
  type PaintedTheme,
} from './protocol.ts'

const INVALID = Symbol('invalid')
type Reader<T> = (value: unknown) => T | typeof INVALID

/** Longer values than this are refused outright; the safety rule refuses most before it. */
const MAX_VALUE_LENGTH = 4000
const MAX_VARIABLES = 2000
const MAX_URL_LENGTH = 8192
/** A stored image as a data URL: 32 MiB of text holds a 24 MiB picture. */
const MAX_DATA_URL_LENGTH = 32 * 1024 * 1024

const CUSTOM_PROPERTY = /^--[A-Za-z0-9_-]{1,200}$/
const THEME_CLASS = /^theme-[A-Za-z0-9_-]{1,200}$/
const IMAGE_ID = /^[A-Za-z0-9_-]{1,128}$/
// The base64 body is checked by a plain character scan, which stays linear on megabytes.
const DATA_URL = /^data:image\/(?:png|jpeg|gif|webp|avif|bmp|svg\+xml);base64,[A-Za-z0-9+/]*={0,2}$/
/** The only attributes the runtimes write (see theme-dom). */
const ATTRIBUTE_NAMES = new Set(['data-theme-style', 'data-theme-styles'])

function isRecord(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const prototype: unknown = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}

/** An object with exactly these keys (optional ones may be absent), each value read once. */
function shape<T>(required: Record<string, Reader<unknown>>, optional = {} as typeof required) {
  return (value: unknown): T | typeof INVALID => {
    if (!isRecord(value)) return INVALID
    const out: Record<string, unknown> = {}
    for (const key of Object.keys(value)) {
      const read = Object.hasOwn(required, key)
        ? required[key]
        : Object.hasOwn(optional, key)
          ? optional[key]
          : undefined
      if (!read) return INVALID
      const field = read(value[key])
      if (field === INVALID) return INVALID
      out[key] = field
    }
    for (const key of Object.keys(required)) if (!Object.hasOwn(out, key)) return INVALID
    return out as T
  }
}

const text =
  (max: number, pattern?: RegExp): Reader<string> =>
  (value) =>
    typeof value === 'string' && value.length <= max && (!pattern || pattern.test(value))
      ? value
      : INVALID

const exactly =
  <T>(...allowed: T[]): Reader<T> =>
  (value) =>
    allowed.includes(value as T) ? (value as T) : INVALID

const boolean: Reader<boolean> = (value) => (typeof value === 'boolean' ? value : INVALID)

const sequence: Reader<number> = (value) =>
  Number.isSafeInteger(value) && (value as number) >= 0 ? (value as number) : INVALID

/** A map of names to values, e.g. custom properties; at most `max` entries. */
function map(name: RegExp | Set<string>, max: number): Reader<Record<string, string>> {
  const nameOk = (key: string) => (name instanceof Set ? name.has(key) : name.test(key))
  const value = text(MAX_VALUE_LENGTH)
  return (input) => {
    if (!isRecord(input)) return INVALID
    const keys = Object.keys(input)
    if (keys.length > max) return INVALID
    const out: Record<string, string> = {}
    for (const key of keys) {
      const read = nameOk(key) ? value(input[key]) : INVALID
      if (read === INVALID) return INVALID
      out[key] = read
    }
    return out
  }
}

function list<T>(item: Reader<T>, max: number): Reader<T[]> {
  return (input) => {
    if (!Array.isArray(input) || input.length > max) return INVALID
    const out: T[] = []
    for (const entry of input as unknown[]) {
      const read = item(entry)
      if (read === INVALID) return INVALID
      out.push(read)
    }
    return out
  }
}

const webAddress: Reader<string> = (value) => {
  if (typeof value !== 'string' || value.length > MAX_URL_LENGTH) return INVALID
  return /^https?:\/\//i.test(value) && URL.canParse(value) ? value : INVALID
}

const storedImage = shape<{ id: string }>({ id: text(128, IMAGE_ID) })
const webImage = shape<{ url: string }>({ url: webAddress })
const imageReference: Reader<ImageReference> = (value) => {
  const stored = storedImage(value)
  return stored === INVALID ? webImage(value) : stored
}

const cssValue = text(MAX_VALUE_LENGTH)

const background = shape<PaintedBackground>(
  { image: imageReference, size: cssValue, position: cssValue, repeat: cssValue },
  { attachment: exactly('fixed'), element: exactly('body') },
)

const theme = shape<PaintedTheme>(
  {
    className: text(206, THEME_CLASS),
    attributes: map(ATTRIBUTE_NAMES, ATTRIBUTE_NAMES.size),
    variables: map(CUSTOM_PROPERTY, MAX_VARIABLES),
    hasBackgroundImage: boolean,
  },
  {
    target: exactly('theme-o-rama-0.4', 'sage'),
    bodyAttributes: map(ATTRIBUTE_NAMES, ATTRIBUTE_NAMES.size),
    bodyClassNames: list(exactly('has-background-image'), 1),
    colorScheme: exactly('dark', 'light'),
    colorSchemeImportant: boolean,
    background,
  },
)

const envelope = {
  channel: exactly(LIVE_CHANNEL),
  version: exactly(LIVE_PROTOCOL_VERSION),
}

const MESSAGES: Record<EditorMessage['kind'], Reader<EditorMessage>> = {
  paint: shape({
    ...envelope,
    kind: exactly('paint'),
    seq: sequence,
    theme,
    shadcn: map(CUSTOM_PROPERTY, MAX_VARIABLES),
    dark: boolean,
  }),
  image: shape({
    ...envelope,
    kind: exactly('image'),
    id: text(128, IMAGE_ID),
    dataUrl: text(MAX_DATA_URL_LENGTH, DATA_URL),
  }),
  clear: shape({ ...envelope, kind: exactly('clear') }),
  bye: shape({ ...envelope, kind: exactly('bye') }),
}

/** Whether a message says it belongs to this channel, read without trusting it. */
export function isOnChannel(data: unknown): boolean {
  try {
    return isRecord(data) && data.channel === LIVE_CHANNEL
  } catch {
    return false
  }
}

/** The editor's message `data` carries, or undefined when it is not exactly one. */
export function readEditorMessage(data: unknown): EditorMessage | undefined {
  try {
    if (!isRecord(data) || typeof data.kind !== 'string' || !Object.hasOwn(MESSAGES, data.kind)) {
      return undefined
    }
    const message = MESSAGES[data.kind as EditorMessage['kind']](data)
    return message === INVALID ? undefined : message
  } catch {
    // A getter or proxy in a message made in this window; a cloned message has neither.
    return undefined
  }
}
