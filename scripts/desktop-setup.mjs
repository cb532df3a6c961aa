// What building and testing the desktop app needs, and installing it where that is allowed
// (Debian packages when running as root, tauri-driver from crates.io).
import { spawnSync } from 'node:child_process'
import { homedir } from 'node:os'
import { resolve } from 'node:path'
import { root, run } from './setup.mjs'

/** Tauri's build prerequisites on Debian and Ubuntu (WebKitGTK 4.1 and friends). */
export const BUILD_PACKAGES = [
  'build-essential',
  'pkg-config',
  'file',
  'libwebkit2gtk-4.1-dev',
  'libxdo-dev',
  'libssl-dev',
  'libayatana-appindicator3-dev',
  'librsvg2-dev',
]
/** What the desktop suite drives the window with: a virtual display, WebKit's WebDriver, xdotool. */
export const TEST_PACKAGES = ['xvfb', 'webkit2gtk-driver', 'xdotool']
/** tauri-driver sits between the WebDriver client and WebKitWebDriver. */
export const TAURI_DRIVER_VERSION = '2.1.0'

export const appDir = `${root}app`
export const tauriDir = `${appDir}/src-tauri`

export function hasCommand(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0
}

/** Where cargo puts its builds: CARGO_TARGET_DIR when set (CI keeps it between runs). */
export function cargoTargetDir() {
  return process.env.CARGO_TARGET_DIR ? resolve(process.env.CARGO_TARGET_DIR) : `${tauriDir}/target`
}

function missingDebianPackages(packages) {
  if (!hasCommand('dpkg-query')) return []
  return packages.filter((name) => {
    const status = spawnSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8' })
    return !status.stdout?.includes('install ok installed')
  })
}

function installedTauriDriverVersion() {
  if (!hasCommand('tauri-driver')) return undefined
  const listing = spawnSync('cargo', ['install', '--list'], { encoding: 'utf8' }).stdout ?? ''
  return listing.match(/^tauri-driver v(\S+):/m)?.[1]
}

/**
 * Makes sure the desktop app can be built (and, with `forTests`, driven). Returns a reason when it
 * cannot be done on this machine without changing it by hand; installs what it may otherwise.
 */
export function ensureDesktopPrerequisites({ forTests }) {
  if (!hasCommand('cargo')) return 'no Rust toolchain (cargo) was found'
  const missing = missingDebianPackages(
    forTests ? [...BUILD_PACKAGES, ...TEST_PACKAGES] : BUILD_PACKAGES,
  )
  if (missing.length) {
    const install = `apt-get install -y ${missing.join(' ')}`
    if (process.getuid?.() !== 0) return `Debian packages are missing; run: sudo ${install}`
    run('apt-get update -qq')
    run(`${install} -qq --no-install-recommends`, {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
  }
  if (!forTests) return undefined
  // cargo installs programs into its own bin folder, which need not be on PATH yet.
  const cargoBin = `${process.env.CARGO_HOME ?? `${homedir()}/.cargo`}/bin`
  if (!process.env.PATH?.split(':').includes(cargoBin)) {
    process.env.PATH = `${cargoBin}:${process.env.PATH}`
  }
  if (installedTauriDriverVersion() !== TAURI_DRIVER_VERSION) {
    run(`cargo install tauri-driver --version ${TAURI_DRIVER_VERSION} --locked`)
  }
  return undefined
}
