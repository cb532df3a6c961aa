import { FILTER_RANGES, formatFilter, parseFilter, type FilterPart } from '../css-parts'
import type { ControlProps } from './control-props'
import { DraftInput } from './DraftInput'
import { useDraft } from './use-draft'

const NEUTRAL: Record<FilterPart, number> = { blur: 0, saturate: 100, brightness: 1 }
const NAMES: Record<FilterPart, string> = {
  blur: 'Blur',
  saturate: 'Saturate',
  brightness: 'Brightness',
}

/** A backdrop filter as text, and as blur, saturate and brightness sliders when that is all it is. */
export function FilterControl({ id, label, value, readOnly, onChange, problemId }: ControlProps) {
  const draft = useDraft(value, onChange)
  const parts = parseFilter(draft.value)
  const disabled = readOnly || !parts
  return (
    <div className="flex flex-col gap-2">
      <DraftInput
        id={id}
        draft={draft}
        readOnly={readOnly}
        problemId={problemId}
        placeholder="none"
      />
      <fieldset
        className="grid gap-x-4 gap-y-1 text-xs disabled:opacity-60 sm:grid-cols-3"
        disabled={disabled}
        aria-label={`${label} parts`}
      >
        {(Object.keys(FILTER_RANGES) as FilterPart[]).map((part) => {
          const range = FILTER_RANGES[part]
          const amount = parts?.[part] ?? NEUTRAL[part]
          return (
            <label key={part} className="flex flex-col gap-1">
              <span>
                {NAMES[part]}: {Number(amount.toFixed(2))}
                {range.unit}
              </span>
              <input
                type="range"
                className="accent-primary"
                min={range.min}
                max={range.max}
                step={range.step}
                value={amount}
                onChange={(event) =>
                  parts && onChange(formatFilter({ ...parts, [part]: Number(event.target.value) }))
                }
              />
            </label>
          )
        })}
      </fieldset>
      {!parts && (
        <p className="text-xs text-muted-foreground">
          This filter uses functions the sliders cannot show; edit it as text.
        </p>
      )}
    </div>
  )
}
