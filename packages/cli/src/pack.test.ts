import { execFileSync, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { GOOD_THEME, LOW_CONTRAST_THEME } from './test/themes.ts'

const packages = fileURLToPath(new URL('../..', import.meta.url))

/*
 * What a user gets: the two packages packed as npm publishes them, installed into an empty
 * project from npm's cache (no registry account, no network when the cache holds the engine's
 * few dependencies), and the binary run through npx.
 */
describe('the packed packages', () => {
  it('install into an empty project and give a working npx theme-a-roo', () => {
    const work = mkdtempSync(join(tmpdir(), 'theme-a-roo-pack-'))
    const tarballs = join(work, 'tarballs')
    const project = join(work, 'project')
    for (const folder of [tarballs, project]) mkdirSync(folder)
    for (const name of ['theme', 'cli']) {
      execFileSync('npm', ['pack', '--silent', '--pack-destination', tarballs], {
        cwd: join(packages, name),
        stdio: 'ignore',
      })
    }
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

    const npx = (...args: string[]) =>
      spawnSync('npx', ['--no-install', 'theme-a-roo', ...args], { cwd: project, encoding: 'utf8' })
    expect(npx('check', 'good.json')).toMatchObject({ status: 0 })
    const failing = npx('check', '--json', 'faded.json')
    expect(failing.status).toBe(1)
    expect(JSON.parse(failing.stdout)).toContainEqual(
      expect.objectContaining({ path: '/colors/mutedForeground', rule: 'contrast' }),
    )
    // apply, render and mcp need their own dependencies (diff, the MCP SDK) in its list.
    writeFileSync(join(project, 'globals.css'), '@import "tailwindcss";\n')
    expect(npx('apply', 'good.json', '--to', 'globals.css')).toMatchObject({ status: 0 })
    expect(readFileSync(join(project, 'globals.css'), 'utf8')).toContain('@theme inline {')
    // render needs satori, resvg's native build for this platform and the font the package ships.
    expect(npx('render', 'good.json', '-o', 'card.png')).toMatchObject({ status: 0 })
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
    const mcp = spawnSync('npx', ['--no-install', 'theme-a-roo', 'mcp'], {
      cwd: project,
      encoding: 'utf8',
      input: `${JSON.stringify(initialize)}\n`,
    })
    expect(JSON.parse(mcp.stdout.split('\n')[0] ?? '')).toMatchObject({
      id: 1,
      result: { serverInfo: { name: 'theme-a-roo' } },
    })
  }, 60_000)
})
