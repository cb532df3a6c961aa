// Which theme field a token of another tool's file stands for, from its path and `$type`. Token
// files name things by role more than by shadcn's names: `color.text.secondary` is a text colour
// (secondary-foreground), `color.background.card` a surface (card), `color.on-primary` the text on
// primary. Only a field that holds the token's type is ever a candidate.
import { tailwindVariableReason } from '../tailwind-variables.ts'
import { isThemeVariableName } from './css-variables.ts'
import {
  fieldsForTokenType,
  fieldTokenType,
  isTailwindOwnName,
  tokenTypeWords,
} from './dtcg-fields.ts'

export type FieldGuess =
  | {
      field: string
      /** 2 when the token's own last names spell the field, 1 when its group implies it: when
       * two tokens claim one field, the stronger keeps it. */
      strength: 1 | 2
    }
  | {
      reason: string
      /** Whether the token is named like a field at all (one of the wrong type, say). */
      named: boolean
    }

/** Words for a group's own value: DTCG's `$root`, Tailwind's `DEFAULT`, a design system's
 * `default`, Style Dictionary's `base` (Tokens Studio's `_` splits into no word at all). */
const DEFAULT_NAMES = new Set(['$root', 'default', 'base'])

/** Words that name the same thing as one of shadcn's names. */
const SYNONYMS: Readonly<Record<string, string>> = {
  bg: 'background',
  fg: 'foreground',
  brand: 'primary',
  danger: 'destructive',
  error: 'destructive',
  negative: 'destructive',
  critical: 'destructive',
}

type Role = 'foreground' | 'surface' | 'border'

/** Groups whose colours are text, surfaces or lines. */
const ROLE_WORDS: Readonly<Record<string, Role>> = {
  text: 'foreground',
  foreground: 'foreground',
  content: 'foreground',
  ink: 'foreground',
  icon: 'foreground',
  font: 'foreground',
  on: 'foreground',
  background: 'surface',
  surface: 'surface',
  fill: 'surface',
  border: 'border',
  stroke: 'border',
  outline: 'border',
}

const ROLE_NOUNS: Readonly<Record<Role, string>> = {
  foreground: 'a text colour',
  surface: 'a surface',
  border: 'a border colour',
}

/** The role word a colour token's path is grouped under, if any (`on` counts as `text`). */
function roleGroup(words: readonly string[]): string | undefined {
  if (words.lastIndexOf('on', -2) >= 0) return 'on'
  return words.findLast((word) => ROLE_WORDS[word] !== undefined)
}

/** A token's path as lower-case words: defaults dropped, `onPrimary` and `on-primary` alike. */
function wordsOf(path: readonly string[]): string[] {
  return path
    .flatMap((name) =>
      name
        .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
        .toLowerCase()
        .split(/[-_\s]+/),
    )
    .filter((word) => word !== '' && !DEFAULT_NAMES.has(word))
    .map((word) => SYNONYMS[word] ?? word)
}

/** The field a token of another tool's file fills, or why it fills none. */
export function guessField(path: readonly string[], type: string | undefined): FieldGuess {
  const words = wordsOf(path)
  const misnamed = lastRuns(words).find(isThemeVariableName)
  const named = misnamed !== undefined
  if (type === undefined) return { reason: 'it has no $type', named }
  if (fieldsForTokenType(type).length === 0) {
    return { reason: `a theme has no use for $type ${type}`, named }
  }
  const takes = (name: string) => isThemeVariableName(name) && fieldTokenType(name) === type
  const found = type === 'color' ? colorField(words, takes) : namedField(words, type, takes)
  if (found) return found
  if (misnamed && isTailwindOwnName(misnamed)) {
    const reason = tailwindVariableReason(`--${misnamed}`)
    return { reason: reason.charAt(0).toLowerCase() + reason.slice(1), named }
  }
  const misnamedType = misnamed && fieldTokenType(misnamed)
  const group = type === 'color' ? roleGroup(words) : undefined
  if (misnamed && misnamedType === type && group) {
    const role = ROLE_WORDS[group] as Role
    return {
      reason: `a token ${group === 'on' ? 'named "on-…"' : `under "${group}"`} is ${ROLE_NOUNS[role]}, and --${misnamed} is not`,
      // Summed up with the unnamed: only the table needs the reason.
      named: false,
    }
  }
  if (misnamed && misnamedType) {
    return {
      reason: `--${misnamed} takes ${tokenTypeWords(misnamedType)}, and this is ${tokenTypeWords(type)}`,
      named,
    }
  }
  return { reason: 'no theme field is named like it', named: false }
}

