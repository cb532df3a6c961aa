import { create } from 'zustand'
import { isPlainObject } from '@theme-a-roo/theme'
import { toast } from '@/lib/toast'
import { timeStage } from '@/lib/stage-timings'
import { SESSION_KEYS } from '@/storage/keys'
import { readSessionString, writeSession } from '@/storage/local-storage'
import type { Counterpart, WorkingPair } from './counterpart'

/*
 * Undo and redo steps of the working theme. The store says what each change means for undo
 * (see WorkingThemeChange); this module only keeps the steps. A step holds the differences
 * between two versions (the fields that changed, both ways), not whole themes, so a small edit
 * of a large theme costs a small step. Steps are kept in the tab's session storage within a byte
 * budget, so the history survives a reload; when it overflows, the oldest steps go and the user
 * is told once. A step that changes the other mode kept with the theme (an import of two modes,
 * a switch of the mode edited) holds that change too, so one undo takes back both.
 */

export type HistoryIntent = 'step' | 'merge' | 'never'

export const HISTORY_LIMIT = 100
/** Characters of JSON the steps may take: session storage holds about 5 MB for the whole app. */
const HISTORY_BUDGET = 1_000_000
/** Quick changes of one field closer together than this make one step (typing, a dragged picker). */
const MERGE_WINDOW_MS = 500
/** Saving is put off this long, so a dragged picker does not rewrite the history every frame. */
const SAVE_DELAY_MS = 300

/** One changed value: where, and what it becomes; without a value, the key is removed (JSON
 * has no undefined, and a null would be kept as a value). */
type Change = [path: string[], value?: unknown]
type ThemePatch = Change[]

interface Step {
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

interface ThemeHistoryState {
  /** Steps that can be undone, oldest first. */
  past: Step[]
  /** Steps undone, the next one to redo last. */
  future: Step[]
  /** How many steps were dropped for the budget since the tab opened. */
  dropped: number
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  return JSON.stringify(a) === JSON.stringify(b)
}

/** The changes that turn `from` into `to`, object by object; arrays and values are replaced. */
export function diffThemes(from: unknown, to: unknown, path: string[] = []): ThemePatch {
  if (!isPlainObject(from) || !isPlainObject(to)) {
    if (sameValue(from, to)) return []
    return to === undefined ? [[path]] : [[path, to]]
  }
  const changes: ThemePatch = []
  for (const key of new Set([...Object.keys(from), ...Object.keys(to)])) {
    if (from[key] === to[key]) continue
    changes.push(...diffThemes(from[key], to[key], [...path, key]))
  }
  return changes
}

/** Sets an own property, whatever its name (assigning `__proto__` would set the prototype). */
function setOwn(node: Record<string, unknown>, key: string, value: unknown) {
  Object.defineProperty(node, key, { value, enumerable: true, writable: true, configurable: true })
}

/**
 * The theme with the changes made (new objects along each changed path). Each object is copied
 * once per patch and changed in place after that: copying it again for each of its values would
 * make the undo of a whole-theme replace take time growing with the square of its size.
 */
export function applyPatch<T extends object>(theme: T, patch: ThemePatch): T {
  const copies = new WeakSet<object>()
  const copyOf = (node: unknown): Record<string, unknown> => {
    if (isPlainObject(node) && copies.has(node)) return node
    const copy = isPlainObject(node) ? { ...node } : {}
    copies.add(copy)
    return copy
  }
  let result: Record<string, unknown> | undefined
  for (const change of patch) {
    const [path, value] = change
    if (path.length === 0) continue
    result = copyOf(result ?? theme)
    let node = result
    for (const key of path.slice(0, -1)) {
      const child = copyOf(node[key])
      setOwn(node, key, child)
      node = child
    }
    const last = path.at(-1) as string
    if (change.length === 1) delete node[last]
    else setOwn(node, last, structuredClone(value))
  }
  return (result ?? theme) as unknown as T
}

function isStep(value: unknown): value is Step {
  return (
    isPlainObject(value) &&
    Array.isArray(value.undo) &&
    Array.isArray(value.redo) &&
    typeof value.size === 'number'
  )
}

function readSavedHistory(): ThemeHistoryState {
  try {
    const saved: unknown = JSON.parse(readSessionString(SESSION_KEYS.themeHistory) ?? 'null')
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

export const useThemeHistory = create<ThemeHistoryState>(readSavedHistory)

let saveTimer: ReturnType<typeof setTimeout> | undefined

function saveNow() {
  clearTimeout(saveTimer)
  saveTimer = undefined
  const { past, future, dropped } = useThemeHistory.getState()
  const saved = timeStage('history-save', () =>
    writeSession(SESSION_KEYS.themeHistory, JSON.stringify({ past, future, dropped })),
  )
  if (!saved) console.error('The undo history could not be kept in session storage')
}

function saveSoon() {
  saveTimer ??= setTimeout(saveNow, SAVE_DELAY_MS)
}

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    if (saveTimer !== undefined) saveNow()
  })
}

/**
 * Drops the oldest steps until the steps fit the count and the budget (`lost` were let go
 * already); says so the first time it happens in the tab.
 */
