import { useCallback, useState } from 'react'
import { RgbaColorPicker, type RgbaColor } from 'react-colorful'
import { useOncePerFrame } from '@/lib/use-once-per-frame'
import { formatColor, parseColor } from '../css-values'
import type { ControlProps } from './control-props'
import { DraftInput } from './DraftInput'
import { useDraft } from './use-draft'

/**
 * A text field that takes any CSS colour (gradients and variables included), and a swatch that
 * opens a picker with alpha for values it can read. The picker writes at most once a frame.
 */
export function ColorControl({ id, label, value, readOnly, onChange, problemId }: ControlProps) {
  const [open, setOpen] = useState(false)
  const draft = useDraft(value, onChange)
  const parsed = parseColor(draft.value)
  const apply = useCallback((color: RgbaColor) => onChange(formatColor(color)), [onChange])
  const { schedule, flush } = useOncePerFrame(apply)
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center gap-2">
        <button
          type="button"
          className="size-9 shrink-0 rounded-[var(--radius-md)] border bg-[repeating-conic-gradient(#ccc_0_25%,#fff_0_50%)] bg-[length:12px_12px] disabled:cursor-not-allowed"
          aria-label={`Pick ${label}`}
          aria-expanded={open}
          aria-controls={`${id}-picker`}
          disabled={readOnly || !parsed}
          title={parsed ? undefined : 'This value can only be edited as text'}
          onClick={() => setOpen(!open)}
        >
          <span
            className="block size-full rounded-[inherit]"
            style={{ background: parsed ? draft.value : 'transparent' }}
          />
        </button>
        <DraftInput id={id} draft={draft} readOnly={readOnly} problemId={problemId} />
      </div>
      {open && parsed && !readOnly && (
        // The handles reach half their width past the picker's edges: on phones, where the
        // picker starts at the row's edge, it leaves them room inside the row.
        <div id={`${id}-picker`} className="w-fit max-md:ml-3.5">
          <RgbaColorPicker color={parsed} onChange={schedule} onMouseUp={flush} />
        </div>
      )}
    </div>
  )
}
