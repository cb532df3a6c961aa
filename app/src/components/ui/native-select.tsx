import { ChevronDownIcon } from 'lucide-react'
import { cn } from '@/lib/cn'
import { fieldClassName } from './input'
import type { OptionSelectProps } from './select'

/**
 * The browser's own select, dressed as the other fields; a drop-in for OptionSelect. For short fixed lists on the first page:
 * it needs no script of its own (the styled select weighs about 10 KB), and the system list is
 * fully keyboard and screen-reader friendly.
 */
export function NativeSelect<Value extends string>({
  id,
  value,
  options,
  disabled,
  onValueChange,
}: OptionSelectProps<Value>) {
  return (
    <div className="relative">
      <select
        id={id}
        value={value}
        disabled={disabled}
        className={cn(fieldClassName, 'h-10 w-full appearance-none py-2 pr-9')}
        onChange={(event) => onValueChange(event.target.value as Value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDownIcon
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 opacity-60"
        aria-hidden
      />
    </div>
  )
}
