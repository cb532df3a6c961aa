// `npm run desktop:build`: the desktop app's release build and installers for this system
// (on Linux a .deb package and an AppImage; on macOS an .app and a .dmg; on Windows MSI and NSIS).
// `-- --bundles deb` picks the installers; `-- --debug` builds the unoptimised app with developer
// tools instead, without installers.
import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { ensureNodeModules, run } from './setup.mjs'
import { appDir, cargoTargetDir, ensureDesktopPrerequisites } from './desktop-setup.mjs'

ensureNodeModules()
const cannot = ensureDesktopPrerequisites({ forTests: false })
if (cannot) {
  console.error(`The desktop app cannot be built here: ${cannot}.`)
  process.exit(1)
}

const debug = process.argv.includes('--debug')
const chosen = process.argv[process.argv.indexOf('--bundles') + 1]
const bundles = process.argv.includes('--bundles')
  ? `--bundles ${chosen}`
  : process.platform === 'linux'
    ? '--bundles deb,appimage'
    : ''
const started = Date.now()
try {
  run(`npx tauri build ${debug ? '--debug --no-bundle' : bundles}`, { cwd: appDir })
} catch {
  if (bundles.includes('appimage')) {
    console.error(
      '\nThe AppImage bundler downloads linuxdeploy and AppRun from github.com; where that cannot' +
        ' be reached, build the .deb alone with: npm run desktop:build -- --bundles deb',
    )
  }
  process.exit(1)
}
console.log(
  `\ndesktop ${debug ? 'debug' : 'release'} build: ${Math.round((Date.now() - started) / 1000)} s`,
)

const profile = join(cargoTargetDir(), debug ? 'debug' : 'release')
const megabytes = (path) => `${(statSync(path).size / 1024 / 1024).toFixed(1)} MB`
console.log(`app: ${join(profile, 'theme-a-roo')} (${megabytes(join(profile, 'theme-a-roo'))})`)
if (!debug) {
  for (const kind of readdirSync(join(profile, 'bundle'))) {
    for (const file of readdirSync(join(profile, 'bundle', kind))) {
      const path = join(profile, 'bundle', kind, file)
      if (statSync(path).isFile()) console.log(`${kind}: ${path} (${megabytes(path)})`)
    }
  }
}
