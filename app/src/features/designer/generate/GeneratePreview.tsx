import { useLayoutEffect, useMemo, useRef } from 'react'
import { compileTheme, type Theme } from '@theme-a-roo/theme'
import { applyCompiledTheme } from '@theme-a-roo/theme-dom'
import { displayAddress } from '@/theming/background-address'
import { useRenderTarget } from '@/theming/render-target'
import { DesignerPreview } from '../DesignerPreview'

/**
 * The Designer's sample drawn in a candidate theme, set on this box only, so the page around it
 * keeps the working theme until Apply.
 */
export function GeneratePreview({ theme }: { theme: Theme }) {
  const target = useRenderTarget((state) => state.target)
  const box = useRef<HTMLElement>(null)
  const compiled = useMemo(() => {
    // A very large background shows through its display copy here too, as on the page.
    const image = displayAddress(theme.backgroundImage)
    const shown = image === theme.backgroundImage ? theme : { ...theme, backgroundImage: image }
    return compileTheme(shown, { target })
  }, [theme, target])
  // On this box alone: a new candidate restyles only the box, where a new style sheet would
  // restyle the whole page, a long task on a busy machine. Set before paint, never a frame late.
  useLayoutEffect(() => {
    if (box.current) applyCompiledTheme(box.current, compiled)
  }, [compiled])
  return (
    <figure
      ref={box}
      data-generate-preview=""
      className="rounded-[var(--radius-lg)] border p-3"
      aria-label="Preview of the generated colours"
    >
      {/* A picture of the sample: its buttons and fields are not there to be reached. */}
      <div className="rounded-[var(--radius-md)] bg-background p-3 text-foreground" aria-hidden>
        <DesignerPreview />
      </div>
    </figure>
  )
}
