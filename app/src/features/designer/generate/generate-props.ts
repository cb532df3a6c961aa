// What the Designer hands the Generate button and, through it, the panel it opens. A module of
// its own so that the button and the lazily loaded panel both take it without importing each other.
import type { Rgb, Theme } from '@theme-a-roo/theme'

export interface GenerateProps {
  /** The theme shown (resolved): its colours are the ones replaced, its image the backdrop. */
  theme: Theme
  /** The colours the page is painted over, as the contrast check reads them; undefined while read. */
  backdrops: readonly Rgb[] | undefined
  /** False for example themes, which generated colours cannot be applied to. */
  editable: boolean
}
