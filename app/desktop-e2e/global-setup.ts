import { spawn, type ChildProcess } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'

/*
 * One virtual display and one tauri-driver (in front of WebKitWebDriver) for the whole suite.
 * The app they start gets a home of its own, so its storage never mixes with a real install,
 * and an `xdg-open` that writes each address it is given to a log instead of opening a browser:
 * that is the program the opener plugin runs on Linux.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** tauri-driver's address. */
    driverUrl: string
    /** The desktop app's binary, built with the test configuration. */
    application: string
    /** The X display the app's windows open on. */
    display: string
    /** The app's home folder; its data folders are emptied before each new session. */
    appHome: string
    /** Where the stub opener writes every URL it is asked to open, one per line. */
    openerLog: string
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/** Starts Xvfb on a display number it picks itself and resolves with ':N'. */
function startDisplay(processes: ChildProcess[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const xvfb = spawn(
      'Xvfb',
      ['-displayfd', '3', '-screen', '0', '1400x1000x24', '-nolisten', 'tcp'],
      {
        stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
      },
    )
    processes.push(xvfb)
    let errors = ''
    xvfb.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()))
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}): ${errors}`)))
    const fd3 = xvfb.stdio[3] as NodeJS.ReadableStream
    let output = ''
    fd3.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('\n')) resolve(`:${output.trim()}`)
    })
  })
}

async function waitForDriver(url: string, driver: ChildProcess): Promise<void> {
  const deadline = Date.now() + 20_000
  while (Date.now() < deadline) {
    if (driver.exitCode !== null) throw new Error(`tauri-driver exited (${driver.exitCode})`)
    try {
      if ((await fetch(`${url}/status`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`tauri-driver did not answer on ${url}`)
}

export default async function setup(project: TestProject) {
  const application = process.env.DESKTOP_APP_BINARY
  if (!application || !existsSync(application)) {
    throw new Error(
      `DESKTOP_APP_BINARY must name the desktop test build (got ${application}); run npm run test:desktop`,
    )
  }
  const processes: ChildProcess[] = []
  const appHome = mkdtempSync(join(tmpdir(), 'theme-a-roo-desktop-'))
  const stubBin = join(appHome, 'bin')
  const openerLog = join(appHome, 'opened-urls.log')
  mkdirSync(stubBin)
  writeFileSync(join(stubBin, 'xdg-open'), `#!/bin/sh\nprintf '%s\\n' "$1" >> '${openerLog}'\n`)
  chmodSync(join(stubBin, 'xdg-open'), 0o755)

  const display = await startDisplay(processes)
  const port = await freePort()
  const nativePort = await freePort()
  const driver = spawn(
    'tauri-driver',
    ['--port', String(port), '--native-port', String(nativePort)],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        DISPLAY: display,
        GDK_BACKEND: 'x11',
        // No accessibility bus runs under Xvfb; without this GTK waits for one.
        NO_AT_BRIDGE: '1',
        // The file chooser saves its settings; with no dconf service here, keep them in memory.
        GSETTINGS_BACKEND: 'memory',
        // Software GL's shader cache is written by the webview's helpers after the app closes.
        MESA_SHADER_CACHE_DISABLE: 'true',
        HOME: appHome,
        XDG_DATA_HOME: join(appHome, 'data'),
        XDG_CACHE_HOME: join(appHome, 'cache'),
        XDG_CONFIG_HOME: join(appHome, 'config'),
        PATH: `${stubBin}:${process.env.PATH}`,
      },
    },
  )
  processes.push(driver)
  const driverUrl = `http://127.0.0.1:${port}`
  await waitForDriver(driverUrl, driver)

  project.provide('driverUrl', driverUrl)
  project.provide('application', application)
  project.provide('display', display)
  project.provide('appHome', appHome)
  project.provide('openerLog', openerLog)

  return async () => {
    for (const child of processes.reverse()) {
      child.removeAllListeners('exit')
      const exited = new Promise((resolve) => child.once('exit', resolve))
      if (child.exitCode === null && child.kill()) await exited
    }
    // The webview's helper processes may still be finishing their cache writes.
    rmSync(appHome, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 })
  }
}
