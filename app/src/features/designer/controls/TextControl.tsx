import { firstFontFamily } from '../css-values'
import type { ControlProps } from './control-props'
import { DraftInput } from './DraftInput'
import { useDraft } from './use-draft'

/** Any value as text; a font stack also shows a sample in its first family. */
export function TextControl({
  id,
  value,
  readOnly,
  onChange,
  problemId,
  font,
  shownAs,
}: ControlProps & { font?: boolean; shownAs?: (text: string) => string }) {
  const draft = useDraft(value, onChange, shownAs)
  return (
    <div className="flex flex-col gap-1">
      <DraftInput id={id} draft={draft} readOnly={readOnly} problemId={problemId} />
      {font && draft.value && (
        <p className="truncate text-base" style={{ fontFamily: draft.value }} aria-hidden>
          {firstFontFamily(draft.value)}: The quick brown fox jumps over the lazy dog
        </p>
      )}
    </div>
  )
}
