// `npm test`: install what is missing, then typecheck, lint, format check, unit/component tests, build and
// end-to-end tests in Chromium. Every step runs; the closing line sums up the test counts.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { ensureChromium, ensureNodeModules, root, run } from './setup.mjs'

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
// This build is for the test run only: it points AI image generation and the IPFS provider at the
// fake servers that the e2e specs start on 127.0.0.1:4319 and :4320 (`npm start` builds without
// these settings).
step('app build', 'npm run build -w app', {
  env: {
    ...process.env,
    VITE_OPENAI_API_KEY: 'test-openai-key',
    VITE_OPENAI_BASE_URL: 'http://127.0.0.1:4319/v1',
    VITE_PINATA_API_URL: 'http://127.0.0.1:4320/v3',
    VITE_PINATA_UPLOAD_URL: 'http://127.0.0.1:4320/upload/v3',
  },
})
step('e2e tests', 'npx playwright test', {
  cwd: `${root}app`,
  env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/e2e.json` },
})

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined
}
const unit = readJson(`${reports}/unit.json`)
const e2e = readJson(`${reports}/e2e.json`)
const passed = (unit?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0)
const failed =
  (unit?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0) + (e2e?.stats?.flaky ?? 0)
const skipped = (unit?.numPendingTests ?? 0) + (e2e?.stats?.skipped ?? 0)

console.log('')
if (failedSteps.length) console.log(`Failed steps: ${failedSteps.join(', ')}`)
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`)
process.exit(failedSteps.length || failed ? 1 : 0)
