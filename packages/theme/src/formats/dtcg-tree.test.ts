import { describe, expect, it } from 'vitest'
import { aliasPath, MAX_ALIAS_DEPTH, TokenTree, type Resolution } from './dtcg-tree.ts'
import { ThemeImportError } from './types.ts'

function resolved(resolution: Resolution): { type: string | undefined; value: unknown } {
  if ('problem' in resolution) throw new Error(resolution.problem)
  return { type: resolution.resolvedType, value: resolution.resolvedValue }
}

function problemOf(resolution: Resolution): string | undefined {
  return 'problem' in resolution ? resolution.problem : undefined
}

function token(tree: TokenTree, path: string) {
  const found = tree.tokens.get(path)
  if (!found) throw new Error(`no token ${path}`)
  return found
}

describe('TokenTree', () => {
  it('gives each token the $type of its nearest group', () => {
    const tree = new TokenTree({
      color: {
        $type: 'color',
        primary: { $value: '#336699' },
        radius: { $type: 'dimension', $value: { value: 4, unit: 'px' } },
        brand: { deep: { $value: '#000000' } },
      },
      loose: { $value: 1 },
    })
    expect(token(tree, 'color.primary').type).toBe('color')
    expect(token(tree, 'color.radius').type).toBe('dimension')
    expect(token(tree, 'color.brand.deep').type).toBe('color')
    expect(token(tree, 'loose').type).toBeUndefined()
  })

  it('resolves aliases in braces and as $ref, taking the type of the token they name', () => {
    const tree = new TokenTree({
      base: { blue: { $type: 'color', $value: '#336699' } },
      color: {
        primary: { $value: '{base.blue}' },
        ring: { $value: { $ref: '#/color/primary/$value' } },
      },
    })
    expect(resolved(tree.resolve(token(tree, 'color.primary')))).toEqual({
      type: 'color',
      value: '#336699',
    })
    expect(resolved(tree.resolve(token(tree, 'color.ring'))).value).toBe('#336699')
  })

  it('looks an alias up in the mode first, then from the root', () => {
    const tree = new TokenTree({
      palette: { ink: { $type: 'color', $value: '#111111' } },
      light: {
        color: {
          $type: 'color',
          primary: { $value: '#ffffff' },
          ring: { $value: '{color.primary}' },
        },
        text: { $type: 'color', $value: '{palette.ink}' },
      },
      color: { primary: { $type: 'color', $value: '#000000' } },
    })
    expect(resolved(tree.resolve(token(tree, 'light.color.ring'), ['light'])).value).toBe('#ffffff')
    expect(resolved(tree.resolve(token(tree, 'light.text'), ['light'])).value).toBe('#111111')
  })

  it('resolves aliases inside composite values', () => {
    const tree = new TokenTree({
      black: { $type: 'color', $value: '#000000' },
      small: { $type: 'dimension', $value: { value: 2, unit: 'px' } },
      shadow: {
        $type: 'shadow',
        $value: [
          {
            color: '{black}',
            offsetX: '{small}',
            offsetY: '{small}',
            blur: '{small}',
            spread: '{small}',
          },
        ],
      },
    })
    expect(resolved(tree.resolve(token(tree, 'shadow'))).value).toEqual([
      {
        color: '#000000',
        offsetX: { value: 2, unit: 'px' },
        offsetY: { value: 2, unit: 'px' },
        blur: { value: 2, unit: 'px' },
        spread: { value: 2, unit: 'px' },
      },
    ])
  })

  it('reports an alias cycle, a missing target and an over-long chain instead of hanging', () => {
    const chain: Record<string, unknown> = { t0: { $type: 'color', $value: '#000000' } }
    for (let n = 1; n <= MAX_ALIAS_DEPTH + 1; n++) chain[`t${n}`] = { $value: `{t${n - 1}}` }
    const tree = new TokenTree({
      a: { $value: '{b}' },
      b: { $value: '{a}' },
      self: { $value: [{ color: '{self}' }] },
      lost: { $value: '{nowhere.at.all}' },
      ...chain,
    })
    expect(problemOf(tree.resolve(token(tree, 'a')))).toBe('alias cycle: a → b → a')
    expect(problemOf(tree.resolve(token(tree, 'self')))).toBe('alias cycle: self → self')
    expect(problemOf(tree.resolve(token(tree, 'lost')))).toBe(
      'alias {nowhere.at.all} names no token',
    )
    expect(problemOf(tree.resolve(token(tree, `t${MAX_ALIAS_DEPTH + 1}`)))).toBe(
      `aliases chained more than ${MAX_ALIAS_DEPTH} deep`,
    )
    expect(resolved(tree.resolve(token(tree, `t${MAX_ALIAS_DEPTH}`))).value).toBe('#000000')
  })

  it('resolves composite aliases that multiply with every level in linear time', () => {
    const document: Record<string, unknown> = { l0: { $type: 'color', $value: '#000000' } }
    for (let n = 1; n <= 14; n++) {
      const previous = `{l${n - 1}}`
      document[`l${n}`] = { $value: [previous, previous, previous] }
    }
    const tree = new TokenTree(document)
    const started = performance.now()
    const value = resolved(tree.resolve(token(tree, 'l14'))).value as unknown[]
    expect(performance.now() - started).toBeLessThan(100)
    expect(value).toHaveLength(3)
    expect(value[0]).toBe(value[2])
  })

  it('never takes __proto__, constructor or prototype as a token or group', () => {
    const document = JSON.parse(
      '{"__proto__": {"polluted": {"$value": "#fff"}}, "color": {"constructor": {"$value": "#000"}, "prototype": {"x": {"$value": "#000"}}, "ok": {"$value": "#123456"}}}',
    ) as Record<string, unknown>
    const tree = new TokenTree(document)
    expect([...tree.tokens.keys()]).toEqual(['color.ok'])
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('refuses a file nested too deep or holding too many tokens', () => {
    let deep: Record<string, unknown> = { $value: '#000' }
    for (let n = 0; n < 40; n++) deep = { g: deep }
    expect(() => new TokenTree(deep)).toThrow(
      new ThemeImportError('This design tokens file is nested more than 32 levels deep.'),
    )
    const many: Record<string, unknown> = {}
    for (let n = 0; n < 20_001; n++) many[`t${n}`] = { $value: '#000' }
    expect(() => new TokenTree(many)).toThrow(
      new ThemeImportError('This design tokens file holds more than 20000 tokens and groups.'),
    )
  })
})

describe('aliasPath', () => {
  it('reads brace aliases and JSON Pointer references', () => {
    expect(aliasPath('{color.primary}')).toEqual(['color', 'primary'])
    expect(aliasPath({ $ref: '#/a~1b/c~0d' })).toEqual(['a/b', 'c~d'])
    expect(aliasPath('#336699')).toBeUndefined()
    expect(aliasPath('{a} {b}')).toBeUndefined()
    expect(aliasPath({ $ref: 'other.json#/a' })).toBeUndefined()
  })
})
