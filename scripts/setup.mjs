// Shared by `npm start` and `npm test`: install what a fresh clone is missing.
import { execSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'

export const root = new URL('..', import.meta.url).pathname

export function run(command, options = {}) {
  console.log(`\n> ${command}`)
  execSync(command, { stdio: 'inherit', cwd: root, ...options })
}

/** `npm ci` when node_modules is absent or older than the lockfile. */
export function ensureNodeModules() {
  const installed = `${root}node_modules/.package-lock.json`
  const lock = `${root}package-lock.json`
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(lock).mtimeMs) return
  run('npm ci --no-audit --no-fund', {
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  })
}

/** The end-to-end tests drive Debian's Chromium; install it when running as root. */
export function ensureChromium() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
  if (existsSync(path)) return path
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Chromium not found at ${path}. Install it (apt-get install chromium) or set CHROMIUM_PATH.`,
    )
  }
  run('apt-get update -qq')
  run('apt-get install -y -qq chromium', {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
  return path
}
