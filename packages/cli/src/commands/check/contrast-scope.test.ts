import { describe, expect, it } from 'vitest'
import { folderWith, runCli } from '../../test/run-cli.ts'

/*
 * Which pairs check measures: not those that show a background image the command line cannot
 * decode (a note instead), and not those a converted file does not set (the built-in base's).
 */

const glass = {
  name: 'glass',
  displayName: 'Glass',
  schemaVersion: 1,
  inherits: 'dark',
  mostLike: 'dark',
  backgroundImage: 'https://example.com/night.jpg',
  // White text over a see-through page: unreadable over the white canvas, fine over a dark image.
  colors: { background: 'transparent', foreground: '#f5f5f5', popoverForeground: '#303030' },
}

const shadcn = (darkForeground: string) => `:root {
  --background: oklch(1 0 0);
  --foreground: oklch(0.145 0 0);
  --destructive: oklch(0.577 0.245 27.325);
}
.dark {
  --background: oklch(0.145 0 0);
  --foreground: oklch(0.985 0 0);
  --destructive: oklch(0.704 0.191 22.216);
  ${darkForeground}
}
`

const folder = folderWith({
  'glass.json': JSON.stringify(glass),
  'v4.css': shadcn(''),
  'own.css': shadcn('--destructive-foreground: oklch(0.58 0.22 27);'),
})

describe('theme-a-roo check, the pairs it measures', () => {
  const run = runCli(['check', '--json', 'glass.json', 'v4.css', 'own.css'], folder)
  const findings = JSON.parse(run.stdout) as {
    file: string
    path: string
    severity: string
    rule: string
    message: string
  }[]
  const of = (file: string) => findings.filter((finding) => finding.file === file)

  it('notes the pairs over a background image it cannot decode, and measures the opaque ones', () => {
    const glassFindings = of('glass.json')
    expect(glassFindings).not.toContainEqual(
      expect.objectContaining({ path: '/colors/foreground', rule: 'contrast' }),
    )
    const notes = glassFindings.filter((finding) => finding.rule === 'contrast-backdrop')
    expect(notes).toHaveLength(1)
    expect(notes[0]).toMatchObject({ severity: 'note', path: '/backgroundImage' })
    expect(notes[0]?.message).toContain('Text on background')
    // The dark theme's popover is opaque: the image cannot show through it.
    expect(glassFindings).toContainEqual(
      expect.objectContaining({ path: '/colors/popoverForeground', severity: 'error' }),
    )
  })

  it("reports a converted file's own pairs only, not its built-in base's", () => {
    const pointer = '/colors/destructiveForeground'
    expect(of('v4.css').filter((finding) => finding.path === pointer)).toEqual([])
    const own = of('own.css').filter((finding) => finding.path === pointer)
    expect(own.map(({ message }) => message)).toContain(
      'dark mode: Text on destructive: contrast 1.66:1, below 4.5:1 (WCAG 2 AA) with oklch(0.58 0.22 27)',
    )
  })
})
