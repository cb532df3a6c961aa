import {
  compileTheme,
  DEFAULT_RENDER_TARGET,
  readField,
  resolveThemeInLibrary,
  type CompiledTheme,
  type RenderTarget,
  type Theme,
} from '@theme-a-roo/theme'
import { refusalOf } from './check-change.ts'
import type {
  PreviewKind,
  RefusedChange,
  SessionEvent,
  SessionListener,
  ThemeLibrary,
  ThemePair,
  UpdateOptions,
} from './types.ts'

/*
 * One theme session: the theme being edited and the other mode kept with it. Every change goes
 * through update(), which checks it, commits it and hands one event to every listener. What a
 * change means beyond that (an undo step, a save, a message to other tabs, a repaint) is a
 * listener's business, so an edit takes one path whoever listens: a page, a client in the user's
 * app, a command line.
 */

export interface ThemeSessionOptions {
  /** The bases the theme may inherit from and where images are shown from. */
  library: ThemeLibrary
  /** The pair the session starts with. */
  initial: ThemePair
  /** The name the document keeps whatever a change sets (a working copy is always the same). */
  documentName?: string
  /** Whose output `compiled` is: theme-o-rama 0.4's unless said. */
  target?: RenderTarget
}

export interface ListenOptions {
  /**
   * Also hear previews (painters do; history and storage do not): true for every kind, or the
   * kinds this painter shows. One that does not hear the preview shown keeps the committed pair.
   */
  previews?: boolean | readonly PreviewKind[]
}

export interface ThemeSession {
  /** The committed pair. */
  getState(): ThemePair
  /**
   * What a painter that hears these previews (every kind unless said) shows now: the preview
   * while one lasts, else the committed pair.
   */
  getShown(options?: ListenOptions): ThemePair
  /**
   * Checks and makes one change, worked out from the committed pair; returns why it was refused,
   * if it was (then nothing happens).
   */
  update(
    change: ThemePair | ((pair: ThemePair) => ThemePair),
    options: UpdateOptions,
  ): RefusedChange | undefined
  /** Ends a preview without a change: the committed pair is painted again. */
  cancelPreview(): void
  listen(listener: SessionListener, options?: ListenOptions): () => void
  /** Paints the same pair as the other runtime writes it. */
  setTarget(target: RenderTarget): void
  getTarget(): RenderTarget
  /** A theme resolved against the session's library (undefined when its chain is broken). */
  resolve(theme: Theme): Theme | undefined
  /**
   * Marks a field's committed value now, for work that finishes late (an image generated or
   * stored): the mark answers whether the field still holds that value, so the result lands
   * unless that same field changed meanwhile, whatever else changed and was undone.
   */
  markField(path: readonly string[]): () => boolean
}

export function createThemeSession(options: ThemeSessionOptions): ThemeSession {
  const { library, documentName } = options
  let target = options.target ?? DEFAULT_RENDER_TARGET
  let committed = named(options.initial)
  let preview: { pair: ThemePair; kind: PreviewKind } | undefined
  const listeners = new Map<SessionListener, ListenOptions>()

  function named(pair: ThemePair): ThemePair {
    if (documentName === undefined || pair.theme.name === documentName) return pair
    return { ...pair, theme: { ...pair.theme, name: documentName } }
  }

  // Themes are replaced, never changed in place, so a theme object resolves and compiles once.
  const resolvedByTheme = new WeakMap<Theme, Theme | undefined>()
  const compiledByTheme = new WeakMap<Theme, { target: RenderTarget; compiled: CompiledTheme }>()

  function resolve(theme: Theme): Theme | undefined {
    if (resolvedByTheme.has(theme)) return resolvedByTheme.get(theme)
    let resolved: Theme | undefined
    try {
      resolved = resolveThemeInLibrary(theme, library)
    } catch {
      resolved = undefined
    }
    resolvedByTheme.set(theme, resolved)
    return resolved
  }

  function compile(theme: Theme, forTarget: RenderTarget): CompiledTheme | undefined {
    const cached = compiledByTheme.get(theme)
    if (cached?.target === forTarget) return cached.compiled
    const resolved = resolve(theme)
    if (!resolved) return undefined
    const compiled = compileTheme(resolved, { target: forTarget })
    compiledByTheme.set(theme, { target: forTarget, compiled })
    return compiled
  }

  function eventOf(event: Omit<SessionEvent, 'resolved' | 'compiled' | 'target'>): SessionEvent {
    const theme = event.next.theme
    const eventTarget = target
    return {
      ...event,
      target: eventTarget,
      get resolved() {
        return resolve(theme)
      },
      get compiled() {
        return compile(theme, eventTarget)
      },
    }
  }

  function shownWith(shownPreview: typeof preview, listenOptions: ListenOptions): ThemePair {
    return shownPreview && hears(listenOptions, shownPreview.kind) ? shownPreview.pair : committed
  }

  /**
   * Tells each painter what it shows now, once the preview changed (from `before`): those whose
   * pair changed, or all of them for a repaint. Committed changes reach every listener instead.
   */
  function paint(before: typeof preview, intent: SessionEvent['intent'], repaint = false) {
    for (const [listener, listenOptions] of [...listeners]) {
      if (!listenOptions.previews) continue
      const previous = shownWith(before, listenOptions)
      const next = shownWith(preview, listenOptions)
      if (repaint || previous !== next) {
        listener(eventOf({ previous, next, intent, source: 'user', preview: true }))
      }
    }
  }

  return {
    getState: () => committed,
    getShown: (listenOptions = { previews: true }) => shownWith(preview, listenOptions),
    update(change, updateOptions) {
      const proposed = named(typeof change === 'function' ? change(committed) : change)
      const refusal = refusalOf(committed.theme, proposed.theme)
      if (refusal) return refusal
      const intent = { history: updateOptions.history, mergeKey: updateOptions.mergeKey }
      const source = updateOptions.source ?? 'user'
      const before = preview
      if (updateOptions.preview) {
        const kind = updateOptions.preview === true ? 'gesture' : updateOptions.preview
        preview = { pair: proposed, kind }
        paint(before, intent)
        return undefined
      }
      const previous = committed
      committed = proposed
      preview = undefined
      const event = eventOf({ previous, next: proposed, intent, source, preview: false })
      for (const listener of [...listeners.keys()]) listener(event)
      return undefined
    },
    cancelPreview() {
      if (!preview) return
      const before = preview
      preview = undefined
      paint(before, { history: 'never' })
    },
    listen(listener, listenOptions = {}) {
      listeners.set(listener, listenOptions)
      return () => listeners.delete(listener)
    },
    setTarget(next) {
      if (next === target) return
      target = next
      paint(preview, { history: 'never' }, true)
    },
    getTarget: () => target,
    resolve,
    markField(path) {
      const value = readField(committed.theme, path)
      return () => sameJson(readField(committed.theme, path), value)
    },
  }
}

/** Whether a listener hears previews of this kind. */
function hears({ previews }: ListenOptions, kind: PreviewKind): boolean {
  if (previews === undefined || typeof previews === 'boolean') return previews === true
  return previews.includes(kind)
}

/** Undo brings back a copy of a value, not the same object: equal JSON is the same value. */
function sameJson(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b)
}
