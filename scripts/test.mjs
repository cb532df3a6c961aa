// `npm test`: install what is missing, then typecheck, lint, format check, unit/component tests, build,
// end-to-end tests in Chromium, and the desktop app's suite when a Rust toolchain is present. Every
// step runs; the closing line sums up the test counts.
import { existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { createServer } from 'node:net'
import { ensureChromium, ensureNodeModules, root, run } from './setup.mjs'
import { runDesktopSuite } from './test-desktop.mjs'

ensureNodeModules()
ensureChromium()

const reports = `${root}.test-reports`
rmSync(reports, { recursive: true, force: true })
mkdirSync(reports, { recursive: true })
const failedSteps = []
function step(name, command, options) {
  try {
    run(command, options)
  } catch {
    failedSteps.push(name)
  }
}

step('typecheck', 'npm run typecheck --workspaces')
step('lint', 'npx eslint .')
step('format', 'npx prettier --check .')
step('engine build', 'npm run build -w @theme-a-roo/theme')
step(
  'unit tests',
  `npx vitest run --reporter=default --reporter=json --outputFile.json=${reports}/unit.json`,
)
/** A port nobody listens on right now, chosen by the system. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/** Holds a port for the length of the run, unless something (such as `npm start`) already does. */
function holdPort(port) {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(undefined))
    server.listen(port, '127.0.0.1', () => resolve(server))
  })
}

// The test build has its own folder and the e2e server its own port, so `npm test` runs beside
// `npm start` (which serves app/dist on 4173) and never changes what that serves. The test build
// points AI image generation and the IPFS provider at the fake servers that the e2e specs start
// on 127.0.0.1:4319 and :4320.
const TEST_OUT_DIR = 'dist-test'
const servedBuild = `${root}app/dist/index.html`
const servedBuildTime = existsSync(servedBuild) ? statSync(servedBuild).mtimeMs : undefined
step('app build', `npx vite build --outDir ${TEST_OUT_DIR} --emptyOutDir`, {
  cwd: `${root}app`,
  env: {
    ...process.env,
    VITE_OPENAI_API_KEY: 'test-openai-key',
    VITE_OPENAI_BASE_URL: 'http://127.0.0.1:4319/v1',
    VITE_PINATA_API_URL: 'http://127.0.0.1:4320/v3',
    VITE_PINATA_UPLOAD_URL: 'http://127.0.0.1:4320/upload/v3',
  },
})
// Port 4173 is taken for the whole run, as `npm start` would take it: the suite must not need it.
const startPortHolder = await holdPort(4173)
// Most specs run two at a time; those that need the machine to themselves (fixed fake ports,
// frame-rate and timing checks) run after them, one at a time.
const e2eRuns = [
  { project: 'parallel', workers: 2 },
  { project: 'alone', workers: 1 },
]
for (const { project, workers } of e2eRuns) {
  step(`e2e tests (${project})`, `npx playwright test --project ${project} --workers ${workers}`, {
    cwd: `${root}app`,
    env: {
      ...process.env,
      E2E_PORT: String(await freePort()),
      E2E_OUT_DIR: TEST_OUT_DIR,
      PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/e2e-${project}.json`,
    },
  })
}
startPortHolder?.close()
const servedBuildTimeAfter = existsSync(servedBuild) ? statSync(servedBuild).mtimeMs : undefined
if (servedBuildTimeAfter !== servedBuildTime) {
  console.error('The test run changed app/dist, the build that `npm start` serves')
  failedSteps.push('app/dist untouched')
}

const desktopStarted = Date.now()
const desktop = runDesktopSuite(`${reports}/desktop.json`)
if (desktop.skipped) console.log(`\nDesktop suite skipped: ${desktop.skipped}.`)
else {
  failedSteps.push(...desktop.failedSteps)
  console.log(`desktop build and suite: ${Math.round((Date.now() - desktopStarted) / 1000)} s`)
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined
}
const unit = readJson(`${reports}/unit.json`)
const e2eReports = e2eRuns.map(({ project }) => readJson(`${reports}/e2e-${project}.json`))
const desktopReport = readJson(`${reports}/desktop.json`)
const e2eCount = (stat) => e2eReports.reduce((sum, report) => sum + (report?.stats?.[stat] ?? 0), 0)
const passed =
  (unit?.numPassedTests ?? 0) + e2eCount('expected') + (desktopReport?.numPassedTests ?? 0)
const failed =
  (unit?.numFailedTests ?? 0) +
  e2eCount('unexpected') +
  e2eCount('flaky') +
  (desktopReport?.numFailedTests ?? 0)
const skipped =
  (unit?.numPendingTests ?? 0) + e2eCount('skipped') + (desktopReport?.numPendingTests ?? 0)

/** Names of the failed tests, so that the end of a long log says which ones to look at. */
function failedTestNames() {
  const names = []
  for (const report of [unit, desktopReport])
    for (const file of report?.testResults ?? [])
      for (const test of file.assertionResults ?? [])
        if (test.status === 'failed')
          names.push(`${file.name.replace(root, '')} > ${test.fullName}`)
  const walk = (suite, file) => {
    for (const child of suite.suites ?? []) walk(child, file ?? suite.file)
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected' || test.status === 'flaky') {
          const error = test.results?.at(-1)?.error?.message?.split('\n')[0] ?? ''
          names.push(`${file ?? suite.file} > ${spec.title} (${test.status}) ${error}`)
        }
  }
  for (const report of e2eReports) for (const suite of report?.suites ?? []) walk(suite)
  return names
}

console.log('')
for (const name of failedTestNames()) console.log(`FAILED: ${name}`)
if (failedSteps.length) console.log(`Failed steps: ${failedSteps.join(', ')}`)
if (desktop.skipped) console.log(`The desktop suite did not run: ${desktop.skipped}.`)
else console.log(`desktop suite: ${desktopReport?.numPassedTests ?? 0} passed`)
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`)
process.exit(failedSteps.length || failed ? 1 : 0)
