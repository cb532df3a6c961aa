import { isSafeCssValue, type CompiledTheme } from '@theme-a-roo/theme'
import { applyCompiledTheme, removeCompiledTheme } from '@theme-a-roo/theme-dom'
import { timeStage } from '@/lib/stage-timings'
import { appSession } from '@/theming/app-session'
import {
  deferPageEdits,
  painterWrites,
  shownTheme,
  takeLeftEdit,
  writeTheme,
  type PageEdit,
} from '@/theming/theme-runtime'

/*
 * An edit in the Designer changes a value or two, but written on the root it restyles every
 * element on the page (each inherits the theme's variables): some 600 elements and 10 ms here,
 * which with paint is more than a frame. So while the preview is on screen, an edit that changes
 * only variable values is written on the preview's element alone, which restyles a few dozen
 * elements, and the whole page follows once the edits pause. Anything else (a background, a
 * button style) is written whole at once.
 */

/** The page follows once edits pause this long, and at the latest this long after the first. */
const SETTLE_MS = 150
const MAX_WAIT_MS = 1000

/*
 * Variables that <html> and <body> resolve for the whole page (its background, text colour and
 * fonts, which the preview inherits already resolved): a change to one is written whole.
 */
function resolvedByThePage(name: string): boolean {
  return (
    ['--background', '--background-image', '--foreground'].includes(name) ||
    name.startsWith('--font-')
  )
}

/** What stays the same when only variable values change. */
function frameOf(compiled: CompiledTheme): string {
  const { variables, rejected: _rejected, ...rest } = compiled
  return JSON.stringify({ ...rest, names: Object.keys(variables) })
}

/** Whether the change is in variable values alone, which the view can show without the page. */
function viewCanShow(from: CompiledTheme, to: CompiledTheme): boolean {
  if (frameOf(from) !== frameOf(to)) return false
  return Object.entries(to.variables).every(
    ([name, value]) =>
      from.variables[name] === value || (!resolvedByThePage(name) && isSafeCssValue(value)),
  )
}

interface WaitingEdit extends PageEdit {
  settle: ReturnType<typeof setTimeout>
  deadline: ReturnType<typeof setTimeout>
}

/**
 * Makes `view` show edits first while it is in the page: it holds the page's edits and hears
 * the theme session after the page's painter, which has left it each edit compiled as the page
 * writes it. The returned function ends that, and the page catches up at once.
 */
export function showEditsFirstIn(view: HTMLElement): () => void {
  let waiting: WaitingEdit | undefined

  const discard = () => {
    if (waiting) {
      clearTimeout(waiting.settle)
      clearTimeout(waiting.deadline)
      waiting = undefined
    }
    removeCompiledTheme(view)
  }

  const catchUp = () => {
    const edit = waiting
    if (!edit) return
    discard()
    edit.guard(() => writeTheme(edit.compiled, edit.themeName))
  }

  const show = ({ compiled, themeName, guard }: PageEdit) => {
    const from = waiting?.compiled ?? shownTheme()
    if (!view.isConnected || !from || !viewCanShow(from, compiled)) {
      discard()
      guard(() => writeTheme(compiled, themeName))
      return
    }
    // Every variable goes on the view, so that those referring to others (var(--primary))
    // resolve there too, not to the values the root resolved them to; the writer then touches
    // only the values that changed since its last write.
    guard(() => applyCompiledTheme(view, compiled, { variablesOnly: true }))
    if (waiting) clearTimeout(waiting.settle)
    waiting = {
      compiled,
      themeName,
      guard,
      settle: setTimeout(catchUp, SETTLE_MS),
      deadline: waiting?.deadline ?? setTimeout(catchUp, MAX_WAIT_MS),
    }
  }

  const release = deferPageEdits()
  const stopHearing = appSession().session.listen(
    () => {
      const edit = takeLeftEdit()
      if (edit) timeStage('compile-apply', () => show(edit))
    },
    { previews: true },
  )
  // The painter wrote the page itself: a newer theme than the edit waiting here.
  const stopWatching = painterWrites.subscribe(discard)
  return () => {
    stopWatching()
    stopHearing()
    release()
    catchUp()
  }
}
