// @vitest-environment node
// The generator through its public entry, as a Node program (a build script, a server) uses it:
// no DOM, no canvas and no worker. Seeds come as colours, or as pixels the caller decoded itself.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { measureThemeContrast, parseCssColor, readTheme, type Rgb } from '@theme-a-roo/theme'
import {
  generateThemeColors,
  pixelsFromRgba,
  SCHEME_STYLES,
  seedsFromPixels,
  type GenerateOptions,
} from '@theme-a-roo/theme/generate'

const CANVAS: Rgb[] = [{ r: 255, g: 255, b: 255 }]

/** A theme of the generated colours, read as any theme file would be. */
function generatedTheme(options: GenerateOptions) {
  const colors = generateThemeColors(options)
  return readTheme({ name: 'from-node', displayName: 'From Node', schemaVersion: 1, ...colors })
    .theme
}

describe('the generator entry in Node', () => {
  it('loads without a DOM', () => {
    expect('document' in globalThis).toBe(false)
    expect(SCHEME_STYLES.length).toBeGreaterThan(0)
  })

  it('makes a valid theme of the mode asked for from seed colours, every pair at its target', () => {
    for (const seed of ['#6750a4', 'oklch(0.7 0.15 150)', 'tomato']) {
      for (const mode of ['light', 'dark'] as const) {
        const theme = generatedTheme({ seed, style: 'tonal', mode })
        expect(theme.mostLike).toBe(mode)
        const below = measureThemeContrast(theme, CANVAS).filter((pair) => pair.ratio < pair.target)
        expect(below.map((pair) => pair.label)).toEqual([])
      }
    }
  })

  it('takes seed colours from pixels decoded outside the engine', () => {
    const pixels = new Uint8Array(64 * 4)
    for (let i = 0; i < pixels.length; i += 4) pixels.set([20, 140, 120, 255], i)
    const [seed] = seedsFromPixels(pixelsFromRgba(pixels))
    expect(seed && parseCssColor(seed)).toBeDefined()
    const theme = generatedTheme({ seed: seed ?? '', style: 'vibrant', mode: 'light' })
    expect(theme.colors?.primary).toBeDefined()
  })
})

describe("the package build's colour library", () => {
  it('loads in plain Node, without the bundler that reads the library from source', () => {
    // The build's own esbuild step, from package.json, written to a folder of the test's own.
    const manifest = new URL('../../package.json', import.meta.url)
    const { scripts } = JSON.parse(readFileSync(manifest, 'utf8')) as { scripts: { build: string } }
    const step = scripts.build.split(' && ').find((command) => command.startsWith('esbuild '))
    expect(step).toBeDefined()
    const folder = mkdtempSync(join(tmpdir(), 'theme-generate-'))
    try {
      const bundle = join(folder, 'material-library.js')
      const args = (step ?? '')
        .split(' ')
        .slice(1)
        .map((arg) => (arg.startsWith('--outfile=') ? `--outfile=${bundle}` : arg))
      const esbuild = createRequire(import.meta.url).resolve('esbuild/bin/esbuild')
      execFileSync(esbuild, args, { cwd: new URL('../..', import.meta.url) })
      const names = execFileSync(process.execPath, [
        '--input-type=module',
        '-e',
        'console.log(Object.keys(await import(process.argv[1])).join(" "))',
        pathToFileURL(bundle).href,
      ])
      expect(String(names).trim().split(' ')).toEqual(
        expect.arrayContaining(['Hct', 'QuantizerCelebi', 'Score', 'SchemeTonalSpot']),
      )
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })
})
