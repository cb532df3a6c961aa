import type { CompiledTheme, MostLike, RenderTarget, Theme } from '@theme-a-roo/theme'

/** The mode of the theme that is not being edited, kept beside it (a theme holds one mode). */
export interface Counterpart {
  mode: MostLike
  theme: Theme
}

/** The edited theme with the other mode kept with it: what one undo step covers. */
export interface ThemePair {
  theme: Theme
  counterpart?: Counterpart
}

/**
 * What a change means for undo: 'step' is one of its own; 'merge' joins the last step while the
 * same `mergeKey` changes in quick succession (typing, dragging); 'never' is not undoable (undo
 * and redo themselves, a theme read back from storage).
 */
export type HistoryIntent = 'step' | 'merge' | 'never'

/**
 * Where a change came from: the user (this page's editors, undo and redo), another tab's saved
 * change, or storage read back at start. Only the user's changes are saved: saving another tab's
 * would reach it again, and so on.
 */
export type ChangeSource = 'user' | 'tab' | 'restore'

export interface UpdateOptions {
  history: HistoryIntent
  mergeKey?: string
  /** 'user' unless said. */
  source?: ChangeSource
  /**
   * Painted, never saved or recorded: `true` (or 'gesture') is a frame of a gesture (a dragged
   * picker, a slider), 'candidate' a theme offered before it is chosen. Either ends with one
   * committed change or cancelPreview(). A painter hears the kinds it listens for.
   */
  preview?: true | PreviewKind
}

/**
 * What a preview is: 'gesture', a frame of the theme being dragged, which the editing page paints;
 * 'candidate', a theme offered (generated colours) that the page shows in a box of its own while
 * a painter elsewhere (a client in the user's app) may show it whole.
 */
export type PreviewKind = 'gesture' | 'candidate'

/** Why a change was not made: the theme it would give is one the engine refuses to load. */
export interface RefusedChange {
  /** JSON pointer of the value at fault, e.g. '/colors/primary'. */
  path: string
  message: string
}

/** One change of the shown theme, as every listener receives it. */
export interface SessionEvent {
  previous: ThemePair
  next: ThemePair
  intent: { history: HistoryIntent; mergeKey?: string }
  source: ChangeSource
  /** Paint only: a preview, the return to the committed pair after one, or a repaint for
   * another render target. Never saved or recorded. */
  preview: boolean
  /** The theme with its base and images resolved: what is painted. Worked out when first read. */
  readonly resolved: Theme | undefined
  /** `resolved` compiled for the session's render target. Worked out when first read. */
  readonly compiled: CompiledTheme | undefined
  /** The render target `compiled` is for. */
  target: RenderTarget
}

export type SessionListener = (event: SessionEvent) => void

/** The themes a session resolves against: bases and examples, and the addresses of images. */
export interface ThemeLibrary {
  /** A theme by name (a base the edited theme inherits from). */
  theme(name: string): Theme | undefined
  /**
   * The address a painter shows an image through, from the image as a theme names it (by content,
   * bundled beside its theme, on the web); undefined shows none.
   */
  imageAddress?(image: string, owner: Theme): string | undefined
}

/** Storage in the shape of the Web Storage API: localStorage, or a map in memory. */
export interface KeyValueStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}
