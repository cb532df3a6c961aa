// `npm run test:desktop`: build the desktop app with its test configuration and drive its real
// window through tauri-driver under a virtual display. `npm test` runs the same when it can.
import { pathToFileURL } from 'node:url'
import { ensureNodeModules, run } from './setup.mjs'
import { appDir, cargoTargetDir, ensureDesktopPrerequisites } from './desktop-setup.mjs'

/*
 * The test build differs from the shipped app in two ways only: its pages talk to the fake
 * Pinata server the suite starts on 127.0.0.1:4320 (which its CSP then allows), and it carries a
 * probe that records console problems for the suite to read. Its web files go to their own folder.
 */
const testBuildEnv = {
  DESKTOP_TEST_PROBE: '1',
  VITE_PINATA_API_URL: 'http://127.0.0.1:4320/v3',
  VITE_PINATA_UPLOAD_URL: 'http://127.0.0.1:4320/upload/v3',
}

/**
 * Runs the suite; returns `{ skipped: reason }` when this machine cannot build the app, else the
 * steps that failed. The runner's JSON report goes to `reportFile` when given.
 */
export function runDesktopSuite(reportFile) {
  const skipped = ensureDesktopPrerequisites({ forTests: true })
  if (skipped) return { skipped }
  const failedSteps = []
  const started = Date.now()
  try {
    run('npx tauri build --debug --no-bundle --config src-tauri/tauri.desktop-test.conf.json', {
      cwd: appDir,
      env: { ...process.env, ...testBuildEnv },
    })
    console.log(`desktop test build: ${Math.round((Date.now() - started) / 1000)} s`)
  } catch {
    return { failedSteps: ['desktop build'] }
  }
  const reporters = reportFile
    ? `--reporter=default --reporter=json --outputFile.json=${reportFile}`
    : ''
  try {
    run(`npx vitest run --config desktop-e2e/vitest.config.ts ${reporters}`, {
      cwd: appDir,
      env: { ...process.env, DESKTOP_APP_BINARY: `${cargoTargetDir()}/debug/theme-a-roo` },
    })
  } catch {
    failedSteps.push('desktop tests')
  }
  return { failedSteps }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  ensureNodeModules()
  const result = runDesktopSuite()
  if (result.skipped) {
    console.error(`Desktop suite not run: ${result.skipped}.`)
    process.exit(1)
  }
  if (result.failedSteps.length) console.error(`Failed steps: ${result.failedSteps.join(', ')}`)
  process.exit(result.failedSteps.length ? 1 : 0)
}
