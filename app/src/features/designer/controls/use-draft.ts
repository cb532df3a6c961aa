import { useState } from 'react'

/**
 * A text field's own copy of a value while the user types, so what they type is kept exactly
 * (an empty field does not snap back to the inherited value mid-edit). Each non-empty change is
 * committed at once. The copy is dropped when the field is left, and when the value changes
 * from elsewhere (undo, another editor), so the field always shows what applies.
 */
export function useDraft(
  value: string,
  /** Takes the text; returning false refuses it (the field keeps it, the value stays). */
  commit: (text: string) => boolean | void,
  /** How a committed text comes back as the value, when the field stores it differently. */
  shownAs: (text: string) => string = (text) => text,
) {
  const [draft, setDraft] = useState<{ text: string; over: string } | undefined>(undefined)
  const current = draft?.over === value ? draft.text : value
  return {
    value: current,
    onChange: (text: string) => {
      const committed = text.trim() !== '' && commit(text) !== false
      setDraft({ text, over: committed ? shownAs(text) : value })
    },
    onBlur: () => setDraft(undefined),
  }
}
