import { CheckIcon } from 'lucide-react'
import { useId } from 'react'
import type { SageFinding, SageFix } from '@theme-a-roo/theme'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'

/** A finding as listed: the engine's, or one of a caller's own checks (e.g. of NFT metadata). */
export interface SageCheckItem {
  id: string
  severity: SageFinding['severity']
  message: string
  fix?: SageFix
}

const SEVERITY_BADGES = {
  error: { label: 'Error', variant: 'destructive' },
  warning: { label: 'Warning', variant: 'secondary' },
  info: { label: 'Note', variant: 'outline' },
} as const

function statusText(problems: number): string {
  if (problems === 0) return 'Ready for Sage'
  return problems === 1 ? '1 problem for Sage' : `${problems} problems for Sage`
}

/**
 * What the Sage wallet would do with a theme: each finding with its fix, where one exists and
 * `onFix` is given. Notes alone leave the theme ready for Sage; they say what Sage changes.
 */
export function SageCompatibilityList({
  items,
  onFix,
  fixing = false,
}: {
  items: readonly SageCheckItem[]
  onFix?: (item: SageCheckItem) => void
  fixing?: boolean
}) {
  const id = useId()
  const problems = items.filter((item) => item.severity !== 'info').length
  return (
    <Card role="region" aria-labelledby={`${id}-title`}>
      <CardHeader className="gap-2 p-4 md:p-6">
        <h2 className="text-lg font-semibold" id={`${id}-title`}>
          Sage compatibility
        </h2>
        <CardDescription role="status" className="flex items-center gap-2">
          {problems === 0 && <CheckIcon aria-hidden className="size-4" />}
          {statusText(problems)}
        </CardDescription>
      </CardHeader>
      {items.length > 0 && (
        <CardContent className="px-4 pb-4 md:px-6 md:pb-6">
          <ul aria-labelledby={`${id}-title`}>
            {items.map((item) => {
              const badge = SEVERITY_BADGES[item.severity]
              return (
                <li
                  key={item.id}
                  data-finding={item.id}
                  className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b py-2 last:border-b-0"
                >
                  <Badge variant={badge.variant}>{badge.label}</Badge>
                  <span className="min-w-48 flex-1 text-sm break-words">{item.message}</span>
                  {item.fix && onFix && (
                    <Button
                      size="sm"
                      variant="outline"
                      className="h-7 px-2 text-xs"
                      disabled={fixing}
                      onClick={() => onFix(item)}
                    >
                      {item.fix.label}
                    </Button>
                  )}
                </li>
              )
            })}
          </ul>
        </CardContent>
      )}
    </Card>
  )
}
