// Reads the token tree of a Design Tokens (DTCG) document: every token with its path, its
// `$type` (its own or its nearest group's) and its value with aliases resolved. Files come from
// anywhere, so the walk is bounded (depth, size, alias chains) and never assigns a key of the
// document to an object: lookups go through Maps.
import { isForbiddenKey, isPlainObject, type PlainObject } from '../objects.ts'
import { shorten } from './dtcg-notes.ts'
import { ThemeImportError } from './types.ts'

/** Bounds like the engine's own for theme documents (validate.ts). */
export const MAX_TOKEN_DEPTH = 32
export const MAX_TOKEN_NODES = 20_000
/** Links an alias may follow before it counts as too deep (the same bound as var() chains). */
export const MAX_ALIAS_DEPTH = 32
/** The DTCG 2025.10 name of a group's own token. */
export const ROOT_TOKEN = '$root'

export interface FlatToken {
  /** Names from the document root to the token, e.g. ['light', 'color', 'primary']. */
  path: readonly string[]
  /** The token's `$type`, or its nearest group's. */
  type: string | undefined
  value: unknown
  extensions: PlainObject | undefined
}

/** A token whose aliases were followed: its value holds no alias any more. */
export interface ResolvedToken extends FlatToken {
  resolvedType: string | undefined
  resolvedValue: unknown
}

export type Resolution = ResolvedToken | { token: FlatToken; problem: string }

export class TokenTree {
  /** Every token by its dotted path. */
  readonly tokens = new Map<string, FlatToken>()
  /** Every group by its dotted path ('' is the document). */
  readonly groups = new Map<string, PlainObject>()
  private readonly resolved = new Map<string, Resolved>()
  /** Every token by its looseKey (the first of those that differ only so). */
  private byLooseKey: Map<string, FlatToken> | undefined
  /** Names of the document's top-level groups. */
  private readonly topGroups: string[] = []

  constructor(document: PlainObject) {
    let nodes = 0
    const walk = (node: PlainObject, path: string[], inheritedType: string | undefined): void => {
      if (path.length > MAX_TOKEN_DEPTH) {
        throw new ThemeImportError(
          `This design tokens file is nested more than ${MAX_TOKEN_DEPTH} levels deep.`,
        )
      }
      if (++nodes > MAX_TOKEN_NODES) {
        throw new ThemeImportError(
          `This design tokens file holds more than ${MAX_TOKEN_NODES} tokens and groups.`,
        )
      }
      const ownType = typeof node.$type === 'string' ? node.$type : undefined
      const type = ownType ?? inheritedType
      if ('$value' in node) {
        const extensions = isPlainObject(node.$extensions) ? node.$extensions : undefined
        this.tokens.set(path.join('.'), { path, type, value: node.$value, extensions })
        return
      }
      this.groups.set(path.join('.'), node)
      for (const key of Object.keys(node)) {
        const child = node[key]
        // `$` keys are the format's own ($type, $extensions...); names with `{`, `}` or `.`
        // could not be told apart from an alias or a path.
        // `$root` (DTCG 2025.10) is the token holding the group's own value.
        const ownKey = key.startsWith('$') && key !== ROOT_TOKEN
        if (ownKey || isForbiddenKey(key) || /[{}.]/.test(key)) continue
        if (isPlainObject(child)) walk(child, [...path, key], type)
      }
    }
    walk(document, [], undefined)
    for (const key of this.groups.keys()) {
      if (key !== '' && !key.includes('.')) this.topGroups.push(key)
    }
  }

  /** The token's value with every alias in it followed, within `scope` first (a mode's group,
   * where `{color.primary}` means that mode's colour), then from the document root. */
  resolve(token: FlatToken, scope: readonly string[] = []): Resolution {
    try {
      const { type, value } = this.resolveToken(token, scope, [])
      return { ...token, resolvedType: type, resolvedValue: value }
    } catch (error) {
      if (error instanceof AliasError) return { token, problem: error.message }
      throw error
    }
  }

