import {
  adjustThemeColors,
  type AdjustmentPreset,
  type ColorAdjustment,
  type Theme,
} from '@theme-a-roo/theme'
import {
  cancelWorkingThemePreview,
  previewWorkingThemeFields,
  setWorkingThemeFields,
  type RefusedChange,
} from '@/theming/working-theme'
import { twinChanges } from '../twin-changes'

/*
 * A slider adjustment is live: every move shows the working theme adjusted, as a preview of the
 * theme session (painted wherever the theme is shown, never saved or recorded), and letting go
 * writes the adjustment to the working theme as one undo step. Each move adjusts the theme as it
 * was when the adjustment began, never the last move's result, so moves do not compound. A move
 * leaves the committed theme alone, so the editors that show it (the Designer's fields, the
 * contrast check) do not re-render 60 times a second; they follow once the adjustment is written.
 */

interface Session {
  /** The resolved working theme (inheritance merged, images resolved) the adjustment began with. */
  resolved: Theme
  adjustment: ColorAdjustment
}

let session: Session | undefined

/**
 * Shows the working theme, whose resolved form is `resolved`, adjusted by `adjustment`: the first
 * call starts an adjustment, later ones change it until it is committed.
 */
export function previewAdjustment(resolved: Theme, adjustment: ColorAdjustment): void {
  session = { resolved: session?.resolved ?? resolved, adjustment }
  const { resolved: start } = session
  previewWorkingThemeFields(twinChanges(start, adjustThemeColors(start, adjustment)))
}

/** The working theme's fields that make its resolved form `adjusted`, written as one step. */
function writeAdjusted(resolved: Theme, adjusted: Theme): RefusedChange | undefined {
  // The colours the adjustment changed become the theme's own, as the twin writes them.
  return setWorkingThemeFields(twinChanges(resolved, adjusted))
}

/** Ends the adjustment in progress, if any, writing what it shows as one undo step. */
export function commitAdjustment(): RefusedChange | undefined {
  if (!session) return undefined
  const { resolved, adjustment } = session
  session = undefined
  const refused = writeAdjusted(resolved, adjustThemeColors(resolved, adjustment))
  // A written adjustment ends the preview; a refused one shows the theme as it was.
  if (refused) cancelWorkingThemePreview()
  return refused
}

/**
 * A preset applied to the working theme, whose resolved form is `resolved`, as one undo step
 * (an adjustment in progress is committed first, so `resolved` is read after it).
 */
export function applyPreset(resolved: Theme, preset: AdjustmentPreset): RefusedChange | undefined {
  return writeAdjusted(resolved, preset.apply(resolved))
}
