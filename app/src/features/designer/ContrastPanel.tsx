import { CheckIcon, WandSparklesIcon } from 'lucide-react'
import { useDeferredValue, useMemo, useState } from 'react'
import { CONTRAST_AA, CONTRAST_AAA, type Theme } from '@theme-a-roo/theme'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'
import { toast } from '@/lib/toast'
import { setWorkingThemeField, setWorkingThemeFields } from '@/theming/working-theme'
import { allFixes, contrastRows, fixFor, type ContrastRow } from './contrast-fixes'
import { useBackdrops } from './image-backdrops'

/** Text is graded AA (4.5:1) or AAA (7:1); a control's parts pass AA at 3:1. */
function grade({ ratio, target }: ContrastRow) {
  if (target === CONTRAST_AA && ratio >= CONTRAST_AAA)
    return { label: 'AAA', variant: 'default' as const }
  if (ratio >= target) return { label: 'AA', variant: 'secondary' as const }
  return { label: 'Fails AA', variant: 'destructive' as const }
}

function Row({
  row,
  editable,
  onFix,
}: {
  row: ContrastRow
  editable: boolean
  onFix: (row: ContrastRow) => void
}) {
  const { label, variant } = grade(row)
  return (
    <li
      className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b py-2 last:border-b-0"
      data-pair={row.label}
    >
      <span className="min-w-0 flex-1 text-sm break-words">{row.label}</span>
      <span className="font-mono text-xs tabular-nums">{row.ratio.toFixed(2)}:1</span>
      <Badge variant={variant}>{label}</Badge>
      {row.fixable && editable && row.field && (
        <Button
          size="sm"
          variant="outline"
          className="h-7 px-2 text-xs"
          aria-label={`Fix ${row.label}`}
          title={`Change ${row.field.join('.')} to the nearest lightness that passes`}
          onClick={() => onFix(row)}
        >
          Fix
        </Button>
      )}
    </li>
  )
}

/**
 * The WCAG contrast of every text/surface pair of the theme as it is painted (translucent layers
 * over the page, the background image's worst cell), with a fix for each failing text colour.
 */
export function ContrastPanel({
  theme,
  editable,
}: {
  theme: Theme | undefined
  editable: boolean
}) {
  const [showAll, setShowAll] = useState(false)
  // Measuring every pair over every cell of an image takes a while: while a picker is dragged the
  // panel catches up between frames instead of holding each one back.
  const measured = useDeferredValue(theme)
  const backdrops = useBackdrops(measured?.backgroundImage)
  const result = useMemo((): { rows: ContrastRow[] } | { error: string } | undefined => {
    if (!measured || !backdrops) return undefined
    try {
      return { rows: contrastRows(measured, backdrops) }
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) }
    }
  }, [measured, backdrops])

  const rows = result && 'rows' in result ? result.rows : []
  const failing = rows.filter((row) => row.ratio < row.target)
  const anyFixable = rows.some((row) => row.fixable)

  function fix(row: ContrastRow) {
    const color = fixFor(rows, row)
    if (row.field && color) setWorkingThemeField(row.field, color)
    else toast.error(`No lightness of ${row.value} reaches ${row.target}:1 here`)
  }
  const shown = showAll ? rows : failing

  return (
    <Card>
      <CardHeader className="gap-2 p-4 md:p-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-semibold" id="designer-contrast">
            Contrast
          </h2>
          {editable && anyFixable && (
            <Button size="sm" onClick={() => setWorkingThemeFields(allFixes(rows))}>
              <WandSparklesIcon aria-hidden />
              Fix all
            </Button>
          )}
        </div>
        <CardDescription role="status">
          {!result && 'Checking contrast...'}
          {result && 'error' in result && `Contrast cannot be checked: ${result.error}`}
          {result &&
            'rows' in result &&
            (failing.length === 0
              ? `All ${rows.length} pairs reach AA (4.5:1 for text, 3:1 for switches).`
              : `${failing.length} of ${rows.length} pairs are below AA (4.5:1 for text, 3:1 for switches).`)}
        </CardDescription>
      </CardHeader>
      {rows.length > 0 && (
        <CardContent className="flex flex-col gap-2 px-4 pb-4 md:px-6 md:pb-6">
          {shown.length > 0 && (
            <ul aria-labelledby="designer-contrast">
              {shown.map((row) => (
                <Row key={row.label} row={row} editable={editable} onFix={fix} />
              ))}
            </ul>
          )}
          {failing.length === 0 && !showAll && (
            <p className="flex items-center gap-2 text-sm">
              <CheckIcon aria-hidden className="size-4" /> Every pair passes.
            </p>
          )}
          <Button
            variant="ghost"
            size="sm"
            className="self-start"
            onClick={() => setShowAll(!showAll)}
          >
            {showAll ? 'Show failing pairs only' : `Show all ${rows.length} pairs`}
          </Button>
        </CardContent>
      )}
    </Card>
  )
}
