import { useMemo, type CSSProperties } from 'react'
import { compileTheme, isSafeCssValue, type CompiledTheme, type Theme } from '@theme-a-roo/theme'
import { displayAddress } from '@/storage/stored-image'
import { useRenderTarget } from '@/theming/render-target'
import { DesignerPreview } from '../DesignerPreview'

/**
 * A compiled theme as the inline style of one box: its variables, its colour scheme and its
 * background image. Inline, a new candidate restyles only the box; a new style sheet would make
 * the browser restyle the whole page, a long task on a busy machine.
 */
function scopedStyle(compiled: CompiledTheme): CSSProperties {
  const style: Record<string, string> = {}
  for (const [name, value] of Object.entries(compiled.variables)) {
    if (isSafeCssValue(value)) style[name] = value
  }
  if (compiled.colorScheme) style.colorScheme = compiled.colorScheme
  const background = compiled.background
  if (background) {
    Object.assign(style, {
      backgroundImage: background.image,
      backgroundSize: background.size,
      backgroundPosition: background.position,
      backgroundRepeat: background.repeat,
    })
  }
  return style
}

/**
 * The Designer's sample drawn in a candidate theme, set on this box only, so the page around it
 * keeps the working theme until Apply.
 */
export function GeneratePreview({ theme }: { theme: Theme }) {
  const target = useRenderTarget((state) => state.target)
  const style = useMemo(() => {
    // A very large background shows through its display copy here too, as on the page.
    const image = displayAddress(theme.backgroundImage)
    const shown = image === theme.backgroundImage ? theme : { ...theme, backgroundImage: image }
    return scopedStyle(compileTheme(shown, { target }))
  }, [theme, target])
  return (
    <figure
      data-generate-preview=""
      className="rounded-[var(--radius-lg)] border p-3"
      style={style}
      aria-label="Preview of the generated colours"
    >
      {/* A picture of the sample: its buttons and fields are not there to be reached. */}
      <div className="rounded-[var(--radius-md)] bg-background p-3 text-foreground" aria-hidden>
        <DesignerPreview />
      </div>
    </figure>
  )
}
