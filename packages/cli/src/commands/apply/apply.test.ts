import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { folderWith, runCli } from '../../test/run-cli.ts'
import { compileWithTailwind } from '../../test/tailwind.ts'
import { GOOD_THEME } from '../../test/themes.ts'

/*
 * An app's stylesheet around the theme's blocks: an import, comments and strings holding braces
 * and block names, a layer, a rule on `.dark` descendants, a url() with braces, and no
 * `@theme inline` yet.
 */
const HEAD = `@import "tailwindcss";
@custom-variant dark (&:is(.dark *));

/* The theme's blocks follow. Not these: :root { --x: 1 } .dark { } @theme inline { */
`
const OLD_ROOT = `:root /* light */ {
  --background: #fff;
  --primary: #000; /* } */
}`
const MIDDLE = `

@layer base {
  * { @apply border-border; }
  body { background: url(paper{1}.png); }
}
.note::before { content: "} :root { .dark {"; }

`
const OLD_DARK = `.dark{--background:#000;--primary:#fff}`
const TAIL = `
.dark .card { box-shadow: none; }
/* the end */`

const stylesheet = (root: string, dark: string) => HEAD + root + MIDDLE + dark + TAIL

/** The blocks `convert --to shadcn-v4` writes for the theme, as apply must write them. */
function convertedBlocks(folder: string) {
  const run = runCli(['convert', 'harbour.json', '--to', 'shadcn-v4'], folder)
  expect(run.status).toBe(0)
  const [root, dark, inline] = run.stdout.trimEnd().split('\n\n')
  expect([root, dark, inline].map((block) => block?.split(' {')[0])).toEqual([
    ':root',
    '.dark',
    '@theme inline',
  ])
  return { root: root as string, dark: dark as string, inline: inline as string }
}

describe('theme-a-roo apply', () => {
  it('replaces :root and .dark, adds @theme inline at the end, and keeps every other byte', () => {
    const folder = folderWith({
      'harbour.json': GOOD_THEME,
      'globals.css': stylesheet(OLD_ROOT, OLD_DARK),
    })
    const blocks = convertedBlocks(folder)
    const run = runCli(['apply', 'harbour.json', '--to', 'globals.css'], folder)
    expect(run.status).toBe(0)
    expect(readFileSync(join(folder, 'globals.css'), 'utf8')).toBe(
      `${stylesheet(blocks.root, blocks.dark)}\n\n${blocks.inline}\n`,
    )
  })

  it('keeps CRLF line endings and writes its own blocks with them', () => {
    const crlf = (text: string) => text.replace(/\n/g, '\r\n')
    const folder = folderWith({
      'harbour.json': GOOD_THEME,
      'globals.css': crlf(`${stylesheet(OLD_ROOT, OLD_DARK)}\n`),
    })
    const blocks = convertedBlocks(folder)
    expect(runCli(['apply', 'harbour.json', '--to', 'globals.css'], folder).status).toBe(0)
    expect(readFileSync(join(folder, 'globals.css'), 'utf8')).toBe(
      crlf(`${stylesheet(blocks.root, blocks.dark)}\n\n${blocks.inline}\n`),
    )
  })

  it('adds all three blocks to a stylesheet that has none, and a second apply changes nothing', () => {
    const folder = folderWith({
      'harbour.json': GOOD_THEME,
      'globals.css': '@import "tailwindcss";',
    })
    const blocks = convertedBlocks(folder)
    expect(runCli(['apply', 'harbour.json', '--to', 'globals.css'], folder).status).toBe(0)
    const once = readFileSync(join(folder, 'globals.css'), 'utf8')
    expect(once).toBe(
      `@import "tailwindcss";\n\n${blocks.root}\n\n${blocks.dark}\n\n${blocks.inline}\n`,
    )
    const again = runCli(['apply', 'harbour.json', '--to', 'globals.css'], folder)
    expect(again.status).toBe(0)
    expect(again.stderr).toContain('globals.css already holds the theme.')
    expect(readFileSync(join(folder, 'globals.css'), 'utf8')).toBe(once)
  })

  it('--dry-run prints a unified diff and writes nothing', () => {
    const before = stylesheet(OLD_ROOT, OLD_DARK)
    const folder = folderWith({ 'harbour.json': GOOD_THEME, 'globals.css': before })
    const run = runCli(['apply', 'harbour.json', '--to', 'globals.css', '--dry-run'], folder)
    expect(run.status).toBe(0)
    expect(run.stdout).toMatch(
      /^--- a\/globals\.css\n\+\+\+ b\/globals\.css\n@@ -\d+,\d+ \+\d+,\d+ @@\n/,
    )
    expect(run.stdout).toContain('\n-.dark{--background:#000;--primary:#fff}\n')
    expect(readFileSync(join(folder, 'globals.css'), 'utf8')).toBe(before)
    // The diff is the change apply makes: git applies it to the same bytes.
    const patched = folderWith({ 'globals.css': before, 'change.diff': run.stdout })
    execFileSync('git', ['apply', 'change.diff'], { cwd: patched })
    expect(runCli(['apply', 'harbour.json', '--to', 'globals.css'], folder).status).toBe(0)
    expect(readFileSync(join(patched, 'globals.css'), 'utf8')).toBe(
      readFileSync(join(folder, 'globals.css'), 'utf8'),
    )
  })

  it('gives a stylesheet Tailwind 4 compiles, its utilities reading the theme', async () => {
    const folder = folderWith({ 'harbour.json': GOOD_THEME, 'globals.css': HEAD })
    expect(runCli(['apply', 'harbour.json', '--to', 'globals.css'], folder).status).toBe(0)
    const compiler = await compileWithTailwind(
      readFileSync(join(folder, 'globals.css'), 'utf8'),
      folder,
    )
    const css = compiler.build(['bg-primary', 'dark:text-muted-foreground'])
    expect(css).toMatch(/\.bg-primary \{\s*background-color: var\(--primary\);/)
    expect(css).toMatch(/:root \{\s*--background: oklch\(1 0 0\);/)
    expect(css).toContain('.dark\\:text-muted-foreground')
  })

  it('refuses a stylesheet with a block left open, and a theme it cannot read, writing nothing', () => {
    const open = `${HEAD}:root {\n  --primary: red;\n`
    const folder = folderWith({ 'harbour.json': GOOD_THEME, 'open.css': open, 'notes.txt': 'x' })
    const run = runCli(['apply', 'harbour.json', '--to', 'open.css'], folder)
    expect(run).toMatchObject({ status: 2, stdout: '' })
    expect(run.stderr).toContain('never closed')
    expect(runCli(['apply', 'notes.txt', '--to', 'open.css'], folder).status).toBe(2)
    expect(readFileSync(join(folder, 'open.css'), 'utf8')).toBe(open)
  })
})
