import { CheckIcon, LoaderCircleIcon, WandSparklesIcon } from 'lucide-react'
import { useEffect, useState } from 'react'
import { CONTRAST_AA, CONTRAST_AAA } from '@theme-a-roo/theme'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'
import { cn } from '@/lib/cn'
import { toast } from '@/lib/toast'
import { setWorkingThemeFields } from '@/theming/working-theme'
import type { Contrast, FixQuestion } from './contrast-client'
import type { FieldChange, MeasuredRow } from './contrast-worker'
import { errorMessage } from '@/lib/error-message'

/** Text is graded AA (4.5:1) or AAA (7:1); a control's parts pass AA at 3:1. */
function grade({ ratio, target }: MeasuredRow) {
  if (target === CONTRAST_AA && ratio >= CONTRAST_AAA)
    return { label: 'AAA', variant: 'default' as const }
  if (ratio >= target) return { label: 'AA', variant: 'secondary' as const }
  return { label: 'Fails AA', variant: 'destructive' as const }
}

function Row({
  row,
  editable,
  fixing,
  onFix,
}: {
  row: MeasuredRow
  editable: boolean
  fixing: boolean
  onFix: (row: MeasuredRow) => void
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
          disabled={fixing}
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

/** True once `active` has lasted `delay` ms: a quick re-measure then shows no flicker. */
function useLasting(active: boolean, delay: number): boolean {
  const [lasting, setLasting] = useState(false)
  useEffect(() => {
    if (!active) return
    const timer = setTimeout(() => setLasting(true), delay)
    return () => {
      clearTimeout(timer)
      setLasting(false)
    }
  }, [active, delay])
  return active && lasting
}

/**
 * The WCAG contrast of every text/surface pair of the theme as it is painted (translucent layers
 * over the page, the background image's worst cell), with a fix for each failing text colour.
 * Measuring and fixing run in a worker, so a theme of long gradients never holds the page back.
 */
export function ContrastPanel({ contrast, editable }: { contrast: Contrast; editable: boolean }) {
  const [showAll, setShowAll] = useState(false)
  const [fixing, setFixing] = useState(false)
  const { outcome, measuring, fix } = contrast
  // The last figures stay in view while the next are measured, dimmed once that takes a while.
  const checking = useLasting(measuring, 300)

  const rows = outcome && 'rows' in outcome ? outcome.rows : []
  const skipped = (outcome && 'rows' in outcome && outcome.skipped) || []
  const failing = rows.filter((row) => row.ratio < row.target)
  const anyFixable = rows.some((row) => row.fixable)

  async function search(question: FixQuestion, apply: (changes: FieldChange[]) => void) {
    setFixing(true)
    try {
      apply(await fix(question))
    } catch (error) {
      // Aborted: the panel was closed while searching, and nobody is waiting for the answer.
      if (error instanceof DOMException && error.name === 'AbortError') return
      toast.error(`Contrast cannot be fixed: ${errorMessage(error)}`)
    } finally {
      setFixing(false)
    }
  }
  const fixRow = (row: MeasuredRow) =>
    void search({ kind: 'fix', label: row.label }, ([change]) => {
      // A Fix is one undo step of its own, however soon another follows.
      if (change) setWorkingThemeFields([change])
      else toast.error(`No lightness of ${row.value} reaches ${row.target}:1 here`)
    })
  const fixAll = () => void search({ kind: 'fix-all' }, setWorkingThemeFields)
  const shown = showAll ? rows : failing

  return (
    <Card aria-busy={measuring}>
      <CardHeader className="gap-2 p-4 md:p-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-semibold" id="designer-contrast">
            Contrast
          </h2>
          {editable && anyFixable && (
            <Button size="sm" disabled={fixing} onClick={fixAll}>
              <WandSparklesIcon aria-hidden />
              Fix all
            </Button>
          )}
        </div>
        <CardDescription role="status" className="flex items-center gap-2">
          {(!outcome || checking) && (
            <>
              <LoaderCircleIcon aria-hidden className="size-4 motion-safe:animate-spin" />
              Checking contrast...
            </>
          )}
          {outcome &&
            !checking &&
            'error' in outcome &&
            `Contrast cannot be checked: ${outcome.error}`}
          {outcome &&
            !checking &&
            'rows' in outcome &&
            (rows.length === 0 && skipped.length > 0
              ? 'No pair could be measured.'
              : failing.length === 0
                ? `All ${rows.length} pairs reach AA (4.5:1 for text, 3:1 for switches).`
                : `${failing.length} of ${rows.length} pairs are below AA (4.5:1 for text, 3:1 for switches).`)}
        </CardDescription>
      </CardHeader>
      {skipped.length > 0 && (
        <CardContent className="px-4 pb-0 md:px-6">
          <p className="text-sm font-medium" id="designer-contrast-skipped">
            Not measured: {skipped.length} pair{skipped.length === 1 ? '' : 's'} with a value that
            holds no colour
          </p>
          <ul aria-labelledby="designer-contrast-skipped" className="text-sm">
            {skipped.map(({ label, reason }) => (
              <li key={label} data-skipped-pair={label} className="break-words">
                {label}: {reason}
              </li>
            ))}
          </ul>
        </CardContent>
      )}
      {rows.length > 0 && (
        <CardContent
          className={cn(
            'flex flex-col gap-2 px-4 pb-4 transition-opacity md:px-6 md:pb-6',
            checking && 'opacity-60',
          )}
        >
          {shown.length > 0 && (
            <ul aria-labelledby="designer-contrast">
              {shown.map((row) => (
                <Row key={row.label} row={row} editable={editable} fixing={fixing} onFix={fixRow} />
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
