import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

/*
 * The binary imports the engine's build (dist), not its source, so both are built before the
 * tests: a stale engine build would test yesterday's engine.
 */
export default function setup(): void {
  const root = fileURLToPath(new URL('../../../..', import.meta.url))
  for (const workspace of ['@theme-a-roo/theme', '@theme-a-roo/cli']) {
    execFileSync('npm', ['run', 'build', '--silent', '-w', workspace], {
      cwd: root,
      stdio: 'inherit',
    })
  }
}