function withinBudget(state: ThemeHistoryState, lost = 0): ThemeHistoryState {
  let { past } = state
  let size = [...past, ...state.future].reduce((total, step) => total + step.size, 0)
  let dropped = lost
  while (past.length > 0 && (past.length > HISTORY_LIMIT || size > HISTORY_BUDGET)) {
    size -= past[0]?.size ?? 0
    past = past.slice(1)
    dropped++
  }
  if (dropped === 0) return state
  if (state.dropped === 0) {
    toast.info(
      'The oldest undo steps were let go: undo keeps the last 100 changes, up to 1 MB of them.',
      { id: 'undo-steps-dropped' },
    )
  }
  return { ...state, past, dropped: state.dropped + dropped }
}

/**
 * Records the change from `previous` to `next` as the intent says: a step of its own, merged into
 * the last step when that one was a merge of the same key moments ago, or nothing.
 */
export function recordThemeStep(
  previous: WorkingPair,
  next: WorkingPair,
  intent: { history: HistoryIntent; mergeKey?: string },
  now = Date.now(),
): void {
  if (intent.history === 'never') return
  timeStage('history-record', () => recordStep(previous, next, intent, now))
}

/** The counterpart as its patches see it: the value of one key, so it can come and go whole. */
type CounterpartHolder = { counterpart?: Counterpart }

function recordStep(
  previous: WorkingPair,
  next: WorkingPair,
  intent: { history: HistoryIntent; mergeKey?: string },
  now: number,
): void {
  const state = useThemeHistory.getState()
  const last = state.past.at(-1)
  const merge =
    intent.history === 'merge' &&
    last?.mergeKey !== undefined &&
    last.mergeKey === intent.mergeKey &&
    now - last.at < MERGE_WINDOW_MS
  const past = merge ? state.past.slice(0, -1) : state.past
  // A merged step spans from before the last step to this change: one undo takes back both.
  const before = merge && last ? undoStep(previous, last) : previous
  const undo = diffThemes(next.theme, before.theme)
  const holders = [{ counterpart: before.counterpart }, { counterpart: next.counterpart }]
  const counterpartUndo = diffThemes(holders[1], holders[0])
  if (undo.length === 0 && counterpartUndo.length === 0) {
    if (merge) useThemeHistory.setState({ past })
    return
  }
  const mergeKey = intent.history === 'merge' ? intent.mergeKey : undefined
  const step: Step = {
    undo,
    redo: diffThemes(before.theme, next.theme),
    mergeKey,
    at: now,
    size: 0,
  }
  if (counterpartUndo.length > 0) {
    step.counterpartUndo = counterpartUndo
    step.counterpartRedo = diffThemes(holders[0], holders[1])
  }
  step.size = JSON.stringify(step).length
  // A step bigger than the whole budget cannot be kept, and nothing before it can be undone
  // past it: the history starts again after it.
  const tooBig = step.size > HISTORY_BUDGET
  useThemeHistory.setState(
    withinBudget(
      { past: tooBig ? [] : [...past, step], future: [], dropped: state.dropped },
      tooBig ? past.length + 1 : 0,
    ),
  )
  saveSoon()
}

function patchPair(
  pair: WorkingPair,
  patch: ThemePatch,
  counterpartPatch: ThemePatch | undefined,
): WorkingPair {
  const theme = applyPatch(pair.theme, patch)
  if (!counterpartPatch) return { theme, counterpart: pair.counterpart }
  const holder: CounterpartHolder = { counterpart: pair.counterpart }
  return { theme, counterpart: applyPatch(holder, counterpartPatch).counterpart }
}

const undoStep = (pair: WorkingPair, step: Step) => patchPair(pair, step.undo, step.counterpartUndo)

/** The theme and counterpart one step back from `current`, moving that step to the redo list. */
export function takeUndoStep(current: WorkingPair): WorkingPair | undefined {
  const { past, future } = useThemeHistory.getState()
  const step = past.at(-1)
  if (!step) return undefined
  // The next change starts a step of its own, however soon it comes.
  useThemeHistory.setState({
    past: past.slice(0, -1),
    future: [...future, { ...step, mergeKey: undefined }],
  })
  saveSoon()
  return undoStep(current, step)
}

/** The theme and counterpart one step forward from `current`, moving that step back to the undo list. */
export function takeRedoStep(current: WorkingPair): WorkingPair | undefined {
  const { past, future } = useThemeHistory.getState()
  const step = future.at(-1)
  if (!step) return undefined
  useThemeHistory.setState({ past: [...past, step], future: future.slice(0, -1) })
  saveSoon()
  return patchPair(current, step.redo, step.counterpartRedo)
}

/** What each step holds for a field, found once per step: steps never change once made. */
const stepValues = new WeakMap<Step, Map<string, unknown[]>>()

function valuesInStep(step: Step, field: string): unknown[] {
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

/**
 * Every value the steps hold for this field (to keep what they refer to, e.g. stored images).
 * Asked after every change, so it costs little more than a look at each step.
 */
export function valuesInHistory(field: string): Set<unknown> {
  const { past, future } = useThemeHistory.getState()
  const values = new Set<unknown>()
  for (const steps of [past, future]) {
    for (const step of steps) valuesInStep(step, field).forEach((value) => values.add(value))
  }
  return values
}
