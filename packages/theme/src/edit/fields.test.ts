import { describe, expect, it } from 'vitest'
import type { Theme } from '../types.ts'
import { readField, traceField, writeField } from './fields.ts'

const light: Theme = {
  name: 'light',
  displayName: 'Light',
  schemaVersion: 1,
  mostLike: 'light',
  colors: { background: '#ffffff', primary: '#111111' },
  buttons: { default: { hover: { color: '#222222' } } },
  tags: ['base'],
}
const soft: Theme = {
  name: 'soft',
  displayName: 'Soft',
  schemaVersion: 1,
  inherits: 'light',
  colors: { primary: '#335577' },
}
const mine: Theme = {
  name: 'theme-a-roo-design',
  displayName: 'Mine',
  schemaVersion: 1,
  inherits: 'soft',
  colors: { card: '#fafafa' },
}
const themes = new Map([light, soft, mine].map((theme) => [theme.name, theme]))
const find = (name: string) => themes.get(name)

describe('reading and writing one field', () => {
  it('reads own properties only', () => {
    expect(readField(mine, ['colors', 'card'])).toBe('#fafafa')
    expect(readField(mine, ['colors', 'missing'])).toBeUndefined()
    expect(readField(mine, ['colors', 'toString'])).toBeUndefined()
    expect(readField(mine, ['displayName', 'length'])).toBeUndefined()
  })

  it('sets a nested field, keeping everything else, unknown keys included', () => {
    const theme = { ...mine, extra: { keep: true } } as Theme
    const next = writeField(theme, ['buttons', 'ghost', 'hover', 'background'], '#abcdef')
    expect(next).toEqual({
      ...theme,
      buttons: { ghost: { hover: { background: '#abcdef' } } },
    })
    expect(theme).not.toHaveProperty('buttons')
  })

  it('removing a field drops the objects it leaves empty', () => {
    const set = writeField(mine, ['tables', 'row', 'hover', 'color'], 'red')
    expect(writeField(set, ['tables', 'row', 'hover', 'color'], undefined)).toEqual(mine)
    expect(writeField(mine, ['colors', 'card'], undefined)).not.toHaveProperty('colors')
  })
})

describe('where a value comes from', () => {
  it('an own value is the effective one', () => {
    expect(traceField(mine, ['colors', 'card'], find)).toEqual({
      own: '#fafafa',
      effective: '#fafafa',
    })
  })

  it('an inherited value names the nearest base that sets it', () => {
    expect(traceField(mine, ['colors', 'primary'], find)).toEqual({
      own: undefined,
      effective: '#335577',
      from: 'soft',
    })
    expect(traceField(mine, ['buttons', 'default', 'hover', 'color'], find)).toEqual({
      own: undefined,
      effective: '#222222',
      from: 'light',
    })
    expect(traceField(mine, ['mostLike'], find)).toMatchObject({ from: 'light' })
  })

  it('identity fields and tags are never inherited', () => {
    expect(traceField(mine, ['tags'], find)).toEqual({ own: undefined, effective: undefined })
    expect(traceField(soft, ['displayName'], find).from).toBeUndefined()
  })

  it('a missing base or a loop ends the search without a value', () => {
    expect(traceField({ ...mine, inherits: 'gone' }, ['colors', 'primary'], find).effective).toBe(
      undefined,
    )
    const loop: Theme = { ...soft, name: 'loop', inherits: 'loop' }
    expect(
      traceField(loop, ['colors', 'background'], (n) => (n === 'loop' ? loop : undefined)),
    ).toEqual({ own: undefined, effective: undefined })
  })
})
