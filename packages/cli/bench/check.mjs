// Times `theme-a-roo check` over 1,000 themes as CI runs it: one process of the built binary,
// start-up included, on files of every format it reads (theme-o-rama JSON with one or two bases,
// some failing contrast, some with Sage's rules; shadcn/ui CSS; DTCG tokens). Prints JSON and a
// target line; not part of pass/fail. Run through `npm run bench` (builds first).
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'

const CLI = fileURLToPath(new URL('../dist/cli.js', import.meta.url))
const THEMES = 1000
const RUNS = 3
const TARGET_MS = 10_000

const hsl = (hue, saturation, lightness) => `hsl(${hue} ${saturation}% ${lightness}%)`

/** Theme number `i`: its format, base, colours and faults differ from its neighbours'. */
function themeFile(i) {
  const hue = (i * 37) % 360
  const kind = i % 10
  if (kind === 8) {
    const name = `theme-${i}.css`
    const block = (light) =>
      [
        `  --background: ${hsl(hue, 30, light ? 98 : 8)};`,
        `  --foreground: ${hsl(hue, 30, light ? 10 : 95)};`,
        `  --primary: ${hsl(hue, 70, 40)};`,
        `  --primary-foreground: ${hsl(hue, 10, 98)};`,
        `  --muted-foreground: ${hsl(hue, 20, light ? 40 : 70)};`,
        `  --radius: 0.${i % 9}rem;`,
      ].join('\n')
    return [name, `:root {\n${block(true)}\n}\n\n.dark {\n${block(false)}\n}\n`]
  }
  if (kind === 9) {
    const token = (lightness) => ({ $value: hsl(hue, 60, lightness) })
    const tokens = {
      color: {
        $type: 'color',
        background: token(97),
        foreground: token(12),
        primary: token(38),
        'primary-foreground': token(99),
      },
    }
    return [`theme-${i}.tokens.json`, JSON.stringify(tokens, null, 2)]
  }
  const dark = kind % 2 === 1
  const theme = {
    name: `theme-${i}`,
    displayName: `Theme ${i}`,
    schemaVersion: 1,
    inherits: dark ? 'dark' : 'light',
    mostLike: dark ? 'dark' : 'light',
    tags: ['bench', `hue-${hue}`],
    colors: {
      primary: hsl(hue, 70, dark ? 60 : 40),
      primaryForeground: dark ? '#0a0a0a' : '#ffffff',
      accent: `oklch(0.${50 + (i % 40)} 0.12 ${hue})`,
      // One theme in four has muted text too faint to read: contrast findings.
      mutedForeground: hsl(hue, 20, kind % 4 === 0 ? (dark ? 30 : 75) : dark ? 70 : 38),
      border: `color-mix(in srgb, var(--primary) 30%, transparent)`,
    },
    corners: { md: `${(i % 8) + 2}px` },
    ...(kind === 7
      ? { buttonStyle: 'gradient', shadows: { card: '0 1px 2px rgb(0 0 0 / 0.2)' } }
      : {}),
  }
  return [`theme-${i}.json`, JSON.stringify(theme, null, 2)]
}

const folder = mkdtempSync(join(tmpdir(), 'theme-a-roo-bench-'))
const files = []
for (let i = 0; i < THEMES; i++) {
  const [name, text] = themeFile(i)
  writeFileSync(join(folder, name), text)
  files.push(name)
}

const loadAtStart = loadavg()
const samples = []
let findings = 0
for (let run = 0; run < RUNS; run++) {
  const started = performance.now()
  const result = spawnSync(process.execPath, [CLI, 'check', '--json', ...files], {
    cwd: folder,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  })
  samples.push(Math.round(performance.now() - started))
  if (result.status === 2) throw new Error(`check failed to run: ${result.stderr}`)
  findings = JSON.parse(result.stdout).length
}
const loadAtEnd = loadavg()
rmSync(folder, { recursive: true, force: true })

samples.sort((a, b) => a - b)
const medianMs = samples[Math.floor(RUNS / 2)]
const round = (loads) => loads.map((load) => Math.round(load * 100) / 100)
console.log(
  JSON.stringify(
    {
      node: process.version,
      cpu: `${cpus()[0]?.model ?? 'unknown'} x ${cpus().length}`,
      loadAverageAtStart: round(loadAtStart),
      loadAverageAtEnd: round(loadAtEnd),
      command: `theme-a-roo check --json <${THEMES} files>`,
      themes: THEMES,
      findings,
      runsMs: samples,
      medianMs,
      targetMs: TARGET_MS,
    },
    null,
    2,
  ),
)
console.log(
  `\ncheck of ${THEMES} themes: median ${(medianMs / 1000).toFixed(2)} s over ${RUNS} runs (target < ${TARGET_MS / 1000} s): ${medianMs < TARGET_MS ? 'met' : 'MISSED'}`,
)
