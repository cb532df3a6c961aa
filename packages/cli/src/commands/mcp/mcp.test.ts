import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseCssColor } from '@theme-a-roo/theme'
import { Client } from '@modelcontextprotocol/client'
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pixelsOf, pngHeader, pngSize } from '../../test/png.ts'
import { CLI, folderWith, runCli } from '../../test/run-cli.ts'
import {
  GOOD_THEME,
  HOSTILE_THEME,
  LOW_CONTRAST_THEME,
  NOT_A_THEME,
  SHADCN_V4_CSS,
} from '../../test/themes.ts'

/*
 * An MCP client from the official SDK starts the built binary as an agent's host does, over
 * stdio, and every tool's answer is compared with what the matching command prints.
 */

const files = {
  'good.json': GOOD_THEME,
  'faded.json': LOW_CONTRAST_THEME,
  'hostile.json': HOSTILE_THEME,
}
const reference = folderWith(files)
// The server's own working folder, which must stay empty: tools write nothing.
const serverFolder = folderWith({})
const client = new Client({ name: 'theme-a-roo-test', version: '1.0.0' })

beforeAll(async () => {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [CLI, 'mcp'],
    cwd: serverFolder,
  })
  await client.connect(transport)
})

afterAll(async () => {
  await client.close()
})

async function call(name: string, args: Record<string, unknown>) {
  const result = await client.callTool({ name, arguments: args })
  return result as { isError?: boolean; structuredContent?: unknown; content: unknown[] }
}

/** A command's --json output. */
const json = (stdout: string): unknown => JSON.parse(stdout)

const withoutFile = (stdout: string) =>
  (json(stdout) as { file: string }[]).map(({ file: _file, ...rest }) => rest)

describe('theme-a-roo mcp', () => {
  it('lists the tools, each taking theme text', async () => {
    const { tools } = await client.listTools()
    expect(tools.map((tool) => tool.name)).toEqual([
      'validate_theme',
      'contrast_report',
      'fix_contrast',
      'convert_theme',
      'diff_themes',
      'render_preview',
    ])
    for (const tool of tools) {
      const required = tool.name === 'diff_themes' ? ['before', 'after'] : ['theme']
      expect(tool.inputSchema.required).toEqual(expect.arrayContaining(required))
      expect(tool.outputSchema?.type).toBe('object')
    }
  })

  it("validate_theme gives check's findings at JSON pointers, hostile keys and values included", async () => {
    const result = await call('validate_theme', { theme: HOSTILE_THEME })
    const checked = runCli(['check', '--contrast', 'off', '--json', 'hostile.json'], reference)
    expect(result.structuredContent).toEqual({
      valid: false,
      format: 'theme-o-rama JSON',
      findings: withoutFile(checked.stdout),
    })
    expect((result.structuredContent as { findings: unknown[] }).findings).toContainEqual(
      expect.objectContaining({ path: '/colors/primary', rule: 'unsafe-value' }),
    )
    const notATheme = await call('validate_theme', { theme: NOT_A_THEME })
    expect(notATheme.structuredContent).toMatchObject({
      valid: false,
      findings: [expect.objectContaining({ path: '', rule: 'format', severity: 'error' })],
    })
  })

  it('contrast_report lists every pair with its ratio, and the failing one as a finding', async () => {
    const result = await call('contrast_report', { theme: LOW_CONTRAST_THEME })
    const report = result.structuredContent as {
      passes: boolean
      pairs: { mode: string; path: string; passes: boolean; ratio: number; target: number }[]
      findings: unknown[]
    }
    expect(report.passes).toBe(false)
    const failing = report.pairs.filter((pair) => !pair.passes)
    expect(failing.length).toBeGreaterThan(0)
    expect(failing.every((pair) => pair.path === '/colors/mutedForeground')).toBe(true)
    expect(report.pairs.length).toBeGreaterThan(10)
    const checked = runCli(['check', '--json', 'faded.json'], reference)
    expect(report.findings).toEqual(withoutFile(checked.stdout))
    expect(await call('contrast_report', { theme: GOOD_THEME })).toMatchObject({
      structuredContent: { passes: true, findings: [] },
    })
  })

  it('fix_contrast returns the text fix --contrast writes, and refuses other formats', async () => {
    const result = await call('fix_contrast', { theme: LOW_CONTRAST_THEME })
    const fixedFolder = folderWith({ 'faded.json': LOW_CONTRAST_THEME })
    expect(runCli(['fix', '--contrast', 'faded.json'], fixedFolder).status).toBe(0)
    const fixed = result.structuredContent as { theme: string; changes: unknown[] }
    expect(fixed).toMatchObject({ stillFailing: [] })
    expect(fixed.theme).toBe(readFileSync(join(fixedFolder, 'faded.json'), 'utf8'))
    expect(fixed.changes).toHaveLength(1)
    expect(fixed.changes[0]).toMatchObject({
      path: '/colors/mutedForeground',
      before: 'hsl(210 40% 75%)',
    })
    const css = await call('fix_contrast', { theme: SHADCN_V4_CSS })
    expect(css.isError).toBe(true)
    expect(JSON.stringify(css.content)).toContain('convert_theme')
  })

  it('convert_theme writes what convert prints', async () => {
    for (const to of ['shadcn-v4', 'dtcg'] as const) {
      const result = await call('convert_theme', { theme: GOOD_THEME, to, colorFormat: 'hex' })
      const converted = runCli(
        ['convert', 'good.json', '--to', to, '--color-format', 'hex'],
        reference,
      )
      expect(result.structuredContent).toMatchObject({ format: to, text: converted.stdout })
    }
  })

  it('diff_themes gives the token differences diff --json prints', async () => {
    const result = await call('diff_themes', { before: GOOD_THEME, after: LOW_CONTRAST_THEME })
    const diffed = runCli(['diff', '--json', 'good.json', 'faded.json'], reference)
    expect(result.structuredContent).toEqual({
      same: false,
      differences: json(diffed.stdout),
    })
    expect(await call('diff_themes', { before: GOOD_THEME, after: GOOD_THEME })).toMatchObject({
      structuredContent: { same: true, differences: [] },
    })
  })

  it('render_preview returns the 640x640 card as PNG image content, in the mode asked for', async () => {
    const result = await call('render_preview', { theme: SHADCN_V4_CSS, mode: 'dark' })
    expect(result.structuredContent).toEqual({
      width: 640,
      height: 640,
      mimeType: 'image/png',
      notes: [],
    })
    const [image] = result.content as { type: string; data: string; mimeType: string }[]
    expect(image).toMatchObject({ type: 'image', mimeType: 'image/png' })
    const png = Buffer.from(image?.data ?? '', 'base64')
    expect(pngSize(png)).toEqual({ width: 640, height: 640 })
    // The page background of the file's dark mode, between the swatches and the sample card.
    const dark = parseCssColor('oklch(0.145 0 0)')!
    const [r, g, b] = pixelsOf(png)(320, 340)
    expect([r, g, b]).toEqual([dark.r, dark.g, dark.b])
  })

  it('render_preview refuses a background image past the decode limits, as render does', async () => {
    const bomb = `data:image/png;base64,${pngHeader(60000, 60000).toString('base64')}`
    const theme = JSON.stringify({ ...(json(GOOD_THEME) as object), backgroundImage: bomb })
    const result = await call('render_preview', { theme })
    expect(result.isError).toBe(true)
    expect(JSON.stringify(result.content)).toContain('The background image is too large')
  })

  it('wrote nothing to disk', () => {
    expect(readdirSync(serverFolder)).toEqual([])
  })
})
