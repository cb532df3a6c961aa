import { clonePlain, isPlainObject, type PlainObject } from './objects.ts'
import type { Theme } from './types.ts'
import { findSchemaViolations } from './validate.ts'

function pointerTokens(pointer: string): string[] {
  return pointer
    .slice(1)
    .split('/')
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'))
}

/**
 * A copy of the theme without the properties the format does not list (the warnings readTheme
 * reports as unknown). Everything the format knows is kept as it is.
 */
export function removeUnknownProperties(theme: Theme): Theme {
  const copy = clonePlain(theme) as unknown as PlainObject
  const unknown = findSchemaViolations(copy).filter(
    (violation) => violation.keyword === 'additionalProperties',
  )
  for (const { path } of unknown) {
    const tokens = pointerTokens(path)
    const key = tokens.pop()
    let parent: unknown = copy
    for (const token of tokens) parent = isPlainObject(parent) ? parent[token] : undefined
    if (key !== undefined && isPlainObject(parent)) delete parent[key]
  }
  return copy as unknown as Theme
}
