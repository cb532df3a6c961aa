import { checkThemeContrast, readField, type ContrastCheck, type Theme } from '@theme-a-roo/theme'
import type { Backdrops } from './image-backdrops.ts'
import type { InputFormat } from './read-input.ts'

/** Formats whose themes name their base themselves; the others are converted. */
const OWN_BASE: readonly InputFormat[] = ['theme-o-rama', 'share-link']

/**
 * The contrast of one mode of a file, measured as the Designer measures it, over `backdrops`
 * (see backdropsOf).
 * A converted file (shadcn/ui CSS, a registry item, design tokens) inherits the built-in light
 * or dark theme only to be complete: a pair whose text colour the file does not set (shadcn v4's
 * files have no --destructive-foreground) is that theme's pair, not the file's, and is left out.
 */
export function fileContrast(
  format: InputFormat,
  held: Theme,
  shown: Theme,
  backdrops: Backdrops,
): ContrastCheck {
  const check = checkThemeContrast(shown, backdrops.colors)
  if (OWN_BASE.includes(format)) return check
  const setByFile = ({ field }: { field: readonly string[] | undefined }) =>
    field === undefined || readField(held, field) !== undefined
  return { ...check, pairs: check.pairs.filter(setByFile) }
}
