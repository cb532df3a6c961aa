import { createStore } from 'zustand/vanilla'
import { DEFAULT_RENDER_TARGET, RENDER_TARGETS, type RenderTarget } from '@theme-a-roo/theme'
import { STORAGE_KEYS } from '@/storage/keys'
import { readStoredString, writeStored } from '@/storage/local-storage'
import { lazyStore } from '@/lib/lazy-store'

/** The choices of 'Render as', in the words the control shows. */
export const RENDER_TARGET_LABELS: Readonly<Record<RenderTarget, string>> = {
  'theme-o-rama-0.4': 'theme-o-rama 0.4',
  sage: 'Sage wallet (theme-o-rama 0.2)',
}

export const isRenderTarget = (value: unknown): value is RenderTarget =>
  (RENDER_TARGETS as readonly unknown[]).includes(value)

/** The stored choice; anything else (another version's value, garbage) reads as 0.4 and is kept. */
function readStoredRenderTarget(): RenderTarget {
  const stored = readStoredString(STORAGE_KEYS.renderTarget)
  return isRenderTarget(stored) ? stored : DEFAULT_RENDER_TARGET
}

/** The choice of 'Render as', read from storage when first asked for. */
export const useRenderTarget = lazyStore(() =>
  createStore<{ target: RenderTarget }>(() => ({ target: readStoredRenderTarget() })),
)

/** Renders the current theme as the chosen runtime writes it, and remembers the choice. */
export function setRenderTarget(target: RenderTarget): void {
  if (!isRenderTarget(target)) return
  writeStored(STORAGE_KEYS.renderTarget, target)
  useRenderTarget.setState({ target })
}
