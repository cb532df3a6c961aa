import { cn } from '@/lib/cn'
import { useCurrentThemeIsLight } from '@/theming/theme-runtime'

/** The product mark: a kangaroo mid-hop under a paint-stroke arc, on a rounded swatch. */
const ROO_PATH =
  'M20.4 6.2 L19.4 1.8 L22 4.7 L22.6 1 L23.9 4.8 C25.3 5.1 26.7 6.3 27.6 7.6 C28 8.3 27.4 9 26.6 9 L24.2 9.2 C23.2 10.4 22.8 11.6 22.6 12.8 L25.2 14.6 L24.6 15.4 L22.2 14.4 C22.4 17.6 21.4 20.6 19.6 22.2 L17.4 25.5 L24.2 26.3 C24.8 26.4 24.8 27.6 24.2 27.6 L14.6 27.6 L13.9 26.5 C12.6 25.8 11.5 25.5 10.6 25.3 C8 27.3 5 28.7 1.4 29.3 C4 27.5 6.8 25.4 8.8 22.6 C7.6 18 10.5 11.5 15 9.2 C17.2 8.1 19.2 7.3 20.4 6.2 Z'
const ARC_PATH = 'M3.5 13 C4.5 7.5 9 4 14.5 4.2'

/* A dark swatch reads best on light themes and a bright one on dark themes. */
const VARIANTS = {
  light: { tile: '#324053', arc: '#b4bfdf', roo: '#dfff75' },
  dark: { tile: '#dfff75', arc: '#6b7aa6', roo: '#243042' },
} as const

interface ThemeIconProps {
  className?: string
  /** Forces a variant; by default it follows whether the current theme is mostly light. */
  variant?: keyof typeof VARIANTS
}

export function ThemeIcon({ className, variant }: ThemeIconProps) {
  const themeIsLight = useCurrentThemeIsLight()
  const chosen = variant ?? (themeIsLight ? 'light' : 'dark')
  const colors = VARIANTS[chosen]
  return (
    <svg
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      data-variant={chosen}
      className={cn('size-8 shrink-0', className)}
    >
      <rect width="32" height="32" rx="7" fill={colors.tile} />
      <path d={ARC_PATH} fill="none" stroke={colors.arc} strokeWidth="2.2" strokeLinecap="round" />
      <path d={ROO_PATH} fill={colors.roo} />
    </svg>
  )
}

export const PRODUCT_NAME = 'Theme-a-roo'

/**
 * The mark with the product name beside it, as shown in the sidebar, drawer and mobile header.
 * Marked for the 'App connected' sign, which the live feature's stylesheet draws on it.
 */
export function ProductBrand({
  className,
  iconClassName,
}: {
  className?: string
  iconClassName?: string
}) {
  return (
    <span
      data-product-brand=""
      className={cn('relative flex min-w-0 items-center gap-3', className)}
    >
      <ThemeIcon className={iconClassName} />
      <span className="truncate text-[15px] font-semibold tracking-tight">{PRODUCT_NAME}</span>
    </span>
  )
}
