import { useId } from 'react'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'
import { useWorkingTheme } from '@/theming/working-theme'
import { hasBackdropFilters, setWorkingThemeBackdropFilters } from './background-presets'

export function BackdropFiltersCard({
  editable,
  className,
}: {
  editable: boolean
  className?: string
}) {
  const id = useId()
  const restoring = useWorkingTheme((state) => state.restoringBackground === true)
  const hasImage = useWorkingTheme((state) => Boolean(state.theme.backgroundImage))
  const enabled = useWorkingTheme((state) => hasBackdropFilters(state.theme))
  // Blur only shows against an image, so the toggle waits for one.
  const usable = editable && hasImage && !restoring

  const help = restoring
    ? 'Loading...'
    : hasImage
      ? 'Adds blur effect to cards, popups, and other UI elements'
      : 'Requires a background image to enable backdrop filters'

  return (
    <Card className={className} data-inactive={!editable || undefined}>
      <CardHeader>
        <CardTitle className="text-lg">Backdrop Filters</CardTitle>
        <CardDescription>Control blur effects on UI elements</CardDescription>
      </CardHeader>
      <CardContent className="flex items-start gap-3">
        <Checkbox
          id={`${id}-enable`}
          className="mt-0.5"
          checked={enabled}
          disabled={!usable}
          aria-describedby={`${id}-help`}
          onCheckedChange={(checked) => setWorkingThemeBackdropFilters(checked === true)}
        />
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-enable`}>Enable backdrop filters</Label>
          <p id={`${id}-help`} className="text-sm text-muted-foreground">
            {help}
          </p>
        </div>
      </CardContent>
    </Card>
  )
}
