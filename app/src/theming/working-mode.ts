import type { MostLike } from '@theme-a-roo/theme'
import { otherMode } from './counterpart'
import { updateWorkingPair, useWorkingTheme } from './working-theme'

/*
 * Which of the two modes of a two-mode theme is edited. Switching swaps the working theme and its
 * counterpart as one undo step. The background image belongs to the pair, not to a mode: it stays
 * with the working theme, so it is shown (and stored, and undone) once, whichever mode is edited.
 */

/** The mode being edited, when the working theme has a counterpart; otherwise undefined. */
export function useWorkingMode(): MostLike | undefined {
  return useWorkingTheme((state) => state.counterpart && otherMode(state.counterpart.mode))
}

/** Makes `mode` the one edited: its theme becomes the working theme. */
export function switchWorkingMode(mode: MostLike): void {
  updateWorkingPair(
    ({ theme, counterpart }) => {
      if (counterpart?.mode !== mode) return { theme, counterpart }
      const { backgroundImage, ...kept } = theme
      const next = { ...counterpart.theme }
      if (backgroundImage !== undefined) next.backgroundImage = backgroundImage
      return { theme: next, counterpart: { mode: otherMode(mode), theme: kept } }
    },
    { history: 'step' },
  )
}
