// `npm run bench`: the production build measured in Debian's Chromium, scenario by scenario, each
// figure over repeated runs (median, p95, min, max), printed as one JSON object and then as a
// table against the targets. Not part of pass/fail. `--runs N` repeats the per-load scenarios N
// times (default 5); `--only home,editor` picks scenarios.
import { mkdtemp, rm } from 'node:fs/promises'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { startFakePinata } from '../e2e/fakes/fake-pinata'
import { launchBrowser, startPreview, type BenchEnv } from './lib/browser'
import { summarize, type Summary } from './lib/stats'
import { growthTable, type GrowthRow } from '../../packages/theme/bench/growth'
import { measureDesigner, measureDesignerGrowth } from './scenarios/designer'
import { measureEditor } from './scenarios/editor'
import { measureGenerate, writeLargePhoto } from './scenarios/generate'
import { measureHome } from './scenarios/home'
import { measureImage, writeTwentyMegabytePng } from './scenarios/image'
import { measureImageGrowth } from './scenarios/image-growth'
import { measureLive } from './scenarios/live'
import { measureNftPreview } from './scenarios/nft-preview'
import { measureReference } from './scenarios/reference'
import { measureDesignerPicker, measurePicker } from './scenarios/picker'
import { measureThemeSwitches } from './scenarios/theme-switch'
import { measureUpload, writeLargeImage } from './scenarios/upload'
import { measureUploadGrowth, type UploadGrowth } from './scenarios/upload-growth'

// The build (bench/build.mjs) points the provider at this port.
const FAKE_PINATA_PORT = 4196
const PREVIEW_PORT = 4197

type Samples = Record<string, number | number[]>

interface Target {
  stat: keyof Omit<Summary, 'runs'>
  atMost?: number
  atLeast?: number
}

/** The targets on this machine kind (headless Chromium, no GPU). */
const TARGETS: Record<string, Target[]> = {
  'home.jsCssGzipKB': [{ stat: 'max', atMost: 200 }],
  'home.transferKB': [{ stat: 'max', atMost: 1024 }],
  'home.gridVisibleMs': [{ stat: 'median', atMost: 400 }],
  'home.longestTaskMs': [{ stat: 'max', atMost: 200 }],
  'themeSwitch.clickToPaintMs': [{ stat: 'p95', atMost: 16.7 }],
  'themeSwitch.glassClickToPaintMs': [{ stat: 'p95', atMost: 16.7 }],
  'designer.readyColdMs': [{ stat: 'median', atMost: 400 }],
  'designer.editToPaintMs': [{ stat: 'p95', atMost: 16.7 }],
  'designer.contrastMainThreadPerEditMs': [{ stat: 'max', atMost: 4 }],
  // The editor's own edit-to-paint target, and one frame more for the app to follow.
  'live.editToAppRepaintMs': [{ stat: 'p95', atMost: 33.3 }],
  'generate.imageSeedsMs': [{ stat: 'max', atMost: 1000 }],
  'generate.longestTaskMs': [{ stat: 'max', atMost: 50 }],
  'editor.readyColdMs': [{ stat: 'median', atMost: 1500 }],
  'editor.readyWarmMs': [{ stat: 'median', atMost: 1500 }],
  'editor.keystrokeToDiagnosticMs': [{ stat: 'median', atMost: 150 }],
  'picker.fps': [{ stat: 'median', atLeast: 50 }],
  'designerPicker.fps': [{ stat: 'median', atLeast: 50 }],
  'image.uploadToPreviewMs': [{ stat: 'median', atMost: 1000 }],
  'image.longestTaskMs': [{ stat: 'max', atMost: 200 }],
  'upload.peakJsHeapMB': [{ stat: 'max', atMost: 150 }],
  'upload.throughputMiBps': [{ stat: 'median', atLeast: 100 }],
}

