import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

/**
 * The scrolling content area of a page, below its `PageHeader`. A page renders the two as
 * siblings (a fragment), so the header stays put while the body scrolls:
 *
 *   <>
 *     <PageHeader title="Tables" />
 *     <PageBody>…</PageBody>
 *   </>
 */
export function PageBody({ className, ...props }: ComponentProps<'div'>) {
  return (
    // Focusable so keyboard users can scroll it even when it holds no control.
    <div
      data-page-body=""
      tabIndex={0}
      className={cn(
        'min-h-0 flex-1 overflow-y-auto px-4 pt-2 pb-8 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring md:px-8 md:pt-4',
        className,
      )}
      {...props}
    />
  )
}
