import { applyPatch, diffThemes, isPlainObject, type ThemePatch } from '@theme-a-roo/theme'
import type { ThemeSession } from './session.ts'
import type {
  Counterpart,
  HistoryIntent,
  KeyValueStorage,
  SessionEvent,
  ThemePair,
} from './types.ts'

/*
 * Undo and redo of a session, as a listener of its changes: each change says what it means for
 * undo, and this keeps the steps. A step holds the differences between two versions (the fields
 * that changed, both ways), not whole themes, so a small edit of a large theme costs a small
 * step. Steps are kept in storage within a byte budget, so the history survives a reload; when it
 * overflows, the oldest steps go. A step that changes the other mode kept with the theme holds
 * that change too, so one undo takes back both.
 */

export interface HistoryStep {
  undo: ThemePatch
  redo: ThemePatch
  /** The same for the counterpart, as changes of `{ counterpart }`; absent when it stayed. */
  counterpartUndo?: ThemePatch
  counterpartRedo?: ThemePatch
  /** What a 'merge' change was to (a field path); only the same key merges into the step. */
  mergeKey?: string
  at: number
  /** Length of the step as JSON: what it costs of the budget. */
  size: number
}

export interface HistoryState {
  /** Steps that can be undone, oldest first. */
  past: HistoryStep[]
  /** Steps undone, the next one to redo last. */
  future: HistoryStep[]
  /** How many steps were dropped for the budget since the history began. */
  dropped: number
}

export interface ThemeHistoryOptions {
  /** Where the steps are kept between loads (a tab's session storage); none keeps them in memory. */
  storage?: KeyValueStorage
  storageKey?: string
  limit?: number
  /** Characters of JSON the steps may take. */
  budget?: number
  /** Quick changes of one field closer together than this make one step. */
  mergeWindowMs?: number
  /** Saving is put off this long, so a dragged picker does not rewrite the history every frame. */
  saveDelayMs?: number
  /** Told the first time old steps are let go for the limit or the budget. */
  onStepsDropped?: () => void
  onSaveFailed?: (error: unknown) => void
  /** Times the recording and the saving of steps (a bench's hook). */
  timed?: <T>(stage: 'history-record' | 'history-save', work: () => T) => T
  now?: () => number
}

export interface ThemeHistory {
  getState(): HistoryState
  subscribe(listener: () => void): () => void
  /** The pair one step back from `current`, moving that step to the redo list. */
  takeUndoStep(current: ThemePair): ThemePair | undefined
  /** The pair one step forward from `current`, moving that step back to the undo list. */
  takeRedoStep(current: ThemePair): ThemePair | undefined
  /** Every value the steps hold for a top-level field (to keep what they refer to). */
  valuesInHistory(field: string): Set<unknown>
  /** Writes the steps now rather than after the delay (a page being left). */
  flush(): void
  /** Stops listening to the session. */
  dispose(): void
}

export const HISTORY_LIMIT = 100
const HISTORY_BUDGET = 1_000_000

function isStep(value: unknown): value is HistoryStep {
  return (
    isPlainObject(value) &&
    Array.isArray(value.undo) &&
    Array.isArray(value.redo) &&
    typeof value.size === 'number'
  )
}

function readSaved(storage: KeyValueStorage | undefined, key: string): HistoryState {
  try {
    const saved: unknown = JSON.parse(storage?.getItem(key) ?? 'null')
    if (isPlainObject(saved) && Array.isArray(saved.past) && Array.isArray(saved.future)) {
      return {
        past: saved.past.filter(isStep),
        future: saved.future.filter(isStep),
        dropped: typeof saved.dropped === 'number' ? saved.dropped : 0,
      }
    }
  } catch {
    // An unreadable history is simply no history.
  }
  return { past: [], future: [], dropped: 0 }
}

/** The counterpart as its patches see it: the value of one key, so it can come and go whole. */
type CounterpartHolder = { counterpart?: Counterpart }

function patchPair(pair: ThemePair, patch: ThemePatch, counterpartPatch?: ThemePatch): ThemePair {
  const theme = applyPatch(pair.theme, patch)
  if (!counterpartPatch) return { theme, counterpart: pair.counterpart }
  const holder: CounterpartHolder = { counterpart: pair.counterpart }
  return { theme, counterpart: applyPatch(holder, counterpartPatch).counterpart }
}

const undoStep = (pair: ThemePair, step: HistoryStep) =>
  patchPair(pair, step.undo, step.counterpartUndo)

