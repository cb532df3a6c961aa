import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/*
 * The binary imports the engine's build (dist), not its source, so both are built before the
 * tests: a stale engine build would test yesterday's engine. Each build here keeps the digest of
 * what it was built from; while that is what it would be built from and its output is there, a
 * build would write the same files and is skipped (most runs: the two take 10 to 20 seconds).
 * Contents are compared, not times, so that files restored with old times are not taken as
 * built. The CLI is built from the engine's build too: a rebuilt engine rebuilds the CLI, whose
 * compiler then checks it against the engine's new types.
 */

const root = fileURLToPath(new URL('../../../..', import.meta.url))

/** The digests, outside dist: npm packs dist whole. */
const STAMPS = 'node_modules/.cache/theme-a-roo-cli-tests'

const WORKSPACES = [
  { name: 'theme', folder: 'packages/theme', output: 'dist/index.js', builtFrom: [] },
  { name: 'cli', folder: 'packages/cli', output: 'dist/cli.js', builtFrom: [`${STAMPS}/theme`] },
]

// What tsconfig.build.json leaves out of the build: tests and their helpers.
const notBuilt = (inSrc: string) => /\.test\.ts$|^test\//.test(inSrc)

/** A digest of the files at `paths` (folders walked), relative to the root, names and contents. */
function digest(paths: readonly string[]): string {
  const hash = createHash('sha256')
  for (const path of paths) {
    const stat = statSync(join(root, path), { throwIfNoEntry: false })
    const files = stat?.isDirectory()
      ? readdirSync(join(root, path), { recursive: true, encoding: 'utf8' })
          .map((file) => join(path, file).replaceAll('\\', '/'))
          .sort()
      : [path]
    for (const file of files) {
      const inside = file.slice(path.length + 1)
      const fileStat = statSync(join(root, file), { throwIfNoEntry: false })
      if (!fileStat?.isFile() || (inside && notBuilt(inside))) continue
      hash
        .update(`${file}\0`)
        .update(readFileSync(join(root, file)))
        .update('\0')
    }
  }
  return hash.digest('hex')
}

function readStamp(name: string): string | undefined {
  try {
    return readFileSync(join(root, STAMPS, name), 'utf8')
  } catch {
    return undefined
  }
}

export default function setup(): void {
  mkdirSync(join(root, STAMPS), { recursive: true })
  for (const { name, folder, output, builtFrom } of WORKSPACES) {
    const inputs = digest([
      `${folder}/src`,
      `${folder}/package.json`,
      `${folder}/tsconfig.build.json`,
      'tsconfig.base.json',
      'package-lock.json',
      ...builtFrom,
    ])
    if (readStamp(name) === inputs && existsSync(join(root, folder, output))) continue
    execFileSync('npm', ['run', 'build', '--silent', '-w', `@theme-a-roo/${name}`], {
      cwd: root,
      stdio: 'inherit',
    })
    // Written aside and renamed: a stamp is never half written, nor shared with a copy of the tree.
    const stamp = join(root, STAMPS, name)
    writeFileSync(`${stamp}.new`, inputs)
    renameSync(`${stamp}.new`, stamp)
  }
}
