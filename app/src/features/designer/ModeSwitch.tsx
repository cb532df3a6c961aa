import { useId } from 'react'
import type { MostLike } from '@theme-a-roo/theme'
import { switchWorkingMode, useWorkingMode } from '@/theming/working-mode'

const MODES: readonly { value: MostLike; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
]

/**
 * 'Light' / 'Dark': which mode of a two-mode working theme the Designer edits (and the page
 * shows). Radio buttons, so arrow keys move between the two; shown only when there are two.
 */
export function ModeSwitch() {
  const mode = useWorkingMode()
  const name = useId()
  if (!mode) return null
  return (
    <fieldset className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <legend className="float-left mr-3 text-sm font-medium">Mode edited</legend>
      <div className="inline-flex rounded-[var(--radius-md)] border bg-card p-0.5">
        {MODES.map(({ value, label }) => (
          <label
            key={value}
            className="cursor-pointer rounded-[var(--radius-sm)] px-4 py-1 text-sm text-muted-foreground has-checked:bg-primary has-checked:text-primary-foreground has-focus-visible:ring-2 has-focus-visible:ring-ring"
          >
            <input
              type="radio"
              name={name}
              value={value}
              checked={mode === value}
              className="sr-only"
              onChange={() => switchWorkingMode(value)}
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
