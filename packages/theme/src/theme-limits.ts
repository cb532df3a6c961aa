// How large a theme may be. A theme that replaces an app's working theme is kept, with the theme
// it replaced, as one step of that app's undo history: no field may hold an unbounded amount,
// least of all those the app never shows (tags, names), so that undoing the replacement always
// works. Real themes are far inside these limits: the largest built-in, Sage wallet or
// theme-o-rama theme is about 11,000 characters of JSON, with at most one tag.
import { classifyImageReference } from './image-reference.ts'
import { isPlainObject, pointerSegment } from './objects.ts'

/**
 * Characters of JSON a theme may take, not counting a background image embedded as a `data:`
 * URI (apps keep that image apart from the theme).
 */
export const MAX_THEME_JSON_LENGTH = 100_000

/**
 * Characters a theme may take when each value is written with its full path, as a patch or an
 * undo step of the whole theme writes it; written so, a theme that nests many values under long
 * names is many times longer than its JSON. Replacing one theme within this limit by another
 * makes an undo step of at most about four times it (each value both ways, and each path once
 * more when the two themes name their values differently): some 620,000 characters at worst,
 * inside an undo history of a million.
 */
export const MAX_THEME_LISTED_LENGTH = 160_000

/** Entries an array may hold, tags included. */
export const MAX_ARRAY_LENGTH = 100
/** Characters of one tag. */
export const MAX_TAG_LENGTH = 50
/** Characters of `name` and of `inherits`, which names another theme. */
export const MAX_NAME_LENGTH = 100
/** Characters of `displayName`. */
export const MAX_DISPLAY_NAME_LENGTH = 100

const NAME_LIMITS: Readonly<Record<string, number>> = {
  name: MAX_NAME_LENGTH,
  inherits: MAX_NAME_LENGTH,
  displayName: MAX_DISPLAY_NAME_LENGTH,
}

/** A finding in the shape of the validator's SchemaViolation, keyword as JSON Schema names it. */
interface LimitViolation {
  severity: 'error'
  path: string
  message: string
  keyword: 'maxLength' | 'maxItems' | 'size'
}

/** Every limit the theme document goes over, each naming the field and the limit. */
export function themeLimitViolations(data: Record<string, unknown>): LimitViolation[] {
  const found: LimitViolation[] = []
  const refuse = (path: string, message: string, keyword: LimitViolation['keyword']) =>
    found.push({ severity: 'error', path, message, keyword })
  const tooLarge = themeSizeProblem(data)
  if (tooLarge) refuse('', tooLarge, 'size')
  for (const [path, length] of longArrays(data, '')) {
    refuse(
      path,
      `${path.slice(1)} has ${count(length)} entries; at most ${MAX_ARRAY_LENGTH} are allowed`,
      'maxItems',
    )
  }
  for (const [key, limit] of Object.entries(NAME_LIMITS)) {
    const value = data[key]
    if (typeof value === 'string' && value.length > limit) {
      refuse(
        `/${key}`,
        `${key} has ${count(value.length)} characters; at most ${limit} are allowed`,
        'maxLength',
      )
    }
  }
  const tags = Array.isArray(data.tags) ? (data.tags as unknown[]) : []
  // One is enough to say why: a document may hold thousands.
  const longTag = tags.findIndex((tag) => typeof tag === 'string' && tag.length > MAX_TAG_LENGTH)
  if (longTag >= 0) {
    const length = (tags[longTag] as string).length
    refuse(
      `/tags/${longTag}`,
      `tags/${longTag} has ${count(length)} characters; at most ${MAX_TAG_LENGTH} are allowed`,
      'maxLength',
    )
  }
  return found
}

const count = (amount: number): string => amount.toLocaleString('en-US')

/**
 * Why the document is too large for a theme, or undefined when it is not: its JSON, or its
 * values written with their paths, go over the limits. Stops counting at the limit, so a
 * document of many megabytes is refused without being written out.
 */
function themeSizeProblem(data: Record<string, unknown>): string | undefined {
  const size = measure(withoutEmbeddedImage(data))
  if (size.json > MAX_THEME_JSON_LENGTH) {
    return `The theme has more than ${count(MAX_THEME_JSON_LENGTH)} characters of JSON, the most allowed (an embedded background image does not count)`
  }
  if (size.listed > MAX_THEME_LISTED_LENGTH) {
    return `Written value by value, each with its full path, the theme has more than ${count(MAX_THEME_LISTED_LENGTH)} characters, the most allowed (values nested under long names repeat those names)`
  }
  return undefined
}

/** The document without a background image that is embedded in it. */
function withoutEmbeddedImage(data: Record<string, unknown>): Record<string, unknown> {
  const image = data.backgroundImage
  if (typeof image !== 'string' || classifyImageReference(image) !== 'embedded') return data
  return { ...data, backgroundImage: undefined }
}

/** Arrays longer than MAX_ARRAY_LENGTH, by path, with their lengths. */
function longArrays(value: unknown, path: string): [string, number][] {
  if (Array.isArray(value)) {
    const own: [string, number][] = value.length > MAX_ARRAY_LENGTH ? [[path, value.length]] : []
    return [...own, ...value.flatMap((item, index) => longArrays(item, `${path}/${index}`))]
  }
  if (!isPlainObject(value)) return []
  return Object.entries(value).flatMap(([key, child]) =>
    longArrays(child, `${path}/${pointerSegment(key)}`),
  )
}

interface Size {
  /** About the characters of the document's JSON. */
  json: number
  /**
   * About the characters of the document with each value in it (an array counts as one, as does
   * an empty object) written as `[[...path], value],`.
   */
  listed: number
}

const isOver = (size: Size): boolean =>
  size.json > MAX_THEME_JSON_LENGTH || size.listed > MAX_THEME_LISTED_LENGTH

/**
 * The document's size, counted until it is over a limit. Recursive: the validator has made sure
 * that the document is no more than a few dozen levels deep.
 */
function measure(data: Record<string, unknown>): Size {
  const size: Size = { json: 0, listed: 0 }
  const visit = (value: Record<string, unknown>, pathLength: number) => {
    for (const [key, child] of Object.entries(value)) {
      if (child === undefined || isOver(size)) continue
      // The key with its quotes and colon, and the comma or brace after the value.
      const name = JSON.stringify(key).length + 1
      size.json += name + 1
      if (isPlainObject(child) && Object.keys(child).length > 0) {
        visit(child, pathLength + name)
      } else {
        const json = jsonLength(child, MAX_THEME_LISTED_LENGTH)
        size.json += json
        size.listed += pathLength + name + json + 6
      }
    }
  }
  visit(data, 0)
  return size
}

/** About the length of the value as JSON, or a length over `budget` once it is known to be. */
function jsonLength(value: unknown, budget: number): number {
  if (typeof value === 'string') {
    return value.length > budget ? value.length : JSON.stringify(value).length
  }
  if (!Array.isArray(value) && !isPlainObject(value)) return String(value).length
  let length = 2
  for (const [key, item] of Object.entries(value)) {
    if (length > budget) break
    const name = Array.isArray(value) ? 0 : JSON.stringify(key).length + 1
    length += name + jsonLength(item, budget - length) + 1
  }
  return length
}
