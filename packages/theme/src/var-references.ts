// How deep the var() references among a theme's custom properties go. A browser resolves a
// chain of references recursively: Chromium's renderer runs out of stack somewhere between 6,500
// and 7,500 links and the tab dies, on every load while the theme is applied. Real themes use a
// few links (a colour naming the theme colour, a button naming a colour), so a chain far longer
// than any of them is refused long before a browser is at risk.

/** Longest chain of var() links a theme may hold: ten times what real themes use, 200 times
 * below where Chromium fails. */
export const MAX_VAR_REFERENCE_DEPTH = 32

const REFERENCE = /var\(\s*(--[A-Za-z0-9_-]+)/g

/** The custom properties a value names in var(), fallbacks included, in order. */
export function referencedVariables(value: string): string[] {
  return Array.from(value.matchAll(REFERENCE), (match) => match[1] ?? '')
}

interface Frame {
  name: string
  references: string[]
  next: number
  depth: number
}

/**
 * For each variable, the number of var() links from it to a value that names no variable of the
 * set. References to variables outside the set end a chain; a reference back into a chain being
 * followed (a cycle, which browsers treat as invalid) adds nothing. Iterative, so a chain of any
 * length is measured without recursion, and linear in the number of references.
 */
export function varReferenceDepths(
  variables: Readonly<Record<string, string>>,
): Map<string, number> {
  const depths = new Map<string, number>()
  const following = new Set<string>()
  const has = (name: string) => Object.prototype.hasOwnProperty.call(variables, name)
  const frame = (name: string): Frame => {
    following.add(name)
    return { name, references: referencedVariables(variables[name] ?? ''), next: 0, depth: 0 }
  }
  for (const start of Object.keys(variables)) {
    if (depths.has(start)) continue
    const stack = [frame(start)]
    while (stack.length > 0) {
      const top = stack[stack.length - 1] as Frame
      const reference = top.references[top.next++]
      if (reference !== undefined) {
        if (!has(reference) || following.has(reference)) continue
        const known = depths.get(reference)
        if (known === undefined) stack.push(frame(reference))
        else top.depth = Math.max(top.depth, known + 1)
        continue
      }
      stack.pop()
      following.delete(top.name)
      depths.set(top.name, top.depth)
      const parent = stack[stack.length - 1]
      if (parent) parent.depth = Math.max(parent.depth, top.depth + 1)
    }
  }
  return depths
}

/** The variables whose chain of var() links is longer than MAX_VAR_REFERENCE_DEPTH. */
export function tooDeepVariables(variables: Readonly<Record<string, string>>): string[] {
  const depths = varReferenceDepths(variables)
  return Object.keys(variables).filter((name) => (depths.get(name) ?? 0) > MAX_VAR_REFERENCE_DEPTH)
}

export const TOO_DEEP_REASON = `Its var() references go more than ${MAX_VAR_REFERENCE_DEPTH} links deep, which can crash a browser`

/** Longest value a substitution may build: far above any colour or gradient of a theme. */
const MAX_SUBSTITUTED_LENGTH = 64 * 1024

/** A CSS-wide keyword leaves a custom property at the root without a value of its own. */
const CSS_WIDE_KEYWORD = /^\s*(?:inherit|initial|unset|revert|revert-layer)\s*$/i

const VAR_FUNCTION = /(?<![\w-])var\(/gi

/** The index of the bracket that closes the one opened just before `from`, or -1. */
function closingBracket(text: string, from: number): number {
  let depth = 1
  for (let index = from; index < text.length; index++) {
    const char = text[index]
    if (char === '(') depth++
    else if (char === ')' && --depth === 0) return index
  }
  return -1
}

/** The index of the first comma outside brackets, or -1. */
function topLevelComma(text: string): number {
  let depth = 0
  for (let index = 0; index < text.length; index++) {
    const char = text[index]
    if (char === '(') depth++
    else if (char === ')') depth--
    else if (char === ',' && depth === 0) return index
  }
  return -1
}

/**
 * Substitutes var() references the way a browser does, from a set of custom properties (name →
 * value, as compileTheme gives them): each `var(--x, fallback)` becomes the value of --x, itself
 * substituted, or the fallback when --x is not in the set, holds a CSS-wide keyword, or cannot be
 * substituted in turn (a reference back into its own chain, or one more than
 * MAX_VAR_REFERENCE_DEPTH links deep). The returned function gives undefined for a value with a
 * reference that has neither. Each variable is substituted once, however often it is named.
 */
export function varSubstitution(
  variables: Readonly<Record<string, string>>,
): (value: string) => string | undefined {
  const known = new Map<string, string | undefined>()
  const following = new Set<string>()

  const variable = (name: string, depth: number): string | undefined => {
    if (known.has(name)) return known.get(name)
    if (!Object.prototype.hasOwnProperty.call(variables, name)) return undefined
    // A reference back into the chain being followed, or a chain too deep, has no value.
    if (following.has(name) || depth > MAX_VAR_REFERENCE_DEPTH) return undefined
    const value = variables[name] ?? ''
    following.add(name)
    const result = CSS_WIDE_KEYWORD.test(value) ? undefined : substitute(value, depth + 1)
    following.delete(name)
    known.set(name, result)
    return result
  }

  const substitute = (value: string, depth: number): string | undefined => {
    let result = ''
    let done = 0
    for (const match of value.matchAll(VAR_FUNCTION)) {
      if (match.index < done) continue
      const open = match.index + match[0].length
      const close = closingBracket(value, open)
      if (close < 0) return undefined
      const inside = value.slice(open, close)
      const comma = topLevelComma(inside)
      const name = (comma < 0 ? inside : inside.slice(0, comma)).trim()
      const fallback = comma < 0 ? undefined : inside.slice(comma + 1).trim()
      const replacement =
        variable(name, depth) ?? (fallback === undefined ? undefined : substitute(fallback, depth))
      if (replacement === undefined) return undefined
      result += value.slice(done, match.index) + replacement
      if (result.length > MAX_SUBSTITUTED_LENGTH) return undefined
      done = close + 1
    }
    return result + value.slice(done)
  }

  return (value) => substitute(value, 0)
}
