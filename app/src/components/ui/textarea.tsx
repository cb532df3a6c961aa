import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'
import { fieldClassName } from './input'

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(
        fieldClassName,
        'flex min-h-20 py-2 read-only:focus-visible:ring-ring/25',
        className,
      )}
      {...props}
    />
  )
}
