import { describe, expect, it } from 'vitest'
import { compileTheme } from './css.ts'
import type { Theme } from './types.ts'
import {
  MAX_VAR_REFERENCE_DEPTH,
  referencedVariables,
  tooDeepVariables,
  varReferenceDepths,
  varSubstitution,
} from './var-references.ts'

function chain(links: number, prefix = '--k'): Record<string, string> {
  const variables: Record<string, string> = {}
  for (let i = 0; i < links; i++) {
    variables[`${prefix}${i}`] = i === links - 1 ? 'red' : `var(${prefix}${i + 1})`
  }
  return variables
}

describe('var() reference depth', () => {
  it('names every variable a value refers to, fallbacks included', () => {
    expect(referencedVariables('color-mix(in srgb, var(--a) 20%, var( --b, var(--c-d)))')).toEqual([
      '--a',
      '--b',
      '--c-d',
    ])
    expect(referencedVariables('red')).toEqual([])
  })

  it('measures links to a value that names nothing of the set, without recursion', () => {
    const depths = varReferenceDepths(chain(100_000))
    expect(depths.get('--k0')).toBe(99_999)
    expect(depths.get('--k99999')).toBe(0)
    expect(varReferenceDepths({ '--a': 'var(--outside)' }).get('--a')).toBe(0)
  })

  it('takes the longest of several references and ends cycles', () => {
    const depths = varReferenceDepths({
      '--a': 'var(--b) var(--c)',
      '--b': 'red',
      '--c': 'var(--b)',
      '--x': 'var(--y)',
      '--y': 'var(--x)',
    })
    expect(depths.get('--a')).toBe(2)
    expect(depths.get('--x')).toBeLessThanOrEqual(1)
  })

  it('lists the variables past the limit', () => {
    expect(tooDeepVariables(chain(MAX_VAR_REFERENCE_DEPTH + 1))).toEqual([])
    expect(tooDeepVariables(chain(MAX_VAR_REFERENCE_DEPTH + 3))).toEqual(['--k0', '--k1'])
  })

  it('keeps too deep variables out of the compiled theme, with the reason', () => {
    const colors = chain(40, 'k')
    const keyed = Object.fromEntries(
      Object.entries(colors).map(([name, value]) => [name, value.replace('var(k', 'var(--k')]),
    )
    const theme = { name: 't', displayName: 'T', schemaVersion: 1, colors: keyed } as Theme
    const compiled = compileTheme(theme)
    expect(compiled.variables).not.toHaveProperty('--k0')
    expect(compiled.variables).toHaveProperty('--k7', 'var(--k8)')
    expect(compiled.rejected).toContainEqual({
      property: '--k0',
      value: 'var(--k1)',
      path: '/colors/k0',
      reason: 'Its var() references go more than 32 links deep, which can crash a browser',
    })
  })
})

describe('var() substitution', () => {
  const substitute = (variables: Record<string, string>, value: string) =>
    varSubstitution(variables)(value)

  it('follows references through the set, as a browser substitutes them', () => {
    const variables = {
      '--background': '#fff',
      '--card': 'var(--background)',
      '--c': 'var( --card )',
    }
    expect(substitute(variables, 'var(--c)')).toBe('#fff')
    expect(substitute(variables, 'linear-gradient(VAR(--card), var(--nope, #000))')).toBe(
      'linear-gradient(#fff, #000)',
    )
    expect(substitute(variables, '#123')).toBe('#123')
  })

  it('takes the fallback, nested ones too, when a variable has no value', () => {
    const variables = { '--kw': 'inherit', '--set': 'red' }
    expect(substitute(variables, 'var(--missing, var(--also-missing, rgb(1, 2, 3)))')).toBe(
      'rgb(1, 2, 3)',
    )
    expect(substitute(variables, 'var(--kw, blue)')).toBe('blue')
    expect(substitute(variables, 'var(--kw)')).toBeUndefined()
    expect(substitute(variables, 'var(--missing)')).toBeUndefined()
    expect(substitute(variables, 'var(--set')).toBeUndefined()
  })

  it('gives nothing for a loop or a chain too deep, unless there is a fallback', () => {
    const loop = { '--a': 'var(--b)', '--b': 'var(--a)' }
    expect(substitute(loop, 'var(--a)')).toBeUndefined()
    expect(substitute(loop, 'var(--a, green)')).toBe('green')
    expect(substitute(chain(MAX_VAR_REFERENCE_DEPTH), 'var(--k0)')).toBe('red')
    expect(substitute(chain(MAX_VAR_REFERENCE_DEPTH + 3), 'var(--k0)')).toBeUndefined()
  })

  it('gives up on a value that grows past any colour, rather than building it', () => {
    // Each level names the next twice: var(--d0) would be 2^30 colours long.
    const doubling: Record<string, string> = { '--d30': '#abcdef' }
    for (let level = 29; level >= 0; level--) {
      doubling[`--d${level}`] = `var(--d${level + 1}) var(--d${level + 1})`
    }
    expect(substitute(doubling, 'var(--d25)')).toBe(Array(32).fill('#abcdef').join(' '))
    expect(substitute(doubling, 'var(--d0)')).toBeUndefined()
  })
})
