import { isPlainObject, readField, type Theme } from '@theme-a-roo/theme'
import type { FieldChange } from './contrast-worker'

/** Who a theme is and where its image is: a twin changes neither. */
const KEPT = new Set(['name', 'backgroundImage'])

/**
 * The fields to write so that a working theme whose resolved form is `resolved` becomes `twin`:
 * every value the twin changed (its colours, and the contrast fixes it added), its mode and its
 * display name. Values the twin left alone stay as they are, own or inherited.
 */
export function twinChanges(resolved: Theme, twin: Theme): FieldChange[] {
  const changes: FieldChange[] = []
  const visit = (node: unknown, path: string[]) => {
    if (isPlainObject(node)) {
      for (const [key, value] of Object.entries(node)) visit(value, [...path, key])
    } else if (typeof node === 'string' && readField(resolved, path) !== node) {
      changes.push([path, node])
    }
  }
  for (const [key, value] of Object.entries(twin)) if (!KEPT.has(key)) visit(value, [key])
  return changes
}
