import { EyeIcon } from 'lucide-react'
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react'
import type { SimulatedVision, Vision } from '@theme-a-roo/theme'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { cn } from '@/lib/cn'
import { useThemeRuntime } from '@/theming/theme-runtime'
import { pageBackdropStyle } from './page-backdrop'
import {
  isSimulated,
  lookAlikeNote,
  readStoredVision,
  storeVision,
  VISION_LABELS,
} from './vision-choice'
import type * as VisionTools from './vision-tools'

const OPTIONS = Object.entries(VISION_LABELS).map(([value, label]) => ({
  value: value as Vision,
  label,
}))

const LOAD_FAILED = 'The colour-vision preview could not load. Reload the page to try again.'

/** The matrices and the look-alike check, loaded the first time a simulation is chosen. */
function useVisionTools(wanted: boolean) {
  const [tools, setTools] = useState<typeof VisionTools>()
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    if (!wanted || tools) return
    let live = true
    import('./vision-tools').then(
      (loaded) => live && setTools(loaded),
      () => live && setFailed(true),
    )
    return () => {
      live = false
    }
  }, [wanted, tools])
  return { tools, failed }
}

/** The SVG filter the preview refers to: the vision's matrix in the space it is written for. */
function VisionFilter({
  id,
  vision,
  tools,
}: {
  id: string
  vision: SimulatedVision
  tools: typeof VisionTools
}) {
  return (
    <svg aria-hidden width="0" height="0" className="absolute">
      <filter id={id}>
        {/* feColorMatrix works in linearRGB unless told otherwise; the matrix names its space. */}
        <feColorMatrix
          type="matrix"
          values={tools.feColorMatrixValues(vision)}
          colorInterpolationFilters={tools.matrixSpace(vision)}
        />
      </filter>
    </svg>
  )
}

/**
 * 'Vision' over the Designer's preview: shows the preview (and only it) as someone with a
 * colour-vision deficiency sees it, remembered in this browser, and says which swatches that sit
 * side by side then look alike.
 */
export function VisionPreview({ children }: { children: ReactNode }) {
  const selectId = useId()
  const [vision, setVision] = useState(readStoredVision)
  const theme = useThemeRuntime((state) => state.current?.theme)
  const simulated = isSimulated(vision) ? vision : undefined
  const { tools, failed } = useVisionTools(simulated !== undefined)
  const notes = useMemo(
    () =>
      simulated && tools && theme
        ? tools
            .findLookAlikes(theme, simulated)
            .map(({ first, second }) => lookAlikeNote(simulated, first, second))
        : [],
    [simulated, tools, theme],
  )
  const filterId = simulated && tools ? `designer-vision-${simulated}` : undefined
  // The theme's CSS is on the page before its entry is current, so this reads the new image.
  const backdrop = useMemo(
    () => (filterId && theme?.backgroundImage ? pageBackdropStyle() : undefined),
    [filterId, theme],
  )

  function choose(next: Vision) {
    setVision(next)
    storeVision(next)
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-2">
        <Label htmlFor={selectId} className="text-muted-foreground">
          Vision
        </Label>
        <div className="w-48">
          <NativeSelect id={selectId} value={vision} options={OPTIONS} onValueChange={choose} />
        </div>
      </div>
      <div role="status" className="flex flex-col gap-1 text-sm empty:hidden">
        {simulated && failed && <p>{LOAD_FAILED}</p>}
        {notes.map((note) => (
          <p key={note} className="flex items-center gap-2">
            <EyeIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
            {note}
          </p>
        ))}
      </div>
      {filterId && simulated && tools && (
        <VisionFilter id={filterId} vision={simulated} tools={tools} />
      )}
      {/* A filter sees only what its own element paints: the page colour or image is painted here. */}
      <div
        data-testid="designer-vision-preview"
        className={cn(filterId && !backdrop && 'bg-background')}
        style={{ filter: filterId ? `url(#${filterId})` : undefined, ...backdrop }}
      >
        {children}
      </div>
    </div>
  )
}
