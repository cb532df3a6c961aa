import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

/*
 * Text fields share one look: the theme's input background and border, its optional backdrop
 * blur (glass themes), and a destructive ring when a form marks the field invalid.
 */
export const fieldClassName =
  'w-full min-w-0 rounded-[var(--radius-md)] border border-input bg-input-background px-3 text-sm text-foreground shadow-[var(--shadow-inner,none)] [backdrop-filter:var(--input-backdrop-filter,none)] [-webkit-backdrop-filter:var(--input-backdrop-filter,none)] transition-[border-color,box-shadow] duration-150 placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:focus-visible:border-destructive aria-invalid:focus-visible:ring-destructive/40'

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(
        fieldClassName,
        'h-10 py-2 file:mr-3 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-foreground',
        className,
      )}
      {...props}
    />
  )
}
