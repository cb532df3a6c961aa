import { takeRedoStep, takeUndoStep } from './theme-history'
import { restoreWorkingTheme } from './background-restore'
import { useWorkingTheme } from './working-theme'

/*
 * Undo and redo of the working theme, whichever editor changed it. A step may bring back a
 * stored image, which takes a moment: presses are handled one after another, in order.
 */

let queue: Promise<unknown> = Promise.resolve()

function run(take: typeof takeUndoStep): Promise<boolean> {
  const done = queue.then(async () => {
    const { theme, counterpart } = useWorkingTheme.getState()
    const restored = take({ theme, counterpart })
    if (!restored) return false
    await restoreWorkingTheme(restored.theme, restored.counterpart)
    return true
  })
  queue = done.catch(() => undefined)
  return done
}

export function undoThemeChange(): Promise<boolean> {
  return run(takeUndoStep)
}

export function redoThemeChange(): Promise<boolean> {
  return run(takeRedoStep)
}