const SCENARIOS = [
  'reference',
  'home',
  'themeSwitch',
  'designer',
  'live',
  'generate',
  'growth',
  'editor',
  'picker',
  'designerPicker',
  'image',
  'nftPreview',
  'upload',
  'uploadGrowth',
]

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`)
  return index === -1 ? undefined : process.argv[index + 1]
}

const runs = Number(option('runs') ?? 5)
const only = option('only')?.split(',') ?? SCENARIOS
const unknown = only.filter((name) => !SCENARIOS.includes(name))
if (unknown.length > 0) throw new Error(`unknown scenario(s): ${unknown.join(', ')}`)

const collected = new Map<string, number[]>()
/** How the app's costs grow with the work (see the 'growth' scenario). */
const growth: GrowthRow[] = []
const imageGrowth: GrowthRow[] = []
let uploadGrowth: UploadGrowth | undefined
function collect(samples: Samples) {
  for (const [name, value] of Object.entries(samples)) {
    collected.set(name, [...(collected.get(name) ?? []), ...[value].flat()])
  }
}

function verdict(summary: Summary, targets: Target[] | undefined): string {
  if (!targets) return ''
  return targets
    .map(({ stat, atMost, atLeast }) => {
      const value = summary[stat]
      const met = atMost !== undefined ? value <= atMost : value >= (atLeast ?? -Infinity)
      return `${met ? 'met' : 'MISSED'} (${stat} ${atMost !== undefined ? '<=' : '>='} ${atMost ?? atLeast})`
    })
    .join(', ')
}

/** The 1-minute load average: how busy the machine was, the bench's own work included. */
const loadNow = () => Math.round((loadavg()[0] ?? NaN) * 100) / 100
const loadAtStart = loadNow()

const browser = await launchBrowser()
const fake = await startFakePinata({ port: FAKE_PINATA_PORT, jwt: 'bench-jwt' })
const directory = await mkdtemp(join(tmpdir(), 'theme-a-roo-bench-'))
// Started last and stopped in `finally`: a preview left running would be measured next time.
let server: Awaited<ReturnType<typeof startPreview>> | undefined
try {
  server = await startPreview(PREVIEW_PORT)
  const env: BenchEnv = {
    base: `http://127.0.0.1:${PREVIEW_PORT}`,
    browser,
    gatewayUrl: fake.gatewayUrl,
    pinnedFiles: () => fake.files,
  }
  const repeat = async (name: string, measure: () => Promise<Samples>, times = runs) => {
    for (let run = 0; run < times; run++) {
      collect(await measure())
      // Progress on stderr, so stdout stays the report.
      process.stderr.write(`${name} run ${run + 1}/${times}\n`)
    }
  }
  if (only.includes('reference')) await repeat('reference', () => measureReference(env))
  if (only.includes('home')) await repeat('home', () => measureHome(env))
  if (only.includes('themeSwitch')) await repeat('themeSwitch', () => measureThemeSwitches(env), 1)
  if (only.includes('designer')) await repeat('designer', () => measureDesigner(env))
  if (only.includes('live')) await repeat('live', () => measureLive(env))
  if (only.includes('generate')) {
    const photo = await writeLargePhoto(directory)
    await repeat('generate', () => measureGenerate(env, photo))
  }
  if (only.includes('growth')) {
    growth.push(...(await measureDesignerGrowth(env)))
    imageGrowth.push(...(await measureImageGrowth(env, directory)))
  }
  if (only.includes('editor')) await repeat('editor', () => measureEditor(env))
  if (only.includes('picker')) await repeat('picker', () => measurePicker(env))
  if (only.includes('designerPicker')) {
    await repeat('designerPicker', () => measureDesignerPicker(env))
  }
  if (only.includes('image')) {
    const path = await writeTwentyMegabytePng(directory)
    await repeat('image', () => measureImage(env, path))
  }
  if (only.includes('nftPreview')) await repeat('nftPreview', () => measureNftPreview(env), 1)
  if (only.includes('upload')) {
    const path = await writeLargeImage(directory)
    await repeat('upload', () => measureUpload(env, path), 1)
  }
  if (only.includes('uploadGrowth')) uploadGrowth = await measureUploadGrowth()
} finally {
  await browser.close()
  if (server?.pid) process.kill(-server.pid)
  await fake.close()
  await rm(directory, { recursive: true, force: true })
}

const figures = Object.fromEntries(
  [...collected].map(([name, values]) => [name, summarize(values)] as const),
)
const gzip = figures['home.jsCssGzipKB']
const heap = figures['home.jsHeapMB']
const report = {
  machine: {
    runs,
    chromium: browser.version(),
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model,
    loadAverage: { atStart: loadAtStart, atEnd: loadNow() },
  },
  figures,
  summary: {
    gzip: {
      homeJsKB: figures['home.jsGzipKB']?.median,
      homeCssKB: figures['home.cssGzipKB']?.median,
      homeTotalKB: gzip?.median,
    },
    heap: { homeMB: heap?.median, uploadPeakMB: figures['upload.peakJsHeapMB']?.max },
  },
  growth,
  imageGrowth,
  uploadGrowth: uploadGrowth?.rows ?? [],
  uploadRequestsPerFile: uploadGrowth?.requestsPerFile,
  targets: Object.fromEntries(
    Object.entries(TARGETS)
      .filter(([name]) => figures[name])
      .map(([name, targets]) => [name, verdict(figures[name] as Summary, targets)]),
  ),
}
console.log(JSON.stringify(report, null, 2))

const rows = Object.entries(figures).map(([name, s]) => [
  name,
  String(s.median),
  String(s.p95),
  String(s.min),
  String(s.max),
  String(s.runs),
  verdict(s, TARGETS[name]),
])
const header = ['figure', 'median', 'p95', 'min', 'max', 'runs', 'target']
const widths = header.map((title, column) =>
  Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
)
const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ')
const { machine } = report
console.log(
  `\n${machine.cpus} cores (${machine.cpuModel}), Chromium ${machine.chromium}, load average ${machine.loadAverage.atStart} at the start and ${machine.loadAverage.atEnd} at the end`,
)
console.log(`\n${line(header)}\n${line(widths.map((width) => '-'.repeat(width)))}`)
for (const row of rows) console.log(line(row))
if (growth.length > 0) {
  console.log(`\nApp cost by number of theme values\n${growthTable(growth, 'values')}`)
}
if (imageGrowth.length > 0) {
  console.log(`\nApp cost by background image size\n${growthTable(imageGrowth, 'MP')}`)
}
if (uploadGrowth) {
  console.log(`\nUpload cost by number of files\n${growthTable(uploadGrowth.rows, 'files')}`)
  for (const [pass, byCount] of Object.entries(uploadGrowth.requestsPerFile)) {
    const counts = Object.entries(byCount).map(([files, requests]) => `${requests} at ${files}`)
    console.log(`requests to the provider per file, ${pass}: ${counts.join(', ')}`)
  }
}
