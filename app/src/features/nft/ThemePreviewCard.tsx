import type { CSSProperties, Ref } from 'react'
import { PREVIEW_CARD_SIZE, PREVIEW_CARD_SWATCHES, type Theme } from '@theme-a-roo/theme'
import { displayAddress } from '@/theming/background-address'

/** The icon's size on screen; the saved PNG is twice as large. */
export const PREVIEW_SIZE = PREVIEW_CARD_SIZE

/**
 * The generated NFT icon: 320x320, drawn from the current theme's own variables (the theme is
 * applied to the page), with its background image when it has one. Outside the rounded card the
 * saved PNG stays transparent.
 */
export function ThemePreviewCard({ theme, ref }: { theme: Theme; ref?: Ref<HTMLDivElement> }) {
  const image = displayAddress(theme.backgroundImage)
  const surface: CSSProperties = image
    ? {
        backgroundImage: `url(${JSON.stringify(image)})`,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }
    : {}
  return (
    <div
      ref={ref}
      data-testid="nft-preview-card"
      className="size-[320px] shrink-0 overflow-hidden rounded-[var(--radius-xl,0.75rem)] border bg-background text-foreground shadow-md"
      style={surface}
    >
      <div className="flex h-full flex-col gap-4 p-5">
        <p className="truncate rounded-md bg-card/80 px-2 py-1 font-[family-name:var(--font-heading,inherit)] text-2xl font-bold text-card-foreground">
          {theme.displayName}
        </p>
        <div className="grid grid-cols-4 gap-2">
          {PREVIEW_CARD_SWATCHES.map(([key, label]) => (
            <div key={key} className="flex flex-col items-center gap-1">
              <span
                className="size-12 rounded-md border shadow-sm"
                style={{ backgroundColor: `var(--color-${key})` }}
              />
              <span className="rounded bg-card/80 px-1 text-[10px] font-medium text-card-foreground">
                {label}
              </span>
            </div>
          ))}
        </div>
        <div className="mt-auto flex flex-col gap-2 rounded-lg border bg-card p-4 text-card-foreground shadow-sm">
          <p className="text-sm font-semibold">Sample Card</p>
          <p className="text-xs text-muted-foreground">How content looks in this theme.</p>
          <div className="flex gap-2">
            <span className="rounded-md bg-primary px-3 py-1 text-xs font-medium text-primary-foreground">
              Primary
            </span>
            <span className="rounded-md bg-secondary px-3 py-1 text-xs font-medium text-secondary-foreground">
              Secondary
            </span>
          </div>
        </div>
      </div>
    </div>
  )
}
