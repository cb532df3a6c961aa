import { ChevronDownIcon, ChevronUpIcon, SlidersHorizontalIcon } from 'lucide-react'
import { lazy, memo, Suspense, useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'

// The sliders and the colour engine they drive load only when the panel is opened.
const AdjustPanel = lazy(() => import('./AdjustPanel'))

const ADJUST_READ_ONLY_REASON =
  'Example themes are read-only: switch to the working theme to adjust its colours.'

/**
 * 'Adjust colours': hue, saturation and lightness sliders and presets over every colour of the
 * working theme, opened on demand. Shown, disabled with the reason, for an example theme. The
 * closed card does not depend on the theme, so an edit elsewhere does not render it again.
 */
export const AdjustColours = memo(function AdjustColours({ editable }: { editable: boolean }) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const shown = open && editable
  return (
    <Card>
      <CardHeader className="gap-2 p-4 md:p-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-semibold">Adjust colours</h2>
          <Button
            variant="outline"
            size="sm"
            aria-expanded={shown}
            aria-controls={panelId}
            disabled={!editable}
            aria-label={shown ? 'Close colour adjustments' : 'Open colour adjustments'}
            onClick={() => setOpen(!open)}
          >
            <SlidersHorizontalIcon aria-hidden />
            {shown ? 'Close' : 'Open'}
            {shown ? <ChevronUpIcon aria-hidden /> : <ChevronDownIcon aria-hidden />}
          </Button>
        </div>
        <CardDescription>
          {editable
            ? 'Shift the hue, saturation and lightness of every colour at once, or apply a preset.'
            : ADJUST_READ_ONLY_REASON}
        </CardDescription>
      </CardHeader>
      {shown && (
        <CardContent id={panelId} className="px-4 pb-4 md:px-6 md:pb-6">
          <Suspense fallback={<p role="status">Loading...</p>}>
            <AdjustPanel />
          </Suspense>
        </CardContent>
      )}
    </Card>
  )
})
