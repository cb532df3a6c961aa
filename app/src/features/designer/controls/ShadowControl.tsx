import { Input } from '@/components/ui/input'
import { formatShadow, parseShadow, type ShadowParts } from '../css-parts'
import { parseColor } from '../css-values'
import type { ControlProps } from './control-props'
import { DraftInput } from './DraftInput'
import { useDraft } from './use-draft'

const OFFSETS = [
  ['x', 'X offset'],
  ['y', 'Y offset'],
  ['blur', 'Blur'],
  ['spread', 'Spread'],
] as const

/**
 * A shadow as text, and as its parts (offsets, blur, spread, colour, inset) when it is a single
 * layer; several layers or var() stay text only.
 */
export function ShadowControl({ id, label, value, readOnly, onChange, problemId }: ControlProps) {
  const draft = useDraft(value, onChange)
  const parts = parseShadow(draft.value)
  const set = (change: Partial<ShadowParts>) =>
    parts && onChange(formatShadow({ ...parts, ...change }))
  const disabled = readOnly || !parts
  // The colour part is applied only once it reads as a colour, so typing one keeps the parts.
  const color = useDraft(parts?.color ?? '', (text) => {
    if (!parseColor(text)) return false
    set({ color: text })
  })
  return (
    <div className="flex flex-col gap-2">
      <DraftInput id={id} draft={draft} readOnly={readOnly} problemId={problemId} />
      <fieldset
        className="flex flex-wrap items-end gap-2 text-xs disabled:opacity-60"
        disabled={disabled}
        aria-label={`${label} parts`}
      >
        {OFFSETS.map(([part, name]) => (
          <label key={part} className="flex flex-col gap-1">
            <span>{name} (px)</span>
            <Input
              type="number"
              className="h-8 w-20 text-xs"
              min={part === 'blur' ? 0 : undefined}
              value={parts?.[part] ?? ''}
              onChange={(event) => {
                const amount = Number(event.target.value)
                if (event.target.value !== '' && Number.isFinite(amount)) set({ [part]: amount })
              }}
            />
          </label>
        ))}
        <label className="flex min-w-32 flex-1 flex-col gap-1">
          <span>Colour</span>
          <Input
            className="h-8 font-mono text-xs"
            value={color.value}
            onChange={(event) => color.onChange(event.target.value)}
            onBlur={color.onBlur}
          />
        </label>
        <label className="flex h-8 items-center gap-1.5">
          <input
            type="checkbox"
            className="accent-primary"
            checked={parts?.inset ?? false}
            onChange={(event) => set({ inset: event.target.checked })}
          />
          Inset
        </label>
      </fieldset>
      {!parts && draft.value.trim() !== '' && (
        <p className="text-xs text-muted-foreground">
          This shadow has more than the parts above can show; edit it as text.
        </p>
      )}
    </div>
  )
}
