export { createThemeSession } from './session.ts'
export type { ListenOptions, ThemeSession, ThemeSessionOptions } from './session.ts'
export { createThemeHistory, HISTORY_LIMIT } from './history.ts'
export type { HistoryState, HistoryStep, ThemeHistory, ThemeHistoryOptions } from './history.ts'
export { persistSession } from './persistence.ts'
export type { PersistenceOptions } from './persistence.ts'
export { createMemoryStorage } from './memory-storage.ts'
export type {
  ChangeSource,
  Counterpart,
  HistoryIntent,
  KeyValueStorage,
  PreviewKind,
  RefusedChange,
  SessionEvent,
  SessionListener,
  ThemeLibrary,
  ThemePair,
  UpdateOptions,
} from './types.ts'
