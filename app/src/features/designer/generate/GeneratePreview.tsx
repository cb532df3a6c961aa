import { useMemo } from 'react'
import { compiledThemeToCss, compileTheme, type Theme } from '@theme-a-roo/theme'
import { useRenderTarget } from '@/theming/render-target'
import { DesignerPreview } from '../DesignerPreview'

const SCOPE = 'data-generate-preview'

/**
 * The Designer's sample drawn in a candidate theme: its variables (and its background image) are
 * set on this box only, so the page around it keeps the working theme until Apply.
 */
export function GeneratePreview({ theme }: { theme: Theme }) {
  const target = useRenderTarget((state) => state.target)
  const css = useMemo(
    () => compiledThemeToCss(compileTheme(theme, { target }), `[${SCOPE}]`),
    [theme, target],
  )
  return (
    <figure
      {...{ [SCOPE]: '' }}
      className="rounded-[var(--radius-lg)] border bg-cover bg-center p-3"
      aria-label="Preview of the generated colours"
    >
      <style>{css}</style>
      {/* A picture of the sample: its buttons and fields are not there to be reached. */}
      <div className="rounded-[var(--radius-md)] bg-background p-3 text-foreground" aria-hidden>
        <DesignerPreview />
      </div>
    </figure>
  )
}
