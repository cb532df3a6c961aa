import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { inject } from 'vitest'

/*
 * The open and save dialogs are GTK's own file chooser in a window of their own, outside the
 * webview, so WebDriver cannot reach them. They are driven the way a person would: focus the
 * window, type a path, press Enter (or Escape to cancel).
 */

const run = promisify(execFile)

async function xdotool(...args: string[]): Promise<string> {
  const { stdout } = await run('xdotool', args, {
    env: { ...process.env, DISPLAY: inject('display') },
  })
  return stdout.trim()
}

/** The id of the visible window with exactly this title, waiting up to 15 s for it to open. */
export async function waitForWindow(title: string): Promise<string> {
  const deadline = Date.now() + 15_000
  for (;;) {
    try {
      const ids = await xdotool('search', '--onlyvisible', '--name', `^${title}$`)
      const [first] = ids.split('\n')
      if (first) return first
    } catch {
      // xdotool exits with 1 while no window matches
    }
    if (Date.now() > deadline) throw new Error(`No "${title}" window opened`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

export async function windowIsOpen(title: string): Promise<boolean> {
  try {
    return Boolean(await xdotool('search', '--onlyvisible', '--name', `^${title}$`))
  } catch {
    return false
  }
}

/**
 * Focuses the chooser once it has settled: keys sent the moment its window maps can arrive before
 * GTK has wired up its widgets, and are then lost.
 */
async function focus(window: string) {
  await settle()
  await xdotool('windowfocus', '--sync', window)
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 500))

/**
 * Types a path, then lets the chooser finish completing it: a Return pressed while completion is
 * pending is taken by the completion, not the dialog.
 */
async function typePath(path: string) {
  await xdotool('type', '--delay', '5', path)
  await settle()
}

async function waitForClose(title: string, timeout: number): Promise<boolean> {
  const deadline = Date.now() + timeout
  while (Date.now() < deadline) {
    if (!(await windowIsOpen(title))) return true
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return false
}

/**
 * Presses `key` until the chooser closes: a key that reaches the window before GTK has settled is
 * lost, and pressing Return or Escape again on the same dialog does the same thing.
 */
async function pressUntilClosed(title: string, window: string, key: string) {
  for (let attempt = 0; attempt < 3; attempt++) {
    if (attempt > 0) await focus(window)
    await xdotool('key', key)
    if (await waitForClose(title, 3_000)) return
  }
  throw new Error(`The "${title}" window stayed open`)
}

/** Opens `path` in the "Open File" chooser: Ctrl+L gives the location field. */
export async function chooseFileToOpen(path: string) {
  const window = await waitForWindow('Open File')
  await focus(window)
  await xdotool('key', '--clearmodifiers', 'ctrl+l')
  await typePath(path)
  await pressUntilClosed('Open File', window, 'Return')
}

/** Saves to `path` in the "Save File" chooser, replacing the name it suggested. */
export async function chooseFileToSave(path: string) {
  const window = await waitForWindow('Save File')
  await focus(window)
  await xdotool('key', '--clearmodifiers', 'ctrl+a')
  await typePath(path)
  await pressUntilClosed('Save File', window, 'Return')
}

/** Closes the chooser with Escape, as a person cancelling it would. */
export async function cancelFileChooser(title: 'Open File' | 'Save File') {
  const window = await waitForWindow(title)
  await focus(window)
  await pressUntilClosed(title, window, 'Escape')
}