export function createThemeHistory(
  session: ThemeSession,
  options: ThemeHistoryOptions = {},
): ThemeHistory {
  const {
    storage,
    storageKey = 'theme-history',
    limit = HISTORY_LIMIT,
    budget = HISTORY_BUDGET,
    mergeWindowMs = 500,
    saveDelayMs = 300,
    timed = <T>(_stage: 'history-record' | 'history-save', work: () => T) => work(),
    now = () => Date.now(),
  } = options
  let state = readSaved(storage, storageKey)
  const subscribers = new Set<() => void>()
  let saveTimer: ReturnType<typeof setTimeout> | undefined

  function setState(next: HistoryState) {
    state = next
    subscribers.forEach((subscriber) => subscriber())
    saveTimer ??= setTimeout(flush, saveDelayMs)
  }

  function flush() {
    clearTimeout(saveTimer)
    saveTimer = undefined
    if (!storage) return
    try {
      timed('history-save', () => storage.setItem(storageKey, JSON.stringify(state)))
    } catch (error) {
      options.onSaveFailed?.(error)
    }
  }

  /** Drops the oldest steps until the steps fit the count and the budget. */
  function withinBudget(next: HistoryState, lost = 0): HistoryState {
    let { past } = next
    let size = [...past, ...next.future].reduce((total, step) => total + step.size, 0)
    let dropped = lost
    while (past.length > 0 && (past.length > limit || size > budget)) {
      size -= past[0]?.size ?? 0
      past = past.slice(1)
      dropped++
    }
    if (dropped === 0) return next
    if (state.dropped === 0) options.onStepsDropped?.()
    return { ...next, past, dropped: state.dropped + dropped }
  }

  function record(previous: ThemePair, next: ThemePair, intent: SessionEvent['intent']) {
    const at = now()
    const last = state.past.at(-1)
    const merge =
      intent.history === 'merge' &&
      last?.mergeKey !== undefined &&
      last.mergeKey === intent.mergeKey &&
      at - last.at < mergeWindowMs
    const past = merge ? state.past.slice(0, -1) : state.past
    // A merged step spans from before the last step to this change: one undo takes back both.
    const before = merge && last ? undoStep(previous, last) : previous
    const undo = diffThemes(next.theme, before.theme)
    const holders = [{ counterpart: before.counterpart }, { counterpart: next.counterpart }]
    const counterpartUndo = diffThemes(holders[1], holders[0])
    if (undo.length === 0 && counterpartUndo.length === 0) {
      if (merge) setState({ ...state, past })
      return
    }
    const step: HistoryStep = {
      undo,
      redo: diffThemes(before.theme, next.theme),
      mergeKey: intent.history === 'merge' ? intent.mergeKey : undefined,
      at,
      size: 0,
    }
    if (counterpartUndo.length > 0) {
      step.counterpartUndo = counterpartUndo
      step.counterpartRedo = diffThemes(holders[0], holders[1])
    }
    step.size = JSON.stringify(step).length
    // A step bigger than the whole budget cannot be kept, and nothing before it can be undone
    // past it: the history starts again after it.
    const tooBig = step.size > budget
    setState(
      withinBudget(
        { past: tooBig ? [] : [...past, step], future: [], dropped: state.dropped },
        tooBig ? past.length + 1 : 0,
      ),
    )
  }

  const stopListening = session.listen((event) => {
    const intent: HistoryIntent = event.intent.history
    if (intent === 'never') return
    timed('history-record', () => record(event.previous, event.next, event.intent))
  })

  /** What each step holds for a field, found once per step: steps never change once made. */
  const stepValues = new WeakMap<HistoryStep, Map<string, unknown[]>>()

  function valuesInStep(step: HistoryStep, field: string): unknown[] {
    let byField = stepValues.get(step)
    if (!byField) stepValues.set(step, (byField = new Map<string, unknown[]>()))
    let values = byField.get(field)
    if (!values) {
      values = [...step.undo, ...step.redo]
        .filter(([path]) => path.length === 1 && path[0] === field)
        .map(([, value]) => value)
      byField.set(field, values)
    }
    return values
  }

  return {
    getState: () => state,
    subscribe(listener) {
      subscribers.add(listener)
      return () => subscribers.delete(listener)
    },
    takeUndoStep(current) {
      const step = state.past.at(-1)
      if (!step) return undefined
      // The next change starts a step of its own, however soon it comes.
      setState({
        ...state,
        past: state.past.slice(0, -1),
        future: [...state.future, { ...step, mergeKey: undefined }],
      })
      return undoStep(current, step)
    },
    takeRedoStep(current) {
      const step = state.future.at(-1)
      if (!step) return undefined
      setState({ ...state, past: [...state.past, step], future: state.future.slice(0, -1) })
      return patchPair(current, step.redo, step.counterpartRedo)
    },
    valuesInHistory(field) {
      const values = new Set<unknown>()
      for (const steps of [state.past, state.future]) {
        for (const step of steps) valuesInStep(step, field).forEach((value) => values.add(value))
      }
      return values
    },
    flush() {
      if (saveTimer !== undefined) flush()
    },
    dispose() {
      stopListening()
      clearTimeout(saveTimer)
    },
  }
}
