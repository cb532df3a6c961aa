import { useState } from 'react'
import type { SageFix } from '@theme-a-roo/theme'
import { errorMessage } from '@/lib/error-message'
import { toast } from '@/lib/toast'
import { loadWorkingThemeFrom } from '@/theming/working-background'
import { updateWorkingTheme, useWorkingTheme } from '@/theming/working-theme'

/**
 * Makes a Sage fix to the working theme as one undo step. When the fix gives the theme a
 * background of its own (a base's bundled image, once the base is embedded), that image is stored
 * as an upload would be, from `shownBackground`: the address the page shows it from now.
 */
export async function applySageFixToWorkingTheme(
  fix: SageFix,
  shownBackground: string | undefined,
): Promise<void> {
  const before = useWorkingTheme.getState().theme
  const fixed = fix.apply(before)
  if (fixed.backgroundImage !== before.backgroundImage && shownBackground) {
    await loadWorkingThemeFrom(fixed, shownBackground, useWorkingTheme.getState().counterpart)
    return
  }
  const refused = updateWorkingTheme(fix.apply, { history: 'step' })
  if (refused) throw new Error(refused.message)
}

/** A Fix button's action, and whether one is under way (the buttons wait for it). */
export function useSageFix(shownBackground: string | undefined) {
  const [fixing, setFixing] = useState(false)
  async function applyFix(fix: SageFix | undefined) {
    if (!fix) return
    setFixing(true)
    try {
      await applySageFixToWorkingTheme(fix, shownBackground)
    } catch (error) {
      toast.error(`The theme could not be changed: ${errorMessage(error)}`)
    } finally {
      setFixing(false)
    }
  }
  return { fixing, applyFix }
}
