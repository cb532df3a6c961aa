// @vitest-environment node
// The classic script an app adds with one tag: small, self-contained, and posting to no '*'.
// In Node: esbuild refuses to run under jsdom's TextEncoder.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { buildLiveJs } from '../build.ts'

const folder = mkdtempSync(join(tmpdir(), 'live-js-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

describe('live.js', () => {
  it('is one self-contained script under 10 KB gzipped that posts to no "*"', async () => {
    const outfile = join(folder, 'live.js')
    await buildLiveJs(outfile)
    const code = readFileSync(outfile, 'utf8')
    expect(gzipSync(code).length).toBeLessThan(10 * 1024)
    expect(code).not.toMatch(/\b(?:import|require)\(|^import\s/m)
    expect(code).not.toMatch(/(["'`])\*\1/)
  }, 30_000)
})
