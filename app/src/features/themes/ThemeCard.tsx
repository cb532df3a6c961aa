import { CheckIcon, CopyIcon } from 'lucide-react'
import { memo, type CSSProperties } from 'react'
import { toast } from '@/lib/toast'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { platform } from '@/platform/current-platform'
import type { ThemeEntry } from '@/theming/theme-runtime'
import { displayAddress } from '@/theming/background-address'

const SWATCH_KEYS = ['primary', 'secondary', 'accent', 'destructive', 'muted'] as const

/** The first family of a font stack, without quotes: what a person would call the font. */
function firstFontName(stack: string | undefined): string | undefined {
  const first = stack
    ?.split(',')[0]
    ?.trim()
    .replace(/^['"]|['"]$/g, '')
  return first || undefined
}

interface ThemeCardProps {
  entry: ThemeEntry
  selected: boolean
  onSelect: (entry: ThemeEntry) => void
}

/**
 * A card drawn in the theme's own colours, with its thumbnail when it has a background image.
 * Memoised: a switch renders again only the card losing the selection and the one gaining it,
 * which keeps React's share of the switch's frame small.
 */
export const ThemeCard = memo(function ThemeCard({ entry, selected, onSelect }: ThemeCardProps) {
  const { theme } = entry
  const colors = theme.colors ?? {}
  // The face most of an app's text is set in (see index.css); the heading font only without it.
  const font = theme.fonts?.sans ?? theme.fonts?.heading
  const fontName = firstFontName(font)
  const preview: CSSProperties = {
    backgroundColor: colors.background,
    color: colors.foreground,
    fontFamily: font,
    ['--theme-color' as string]: colors.themeColor,
  }
  // Cards use the small thumbnail; a working theme's own image is already local (object URL).
  const image =
    entry.thumbnailUrl ?? (entry.isWorkingTheme ? displayAddress(theme.backgroundImage) : undefined)
  if (image) {
    preview.backgroundImage = `url(${JSON.stringify(image)})`
    preview.backgroundSize = 'cover'
    preview.backgroundPosition = 'center'
  }

  async function copyJson() {
    try {
      await platform.writeClipboardText(JSON.stringify(entry.source, null, 2))
      toast.success(`Theme "${theme.displayName}" copied to clipboard!`)
    } catch (error) {
      console.error('Failed to copy theme to clipboard', error)
      toast.error('Failed to copy theme to clipboard')
    }
  }

  return (
    <div
      className={cn(
        'group relative overflow-hidden rounded-lg border-2 transition-shadow focus-within:ring-2 focus-within:ring-ring',
        selected ? 'border-primary shadow-md' : 'border-border hover:shadow-md',
      )}
      data-testid={`theme-card-${entry.name}`}
    >
      <button
        type="button"
        className="block w-full text-left focus-visible:outline-none"
        aria-pressed={selected}
        aria-label={`${theme.displayName} theme${selected ? ' (selected)' : ''}`}
        onClick={() => onSelect(entry)}
      >
        <div className="flex h-32 flex-col justify-between p-3" style={preview}>
          <div className="flex items-start gap-2 pr-8">
            {selected && (
              <span className="grid size-5 shrink-0 place-items-center rounded-full bg-primary text-primary-foreground">
                <CheckIcon className="size-3.5" aria-hidden />
              </span>
            )}
            <span
              className="truncate rounded px-1 text-base font-semibold"
              style={{
                backgroundColor: image ? colors.card : undefined,
                color: image ? colors.cardForeground : undefined,
              }}
            >
              {theme.displayName}
            </span>
          </div>
          <div className="flex gap-1.5" aria-hidden>
            {SWATCH_KEYS.map((key) => (
              <span
                key={key}
                className="size-5 rounded-full border border-black/15"
                style={{ backgroundColor: colors[key] }}
                title={key}
              />
            ))}
          </div>
        </div>
        <div className="flex items-center justify-between gap-2 border-t bg-card px-3 py-2 text-xs text-muted-foreground">
          <span className="truncate" style={{ fontFamily: font }}>
            {fontName ?? 'Default font'}
          </span>
          <span className="shrink-0">
            {theme.mostLike === 'dark' ? 'Dark' : theme.mostLike === 'light' ? 'Light' : ''}
          </span>
        </div>
      </button>
      <Button
        variant="secondary"
        size="icon"
        className="absolute top-2 right-2 size-8 opacity-90"
        aria-label={`Copy ${theme.displayName} JSON`}
        title="Copy JSON"
        onClick={() => void copyJson()}
      >
        <CopyIcon />
      </Button>
    </div>
  )
})
