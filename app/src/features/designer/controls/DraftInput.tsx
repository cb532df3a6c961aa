import { Input } from '@/components/ui/input'
import { cn } from '@/lib/cn'
import type { useDraft } from './use-draft'

/** The text field every control has: what the user types, kept as typed (see useDraft). */
export function DraftInput({
  id,
  draft,
  readOnly,
  placeholder,
  className,
  problemId,
}: {
  id: string
  draft: ReturnType<typeof useDraft>
  readOnly: boolean
  placeholder?: string
  className?: string
  problemId?: string
}) {
  return (
    <Input
      id={id}
      value={draft.value}
      aria-invalid={problemId ? true : undefined}
      aria-describedby={problemId}
      readOnly={readOnly}
      spellCheck={false}
      placeholder={placeholder}
      className={cn('font-mono text-xs', className)}
      onChange={(event) => draft.onChange(event.target.value)}
      onBlur={draft.onBlur}
    />
  )
}
