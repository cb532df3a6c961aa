import { formatLength, LENGTH_RANGES, parseLength } from '../css-values'
import type { ControlProps } from './control-props'
import { DraftInput } from './DraftInput'
import { useDraft } from './use-draft'

/**
 * A slider in the value's own unit beside the text; values a slider cannot show stay text. A
 * radius also shows a corner drawn with it.
 */
export function LengthControl({
  id,
  label,
  value,
  readOnly,
  onChange,
  problemId,
  radius,
}: ControlProps & { radius?: boolean }) {
  const draft = useDraft(value, onChange)
  const length = parseLength(draft.value)
  const range = length && LENGTH_RANGES[length.unit]
  return (
    <div className="flex items-center gap-3">
      {radius && (
        <span
          aria-hidden
          className="size-9 shrink-0 border-2 border-primary bg-primary/15"
          style={{ borderRadius: draft.value }}
        />
      )}
      <input
        type="range"
        aria-label={`${label} (${length?.unit ?? 'slider'})`}
        className="min-w-0 flex-1 accent-primary disabled:opacity-50"
        min={0}
        max={range?.max ?? 1}
        step={range?.step ?? 1}
        value={length?.amount ?? 0}
        disabled={readOnly || !length}
        onChange={(event) =>
          length && onChange(formatLength({ ...length, amount: Number(event.target.value) }))
        }
      />
      <DraftInput
        id={id}
        draft={draft}
        readOnly={readOnly}
        problemId={problemId}
        className="w-32"
      />
    </div>
  )
}
