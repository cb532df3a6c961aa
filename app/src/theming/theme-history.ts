import { create } from 'zustand'
import type { Theme } from '@theme-a-roo/theme'
import { SESSION_KEYS } from '@/storage/keys'
import { readSessionString, writeSession } from '@/storage/local-storage'
import { replaceWorkingTheme, useWorkingTheme } from './working-theme'

/*
 * Undo and redo for the working theme, whichever editor changed it (Designer, JSON editor,
 * Background page). Every change is a step; quick changes of one and the same field (typing, a
 * dragged picker) within half a second make a single step. The history is kept in the tab's
 * session storage, so it survives a reload.
 */

export const HISTORY_LIMIT = 100
export const MERGE_WINDOW_MS = 500
/** Saving the history is put off this long, so a dragged picker does not rewrite it every frame. */
const SAVE_DELAY_MS = 300

interface ThemeHistoryState {
  /** Earlier versions of the working theme, oldest first. */
  past: Theme[]
  /** Versions undone, the next one to redo last. */
  future: Theme[]
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function readSavedHistory(): ThemeHistoryState {
  try {
    const saved: unknown = JSON.parse(readSessionString(SESSION_KEYS.themeHistory) ?? 'null')
    if (isRecord(saved) && Array.isArray(saved.past) && Array.isArray(saved.future)) {
      return {
        past: saved.past.filter(isRecord) as unknown as Theme[],
        future: saved.future.filter(isRecord) as unknown as Theme[],
      }
    }
  } catch {
    // An unreadable history is simply no history.
  }
  return { past: [], future: [] }
}

export const useThemeHistory = create<ThemeHistoryState>(readSavedHistory)

/** The one field two versions differ in, or undefined when they differ in none or several. */
export function singleChangedField(before: unknown, after: unknown, path = ''): string | undefined {
  if (before === after) return undefined
  if (!isRecord(before) || !isRecord(after)) return path || undefined
  let changed: string | undefined
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (before[key] === after[key]) continue
    if (changed !== undefined) return undefined
    const inner = singleChangedField(before[key], after[key], path ? `${path}.${key}` : key)
    if (inner === undefined) return undefined
    changed = inner
  }
  return changed
}

let lastField: string | undefined
let lastChangeAt = 0
let restoring = false
let saveTimer: ReturnType<typeof setTimeout> | undefined

function saveNow() {
  clearTimeout(saveTimer)
  saveTimer = undefined
  let { past, future } = useThemeHistory.getState()
  // Session storage is small: when the history does not fit, its oldest steps go first.
  while (!writeSession(SESSION_KEYS.themeHistory, JSON.stringify({ past, future }))) {
    if (past.length === 0 && future.length === 0) return
    past = past.slice(Math.ceil(past.length / 2))
    future = future.slice(Math.ceil(future.length / 2))
  }
}

function saveSoon() {
  saveTimer ??= setTimeout(saveNow, SAVE_DELAY_MS)
}

function record(next: Theme, previous: Theme, now: number) {
  const field = singleChangedField(previous, next)
  const merge = field !== undefined && field === lastField && now - lastChangeAt < MERGE_WINDOW_MS
  lastField = field
  lastChangeAt = now
  if (merge && useThemeHistory.getState().past.length > 0) return
  useThemeHistory.setState((state) => ({
    past: [...state.past, previous].slice(-HISTORY_LIMIT),
    future: [],
  }))
  saveSoon()
}

function restore(theme: Theme) {
  restoring = true
  try {
    replaceWorkingTheme(theme)
  } finally {
    restoring = false
  }
  // The next edit starts a step of its own.
  lastField = undefined
  saveSoon()
}

export function undoThemeChange(): boolean {
  const { past, future } = useThemeHistory.getState()
  const previous = past.at(-1)
  if (!previous) return false
  useThemeHistory.setState({
    past: past.slice(0, -1),
    future: [...future, useWorkingTheme.getState().theme],
  })
  restore(previous)
  return true
}

export function redoThemeChange(): boolean {
  const { past, future } = useThemeHistory.getState()
  const next = future.at(-1)
  if (!next) return false
  useThemeHistory.setState({
    past: [...past, useWorkingTheme.getState().theme].slice(-HISTORY_LIMIT),
    future: future.slice(0, -1),
  })
  restore(next)
  return true
}

let started = false

/** Starts recording the working theme's changes (once, when the app starts). */
export function startThemeHistory(): void {
  if (started) return
  started = true
  useWorkingTheme.subscribe((state, previous) => {
    if (state.theme === previous.theme || restoring) return
    record(state.theme, previous.theme, Date.now())
  })
  window.addEventListener('pagehide', () => {
    if (saveTimer !== undefined) saveNow()
  })
}
