import { create } from 'zustand'

/**
 * One shared list of errors that need the user's attention. The error dialog shows the first one;
 * dismissing it reveals the next. `reportError` works anywhere (event handlers, stores, plain
 * modules), so features never need a React context to report a failure.
 */
type ErrorKind = 'walletconnect' | 'upload' | 'dexie' | 'invalid' | 'other'

interface ErrorItem {
  id: number
  kind: ErrorKind
  reason: string
}

interface ErrorQueueState {
  errors: ErrorItem[]
}

export const useErrorQueue = create<ErrorQueueState>(() => ({ errors: [] }))

let nextId = 1

/** Appends an error to the end of the list and returns its id. */
export function reportError(kind: ErrorKind, reason: string): number {
  const id = nextId++
  useErrorQueue.setState((state) => ({ errors: [...state.errors, { id, kind, reason }] }))
  return id
}

/** Removes the first (currently shown) error, so the next one shows. */
export function dismissError(): void {
  useErrorQueue.setState((state) => ({ errors: state.errors.slice(1) }))
}

const KIND_TITLES: Partial<Record<ErrorKind, string>> = {
  walletconnect: 'WalletConnect Error',
  upload: 'Upload Error',
  dexie: 'Dexie Error',
}

/** The dialog title for a kind: named kinds get '<Kind> Error', every other kind plain 'Error'. */
export function errorTitle(kind: ErrorKind): string {
  return KIND_TITLES[kind] ?? 'Error'
}
