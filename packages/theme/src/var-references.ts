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
