import { execFileSync, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { GOOD_THEME, LOW_CONTRAST_THEME } from './test/themes.ts'

const root = fileURLToPath(new URL('../../..', import.meta.url))

/*
 * What a user gets: the two packages packed as npm publishes them, installed into an empty
 * project, and the binary run through npx.
 *
 * There is no lockfile: the install resolves the packages' dependencies by their version ranges,
 * as a user's does, so npm needs each dependency's abbreviated registry metadata (its packument)
 * as well as its tarball. Nothing installed holds packuments (a package on disk keeps its
 * package.json, not the registry's document) and `npm cache add` fetches from the registry, so
 * the cache cannot be primed offline: with `--offline` and a cache that lacks them the install
 * fails (ENOTCACHED, at @modelcontextprotocol/server first). `--prefer-offline` takes every
 * packument and tarball the cache holds without asking the registry again and fetches only what
 * is missing: the first run on a machine may need the registry, later runs do not.
 */
describe('the packed packages', () => {
  it('install into an empty project and give a working npx theme-a-roo', () => {
    const work = mkdtempSync(join(tmpdir(), 'theme-a-roo-pack-'))
    const tarballs = join(work, 'tarballs')
    const project = join(work, 'project')
    for (const folder of [tarballs, project]) mkdirSync(folder)
    const workspaces = ['-w', '@theme-a-roo/theme', '-w', '@theme-a-roo/cli']
    execFileSync('npm', ['pack', '--silent', ...workspaces, '--pack-destination', tarballs], {
      cwd: root,
      stdio: 'ignore',
    })
    writeFileSync(join(project, 'package.json'), '{ "name": "empty", "private": true }\n')
    const files = readdirSync(tarballs).map((file) => join(tarballs, file))
    expect(files).toHaveLength(2)
    execFileSync(
      'npm',
      ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', ...files],
      { cwd: project, stdio: 'ignore' },
    )
    writeFileSync(join(project, 'good.json'), GOOD_THEME)
    writeFileSync(join(project, 'faded.json'), LOW_CONTRAST_THEME)

    const npx = spawnSync('npx', ['--no-install', 'theme-a-roo', 'check', 'good.json'], {
      cwd: project,
    })
    expect(npx).toMatchObject({ status: 0 })
    // The rest through the link npx ran, without npx's own second of start-up each time.
    const bin = join(project, 'node_modules', '.bin', 'theme-a-roo')
    const run = (args: string[], input?: string) =>
      spawnSync(bin, args, { cwd: project, encoding: 'utf8', input })
    const failing = run(['check', '--json', 'faded.json'])
    expect(failing.status).toBe(1)
    expect(JSON.parse(failing.stdout)).toContainEqual(
      expect.objectContaining({ path: '/colors/mutedForeground', rule: 'contrast' }),
    )
    // apply, render and mcp need their own dependencies (diff, the MCP SDK) in its list.
    writeFileSync(join(project, 'globals.css'), '@import "tailwindcss";\n')
    expect(run(['apply', 'good.json', '--to', 'globals.css'])).toMatchObject({ status: 0 })
    expect(readFileSync(join(project, 'globals.css'), 'utf8')).toContain('@theme inline {')
    // render needs satori, resvg's native build for this platform and the font the package ships.
    expect(run(['render', 'good.json', '-o', 'card.png'])).toMatchObject({ status: 0 })
    expect(readFileSync(join(project, 'card.png')).readUInt32BE(16)).toBe(640)
    const initialize = {
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: {
        protocolVersion: '2025-06-18',
        capabilities: {},
        clientInfo: { name: 'pack-test', version: '1.0.0' },
      },
    }
    const mcp = run(['mcp'], `${JSON.stringify(initialize)}\n`)
    expect(JSON.parse(mcp.stdout.split('\n')[0] ?? '')).toMatchObject({
      id: 1,
      result: { serverInfo: { name: 'theme-a-roo' } },
    })
  }, 60_000)
})
