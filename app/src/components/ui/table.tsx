import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

/*
 * Plain table elements dressed by the theme's tables group (--table-* variables). Every variable
 * falls back to the palette so themes without a tables group still get a tidy table. Row, header
 * and footer looks are applied from their section, so one TableRow works in all three.
 * Backgrounds use the `background` shorthand, as theme-o-rama's tables do, so gradients paint as
 * well as colours.
 */

export function Table({
  className,
  containerClassName,
  ...props
}: ComponentProps<'table'> & { containerClassName?: string }) {
  return (
    <div
      data-slot="table-container"
      className={cn(
        'relative w-full overflow-x-auto rounded-[var(--radius-md)] [background:var(--table-background,transparent)] [border:var(--table-border,1px_solid_var(--color-border))] shadow-[var(--table-box-shadow,var(--shadow-sm,none))]',
        containerClassName,
      )}
    >
      <table
        data-slot="table"
        className={cn('w-full caption-bottom border-collapse text-sm', className)}
        {...props}
      />
    </div>
  )
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return (
    <thead
      data-slot="table-header"
      className={cn(
        '[background:var(--table-header-background,transparent)] text-[var(--table-header-color,var(--color-muted-foreground))] [backdrop-filter:var(--table-header-backdrop-filter,none)] [-webkit-backdrop-filter:var(--table-header-backdrop-filter,none)] [&_th]:[border-bottom:var(--table-header-border,1px_solid_var(--color-border))]',
        className,
      )}
      {...props}
    />
  )
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return (
    <tbody
      data-slot="table-body"
      className={cn(
        '[&>tr]:[background:var(--table-row-background,transparent)] [&>tr]:text-[var(--table-row-color,var(--color-foreground))] [&>tr]:[border-bottom:var(--table-row-border,1px_solid_var(--color-border))] [&>tr]:[backdrop-filter:var(--table-row-backdrop-filter,none)] [&>tr]:[-webkit-backdrop-filter:var(--table-row-backdrop-filter,none)] [&>tr:last-child]:border-b-0',
        '[&>tr:hover]:[background:var(--table-row-hover-background,color-mix(in_srgb,var(--color-muted)_60%,transparent))] [&>tr:hover]:text-[var(--table-row-hover-color,var(--color-foreground))]',
        '[&>tr[data-state=selected]]:[background:var(--table-row-selected-background,var(--color-accent))] [&>tr[data-state=selected]]:text-[var(--table-row-selected-color,var(--color-accent-foreground))]',
        className,
      )}
      {...props}
    />
  )
}

export function TableFooter({ className, ...props }: ComponentProps<'tfoot'>) {
  return (
    <tfoot
      data-slot="table-footer"
      className={cn(
        '[background:var(--table-footer-background,color-mix(in_srgb,var(--color-muted)_50%,transparent))] font-medium text-[var(--table-footer-color,var(--color-muted-foreground))] [border-top:var(--table-footer-border,1px_solid_var(--color-border))] [backdrop-filter:var(--table-footer-backdrop-filter,none)] [-webkit-backdrop-filter:var(--table-footer-backdrop-filter,none)]',
        className,
      )}
      {...props}
    />
  )
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return (
    <tr
      data-slot="table-row"
      className={cn('transition-colors duration-150', className)}
      {...props}
    />
  )
}

export function TableHead({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      data-slot="table-head"
      className={cn('h-10 px-3 text-left align-middle font-medium whitespace-nowrap', className)}
      {...props}
    />
  )
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return (
    <td
      data-slot="table-cell"
      className={cn('p-3 align-middle [border:var(--table-cell-border,none)]', className)}
      {...props}
    />
  )
}

export function TableCaption({ className, ...props }: ComponentProps<'caption'>) {
  return (
    <caption
      data-slot="table-caption"
      className={cn('mt-3 text-sm text-muted-foreground', className)}
      {...props}
    />
  )
}
