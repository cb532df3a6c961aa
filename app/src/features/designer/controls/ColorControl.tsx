import { useState } from 'react'
import { RgbaColorPicker, type RgbaColor } from 'react-colorful'
import { usePickerGesture } from '@/lib/use-picker-gesture'
import { formatColor, parseColor } from '../css-values'
import type { ControlProps } from './control-props'
import { DraftInput } from './DraftInput'
import { useDraft } from './use-draft'

/**
 * A text field that takes any CSS colour (gradients and variables included), and a swatch that
 * opens a picker with alpha for values it can read. A drag of the picker is previewed (at most
 * once a frame) and kept as one change when let go; closed mid-drag, nothing is kept.
 */
export function ColorControl({
  id,
  label,
  value,
  readOnly,
  onChange,
  onPreview,
  onPreviewEnd,
  problemId,
}: ControlProps) {
  const [open, setOpen] = useState(false)
  const draft = useDraft(value, onChange)
  // The colour being dragged: the swatch and the field show it until the drag is kept or dropped.
  const [dragged, setDragged] = useState<string>()
  const shown = dragged === undefined ? draft : { ...draft, value: dragged }
  const parsed = parseColor(shown.value)
  const pickerOpen = open && parsed !== undefined && !readOnly
  const gesture = usePickerGesture<RgbaColor>(
    {
      preview: (color) => {
        const text = formatColor(color)
        setDragged(text)
        ;(onPreview ?? onChange)(text)
      },
      commit: (color) => {
        setDragged(undefined)
        return onChange(formatColor(color))
      },
      cancel: () => {
        setDragged(undefined)
        onPreviewEnd?.()
      },
    },
    pickerOpen,
  )
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
            style={{ background: parsed ? shown.value : 'transparent' }}
          />
        </button>
        <DraftInput id={id} draft={shown} readOnly={readOnly} problemId={problemId} />
      </div>
      {pickerOpen && (
        // The handles reach half their width past the picker's edges: on phones, where the
        // picker starts at the row's edge, it leaves them room inside the row.
        <div id={`${id}-picker`} className="w-fit max-md:ml-3.5" {...gesture.around}>
          <RgbaColorPicker color={parsed} onChange={gesture.change} />
        </div>
      )}
    </div>
  )
}
