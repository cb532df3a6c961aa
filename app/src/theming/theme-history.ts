import { useSyncExternalStore } from 'react'
import type { HistoryState, ThemePair } from '@theme-a-roo/session'
import { appSession } from './app-session'

/*
 * Undo and redo steps of the working theme, kept by the session's history (see app-session.ts),
 * as the Undo and Redo buttons and the image claims read them.
 */

export { HISTORY_LIMIT, type HistoryIntent } from '@theme-a-roo/session'

/** A value of the history for React; the selector returns a plain value (a count, a flag). */
function useThemeHistoryState<U>(selector: (state: HistoryState) => U): U {
  const { history } = appSession()
  return useSyncExternalStore(
    (listener) => history.subscribe(listener),
    () => selector(history.getState()),
  )
}

export const useThemeHistory = Object.assign(useThemeHistoryState, {
  getState: (): HistoryState => appSession().history.getState(),
  subscribe: (listener: () => void) => appSession().history.subscribe(listener),
})

/** The theme and counterpart one step back from `current`, moving that step to the redo list. */
export function takeUndoStep(current: ThemePair): ThemePair | undefined {
  return appSession().history.takeUndoStep(current)
}

/** The theme and counterpart one step forward from `current`, moving that step back to the undo list. */
export function takeRedoStep(current: ThemePair): ThemePair | undefined {
  return appSession().history.takeRedoStep(current)
}

/** Every value the steps hold for this field (to keep what they refer to, e.g. stored images). */
export function valuesInHistory(field: string): Set<unknown> {
  return appSession().history.valuesInHistory(field)
}
