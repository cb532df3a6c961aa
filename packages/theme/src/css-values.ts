// Safety of CSS values. Theme values are pasted into declarations of one stylesheet, so each must
// stay inside its declaration: no ending it, no new rule, no closing the <style> element, and no
// loading resources except the background image.
import { numberProblem } from './css-numbers.ts'

/**
 * True when a value can sit inside one CSS declaration without ending it or starting another:
 * no `;`, braces, `<`, backslash, control characters or line breaks, comments, `!important`,
 * unbalanced quotes, parentheses or brackets, and no url()/image-set()/expression()/@import
 * (only the background image may load a resource), and no number that is not finite or, in a
 * colour, absurdly large (see css-numbers.ts).
 */
export function isSafeCssValue(value: unknown): boolean {
  return typeof value === 'string' && unsafeCssValueReason(value) === undefined
}

const FORBIDDEN_CHARACTERS = /[;{}<\\!]/
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/
const RESOURCE_FUNCTIONS =
  /(?:^|[^\w-])(?:url|src|image|image-set|-webkit-image-set|cross-fade|-webkit-cross-fade|element|-moz-element|expression)\s*\(/i

const CHARACTER_REASONS: Readonly<Record<string, string>> = {
  ';': 'Contains ";", which would end the declaration',
  '{': 'Contains "{", which would open a block',
  '}': 'Contains "}", which would close the rule',
  '<': 'Contains "<", which could close the style element',
  '\\': 'Contains a backslash (CSS escapes are not allowed)',
  '!': 'Contains "!" (as in !important)',
}

/** Longer values are refused: no real colour, shadow or font stack comes near it. */
const MAX_CSS_VALUE_LENGTH = 2000

/**
 * What is wrong with a value as CSS:
 * - `unsafe`: it could break out of its declaration, is absurdly long or holds a number that
 *   colour maths and exports cannot use; the theme is refused;
 * - `malformed`: harmless but not well-formed. A value that only lacks closing quotes, brackets
 *   or parentheses at its end is `repaired` the way a browser closes them at the end of a lone
 *   declaration; one with a closer that nothing opened is skipped, as a browser drops it.
 */
type CssValueProblem =
  { kind: 'unsafe'; reason: string } | { kind: 'malformed'; reason: string; repaired?: string }

export function cssValueProblem(value: string): CssValueProblem | undefined {
  const unsafe = (reason: string | undefined): CssValueProblem | undefined =>
    reason ? { kind: 'unsafe', reason } : undefined
  if (value.length > MAX_CSS_VALUE_LENGTH) {
    return unsafe(`Longer than ${MAX_CSS_VALUE_LENGTH} characters`)
  }
  if (CONTROL_CHARACTERS.test(value)) return unsafe('Contains a control character or line break')
  const character = FORBIDDEN_CHARACTERS.exec(value)?.[0]
  if (character) return unsafe(CHARACTER_REASONS[character])
  if (value.includes('/*') || value.includes('*/')) return unsafe('Contains a CSS comment')
  if (/@import/i.test(value)) return unsafe('Contains @import')
  if (RESOURCE_FUNCTIONS.test(value)) {
    return unsafe('Loads a resource (url(), image-set(), ...), which only backgroundImage may do')
  }
  return unsafe(numberProblem(value)) ?? balanceProblem(value)
}

/** Why a value is not safe CSS as it stands (unsafe or malformed), or undefined when it is. */
function unsafeCssValueReason(value: string): string | undefined {
  return cssValueProblem(value)?.reason
}

const OPENERS: Readonly<Record<string, string>> = { '(': ')', '[': ']' }

function balanceProblem(value: string): CssValueProblem | undefined {
  const expected: string[] = []
  let quote: string | undefined
  for (const character of value) {
    if (quote) {
      if (character === quote) quote = undefined
    } else if (character === '"' || character === "'") {
      quote = character
    } else if (character in OPENERS) {
      expected.push(OPENERS[character] ?? '')
    } else if (character === ')' || character === ']') {
      if (expected.pop() !== character) {
        return {
          kind: 'malformed',
          reason: `Has a "${character}" that nothing opened, so it is not used`,
        }
      }
    }
  }
  const closers = expected.reverse().join('')
  if (!quote && !closers) return undefined
  const missing = [quote && 'the closing quote', closers && `"${closers}"`].filter(Boolean)
  return {
    kind: 'malformed',
    reason: `Missing ${missing.join(' and ')} at the end, which is added`,
    repaired: value + (quote ?? '') + closers,
  }
}

/** A quoted CSS url() whose content cannot end the string, the declaration or a style element. */
export function cssUrl(url: string): string {
  const escaped = url.replace(
    // eslint-disable-next-line no-control-regex -- control characters must be escaped
    /["\\<\u0000-\u001f\u007f]/g,
    (character) => `\\${character.charCodeAt(0).toString(16)} `,
  )
  return `url("${escaped}")`
}

/**
 * Whether a value has exactly the shape cssUrl() produces. Plain scans without backtracking,
 * because data: URIs can be megabytes long.
 */
export function isSafeCssUrl(value: string): boolean {
  if (!value.startsWith('url("') || !value.endsWith('")')) return false
  const inner = value.slice(5, -2)
  // eslint-disable-next-line no-control-regex -- control characters are refused
  return !/["<\u0000-\u001f\u007f]/.test(inner) && !/\\(?![0-9a-f]{1,6} )/.test(inner)
}