/** The runs of a path's last words, longest first: `sidebar-primary`, `primary`. */
function lastRuns(words: readonly string[], longest = 3): string[] {
  const runs: string[] = []
  for (let length = Math.min(longest, words.length); length > 0; length--) {
    runs.push(words.slice(-length).join('-'))
  }
  return runs
}

function strengthOf(field: string, words: readonly string[]): 1 | 2 {
  return lastRuns(words, 4).includes(field) ? 2 : 1
}

function colorField(
  words: readonly string[],
  takes: (name: string) => boolean,
): FieldGuess | undefined {
  // `on-primary` (the text on primary) speaks of what follows it alone.
  const onAt = words.lastIndexOf('on', -2)
  const roleAt = onAt >= 0 ? onAt : words.lastIndexOf(roleGroup(words) ?? '')
  if (roleAt < 0) {
    const field = lastRuns(words).find(takes)
    return field ? { field, strength: 2 } : undefined
  }
  const role = ROLE_WORDS[words[roleAt] ?? ''] as Role
  const before = onAt >= 0 ? [] : words.slice(Math.max(0, roleAt - 2), roleAt)
  let rest = words.slice(roleAt + 1)
  // `on-surface`, `text.background`: the text on the page.
  if (rest.length === 1 && ROLE_WORDS[rest[0] ?? ''] === 'surface') rest = []
  const candidates: string[] = []
  // A name that spells its role (`input-background`, `sidebar-primary-foreground`) is itself.
  for (let start = 0; start < before.length; start++) {
    if (rest.length === 0) candidates.push([...before.slice(start), words[roleAt]].join('-'))
  }
  for (let start = 0; start <= before.length; start++) {
    const named = [...before.slice(start), ...rest]
    if (role === 'foreground') candidates.push([...named, 'foreground'].join('-'))
    else if (role === 'border') candidates.push([...named, 'border'].join('-'))
    else if (named.length > 0) candidates.push(named.join('-'))
    else candidates.push('background')
  }
  const field = candidates.find((name) => takes(name) && fitsRole(name, role))
  if (!field) return undefined
  return { field, strength: onAt >= 0 ? 2 : strengthOf(field, words) }
}

function fitsRole(name: string, role: Role): boolean {
  if (role === 'foreground') return name.endsWith('foreground')
  if (role === 'border') return name.endsWith('border')
  return !name.endsWith('foreground') && !/(^|-)(border|ring|input)$/.test(name)
}

/** The prefix a family of non-colour fields shares, the field its bare name means (`font.family`
 * is the main font), and the words token files use for it. */
const FAMILIES: Readonly<
  Record<string, { prefix: string; bare: string; words: ReadonlySet<string> }>
> = {
  fontFamily: {
    prefix: 'font',
    bare: 'font-sans',
    words: new Set(['font', 'fonts', 'family', 'typeface']),
  },
  shadow: { prefix: 'shadow', bare: 'shadow', words: new Set(['shadow', 'shadows', 'elevation']) },
  dimension: {
    prefix: 'radius',
    bare: 'radius',
    words: new Set(['radius', 'radii', 'rounded', 'corner']),
  },
}

const FONT_SYNONYMS: Readonly<Record<string, string>> = {
  code: 'mono',
  monospace: 'mono',
  display: 'heading',
  headings: 'heading',
  text: 'body',
}

function namedField(
  words: readonly string[],
  type: string,
  takes: (name: string) => boolean,
): FieldGuess | undefined {
  const direct = lastRuns(words).find(takes)
  if (direct) return { field: direct, strength: 2 }
  const family = FAMILIES[type]
  if (!family || !words.some((word) => family.words.has(word))) return undefined
  // `typography.heading.font-family` is the heading's font: the name before the family's words.
  let end = words.length
  while (end > 0 && family.words.has(words[end - 1] ?? '')) end--
  const last = words[end - 1] ?? ''
  const key = type === 'fontFamily' ? (FONT_SYNONYMS[last] ?? last) : last
  // Ending in the family's word (`font-family`), it is the family's main one; else it names one.
  const endsInFamily = end < words.length
  const name = [`${family.prefix}-${key}`, ...(endsInFamily ? [family.bare] : [])].find(takes)
  return name ? { field: name, strength: 1 } : undefined
}
