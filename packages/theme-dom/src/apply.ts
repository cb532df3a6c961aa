import type { CompiledTheme } from '@theme-a-roo/theme'
import { writeOnDocument } from './document-target.ts'
import { writeOnElement } from './element-target.ts'
import type { ThemeTarget, WriteOptions } from './written.ts'

/**
 * Shows `compiled` on `target`, replacing whatever theme this function wrote there before.
 * Values the engine refused, or that could break out of their declaration, are never written.
 */
export function applyCompiledTheme(
  target: ThemeTarget,
  compiled: CompiledTheme,
  options: WriteOptions = {},
): void {
  if ('documentElement' in target) writeOnDocument(target, compiled)
  else writeOnElement(target, compiled, options)
}