  /** Each token is resolved once per scope and its value shared by every alias to it: tokens
   * that alias each other several times over would otherwise multiply the work level by level. */
  private resolveToken(
    token: FlatToken,
    scope: readonly string[],
    chain: readonly string[],
  ): Resolved {
    const key = keyOf(token.path)
    const memoKey = `${keyOf(scope)}\n${key}`
    const known = this.resolved.get(memoKey)
    if (known) return known
    if (chain.includes(key)) {
      throw new AliasError(`alias cycle: ${[...chain, key].map(shorten).join(' → ')}`)
    }
    if (chain.length > MAX_ALIAS_DEPTH) {
      throw new AliasError(`aliases chained more than ${MAX_ALIAS_DEPTH} deep`)
    }
    const along = [...chain, key]
    const reference = aliasPath(token.value)
    let result: Resolved
    if (reference) {
      const target = this.resolveToken(this.find(reference, scope), scope, along)
      result = { type: token.type ?? target.type, value: target.value }
    } else {
      result = { type: token.type, value: this.resolveInside(token.value, scope, along, 0) }
    }
    this.resolved.set(memoKey, result)
    return result
  }

  /** Aliases inside a composite value (a shadow layer's colour, one of a list). */
  private resolveInside(
    value: unknown,
    scope: readonly string[],
    chain: readonly string[],
    depth: number,
  ): unknown {
    if (depth > MAX_TOKEN_DEPTH) {
      throw new AliasError(`value nested more than ${MAX_TOKEN_DEPTH} deep`)
    }
    const reference = aliasPath(value)
    if (reference) return this.resolveToken(this.find(reference, scope), scope, chain).value
    // Values are shared, not copied, unless an alias inside them is replaced.
    if (Array.isArray(value)) {
      const items = value.map((item: unknown) => this.resolveInside(item, scope, chain, depth + 1))
      return items.some((item, index) => item !== value[index]) ? items : value
    }
    if (!isPlainObject(value)) return value
    let copy: PlainObject | undefined
    for (const key of Object.keys(value)) {
      if (isForbiddenKey(key)) continue
      const item = this.resolveInside(value[key], scope, chain, depth + 1)
      if (item !== value[key]) copy ??= { ...value }
      if (copy) copy[key] = item
    }
    return copy ?? value
  }

  /** The token an alias token names directly, if it is one and the token exists. */
  aliasTarget(token: FlatToken, scope: readonly string[] = []): FlatToken | undefined {
    const reference = aliasPath(token.value)
    return reference && this.lookUp(reference, scope)
  }

  private find(reference: readonly string[], scope: readonly string[]): FlatToken {
    const found = this.lookUp(reference, scope)
    if (!found) throw new AliasError(`alias {${shorten(reference.join('.'))}} names no token`)
    return found
  }

  /** Within the scope, then from the root, then within each top-level group: Tokens Studio
   * files keep each token set in one, and its aliases name tokens of other sets without it. */
  private lookUp(reference: readonly string[], scope: readonly string[]): FlatToken | undefined {
    const inScope = this.tokens.get(keyOf([...scope, ...reference]))
    if (inScope) return inScope
    const fromRoot = this.tokens.get(keyOf(reference))
    if (fromRoot) return fromRoot
    for (const set of this.topGroups) {
      const inSet = this.tokens.get(keyOf([set, ...reference]))
      if (inSet) return inSet
    }
    // Figma's exports name `{@color_primitives.White.1000}` a token kept as `white`, and
    // `{@typography_primitives.Family Sans}` one kept as `family-sans`.
    this.byLooseKey ??= new Map(
      [...this.tokens].reverse().map(([key, token]) => [looseKey(key), token]),
    )
    for (const path of [[...scope, ...reference], reference]) {
      const found = this.byLooseKey.get(looseKey(keyOf(path)))
      if (found) return found
    }
    return undefined
  }
}

interface Resolved {
  type: string | undefined
  value: unknown
}

class AliasError extends Error {}

function keyOf(path: readonly string[]): string {
  return path.join('.')
}

/** A dotted path as a design tool may spell it otherwise: any letter case, spaces as `-`. */
function looseKey(key: string): string {
  return key.toLowerCase().replace(/\s+/g, '-')
}

/**
 * The token path an alias names: `"{color.primary}"`, or a 2025.10 JSON Pointer reference
 * `{ "$ref": "#/color/primary" }` (optionally ending in `/$value`).
 */
export function aliasPath(value: unknown): string[] | undefined {
  if (typeof value === 'string') {
    const match = /^\{([^{}]+)\}$/.exec(value.trim())
    return match?.[1] ? match[1].split('.') : undefined
  }
  if (!isPlainObject(value) || typeof value.$ref !== 'string' || Object.keys(value).length !== 1) {
    return undefined
  }
  const pointer = value.$ref
  if (!pointer.startsWith('#/')) return undefined
  const segments = pointer
    .slice(2)
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
  return segments.at(-1) === '$value' ? segments.slice(0, -1) : segments
}
