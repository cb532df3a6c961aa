// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/*
 * No two modules need each other, counting what the lint's cycle rule leaves out: type-only
 * imports and imports loaded later (import()). A cycle of those still ties the modules together:
 * neither can be moved into a package, or read, without the other.
 */
const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
const SOURCE_ROOTS = [
  'app/src',
  'packages/theme/src',
  'packages/session/src',
  'packages/theme-dom/src',
  'packages/live/src',
  'packages/cli/src',
]

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** Where an import points inside the repository: the app's '@/' alias, a package, a relative path. */
function target(from: string, specifier: string, files: Set<string>): string | undefined {
  let base: string | undefined
  if (specifier.startsWith('@/')) base = join(repoRoot, 'app/src', specifier.slice(2))
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier)
  else if (specifier.startsWith('@theme-a-roo/')) {
    const [, name, ...rest] = specifier.split('/')
    base = join(repoRoot, 'packages', name ?? '', 'src', rest.join('/') || 'index')
  }
  if (base === undefined) return undefined
  const stem = base.replace(/\.tsx?$/, '')
  return [`${stem}.ts`, `${stem}.tsx`, join(base, 'index.ts')].find((path) => files.has(path))
}

/** Groups of modules that reach each other through imports of any kind (Tarjan's algorithm). */
function cycles(): string[][] {
  const files = SOURCE_ROOTS.flatMap((root) => sourceFiles(join(repoRoot, root)))
  const known = new Set(files)
  const edges = new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
      const targets = importedFiles.map(({ fileName }) => target(file, fileName, known))
      return [file, targets.filter((path): path is string => path !== undefined)]
    }),
  )
  const order = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const found: string[][] = []
  const visit = (file: string) => {
    order.set(file, order.size)
    low.set(file, order.get(file)!)
    stack.push(file)
    for (const next of edges.get(file) ?? []) {
      if (!order.has(next)) visit(next)
      if (stack.includes(next)) low.set(file, Math.min(low.get(file)!, low.get(next)!))
    }
    if (low.get(file) !== order.get(file)) return
    const group = stack.splice(stack.indexOf(file))
    if (group.length > 1) found.push(group.map((path) => relative(repoRoot, path)).sort())
  }
  files.forEach((file) => order.has(file) || visit(file))
  return found
}

describe('the import graph', { timeout: 60_000 }, () => {
  it('has no cycle, type-only and later imports included, but the deliberate one', () => {
    expect(cycles()).toEqual([
      ['app/src/test/import-cycle/first.ts', 'app/src/test/import-cycle/second.ts'],
    ])
  })
})
