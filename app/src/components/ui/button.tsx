import { Slot } from '@radix-ui/react-slot'
import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'
import { useThemeButtonStyle } from './theme-button-style'

/*
 * Each variant reads the theme's per-variant button variables (--btn-<variant>-*), falling back to
 * the palette, so themes that style buttons (win95 bevels, glass blur) render as designed. Their
 * backgrounds, resting, hovered and pressed, go through the `background` shorthand as
 * theme-o-rama paints them: a gradient is not a colour, and as `background-color` it would leave
 * the button transparent.
 */
const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 whitespace-nowrap text-sm font-medium rounded-[var(--btn-radius,var(--radius-md))] transition-[background-color,box-shadow,transform] duration-150 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default:
          'btn-default [background:var(--btn-default-background,var(--color-primary))] text-[var(--btn-default-color,var(--color-primary-foreground))] shadow-[var(--btn-default-box-shadow,var(--shadow-button,none))] hover:[background:var(--btn-default-hover-background,color-mix(in_srgb,var(--color-primary)_90%,transparent))] active:[background:var(--btn-default-active-background,var(--btn-default-hover-background,color-mix(in_srgb,var(--color-primary)_90%,transparent)))]',
        destructive:
          'btn-destructive [background:var(--btn-destructive-background,var(--color-destructive))] text-[var(--btn-destructive-color,var(--color-destructive-foreground))] shadow-[var(--btn-destructive-box-shadow,var(--shadow-button,none))] hover:[background:var(--btn-destructive-hover-background,color-mix(in_srgb,var(--color-destructive)_90%,transparent))] active:[background:var(--btn-destructive-active-background,var(--btn-destructive-hover-background,color-mix(in_srgb,var(--color-destructive)_90%,transparent)))]',
        outline:
          'btn-outline border border-[var(--btn-outline-border-color,var(--color-input))] [background:var(--btn-outline-background,var(--color-background))] text-[var(--btn-outline-color,var(--color-foreground))] shadow-[var(--btn-outline-box-shadow,none)] hover:[background:var(--btn-outline-hover-background,var(--color-accent))] hover:text-[var(--btn-outline-hover-color,var(--color-accent-foreground))] active:[background:var(--btn-outline-active-background,var(--btn-outline-hover-background,var(--color-accent)))]',
        secondary:
          'btn-secondary [background:var(--btn-secondary-background,var(--color-secondary))] text-[var(--btn-secondary-color,var(--color-secondary-foreground))] shadow-[var(--btn-secondary-box-shadow,none)] hover:[background:var(--btn-secondary-hover-background,color-mix(in_srgb,var(--color-secondary)_80%,transparent))] active:[background:var(--btn-secondary-active-background,var(--btn-secondary-hover-background,color-mix(in_srgb,var(--color-secondary)_80%,transparent)))]',
        ghost:
          'btn-ghost [background:var(--btn-ghost-background,transparent)] text-[var(--btn-ghost-color,inherit)] hover:[background:var(--btn-ghost-hover-background,var(--color-accent))] hover:text-[var(--btn-ghost-hover-color,var(--color-accent-foreground))] active:[background:var(--btn-ghost-active-background,var(--btn-ghost-hover-background,var(--color-accent)))]',
        link: 'btn-link [background:var(--btn-link-background,transparent)] text-[var(--btn-link-color,var(--color-primary))] underline-offset-4 hover:underline hover:[background:var(--btn-link-hover-background,var(--btn-link-background,transparent))] active:[background:var(--btn-link-active-background,var(--btn-link-hover-background,var(--btn-link-background,transparent)))]',
      },
      size: {
        default: 'h-10 px-4 py-2',
        sm: 'h-9 px-3',
        lg: 'h-11 px-8',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
)

type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the child element (e.g. a link) with button styling. */
    asChild?: boolean
  }

export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot : 'button'
  // Carried on the button as Sage's button carries it, for style rules keyed on it.
  const themeStyle = useThemeButtonStyle()
  return (
    <Component
      data-theme-style={themeStyle || undefined}
      className={cn(buttonVariants({ variant, size }), className)}
      type={asChild ? undefined : (type ?? 'button')}
      {...props}
    />
  )
}

export { buttonVariants }
