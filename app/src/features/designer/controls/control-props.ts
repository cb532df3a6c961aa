export interface ControlProps {
  /** The id of the control's main field, which the row's label points at. */
  id: string
  /** The field's name in words, for the accessible names of secondary parts. */
  label: string
  /** The value shown: the theme's own, else the inherited one, as text ('' when unset). */
  value: string
  readOnly: boolean
  /** Sets the theme's own value; false when it was refused (the row says why). */
  onChange: (value: string) => boolean
  /**
   * Shows a value while a gesture lasts (a picker dragged): painted, neither kept nor recorded.
   * The gesture ends with onChange, or onPreviewEnd when nothing is kept. Without it, each move
   * is a change.
   */
  onPreview?: (value: string) => void
  /** Ends a gesture that was shown and not kept: the kept value shows again. */
  onPreviewEnd?: () => void
  /** The id of the row's message about a refused value, while there is one. */
  problemId?: string
}
